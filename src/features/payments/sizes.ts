// Sizes only this area's screens use, named beside them; shared sizes are tokens of the scale
// (design-system/stitches.config.ts).

// The card-brand chip of a saved card in My Payment Methods.
export const CARD_CHIP_WIDTH = '56px';
export const CARD_CHIP_HEIGHT = '36px';
