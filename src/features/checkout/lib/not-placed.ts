// When a reloaded tab learns that its last order was not placed, it opens the checkout with the
// reason in the history entry's state, so the message stands beside Place Order (OrderRecovery).

export type NotPlacedState = { orderNotPlaced: string };

/** The reason the last order was not placed, from history state (which can hold anything). */
export function notPlacedNotice(state: unknown): string | null {
  const text = (state as Partial<NotPlacedState> | null)?.orderNotPlaced;
  return typeof text === 'string' && text !== '' ? text : null;
}

/** The dealer places the order again: the old reason no longer applies. */
export function forgetNotPlacedNotice(): void {
  const state: unknown = window.history.state;
  if (notPlacedNotice(state) === null) return;
  const { orderNotPlaced: _, ...rest } = state as NotPlacedState;
  window.history.replaceState(rest, '');
}
