import { ComingSoon } from '@/features/shell';

export default function ReturnRefundPolicyPage() {
  return <ComingSoon title="Return &amp; Refund Policy" />;
}
