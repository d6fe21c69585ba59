import { ComingSoon } from '@/features/shell';

export default function CheckoutPage() {
  return <ComingSoon title="One Step Checkout" />;
}
