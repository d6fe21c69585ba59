import { ComingSoon } from '@/features/shell';

export default function CabinetColorPage() {
  return <ComingSoon title="Cabinets" />;
}
