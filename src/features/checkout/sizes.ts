// Sizes only this area's screens use, named beside them; shared sizes are tokens of the scale
// (design-system/stitches.config.ts).

/** The saved-card list while it loads: one card's height. */
export const SAVED_CARD_PLACEHOLDER = '72px';
