import { ComingSoon } from '@/components/ComingSoon';

export default function QuoteListPage() {
  return <ComingSoon title="Quote List" />;
}
