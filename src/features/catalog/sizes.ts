// Sizes only this area's screens use, named beside them; shared sizes are tokens of the scale
// (design-system/stitches.config.ts).
/** Width of the header's SKU search. */
export const SKU_SEARCH = '260px';
/** A product picture in the search suggestions. */
export const THUMBNAIL = '36px';
/** The picture column of the product page. */
export const PRODUCT_IMAGE = '520px';
/** The picture column of a colour's hero card. */
export const COLOUR_HERO = '180px';
/** The Cabinet Type side list of the colour page. */
export const TYPE_NAV = '200px';
/** A Shop by Category tile. */
export const CATEGORY_TILE = '64px';
/**
 * A product row of the type tables and of quick order's Product List: the image and its padding
 * (also the size an off-screen row is taken to have, and the step of the windowed lists).
 */
export const PRODUCT_ROW_HEIGHT = 65;
export const PRODUCT_ROW = `${PRODUCT_ROW_HEIGHT}px`;
/** The size an off-screen type table is taken to have until it is first shown. */
export const TYPE_TABLE_ESTIMATE = '1200px';

// The colour page's type tables: image, SKU, description, price, then for dealers stock,
// quantity, options and Add to Bag (header and rows share them, so all tables line up).
export const TYPE_TABLE_DEALER_COLUMNS = '68px 116px minmax(0, 1fr) 96px 108px 88px 216px 116px';
export const TYPE_TABLE_VISITOR_COLUMNS = '68px 160px minmax(0, 1fr) 240px';

// Loading placeholders of the colour page: a type table's heading and one of its rows.
export const HEADING_PLACEHOLDER = '28px';
export const ROW_PLACEHOLDER = '56px';
