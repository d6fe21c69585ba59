// The nine cabinet colours the storefront sells, with their style codes (docs/business-rules.md#screens).

export interface CabinetColor {
  code: string;
  name: string;
  /** Price factor relative to Thielsen Pigeon White. */
  factor: number;
  /** RGB used for the generated product images. */
  rgb: [number, number, number];
  specification: string;
}

const thielsen =
  'Framed cabinet\nFull overlay doors\nSoft-close glides and hinges\nDovetail drawers\n1/2" plywood box\nSolid wood face frame';

export const COLORS: CabinetColor[] = [
  {
    code: 'TPW',
    name: 'Thielsen Pigeon White',
    factor: 1,
    rgb: [236, 234, 226],
    specification: thielsen,
  },
  {
    code: 'TPG',
    name: 'Thielsen Pebble Gray',
    factor: 1,
    rgb: [168, 166, 160],
    specification: thielsen,
  },
  {
    code: 'TSG',
    name: 'Thielsen Sage Green',
    factor: 1.05,
    rgb: [150, 168, 140],
    specification: thielsen,
  },
  {
    code: 'TSB',
    name: 'Thielsen Sapphire Blue',
    factor: 1.05,
    rgb: [52, 78, 120],
    specification: thielsen,
  },
  { code: 'TE', name: 'Thielsen Espresso', factor: 1, rgb: [70, 48, 38], specification: thielsen },
  {
    code: 'TPU',
    name: 'Thielsen Primed Unfinished',
    factor: 0.9,
    rgb: [222, 214, 196],
    specification: `${thielsen}\nPrimed, ready to paint`,
  },
  {
    code: 'AW',
    name: 'Atlanta White',
    factor: 0.95,
    rgb: [246, 246, 242],
    specification:
      'Framed cabinet\nFull overlay shaker doors\nSoft-close glides\nDovetail drawers\n1/2" plywood box',
  },
  {
    code: 'AOB',
    name: 'Atlanta Onyx Black',
    factor: 1,
    rgb: [34, 34, 36],
    specification:
      'Framed cabinet\nFull overlay shaker doors\nSoft-close glides\nDovetail drawers\n1/2" plywood box',
  },
  {
    code: 'RPW',
    name: 'Rome Pigeon White',
    factor: 1.1,
    rgb: [232, 230, 220],
    specification:
      'Framed cabinet\nFull overlay raised-panel doors\nSoft-close glides\nDovetail drawers\n3/4" plywood box',
  },
];

export function findColor(nameOrCode: string): CabinetColor | undefined {
  const key = nameOrCode.trim().toLowerCase().replace(/[-_]+/g, ' ');
  return COLORS.find((c) => c.code.toLowerCase() === key || c.name.toLowerCase() === key);
}
