import { cabinetItemCodes, compareStyles, itemCode } from '../../src/lib/cart-model';
import type { CatalogProduct } from '../data/catalog';
import { badRequest } from '../lib/http';
import type { Catalog, Ctx } from '../lib/context';
import type { ReplyOf, StyleOffer } from '../lib/types';
import { asObject, optInt, optStr } from '../lib/validate';
import { styleComparisonPdf } from '../pdf-compare';
import { discountRate, findQuote, renderCart, requireUser } from './common';
import { LIMITS } from '../../src/lib/limits';

// Compare Styles (docs/business-rules.md#compare-styles): every cabinet style's products by item
// code, and the comparison as a PDF, priced by the shared cart model.

interface StyleIndex {
  code: string;
  name: string;
  byCode: Map<string, CatalogProduct>;
}

const indexes = new WeakMap<Catalog, StyleIndex[]>();

/** The styles that have cabinets in the catalog, in catalog order (built once per catalog). */
function styleIndex(catalog: Catalog): StyleIndex[] {
  const known = indexes.get(catalog);
  if (known) return known;
  const styles = new Map<string, StyleIndex>();
  for (const p of catalog.all) {
    if (p.itemClass !== 'Cabinets') continue;
    const code = p.sku.slice(0, p.sku.indexOf('-'));
    let style = styles.get(code);
    if (!style) {
      style = { code, name: p.color ?? code, byCode: new Map() };
      styles.set(code, style);
    }
    style.byCode.set(itemCode(p.sku), p);
  }
  const list = [...styles.values()];
  indexes.set(catalog, list);
  return list;
}

/** Most item codes one lookup takes (openapi.yaml, lookupStyles). */
const LOOKUP_MAX = 200;

function offers(catalog: Catalog, codes: readonly string[]): StyleOffer[] {
  return styleIndex(catalog).map((s) => ({
    code: s.code,
    name: s.name,
    products: codes.flatMap((code) => {
      const p = s.byCode.get(code);
      return p
        ? [
            {
              itemCode: code,
              productId: p.id,
              sku: p.sku,
              price: p.price,
              stock: p.stock,
              qtyRestrictions: p.qtyRestrictions,
              afmx: p.afmx,
              isHingeable: p.isHingeable,
            },
          ]
        : [];
    }),
  }));
}

export function lookupStyles(ctx: Ctx): ReplyOf<'lookupStyles'> {
  requireUser(ctx);
  const raw = asObject(ctx.body).itemCodes;
  if (!Array.isArray(raw)) return { status: 400, body: { error: 'itemCodes must be a list.' } };
  if (raw.length > LOOKUP_MAX)
    return { status: 400, body: { error: `Send at most ${LOOKUP_MAX} item codes.` } };
  const codes = new Set<string>();
  for (const c of raw) {
    if (typeof c !== 'string' || !c.trim() || c.length > 40)
      return { status: 400, body: { error: 'Each item code must be 1 to 40 characters.' } };
    codes.add(c.trim().toUpperCase());
  }
  return { status: 200, body: { styles: offers(ctx.catalog, [...codes]) } };
}

export async function getStyleComparisonPdf(ctx: Ctx): Promise<ReplyOf<'getStyleComparisonPdf'>> {
  const { account, data } = requireUser(ctx);
  const b = asObject(ctx.body);
  const quoteId = optInt(b, 'quoteId', 1);
  const code = optStr(b, 'discountCode', { max: LIMITS.discountCode });
  if (quoteId !== undefined && code)
    throw badRequest('A quote is compared without a discount code.');
  const record = quoteId !== undefined ? findQuote(data, String(quoteId)) : data.cart;
  if (record.items.length === 0)
    throw badRequest('Your cart is empty. Add items before comparing styles.');
  const rate = discountRate(code);
  const target = renderCart(ctx, record, rate);
  const rows = compareStyles(target.items, offers(ctx.catalog, cabinetItemCodes(target.items)), {
    isTaxable: target.isTaxable,
    discountPercent: rate,
  });
  const bytes = await styleComparisonPdf({
    rows,
    account: account.info,
    poNumber: target.poNumber,
    date: new Date(ctx.now).toISOString().slice(0, 10),
    quoteId: quoteId ?? null,
    isTaxable: target.isTaxable,
    discount: rate > 0 && code ? { code: code.toUpperCase(), rate } : null,
  });
  const name = (target.poNumber ?? (quoteId ? `Quote-${quoteId}` : 'Cart')).replace(
    /[^\w.-]+/g,
    '_',
  );
  return {
    status: 200,
    body: { pdf: Buffer.from(bytes).toString('base64'), fileName: `Compare_Styles_${name}.pdf` },
  };
}
