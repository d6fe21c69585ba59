import type { components } from '@/api';
import { canAssemble, selectableMax } from '@/lib/cart-model';

export type ApiProduct = components['schemas']['Product'];
export type ItemClass = components['schemas']['ItemClass'];

/** A product as screens use it: numeric price or null (visitor), categories as a list. */
export type Product = Omit<ApiProduct, 'price' | 'itemCategory'> & {
  price: number | null;
  itemCategory: string[];
};

export const IMAGE_BASE_URL: string = import.meta.env.VITE_IMAGE_BASE_URL || '/images/';

export function productImageUrl(imageIndex: number): string {
  return `${IMAGE_BASE_URL}${imageIndex}.png`;
}

/** Visitors get a non-numeric price text; it must never be shown as money. */
export function toProduct(raw: ApiProduct): Product {
  const price = typeof raw.price === 'number' && Number.isFinite(raw.price) ? raw.price : null;
  const itemCategory = (raw.itemCategory ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return { ...raw, price, itemCategory };
}

/** afmx 0 and -1 both mean "no assembly and no hinge options". */
export const hasAssemblyOptions: (product: Pick<Product, 'afmx'>) => boolean = canAssemble;

/** What PurchaseControls needs of a product: its SKU, the most a dealer may pick, its options. */
export function purchaseItem(product: Product) {
  return {
    sku: product.sku,
    max: selectableMax(product),
    afmx: product.afmx,
    isHingeable: product.isHingeable,
  };
}
