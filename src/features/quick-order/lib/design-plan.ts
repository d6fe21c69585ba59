import type { Product } from '@/features/catalog';
import {
  normalizeOptions,
  orderableLimit,
  shortfall,
  shortfallLabel,
  shortfallMessage,
  type Hinge,
} from '@/lib/cart-model';
import type { DesignFile, DesignItem } from './design-xml';

/*
 * What an imported design becomes (docs/business-rules.md#design-import): cart lines, one per
 * product and options, and the items refused, each with its room. Pure, so the report, the
 * property test and the stories share one rule: items read = items added + items refused.
 */

/** What the lookup said about one item code: its product, or none with why and suggestions. */
export type DesignAnswer = { product: Product | null; suggestions: Product[]; reason: string };

export type ImportLine = {
  /** Product and options: the cart keeps one line per key. */
  key: string;
  product: Product;
  quantity: number;
  isAssembled: boolean;
  hingeDirection: Hinge | null;
  /** The hinge side came from the design, so the dealer chose it. */
  hingeChosen: boolean;
  /** The design's items on this line, in file order. */
  items: DesignItem[];
  /** What the line cannot carry or was changed in, one sentence each. */
  notes: string[];
};

export type ImportRefusal = {
  room: number;
  index: number;
  code: string;
  reason: string;
  suggestions: Product[];
};

export type DesignReport = {
  read: number;
  rooms: number;
  /** Items on the lines; read === added + refused.length. */
  added: number;
  lines: ImportLine[];
  refused: ImportRefusal[];
};

const SIDE: Record<Hinge, string> = { LEFT: 'left', RIGHT: 'right' };
const MM_PER_INCH = 25.4;
/** How far a design's size may be from the catalog item's before it is a modification. */
const TOLERANCE = { inches: 1 / 16, mm: 2 };
const DIMENSIONS = ['width', 'height', 'depth'] as const;

/** Inches as a dealer writes them: '34 1/2 in', or decimals when not a sixteenth. */
function inchesText(value: number): string {
  const sixteenths = Math.round(value * 16);
  if (Math.abs(sixteenths / 16 - value) > 1e-6) return `${Number(value.toFixed(3))} in`;
  const whole = Math.floor(sixteenths / 16);
  let num = sixteenths % 16;
  let den = 16;
  while (num > 0 && num % 2 === 0) {
    num /= 2;
    den /= 2;
  }
  if (num === 0) return `${whole} in`;
  return whole ? `${whole} ${num}/${den} in` : `${num}/${den} in`;
}

const lengthText = (inches: number, metric: boolean) =>
  metric ? `${Math.round(inches * MM_PER_INCH)} mm` : inchesText(inches);

/** The sizes of an item that differ from its catalog product's by more than the tolerance. */
function sizeNotes(item: DesignItem, product: Product, metric: boolean): string[] {
  const notes: string[] = [];
  for (const name of DIMENSIONS) {
    const designed = item.size[name];
    const catalog = product[name];
    if (designed === null || catalog === undefined) continue;
    const off = metric
      ? Math.abs(designed - catalog) * MM_PER_INCH > TOLERANCE.mm + 1e-9
      : Math.abs(designed - catalog) > TOLERANCE.inches + 1e-9;
    if (!off) continue;
    const label = name.charAt(0).toUpperCase() + name.slice(1);
    notes.push(
      `${label} ${lengthText(designed, metric)} on ${product.sku} differs from the catalog's ${lengthText(catalog, metric)}: a modification to ask the factory for.`,
    );
  }
  return notes;
}

/** The notes one item leaves on its line. */
function itemNotes(item: DesignItem, product: Product, hingeTaken: boolean, metric: boolean) {
  const notes: string[] = [];
  const sku = product.sku;
  if (hingeTaken && item.hinge)
    notes.push(
      `${sku} is assembled with its hinge on the ${SIDE[item.hinge]}, as the design says: only an assembled cabinet takes a hinge side.`,
    );
  if (item.hinge && !hingeTaken)
    notes.push(
      `Hinge ${item.hinge === 'LEFT' ? 'Left' : 'Right'} on ${sku} is not carried: it takes no hinge side.`,
    );
  if (item.unknownHinge)
    notes.push(
      `Hinge ${item.unknownHinge} on ${sku} is not carried: a hinge side is Left or Right.`,
    );
  if (item.finish)
    notes.push(
      `Finish ${item.finish} on ${sku} is not carried: ${item.finish === 'Both' ? 'order matching end panels' : 'order a matching end panel'}.`,
    );
  notes.push(...sizeNotes(item, product, metric));
  return notes;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The design's items as cart lines, in file order: items of one product and options make one
 * line with their quantities added (so a code drawn with two hinge sides makes two lines). A
 * product's lines together never go above what can be ordered: an item that only partly fits is
 * added at what is left and said; one that does not fit at all is refused with what is available.
 */
export function planDesign(
  file: Pick<DesignFile, 'rooms' | 'metric' | 'items' | 'refused'>,
  answerFor: (code: string) => DesignAnswer,
): DesignReport {
  const refused: ImportRefusal[] = file.refused.map((r) => ({ ...r, suggestions: [] }));
  const lines = new Map<string, ImportLine>();
  const used = new Map<number, number>();
  let added = 0;
  for (const item of file.items) {
    const answer = answerFor(item.code);
    const where = { room: item.room, index: item.index, code: item.code };
    const product = answer.product;
    if (!product) {
      refused.push({ ...where, reason: answer.reason, suggestions: answer.suggestions });
      continue;
    }
    const before = used.get(product.id) ?? 0;
    const fits = Math.min(item.quantity, orderableLimit(product) - before);
    const short = shortfall(product, before + item.quantity);
    if (fits <= 0) {
      refused.push({ ...where, reason: shortfallMessage(product.sku, short!), suggestions: [] });
      continue;
    }
    const asked = normalizeOptions(product, item.hinge !== null, item.hinge ?? undefined);
    const hingeTaken = item.hinge !== null && asked.hingeDirection !== null;
    const options = hingeTaken ? asked : { isAssembled: false, hingeDirection: null };
    const key = `${product.id}:${options.isAssembled}:${options.hingeDirection ?? ''}`;
    const line = lines.get(key) ?? {
      key,
      product,
      quantity: 0,
      ...options,
      hingeChosen: hingeTaken,
      items: [],
      notes: [],
    };
    lines.set(key, line);
    line.quantity += fits;
    line.items.push(item);
    used.set(product.id, before + fits);
    added += 1;
    const notes = itemNotes(item, product, hingeTaken, file.metric);
    if (fits < item.quantity && short)
      notes.unshift(
        `${product.sku}: ${item.quantity} asked in Room ${item.room}, ${fits} added (${lowerFirst(shortfallLabel(short))}).`,
      );
    for (const note of notes) if (!line.notes.includes(note)) line.notes.push(note);
  }
  refused.sort((a, b) => a.index - b.index);
  return {
    read: file.items.length + file.refused.length,
    rooms: file.rooms,
    added,
    lines: [...lines.values()],
    refused,
  };
}
