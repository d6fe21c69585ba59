// Sizes only this area's screens use, named beside them; shared sizes are tokens of the scale
// (design-system/stitches.config.ts).
/** Height of the account banner. */
export const ACCOUNT_BANNER = '180px';
/** The label column of a profile row. */
export const LABEL_COLUMN = '200px';
