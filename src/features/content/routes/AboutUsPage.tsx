import { ComingSoon } from '@/features/shell';

export default function AboutUsPage() {
  return <ComingSoon title="About Us" />;
}
