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

// What every colour of a series is built like; a colour may add a line of its own.
const SERIES_SPECIFICATION = {
  Thielsen:
    'Framed cabinet\nFull overlay doors\nSoft-close glides and hinges\nDovetail drawers\n1/2" plywood box\nSolid wood face frame',
  Atlanta:
    'Framed cabinet\nFull overlay shaker doors\nSoft-close glides\nDovetail drawers\n1/2" plywood box',
  Rome: 'Framed cabinet\nFull overlay raised-panel doors\nSoft-close glides\nDovetail drawers\n3/4" plywood box',
};

/** A colour named after its series ('Thielsen' + 'Pigeon White'), with the series' specification. */
function color(
  series: keyof typeof SERIES_SPECIFICATION,
  code: string,
  shade: string,
  factor: number,
  rgb: CabinetColor['rgb'],
  extra?: string,
): CabinetColor {
  const specification = SERIES_SPECIFICATION[series];
  return {
    code,
    name: `${series} ${shade}`,
    factor,
    rgb,
    specification: extra ? `${specification}\n${extra}` : specification,
  };
}

export const COLORS: CabinetColor[] = [
  color('Thielsen', 'TPW', 'Pigeon White', 1, [236, 234, 226]),
  color('Thielsen', 'TPG', 'Pebble Gray', 1, [168, 166, 160]),
  color('Thielsen', 'TSG', 'Sage Green', 1.05, [150, 168, 140]),
  color('Thielsen', 'TSB', 'Sapphire Blue', 1.05, [52, 78, 120]),
  color('Thielsen', 'TE', 'Espresso', 1, [70, 48, 38]),
  color('Thielsen', 'TPU', 'Primed Unfinished', 0.9, [222, 214, 196], 'Primed, ready to paint'),
  color('Atlanta', 'AW', 'White', 0.95, [246, 246, 242]),
  color('Atlanta', 'AOB', 'Onyx Black', 1, [34, 34, 36]),
  color('Rome', 'RPW', 'Pigeon White', 1.1, [232, 230, 220]),
];

export function findColor(nameOrCode: string): CabinetColor | undefined {
  const key = nameOrCode.trim().toLowerCase().replace(/[-_]+/g, ' ');
  return COLORS.find((c) => c.code.toLowerCase() === key || c.name.toLowerCase() === key);
}
