import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBoldFace } from './loadFace';

const own = Object.getOwnPropertyDescriptor(document, 'fonts');
afterEach(() => {
  if (own) Object.defineProperty(document, 'fonts', own);
  else delete (document as { fonts?: unknown }).fonts;
});

/** The test environment has no font loading: a stand-in FontFaceSet on this document. */
function stubFonts(load: (font: string) => Promise<unknown>) {
  const fonts = { load: vi.fn(load) };
  Object.defineProperty(document, 'fonts', { configurable: true, value: fonts });
  return fonts;
}

describe('loadBoldFace', () => {
  it('asks for the sans web family alone (not its stand-in) at the bold weight of the scale', async () => {
    const fonts = stubFonts(() => Promise.resolve([]));
    await loadBoldFace();
    expect(fonts.load).toHaveBeenCalledWith('700 1em "Source Sans 3"');
  });

  it('resolves when the face cannot be loaded (the fallback family stays)', async () => {
    stubFonts(() => Promise.reject(new Error('network')));
    await expect(loadBoldFace()).resolves.toBeUndefined();
  });
});
