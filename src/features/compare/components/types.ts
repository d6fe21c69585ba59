import type { components } from '@/api';

type CartItem = components['schemas']['CartItem'];

/** What the cart or a quote hands to Compare Styles. */
export interface CompareSource {
  /** The lines of the cart or the quote. */
  lines: readonly CartItem[];
  isTaxable: boolean;
  /** The applied discount code and its rate (the cart only; a quote has none). */
  discount: { code: string; rate: number } | null;
  /** The quote compared; null for the cart. */
  quoteId: number | null;
  /**
   * The batch style change of every cabinet line to the style (useBatchSelection's switchAll);
   * resolves false when nothing was sent.
   */
  onSwitch: (code: string) => Promise<boolean>;
}
