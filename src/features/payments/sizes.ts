// Sizes only this area's screens use, named beside them; shared sizes are tokens of the scale
// (design-system/stitches.config.ts).

// The card-brand mark of a payment method (My Payment Methods and checkout).
export const CARD_MARK_WIDTH = '64px';
export const CARD_MARK_HEIGHT = '42px';
