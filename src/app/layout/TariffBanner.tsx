import { useEffect } from 'react';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Banner } from '@ds';

const TARIFF_NOTICE =
  "Tariff advisory: a proposed 50% tariff is under watch. We will give at least four weeks' notice before any price change.";

/** The element index.html draws the advisory in (src/app/static-shell.tsx). */
const SITE_ADVISORY_ID = 'site-advisory';

/** docs/business-rules.md#screens: the site-wide advisory every visitor and dealer sees. */
function TariffBanner() {
  return (
    <Banner label="Tariff advisory" icon={<TriangleAlert size={18} aria-hidden />}>
      {TARIFF_NOTICE}
    </Banner>
  );
}

/**
 * The advisory as the page draws it: it depends on nothing the browser knows, so index.html holds
 * it, above the app's root, and React never draws it again. A re-drawn banner would be a new
 * element, and the browser would take its later paint as the page's largest (LCP) instead of the
 * HTML's first one.
 */
export function SiteAdvisory() {
  return (
    <div id={SITE_ADVISORY_ID}>
      <TariffBanner />
    </div>
  );
}

/** While shown, the element index.html drew the advisory in is hidden (maintenance replaces the site). */
export function useHiddenSiteAdvisory() {
  useEffect(() => {
    const advisory = document.getElementById(SITE_ADVISORY_ID);
    if (!advisory) return;
    advisory.hidden = true;
    return () => {
      advisory.hidden = false;
    };
  }, []);
}
