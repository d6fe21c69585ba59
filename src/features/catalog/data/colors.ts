// The nine cabinet colours of docs/business-rules.md#screens. The colour page reads this when it is opened
// directly (shared link, reload), so it never depends on navigation state alone.

export type CabinetColor = {
  /** URL segment: /cabinets/{slug}. */
  slug: string;
  name: string;
  /** Style code, the SKU prefix (TPW-B12). */
  code: string;
  imageUrl: string;
  specification: string[];
};

const thielsen = [
  'Framed cabinet',
  'Full overlay doors',
  'Soft-close glides and hinges',
  'Dovetail drawers',
  '1/2" plywood box',
  'Solid wood face frame',
];
const atlanta = [
  'Framed cabinet',
  'Full overlay shaker doors',
  'Soft-close glides',
  'Dovetail drawers',
  '1/2" plywood box',
];
const rome = [
  'Framed cabinet',
  'Full overlay raised-panel doors',
  'Soft-close glides',
  'Dovetail drawers',
  '3/4" plywood box',
];

const color = (name: string, code: string, specification: string[]): CabinetColor => ({
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  code,
  imageUrl: `/images/colors/${code}.png`,
  specification,
});

export const CABINET_COLORS: readonly CabinetColor[] = [
  color('Thielsen Pigeon White', 'TPW', thielsen),
  color('Thielsen Pebble Gray', 'TPG', thielsen),
  color('Thielsen Sage Green', 'TSG', thielsen),
  color('Thielsen Sapphire Blue', 'TSB', thielsen),
  color('Thielsen Espresso', 'TE', thielsen),
  color('Thielsen Primed Unfinished', 'TPU', [...thielsen, 'Primed, ready to paint']),
  color('Atlanta White', 'AW', atlanta),
  color('Atlanta Onyx Black', 'AOB', atlanta),
  color('Rome Pigeon White', 'RPW', rome),
];

/** Accepts the slug, the name (any case, spaces or dashes) or the style code. */
export function findCabinetColor(param: string): CabinetColor | undefined {
  let decoded = param;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    // A malformed escape stays as typed; it simply matches nothing.
  }
  const key = decoded
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return CABINET_COLORS.find((c) => c.slug === key || c.code.toLowerCase() === key);
}

export const CABINET_CATEGORIES = [
  'Base Cabinets',
  'Wall Cabinets',
  'Oven and Pantry Cabinets',
  'Bathroom Vanities',
  'Trim & Details',
  'Accessories',
] as const;
export type CabinetCategory = (typeof CABINET_CATEGORIES)[number];

/** docs/business-rules.md#screens allows no other item classes; anything else in the URL falls back to Cabinets. */
export const ITEM_CLASSES = ['Cabinets', 'Hardware', 'Richelieu'] as const;

/** Navigation state the colour card hands to the colour page (docs/business-rules.md#screens). */
export type ColorPageState = { imageUrl?: string; specification?: string };
