import { ComingSoon } from '@/features/shell';

export default function WarrantyPage() {
  return <ComingSoon title="Warranty" />;
}
