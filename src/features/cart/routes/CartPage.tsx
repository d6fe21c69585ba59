import { useDocumentTitle } from '@/lib/document-title';
import { ComingSoon } from '@/components/ComingSoon';

export default function CartPage() {
  useDocumentTitle('Shopping Cart');
  return <ComingSoon title="Shopping Cart" />;
}
