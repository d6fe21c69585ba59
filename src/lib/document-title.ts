import { useEffect } from 'react';
import { COMPANY_NAME } from './config';

/** 'Shopping Cart · Heartwood Cabinetry'; the bare company name when a screen has no title yet. */
export function documentTitle(title?: string): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} · ${COMPANY_NAME}` : COMPANY_NAME;
}

/**
 * Sets the tab title while the calling screen is shown. Pass undefined while the subject is still
 * loading (a product's SKU, a quote's PO number); the company name shows until then.
 */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
