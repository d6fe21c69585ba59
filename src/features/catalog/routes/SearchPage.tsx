import { ComingSoon } from '@/features/shell';

export default function SearchPage() {
  return <ComingSoon title="Search Results" />;
}
