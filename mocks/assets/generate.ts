import { mkdirSync, writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import {
  buildCatalog,
  CABINET_IMAGE_KINDS,
  HARDWARE_IMAGE_BASE,
  HARDWARE_IMAGE_KINDS,
  imageIndexFor,
  RICHELIEU_IMAGE_BASE,
  RICHELIEU_IMAGE_KINDS,
} from '../data/catalog';
import { COLORS } from '../data/colors';
import { Canvas, shade, type RGB } from './png';
import { zip } from './zip';

// Generates the static files the storefront serves from public/: product images
// (images/{imageIndex}.png), colour cards (images/colors/{code}.png) and the download page's
// files (downloads/). Run with `npm run gen:assets`; the output is committed.

const out = new URL('../../public/', import.meta.url);
const BG: RGB = [244, 243, 240];
const METAL: RGB = [150, 152, 156];
const S = 300;

function door(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  color: RGB,
  handle: 'left' | 'right' | 'top',
) {
  c.rect(x, y, w, h, color);
  c.frame(x, y, w, h, shade(color, 0.78), 3);
  c.frame(x + 12, y + 12, w - 24, h - 24, shade(color, 0.88), 2);
  if (handle === 'top') c.rect(x + w / 2 - 18, y + 8, 36, 5, METAL);
  else c.rect(handle === 'left' ? x + 8 : x + w - 13, y + 14, 5, Math.min(40, h / 3), METAL);
}

function drawer(c: Canvas, x: number, y: number, w: number, h: number, color: RGB) {
  c.rect(x, y, w, h, color);
  c.frame(x, y, w, h, shade(color, 0.78), 3);
  c.rect(x + w / 2 - 20, y + h / 2 - 2, 40, 5, METAL);
}

function cabinet(type: string, color: RGB): Canvas {
  const c = new Canvas(S, S, BG);
  const box = shade(color, 0.7);
  switch (type) {
    case 'Wall':
    case 'Wall Corner':
      c.rect(70, 40, 160, 220, box);
      door(c, 76, 46, 148, 208, color, 'right');
      break;
    case 'Pantry':
    case 'Oven Cabinet':
      c.rect(95, 15, 110, 270, box);
      door(c, 100, 20, 100, 90, color, 'right');
      if (type === 'Oven Cabinet') c.rect(103, 115, 94, 80, [40, 40, 42]);
      else door(c, 100, 115, 100, 80, color, 'right');
      door(c, 100, 200, 100, 80, color, 'right');
      break;
    case 'Drawer Base':
    case 'Vanity Drawer':
      c.rect(80, 70, 140, 200, box);
      for (let i = 0; i < 3; i += 1) drawer(c, 86, 76 + i * 64, 128, 60, color);
      break;
    case 'Base Easy Reach':
      c.rect(40, 80, 220, 190, box);
      door(c, 46, 86, 100, 178, color, 'right');
      door(c, 150, 86, 104, 178, shade(color, 0.94), 'left');
      break;
    case 'Wooden Table':
      c.circle(150, 150, 110, shade(color, 0.75));
      c.circle(150, 150, 100, [196, 160, 118]);
      c.circle(150, 150, 14, METAL);
      break;
    case 'Moulding':
      for (let i = 0; i < 4; i += 1)
        c.rect(20, 110 + i * 14, 260 - i * 10, 14, shade(color, 1 - i * 0.06));
      break;
    case 'Filler':
      c.rect(130, 30, 40, 240, color);
      c.frame(130, 30, 40, 240, shade(color, 0.8), 2);
      break;
    case 'Panel':
      c.rect(90, 40, 120, 230, color);
      c.frame(90, 40, 120, 230, shade(color, 0.8), 3);
      break;
    case 'Sample Door':
      door(c, 90, 40, 120, 220, color, 'top');
      break;
    default: // Base, Sink Base, Vanity Sink Base
      c.rect(65, 80, 170, 190, box);
      drawer(c, 71, 86, 158, 44, color);
      door(c, 71, 134, 158, 130, color, 'right');
  }
  return c;
}

function hardware(kind: string, i: number): Canvas {
  const c = new Canvas(S, S, BG);
  const finishes: RGB[] = [
    [168, 170, 174],
    [40, 40, 42],
    [176, 140, 80],
    [168, 170, 174],
  ];
  const f = finishes[i % finishes.length]!;
  switch (kind) {
    case 'Knobs':
      c.circle(150, 150, 50, f);
      c.circle(150, 150, 36, shade(f, 1.15));
      break;
    case 'Hinges':
      c.rect(60, 130, 180, 40, f);
      c.circle(90, 150, 38, shade(f, 0.85));
      break;
    case 'Slides':
      c.rect(20, 130, 260, 18, f);
      c.rect(40, 152, 240, 12, shade(f, 0.8));
      break;
    case 'Lighting':
      c.rect(30, 120, 240, 26, [90, 90, 92]);
      c.rect(34, 146, 232, 14, [255, 226, 140]);
      break;
    case 'Accessories':
      for (let k = 0; k < 9; k += 1)
        c.circle(90 + (k % 3) * 60, 90 + Math.floor(k / 3) * 60, 18, [220, 226, 232]);
      break;
    default: // Pulls
      c.rect(50, 140, 200, 20, f);
      c.rect(60, 160, 14, 24, shade(f, 0.8));
      c.rect(226, 160, 14, 24, shade(f, 0.8));
  }
  return c;
}

function colorCard(color: RGB): Canvas {
  const c = new Canvas(600, 400, BG);
  c.rect(60, 60, 480, 300, shade(color, 0.7));
  drawer(c, 70, 70, 225, 60, color);
  drawer(c, 305, 70, 225, 60, color);
  door(c, 70, 140, 225, 210, color, 'right');
  door(c, 305, 140, 225, 210, color, 'left');
  return c;
}

/** The My Account banner: a kitchen run of base and wall cabinets in the nine colours. */
function accountBanner(): Canvas {
  const W = 1440;
  const H = 180;
  const c = new Canvas(W, H, [236, 232, 226]);
  c.rect(0, 160, W, 20, [206, 198, 186]); // floor
  c.rect(0, 114, W, 8, [120, 108, 96]); // counter top
  const unit = W / COLORS.length;
  COLORS.forEach((color, i) => {
    const x = Math.round(i * unit) + 6;
    const w = Math.round(unit) - 12;
    door(c, x, 12, w / 2 - 2, 80, color.rgb, 'right');
    door(c, x + w / 2 + 2, 12, w / 2 - 2, 80, color.rgb, 'left');
    drawer(c, x, 124, w, 32, color.rgb);
  });
  return c;
}

async function pdf(title: string, sections: [string, string[]][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([612, 792]);
  let y = 730;
  page.drawText(title, { x: 50, y, size: 22, font: bold, color: rgb(0.63, 0.12, 0.13) });
  y -= 36;
  for (const [heading, lines] of sections) {
    if (y < 120) {
      page = doc.addPage([612, 792]);
      y = 740;
    }
    page.drawText(heading, { x: 50, y, size: 13, font: bold });
    y -= 20;
    for (const line of lines) {
      if (y < 60) {
        page = doc.addPage([612, 792]);
        y = 740;
      }
      page.drawText(line, { x: 60, y, size: 10, font });
      y -= 15;
    }
    y -= 12;
  }
  return doc.save();
}

async function main() {
  mkdirSync(new URL('images/colors/', out), { recursive: true });
  mkdirSync(new URL('downloads/', out), { recursive: true });
  let count = 0;
  COLORS.forEach((color, ci) => {
    CABINET_IMAGE_KINDS.forEach((kind, ii) => {
      writeFileSync(
        new URL(`images/${imageIndexFor(ci, ii)}.png`, out),
        cabinet(kind.type, color.rgb).png(),
      );
      count += 1;
    });
    writeFileSync(new URL(`images/colors/${color.code}.png`, out), colorCard(color.rgb).png());
  });
  writeFileSync(new URL('images/account-banner.png', out), accountBanner().png());
  HARDWARE_IMAGE_KINDS.forEach((kind, i) => {
    writeFileSync(new URL(`images/${HARDWARE_IMAGE_BASE + i}.png`, out), hardware(kind, i).png());
    count += 1;
  });
  RICHELIEU_IMAGE_KINDS.forEach((kind, i) => {
    writeFileSync(new URL(`images/${RICHELIEU_IMAGE_BASE + i}.png`, out), hardware(kind, i).png());
    count += 1;
  });

  const warranty = await pdf('Limited Warranty', [
    [
      'Coverage',
      [
        'One-year limited warranty from the date of purchase.',
        'The warranty covers the original purchaser only.',
      ],
    ],
    [
      'Damage claims',
      [
        'Concealed damage must be claimed within 72 hours of delivery.',
        'Unconcealed damage must be noted on the bill of lading at delivery.',
      ],
    ],
    [
      'Returns',
      [
        'Returns must arrive within 30 days of purchase, unopened and undamaged.',
        'Assembled cabinets cannot be returned. A 15% restocking fee applies.',
        'Refunds are issued within 24 hours of receipt. Request a return authorization form by e-mail.',
      ],
    ],
    ['Legal', ['Legal claims must be brought within one year.']],
  ]);
  writeFileSync(new URL('downloads/warranty.pdf', out), warranty);

  const catalog = buildCatalog();
  const specBook = await pdf(
    'Specification Book',
    COLORS.map((c) => [
      `${c.name} (${c.code})`,
      [
        ...c.specification.split('\n').map((s) => `- ${s}`),
        ...catalog
          .filter((p) => p.color === c.name)
          .map((p) => `${p.sku.padEnd(14)} ${p.description} - ${p.cabinetType}`),
      ],
    ]),
  );
  writeFileSync(new URL('downloads/spec-book.pdf', out), specBook);

  const csv = [
    'sku,description,color,cabinetType,itemCategory,itemClass',
    ...catalog.map((p) =>
      [p.sku, p.description, p.color, p.cabinetType, p.itemCategory, p.itemClass]
        .map((v) => `"${String(v ?? '').replace(/"/g, '""')}"`)
        .join(','),
    ),
  ].join('\n');
  writeFileSync(
    new URL('downloads/catalog.zip', out),
    zip([
      { name: 'catalog.csv', data: Buffer.from(`${csv}\n`) },
      { name: 'warranty.pdf', data: Buffer.from(warranty) },
      {
        name: 'README.txt',
        data: Buffer.from('Product catalog: every SKU with its colour, type and category.\n'),
      },
    ]),
  );
  console.log(
    `wrote ${count} product images, ${COLORS.length} colour cards and 3 downloads under public/`,
  );
}

await main();
