import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Banner } from '@ds';

const TARIFF_NOTICE =
  "Tariff advisory: a proposed 50% tariff is under watch. We will give at least four weeks' notice before any price change.";

/**
 * docs/business-rules.md#screens: the site-wide advisory every visitor and dealer sees. It depends
 * on nothing the browser knows, so the build also writes it into index.html (src/app/static-shell.tsx).
 */
export function TariffBanner() {
  return (
    <Banner label="Tariff advisory" icon={<TriangleAlert size={18} aria-hidden />}>
      {TARIFF_NOTICE}
    </Banner>
  );
}
