import { useState } from 'react';
import { initialChoice, type PurchaseChoice } from '@/lib/cart-model';

/**
 * The choice state for a screen that keeps it locally until Add to Bag (product page, catalogue
 * rows, search cards). Lines that save every change hold their value from the server instead.
 */
export function usePurchaseChoice(initial: PurchaseChoice = initialChoice()) {
  return useState<PurchaseChoice>(initial);
}
