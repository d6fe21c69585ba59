// Sizes only this area's screens use, named beside them; shared sizes are tokens of the scale
// (design-system/stitches.config.ts).
/** Width of the SKU entry. */
export const SKU_ENTRY = '420px';

// Quick order's Product List: image, SKU, description, price, quantity, assembly, total,
// remove (header and rows share it).
export const QUICK_ORDER_COLUMNS = '64px 150px minmax(0, 1fr) 100px 96px 170px 110px 96px';

// A row stacked under 1100 px: the picture (as wide as the image column above), then the text.
export const QUICK_ORDER_STACKED_COLUMNS = '64px minmax(0, 1fr) auto auto';
