import { ComingSoon } from '@/features/shell';

export default function QuoteListPage() {
  return <ComingSoon title="Quote List" />;
}
