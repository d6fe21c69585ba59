// Sizes only this area's screens use, named beside them; shared sizes are tokens of the scale
// (design-system/stitches.config.ts).
/** The side navigation of a content page. */
export const SIDE_NAV = '240px';
/** The widest a content page's text runs. */
export const PROSE = '820px';
/** The icon disc of a download card. */
export const ICON_DISC = '52px';
