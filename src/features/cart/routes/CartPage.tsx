import { useDocumentTitle } from '@/lib/document-title';
import { ComingSoon } from '@/features/shell';

export default function CartPage() {
  useDocumentTitle('Shopping Cart');
  return <ComingSoon title="Shopping Cart" />;
}
