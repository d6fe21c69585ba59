// The cart and the checkout word and space the discount form each their own way.
export type DiscountPlace = 'cart' | 'checkout';

export const DISCOUNT_WORDING = {
  cart: {
    show: 'Have a discount code?',
    hide: 'Hide discount code',
    field: 'Discount code',
    gap: '2',
    toggleCss: { alignSelf: 'start', px: 0 },
    apply: 'primary',
    removedToast: { variant: 'success' },
  },
  checkout: {
    show: 'Have a Discount Code?',
    hide: 'Hide Discount Code',
    field: 'Discount Code',
    gap: '3',
    toggleCss: { alignSelf: 'flex-start' },
    apply: 'secondary',
    removedToast: {},
  },
} as const;
