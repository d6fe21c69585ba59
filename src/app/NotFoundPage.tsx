import { NotFoundContent } from '@/components/NotFoundContent';

export default function NotFoundPage() {
  return <NotFoundContent />;
}
