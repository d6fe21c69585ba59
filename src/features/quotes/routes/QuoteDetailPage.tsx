import { ComingSoon } from '@/features/shell';

export default function QuoteDetailPage() {
  return <ComingSoon title="Quote" />;
}
