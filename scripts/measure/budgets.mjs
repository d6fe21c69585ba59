// Every timing budget of `npm run perf`, in one place (docs/performance.md explains each); the
// scripts take these as their defaults, and an environment variable of the same name overrides.
export const BUDGETS = {
  /** perf:cart: open /cart with 200 lines -> every line shown, p50. */
  cartOpenMs: 400,
  /** perf:cart and perf:colour: a quantity change -> next paint, p95. */
  quantityChangeMs: 100,
  /** perf:quick-order: 1,000 and 5,000 lines resolved and listed, p50. */
  quickOrderMs: [1000, 3000],
  /** perf:import: a 300-item, 3-room design chosen -> its report shown, p50. */
  importMs: 1000,
  /** perf:compare: Compare Styles click -> table painted, p50. */
  compareMs: 1000,
  /** perf:colour: data -> 500-row table painted, and the 500-row view, p50. */
  colourPaintMs: 500,
};
