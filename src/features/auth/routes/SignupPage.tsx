import { ComingSoon } from '@/features/shell';

export default function SignupPage() {
  return <ComingSoon title="New Dealer Form" />;
}
