import { ComingSoon } from '@/components/ComingSoon';

export default function MyAccountPage() {
  return <ComingSoon title="My Account" />;
}
