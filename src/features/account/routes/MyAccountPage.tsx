import { ComingSoon } from '@/features/shell';

export default function MyAccountPage() {
  return <ComingSoon title="My Account" />;
}
