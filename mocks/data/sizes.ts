// Box sizes of the demo catalog's cabinet items, in inches (docs/demo.md#catalog): the width is in
// the item code (B12 is 12 wide; W3630 is 36 wide, 30 high), bases stand 34 1/2 high and 24 deep,
// walls 12 deep, tall cabinets 24 deep, vanities 34 1/2 high. Trim and accessories sold by the
// piece (moulding, the Lazy Susan table, the sample door) have none.

export type BoxSize = { width: number; height: number; depth: number };

const BASE = { height: 34.5, depth: 24 };
const WALL = { depth: 12 };

export const SIZES: Record<string, BoxSize> = {
  B12: { width: 12, ...BASE },
  B15: { width: 15, ...BASE },
  B18: { width: 18, ...BASE },
  B24: { width: 24, ...BASE },
  BER33: { width: 33, ...BASE },
  BER36: { width: 36, ...BASE },
  DB18: { width: 18, ...BASE },
  SB36: { width: 36, ...BASE },
  W1230: { width: 12, height: 30, ...WALL },
  W3030: { width: 30, height: 30, ...WALL },
  W3630: { width: 36, height: 30, ...WALL },
  WDC2430: { width: 24, height: 30, ...WALL },
  P1884: { width: 18, height: 84, depth: 24 },
  OC3384: { width: 33, height: 84, depth: 24 },
  V2421: { width: 24, height: 34.5, depth: 21 },
  VD1221: { width: 12, height: 34.5, depth: 21 },
  F3: { width: 3, height: 30, depth: 0.75 },
  BP24: { width: 0.75, height: 34.5, depth: 24 },
};

/** The extra rows of a performance catalog: bases, walls, pantries and vanities of a width. */
export function extraRowSize(cabinetType: string, width: number): BoxSize {
  if (cabinetType === 'Wall') return { width, height: 30, ...WALL };
  if (cabinetType === 'Pantry') return { width, height: 84, depth: 24 };
  if (cabinetType === 'Vanity Sink Base') return { width, height: 34.5, depth: 21 };
  return { width, ...BASE };
}
