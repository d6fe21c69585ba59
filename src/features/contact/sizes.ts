// Sizes only this area's screens use, named beside them; shared sizes are tokens of the scale
// (design-system/stitches.config.ts).
/** The side column of the contact page. */
export const CONTACT_ASIDE = '380px';
