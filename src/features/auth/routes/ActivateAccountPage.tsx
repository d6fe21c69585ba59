import { ComingSoon } from '@/features/shell';

export default function ActivateAccountPage() {
  return <ComingSoon title="Activate Account" />;
}
