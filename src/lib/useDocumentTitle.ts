import { useEffect } from 'react';

const SITE_TITLE = 'Dealer Storefront';

/** Every route names its browser tab: "My Account | Dealer Storefront". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_TITLE}` : SITE_TITLE;
  }, [title]);
}
