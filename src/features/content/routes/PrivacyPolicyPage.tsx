import { ComingSoon } from '@/features/shell';

export default function PrivacyPolicyPage() {
  return <ComingSoon title="Privacy Policy" />;
}
