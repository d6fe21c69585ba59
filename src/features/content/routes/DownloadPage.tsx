import BookOpen from 'lucide-react/icons/book-open';
import FileArchive from 'lucide-react/icons/file-archive';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { ContentPage } from '../components/ContentPage';
import { DownloadCard, DownloadGrid } from '../components/DownloadCard';

const FILES = [
  {
    title: 'Warranty',
    description: 'The one-year limited warranty: coverage, exclusions and how to claim.',
    href: '/downloads/warranty.pdf',
    kind: 'PDF',
    icon: ShieldCheck,
  },
  {
    title: 'Spec Book',
    description: 'Construction details, dimensions and finishes of every cabinet line.',
    href: '/downloads/spec-book.pdf',
    kind: 'PDF',
    icon: BookOpen,
  },
  {
    title: 'Catalog',
    description: 'The full product catalog with SKUs, ready for your design software.',
    href: '/downloads/catalog.zip',
    kind: 'ZIP',
    icon: FileArchive,
  },
] as const;

export default function DownloadPage() {
  return (
    <ContentPage
      title="Download"
      lead="Documents for you and your customers. Each opens in a new tab."
    >
      <DownloadGrid>
        {FILES.map((file) => (
          <DownloadCard key={file.href} {...file} />
        ))}
      </DownloadGrid>
    </ContentPage>
  );
}
