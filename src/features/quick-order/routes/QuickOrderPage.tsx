import { ComingSoon } from '@/features/shell';

export default function QuickOrderPage() {
  return <ComingSoon title="Quick Order" />;
}
