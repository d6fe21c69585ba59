import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { documentTitle, useDocumentTitle } from './document-title';

describe('document title', () => {
  afterEach(() => {
    document.title = '';
  });
  it('puts the screen first and the company after it', () => {
    expect(documentTitle('Shopping Cart')).toBe('Shopping Cart · Heartwood Cabinetry');
  });
  it('falls back to the company name while the subject is unknown', () => {
    expect(documentTitle(undefined)).toBe('Heartwood Cabinetry');
    expect(documentTitle('  ')).toBe('Heartwood Cabinetry');
  });
  it('follows the title the screen passes', () => {
    const { rerender } = renderHook(({ t }) => useDocumentTitle(t), {
      initialProps: { t: undefined as string | undefined },
    });
    expect(document.title).toBe('Heartwood Cabinetry');
    rerender({ t: 'TPW-B12' });
    expect(document.title).toBe('TPW-B12 · Heartwood Cabinetry');
  });
});
