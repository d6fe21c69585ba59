import { ComingSoon } from '@/features/shell';

export default function CartPage() {
  return <ComingSoon title="Shopping Cart" />;
}
