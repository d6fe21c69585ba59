export {
  toProduct,
  productImageUrl,
  hasAssemblyOptions,
  IMAGE_BASE_URL,
  type Product,
  type ApiProduct,
  type ItemClass,
} from './api/product-model';
export { useProducts, fetchProducts, productsKey, type ProductFilter } from './api/products';
export { useProduct, fetchProduct, productKey } from './api/product';
export {
  useSearch,
  fetchSearch,
  searchKey,
  SEARCH_PAGE_SIZE,
  SUGGESTION_LIMIT,
  SEARCH_DEBOUNCE_MS,
  type SearchPage,
} from './api/search';
export {
  fetchLookup,
  fetchLookupWithMisses,
  LOOKUP_MAX_SKUS,
  LOOKUP_MAX_SKU_LENGTH,
  type LookupMiss,
} from './api/lookup';
export { SkuSearch } from './components/search/SkuSearch';
// The quick order's SKU box is the same combobox with a different pick action.
export { SuggestionList } from './components/search/SuggestionList';
export { useSkuCombobox } from './hooks/useSkuCombobox';
// The checkout navigates to /our-products with this state to open 'Purchase Successful!'.
export type { CheckoutSuccessState } from './components/purchase-success';
export { ProductImage } from './components/ProductImage';
export { PRODUCT_ROW, PRODUCT_ROW_HEIGHT, SKU_SEARCH } from './sizes';
