import { ComingSoon } from '@/features/shell';

export default function OurProductsPage() {
  return <ComingSoon title="Our Products" />;
}
