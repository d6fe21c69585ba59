import { ComingSoon } from '@/features/shell';

export default function ProductPage() {
  return <ComingSoon title="Product" />;
}
