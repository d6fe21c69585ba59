// The cart's discount form, as a module of its own so that the checkout can load it lazily.
export { DiscountForm } from '@/features/cart';
