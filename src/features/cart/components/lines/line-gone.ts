import type { Result } from '@/api';

// docs/business-rules.md#cart-and-quotes: a line edited here may have been removed in another tab
// or window. The server then answers 404 ('Cart item not found.', 'Quote item not found.'), which
// tells the dealer nothing about what happened; the list is reloaded and one message names the
// line instead.

export type LineHolder = 'cart' | 'quote';

export function lineGoneMessage(sku: string, holder: LineHolder): string {
  return `${sku} was removed in another tab or window. The ${holder} has been reloaded.`;
}

export const QUOTE_GONE_MESSAGE = 'This quote was removed in another tab or window.';

/** What a reload after a 404 found: the list without the line, or the whole quote gone too. */
export type Reloaded = 'reloaded' | 'holder-gone';

/**
 * Runs a line edit; when the server no longer has the line (404) it reloads the list before
 * answering, so the stale line is gone by the time the one message shows, and no second edit of
 * it can be started meanwhile (the save runner still counts the reload as part of the edit).
 */
export async function editLine<T>(
  edit: () => Promise<Result<T>>,
  sku: string,
  holder: LineHolder,
  reload: () => Promise<Reloaded>,
): Promise<Result<T>> {
  const result = await edit();
  if (result.ok || result.status !== 404) return result;
  const found = await reload();
  return {
    ...result,
    message: found === 'holder-gone' ? QUOTE_GONE_MESSAGE : lineGoneMessage(sku, holder),
  };
}

/** A failure editLine has already answered with a reload. */
export const wasReloaded = (result: Result<unknown> | null): boolean =>
  result !== null && !result.ok && result.status === 404;
