import type { Product } from '../lib/types';
import { COLORS, type CabinetColor } from './colors';
import { extraRowSize, SIZES } from './sizes';

// The demo catalog, built once at start (it never changes at run time). Product ids are stable:
// colour n (0-based) uses 100*(n+1)+k, hardware 1001+, Richelieu 1101+, extra perf rows 10001+.

export type CatalogProduct = Product & {
  price: number;
  stock: number;
  itemClass: NonNullable<Product['itemClass']>;
};

interface CabinetItem {
  code: string;
  description: string;
  cabinetType: string;
  itemCategory: string;
  price: number;
  afmx: number;
  isHingeable: boolean;
  qtyRestrictions: number;
  stock: number;
  detail: string;
  /** Only these colours carry the item (keeps the B12 search short, as docs/demo.md says). */
  only?: string[];
}

const CABINET_ITEMS: CabinetItem[] = [
  {
    code: 'B12',
    description: 'Base cabinet 12"',
    cabinetType: 'Base',
    itemCategory: 'Base Cabinets',
    price: 189,
    afmx: 1,
    isHingeable: true,
    qtyRestrictions: 10,
    stock: 25,
    detail: 'One door, one drawer, one adjustable shelf. 34 1/2" high, 24" deep.',
    only: ['TPW', 'TPG', 'AW'],
  },
  {
    code: 'BER33',
    description: 'Base Easy Reach 33"',
    cabinetType: 'Base Easy Reach',
    itemCategory: 'Base Cabinets',
    price: 412,
    afmx: 2,
    isHingeable: false,
    qtyRestrictions: 5,
    stock: 8,
    detail: 'Corner base cabinet. To make it a Lazy Susan, add a Wooden Table to the cart.',
  },
  {
    code: 'BER36',
    description: 'Base Easy Reach 36"',
    cabinetType: 'Base Easy Reach',
    itemCategory: 'Base Cabinets',
    price: 436,
    afmx: 2,
    isHingeable: false,
    qtyRestrictions: 5,
    stock: 6,
    detail: 'Corner base cabinet. To make it a Lazy Susan, add a Wooden Table to the cart.',
  },
  {
    code: 'WT33',
    description: 'WOODEN TABLE 33" for Lazy Susan',
    cabinetType: 'Wooden Table',
    itemCategory: 'Accessories,Base Cabinets',
    price: 96,
    afmx: 0,
    isHingeable: false,
    qtyRestrictions: 5,
    stock: 12,
    detail: 'Sold only with a Base Easy Reach cabinet (one table per BER).',
  },
  {
    code: 'W3630',
    description: 'Wall cabinet 36x30',
    cabinetType: 'Wall',
    itemCategory: 'Wall Cabinets',
    price: 265,
    afmx: 1,
    isHingeable: true,
    qtyRestrictions: 10,
    stock: 0,
    detail: 'Two adjustable shelves. 30" high, 12" deep.',
  },
  {
    code: 'B15',
    description: 'Base cabinet 15"',
    cabinetType: 'Base',
    itemCategory: 'Base Cabinets',
    price: 205,
    afmx: 1,
    isHingeable: true,
    qtyRestrictions: 10,
    stock: 18,
    detail: 'One door, one drawer, one adjustable shelf.',
  },
  {
    code: 'B18',
    description: 'Base cabinet 18"',
    cabinetType: 'Base',
    itemCategory: 'Base Cabinets',
    price: 221,
    afmx: 1,
    isHingeable: true,
    qtyRestrictions: 10,
    stock: 14,
    detail: 'One door, one drawer, one adjustable shelf.',
  },
  {
    code: 'B24',
    description: 'Base cabinet 24", two doors',
    cabinetType: 'Base',
    itemCategory: 'Base Cabinets',
    price: 262,
    afmx: 1,
    isHingeable: false,
    qtyRestrictions: 10,
    stock: 11,
    detail: 'Two doors, one drawer, one adjustable shelf.',
  },
  {
    code: 'DB18',
    description: 'Drawer base 18", three drawers',
    cabinetType: 'Drawer Base',
    itemCategory: 'Base Cabinets',
    price: 318,
    afmx: 1,
    isHingeable: false,
    qtyRestrictions: 10,
    stock: 9,
    detail: 'Three dovetail drawers on soft-close glides.',
  },
  {
    code: 'SB36',
    description: 'Sink base 36"',
    cabinetType: 'Sink Base',
    itemCategory: 'Base Cabinets',
    price: 298,
    afmx: 1,
    isHingeable: false,
    qtyRestrictions: 10,
    stock: 7,
    detail: 'Two doors, false drawer front.',
  },
  {
    code: 'W1230',
    description: 'Wall cabinet 12x30',
    cabinetType: 'Wall',
    itemCategory: 'Wall Cabinets',
    price: 142,
    afmx: 1,
    isHingeable: true,
    qtyRestrictions: 10,
    stock: 20,
    detail: 'One door, two adjustable shelves.',
  },
  {
    code: 'W3030',
    description: 'Wall cabinet 30x30, two doors',
    cabinetType: 'Wall',
    itemCategory: 'Wall Cabinets',
    price: 238,
    afmx: 1,
    isHingeable: false,
    qtyRestrictions: 10,
    stock: 10,
    detail: 'Two doors, two adjustable shelves.',
  },
  {
    code: 'WDC2430',
    description: 'Wall diagonal corner 24x30',
    cabinetType: 'Wall Corner',
    itemCategory: 'Wall Cabinets',
    price: 284,
    afmx: 1,
    isHingeable: true,
    qtyRestrictions: 10,
    stock: 5,
    detail: 'Diagonal corner door, two shelves.',
  },
  {
    code: 'P1884',
    description: 'Pantry cabinet 18x84',
    cabinetType: 'Pantry',
    itemCategory: 'Oven and Pantry Cabinets',
    price: 512,
    afmx: 3,
    isHingeable: true,
    qtyRestrictions: 5,
    stock: 4,
    detail: 'Two stacked doors, five shelves.',
  },
  {
    code: 'OC3384',
    description: 'Oven cabinet 33x84',
    cabinetType: 'Oven Cabinet',
    itemCategory: 'Oven and Pantry Cabinets',
    price: 688,
    afmx: 3,
    isHingeable: false,
    qtyRestrictions: 5,
    stock: 3,
    detail: 'Single or double wall oven opening.',
  },
  {
    code: 'V2421',
    description: 'Vanity sink base 24"',
    cabinetType: 'Vanity Sink Base',
    itemCategory: 'Bathroom Vanities',
    price: 244,
    afmx: 1,
    isHingeable: true,
    qtyRestrictions: 10,
    stock: 12,
    detail: '34 1/2" high, 21" deep.',
  },
  {
    code: 'VD1221',
    description: 'Vanity drawer base 12"',
    cabinetType: 'Vanity Drawer',
    itemCategory: 'Bathroom Vanities',
    price: 231,
    afmx: 1,
    isHingeable: false,
    qtyRestrictions: 10,
    stock: 6,
    detail: 'Three drawers, 21" deep.',
  },
  {
    code: 'CM8',
    description: 'Crown moulding, 8 ft',
    cabinetType: 'Moulding',
    itemCategory: 'Trim & Details',
    price: 58,
    afmx: 0,
    isHingeable: false,
    qtyRestrictions: 20,
    stock: 40,
    detail: 'Solid wood, finished to match.',
  },
  {
    code: 'F3',
    description: 'Filler 3x30',
    cabinetType: 'Filler',
    itemCategory: 'Trim & Details',
    price: 24,
    afmx: -1,
    isHingeable: false,
    qtyRestrictions: 20,
    stock: 35,
    detail: 'Cut to fit on site.',
  },
  {
    code: 'BP24',
    description: 'Base end panel 24"',
    cabinetType: 'Panel',
    itemCategory: 'Trim & Details',
    price: 78,
    afmx: 0,
    isHingeable: false,
    qtyRestrictions: 10,
    stock: 15,
    detail: 'Finished end panel for exposed cabinet sides.',
  },
  {
    code: 'SD',
    description: 'Sample door',
    cabinetType: 'Sample Door',
    itemCategory: 'Accessories',
    price: 0,
    afmx: 0,
    isHingeable: false,
    qtyRestrictions: 1,
    stock: 50,
    detail: 'Full-size sample door; free, one per colour.',
  },
];

interface OtherItem {
  sku: string;
  description: string;
  cabinetType: string;
  price: number;
  stock: number;
  qtyRestrictions: number;
  afmx: number;
  detail: string;
}

const HARDWARE: OtherItem[] = [
  {
    sku: 'HW-PULL-128',
    description: 'Hardware: bar pull 128 mm, brushed nickel',
    cabinetType: 'Pulls',
    price: 4.5,
    stock: 500,
    qtyRestrictions: 99,
    afmx: 0,
    detail: 'Solid steel, 128 mm centre to centre. Screws included.',
  },
  {
    sku: 'HW-PULL-96',
    description: 'Hardware: bar pull 96 mm, matte black',
    cabinetType: 'Pulls',
    price: 3.75,
    stock: 320,
    qtyRestrictions: 99,
    afmx: 0,
    detail: 'Solid steel, 96 mm centre to centre.',
  },
  {
    sku: 'HW-CUP-76',
    description: 'Hardware: cup pull 76 mm, antique brass',
    cabinetType: 'Pulls',
    price: 5.1,
    stock: 140,
    qtyRestrictions: 99,
    afmx: 0,
    detail: 'Zinc alloy cup pull.',
  },
  {
    sku: 'HW-KNOB-32',
    description: 'Hardware: round knob 32 mm, brushed nickel',
    cabinetType: 'Knobs',
    price: 2.4,
    stock: 0,
    qtyRestrictions: 99,
    afmx: 0,
    detail: 'Solid steel knob.',
  },
];

const RICHELIEU: OtherItem[] = [
  {
    sku: 'RCH-HINGE-110',
    description: 'Richelieu: 110° soft-close hinge',
    cabinetType: 'Hinges',
    price: 3.25,
    stock: 800,
    qtyRestrictions: 99,
    afmx: 0,
    detail: 'Full overlay, clip-on, integrated soft-close.',
  },
  {
    sku: 'RCH-SLIDE-21',
    description: 'Richelieu: full-extension drawer slide 21"',
    cabinetType: 'Slides',
    price: 18.9,
    stock: 210,
    qtyRestrictions: 99,
    afmx: 0,
    detail: 'Undermount, soft-close, 100 lb rating.',
  },
  {
    sku: 'RCH-LED-24',
    description: 'Richelieu: LED under-cabinet light 24"',
    cabinetType: 'Lighting',
    price: 34,
    stock: 60,
    qtyRestrictions: 20,
    afmx: -1,
    detail: '3000 K, plug-in driver sold separately.',
  },
  {
    sku: 'RCH-BUMP-100',
    description: 'Richelieu: clear door bumpers, pack of 100',
    cabinetType: 'Accessories',
    price: 6.8,
    stock: 95,
    qtyRestrictions: 50,
    afmx: 0,
    detail: 'Self-adhesive.',
  },
];

/**
 * Stock the seed relies on: the closed order SO-…101 re-orders 4 x AW-B12, and Order Again must
 * then add that line and refuse only the out-of-stock knob.
 */
const FIXED_STOCK: Record<string, number> = { 'AW-B12': 14 };

/** Deterministic pseudo-stock for colours other than TPW (same every start). */
function stockFor(color: CabinetColor, item: CabinetItem, i: number): number {
  if (color.code === 'TPW') return item.stock;
  const fixed = FIXED_STOCK[`${color.code}-${item.code}`];
  if (fixed !== undefined) return fixed;
  const h = [...`${color.code}${item.code}`].reduce(
    (a, ch) => (a * 31 + ch.charCodeAt(0)) % 9973,
    i,
  );
  return h % 7 === 0 ? 0 : (h % 30) + 1;
}

export const imageIndexFor = (colorIndex: number, itemIndex: number) =>
  colorIndex * 25 + itemIndex + 1;
export const HARDWARE_IMAGE_BASE = 226;
export const RICHELIEU_IMAGE_BASE = 231;

function cabinets(): CatalogProduct[] {
  const out: CatalogProduct[] = [];
  COLORS.forEach((color, ci) => {
    CABINET_ITEMS.forEach((item, ii) => {
      if (item.only && !item.only.includes(color.code)) return;
      const imageIndex = imageIndexFor(ci, ii);
      out.push({
        id: 100 * (ci + 1) + ii + 1,
        sku: `${color.code}-${item.code}`,
        description: item.code === 'SD' ? `Sample door, ${color.name}` : item.description,
        price: Math.round(item.price * color.factor * 100) / 100,
        cabinetType: item.cabinetType,
        imageIndex,
        imageUrl: `/images/${imageIndex}.png`,
        color: color.name,
        specification: color.specification,
        detail: item.detail,
        stock: stockFor(color, item, ii),
        qtyRestrictions: item.qtyRestrictions,
        afmx: item.afmx,
        isHingeable: item.isHingeable,
        itemCategory: item.itemCategory,
        itemClass: 'Cabinets',
        ...SIZES[item.code],
      });
    });
  });
  return out;
}

function others(
  items: OtherItem[],
  itemClass: 'Hardware' | 'Richelieu',
  firstId: number,
  firstImage: number,
) {
  return items.map((item, i): CatalogProduct => ({
    id: firstId + i,
    sku: item.sku,
    description: item.description,
    price: item.price,
    cabinetType: item.cabinetType,
    imageIndex: firstImage + i,
    imageUrl: `/images/${firstImage + i}.png`,
    color: 'Generic',
    specification: null,
    detail: item.detail,
    stock: item.stock,
    qtyRestrictions: item.qtyRestrictions,
    afmx: item.afmx,
    isHingeable: false,
    itemCategory: itemClass,
    itemClass,
  }));
}

const EXTRA_TYPES = ['Base', 'Drawer Base', 'Wall', 'Pantry', 'Vanity Sink Base'];
const EXTRA_CATEGORY: Record<string, string> = {
  Base: 'Base Cabinets',
  'Drawer Base': 'Base Cabinets',
  Wall: 'Wall Cabinets',
  Pantry: 'Oven and Pantry Cabinets',
  'Vanity Sink Base': 'Bathroom Vanities',
};

/** Extra Thielsen Pigeon White rows so one colour page can hold `size` rows (performance tests). */
function extraRows(existing: number, size: number): CatalogProduct[] {
  const out: CatalogProduct[] = [];
  for (let n = 1; existing + n <= size; n += 1) {
    const cabinetType = EXTRA_TYPES[n % EXTRA_TYPES.length]!;
    const width = 9 + (n % 34);
    out.push({
      id: 10000 + n,
      sku: `TPW-X${String(n).padStart(4, '0')}`,
      description: `${cabinetType} cabinet ${width}", variant ${n}`,
      price: 120 + ((n * 37) % 500),
      cabinetType,
      imageIndex: (n % 20) + 1,
      imageUrl: `/images/${(n % 20) + 1}.png`,
      color: 'Thielsen Pigeon White',
      specification: COLORS[0]!.specification,
      detail: 'Generated row for performance tests.',
      stock: n % 9,
      qtyRestrictions: 10,
      afmx: 1,
      isHingeable: n % 2 === 0,
      itemCategory: EXTRA_CATEGORY[cabinetType]!,
      itemClass: 'Cabinets',
      ...extraRowSize(cabinetType, width),
    });
  }
  return out;
}

export function buildCatalog(catalogSize = 0): CatalogProduct[] {
  const base = cabinets();
  const tpw = base.filter((p) => p.sku.startsWith('TPW-')).length;
  return [
    ...base,
    ...extraRows(tpw, catalogSize),
    ...others(HARDWARE, 'Hardware', 1001, HARDWARE_IMAGE_BASE),
    ...others(RICHELIEU, 'Richelieu', 1101, RICHELIEU_IMAGE_BASE),
  ];
}

/** Image kinds for the placeholder generator: one per cabinet item code, in catalog order. */
export const CABINET_IMAGE_KINDS = CABINET_ITEMS.map((i) => ({
  code: i.code,
  type: i.cabinetType,
}));
export const HARDWARE_IMAGE_KINDS = HARDWARE.map((i) => i.cabinetType);
export const RICHELIEU_IMAGE_KINDS = RICHELIEU.map((i) => i.cabinetType);
