import { ComingSoon } from '@/components/ComingSoon';

export default function QuoteDetailPage() {
  return <ComingSoon title="Quote" />;
}
