import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Hinge } from '@/lib/cart-model';

/*
 * A 2020 Design XML export read in the browser (docs/business-rules.md#design-import):
 * `Project / Design / Catalog / Item`, each item with `UserCode`, `Quantity` and optionally
 * `Description`, `Finish` (Left, Right, Both), `Hinge` (Left, Right) and `Var` entries (`Name`
 * Width, Height or Depth; `Value` in inches, fractions such as `34 1/2` allowed, or millimetres
 * when `Identification / MeasurementUnit` is Metric). Each `Catalog` is a room, numbered in file
 * order. A file that is not such XML, or is too large, is refused whole; an item that cannot be
 * read is refused on its own, so items read = items kept + items refused.
 */

export const DESIGN_LIMITS = { bytes: 2 * 1024 * 1024, items: 2000 } as const;

export const DESIGN_ERROR = {
  notDesign: 'This file is not a 2020 Design XML export, so nothing was added.',
  tooBig: 'This file is over 2 MB, so nothing was added.',
  tooMany: 'This design holds over 2,000 items, so nothing was added.',
  empty: 'This design holds no items, so nothing was added.',
} as const;

export const ITEM_REASON = {
  noCode: 'No item code (UserCode)',
  quantity: 'Quantity is not a whole number of at least 1',
} as const;

export class DesignFileError extends Error {}

type Finish = 'Left' | 'Right' | 'Both';
/** Inches; null when the design does not say. */
type DesignSize = { width: number | null; height: number | null; depth: number | null };

export type DesignItem = {
  /** 1-based room (the item's Catalog in file order). */
  room: number;
  /** 1-based position of the item in the file, across rooms. */
  index: number;
  code: string;
  quantity: number;
  description: string | null;
  finish: Finish | null;
  hinge: Hinge | null;
  /** A Hinge value that is neither Left nor Right, as written, so the report can name it. */
  unknownHinge: string | null;
  size: DesignSize;
};

type DesignRefusal = { room: number; index: number; code: string; reason: string };

export type DesignFile = {
  rooms: number;
  /** Sizes were written in millimetres (they are held in inches either way). */
  metric: boolean;
  /** A hash of the file's text, so importing the same design again can be noticed. */
  fingerprint: string;
  items: DesignItem[];
  refused: DesignRefusal[];
};

/** FNV-1a over the text: cheap, and a collision only costs one needless question. */
function fingerprintOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

const LISTS = new Set([
  'Project.Design',
  'Project.Design.Catalog',
  'Project.Design.Catalog.Item',
  'Project.Design.Catalog.Item.Var',
]);

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (_name, path) => LISTS.has(path),
});

type Node = Record<string, unknown>;
/** The elements of a list; an empty element (`<Item/>`) is read as an element without children. */
const nodes = (v: unknown): Node[] =>
  Array.isArray(v) ? v.map((n) => (typeof n === 'object' && n !== null ? (n as Node) : {})) : [];
const text = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';

const FRACTION = /^(?:(\d+(?:\.\d+)?)\s+)?(\d+)\s*\/\s*(\d+)$/;
const DECIMAL = /^\d+(?:[.,]\d+)?$/;

/** '34 1/2', '34.5', '1/2', '36"' as a number, or null when it is not a length. */
export function lengthOf(raw: string): number | null {
  const value = raw.replace(/["”]|in$/i, '').trim();
  if (DECIMAL.test(value)) return Number(value.replace(',', '.'));
  const f = FRACTION.exec(value);
  if (!f || Number(f[3]) === 0) return null;
  return Number(f[1] ?? 0) + Number(f[2]) / Number(f[3]);
}

function finishOf(raw: string): Finish | null {
  const v = raw.toLowerCase();
  return v === 'left' ? 'Left' : v === 'right' ? 'Right' : v === 'both' ? 'Both' : null;
}

function sizeOf(vars: Node[], metric: boolean): DesignSize {
  const size: DesignSize = { width: null, height: null, depth: null };
  for (const v of vars) {
    const name = text(v.Name).toLowerCase();
    if (name !== 'width' && name !== 'height' && name !== 'depth') continue;
    const length = lengthOf(text(v.Value));
    if (length !== null) size[name] = metric ? length / 25.4 : length;
  }
  return size;
}

function readItem(item: Node, room: number, index: number, metric: boolean) {
  const code = text(item.UserCode);
  if (!code) return { refused: { room, index, code: '', reason: ITEM_REASON.noCode } };
  const rawQuantity = text(item.Quantity) || '1';
  const quantity = /^\d+$/.test(rawQuantity) ? Number(rawQuantity) : 0;
  if (quantity < 1) return { refused: { room, index, code, reason: ITEM_REASON.quantity } };
  const rawHinge = text(item.Hinge);
  const hingeWord = rawHinge.toLowerCase();
  const hinge: Hinge | null =
    hingeWord === 'left' ? 'LEFT' : hingeWord === 'right' ? 'RIGHT' : null;
  const kept: DesignItem = {
    room,
    index,
    code,
    quantity,
    description: text(item.Description) || null,
    finish: finishOf(text(item.Finish)),
    hinge,
    unknownHinge: rawHinge && !hinge ? rawHinge : null,
    size: sizeOf(nodes(item.Var), metric),
  };
  return { kept };
}

/** The design's items and refusals; throws DesignFileError when the whole file is refused. */
export function parseDesignXml(xml: string): DesignFile {
  if (new TextEncoder().encode(xml).length > DESIGN_LIMITS.bytes)
    throw new DesignFileError(DESIGN_ERROR.tooBig);
  if (XMLValidator.validate(xml) !== true) throw new DesignFileError(DESIGN_ERROR.notDesign);
  const doc = parser.parse(xml) as Node;
  const project = doc.Project as Node | undefined;
  if (typeof project !== 'object' || project === null)
    throw new DesignFileError(DESIGN_ERROR.notDesign);
  const unit = text((project.Identification as Node | undefined)?.MeasurementUnit);
  const metric = unit.toLowerCase() === 'metric';
  const catalogs = nodes(project.Design).flatMap((design) => nodes(design.Catalog));
  const count = catalogs.reduce((n, c) => n + nodes(c.Item).length, 0);
  if (count > DESIGN_LIMITS.items) throw new DesignFileError(DESIGN_ERROR.tooMany);
  const file: DesignFile = {
    rooms: catalogs.length,
    metric,
    fingerprint: fingerprintOf(xml),
    items: [],
    refused: [],
  };
  let index = 0;
  catalogs.forEach((catalog, r) => {
    for (const item of nodes(catalog.Item)) {
      index += 1;
      const read = readItem(item, r + 1, index, metric);
      if (read.kept) file.items.push(read.kept);
      else file.refused.push(read.refused);
    }
  });
  if (index === 0) throw new DesignFileError(DESIGN_ERROR.empty);
  return file;
}

/** A file chosen in the browser: refused by size before it is read. */
export async function readDesignFile(file: Blob): Promise<DesignFile> {
  if (file.size > DESIGN_LIMITS.bytes) throw new DesignFileError(DESIGN_ERROR.tooBig);
  return parseDesignXml(await file.text());
}
