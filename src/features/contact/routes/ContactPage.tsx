import { ComingSoon } from '@/features/shell';

export default function ContactPage() {
  return <ComingSoon title="Contact Us" />;
}
