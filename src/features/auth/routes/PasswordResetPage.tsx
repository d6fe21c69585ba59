import { ComingSoon } from '@/features/shell';

export default function PasswordResetPage() {
  return <ComingSoon title="Password Reset" />;
}
