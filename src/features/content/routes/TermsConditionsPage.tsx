import { ComingSoon } from '@/features/shell';

export default function TermsConditionsPage() {
  return <ComingSoon title="Terms &amp; Conditions" />;
}
