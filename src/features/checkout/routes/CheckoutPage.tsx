import { ComingSoon } from '@/components/ComingSoon';

export default function CheckoutPage() {
  return <ComingSoon title="One Step Checkout" />;
}
