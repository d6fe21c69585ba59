import { ComingSoon } from '@/features/shell';

export default function DownloadPage() {
  return <ComingSoon title="Download" />;
}
