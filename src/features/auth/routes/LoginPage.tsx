import { ComingSoon } from '@/features/shell';

export default function LoginPage() {
  return <ComingSoon title="Dealer Login" />;
}
