import { ComingSoon } from '@/components/ComingSoon';

export default function QuickOrderPage() {
  return <ComingSoon title="Quick Order" />;
}
