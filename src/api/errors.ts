// Every text a failed call can show, in one place (docs/business-rules.md#errors). The server's `error`
// field wins when present, except where the spec gives a fixed text for the call.

export const GENERIC_ERROR = 'An unexpected error occurred.';
export const NETWORK_ERROR = 'Network issue, please try again.';

type Rule = { fallback: string; serverText: boolean };

export const ERROR_RULES = {
  generic: { fallback: GENERIC_ERROR, serverText: true },
  signIn: { fallback: GENERIC_ERROR, serverText: true },
  accountUpdate: { fallback: GENERIC_ERROR, serverText: true },
  newPassword: { fallback: 'Failed to update password. Please try again.', serverText: true },
  signup: { fallback: 'Sign up failed. Please try again.', serverText: true },
  contact: { fallback: 'Failed to send your message. Please try again.', serverText: true },
  passwordReset: { fallback: 'Password reset failed. Please try again.', serverText: true },
  passwordResetCode: {
    fallback: 'Password reset failed. Please check your code and try again.',
    serverText: false,
  },
  activationLoad: { fallback: 'Failed to load account information.', serverText: false },
  activationRequest: { fallback: 'Failed to send activation request.', serverText: false },
  activationConfirm: { fallback: 'Failed to confirm activation.', serverText: false },
  product: { fallback: 'Error fetching product.', serverText: false },
  cartAdd: { fallback: 'Failed to add item to cart. Please try again.', serverText: true },
  cartDeleteItem: { fallback: 'Failed to delete cart item.', serverText: true },
  cartClear: { fallback: 'Failed to clear the cart.', serverText: true },
  quoteClear: { fallback: 'Failed to clear Quote', serverText: true },
  quoteToCart: { fallback: 'Failed to switch quote to cart', serverText: true },
  quote: { fallback: GENERIC_ERROR, serverText: true },
  pdf: { fallback: GENERIC_ERROR, serverText: true },
  payment: { fallback: GENERIC_ERROR, serverText: true },
  address: { fallback: GENERIC_ERROR, serverText: true },
  orders: { fallback: 'Failed to fetch orders. Please try again later.', serverText: false },
  invoice: { fallback: GENERIC_ERROR, serverText: true },
  checkout: { fallback: 'Checkout failed, please try again.', serverText: true },
  lockStatus: { fallback: 'Failed to check order status', serverText: true },
  // A success status other than 200 carries no usable lock state.
  lockStatusUnexpected: { fallback: 'Unexpected response from server', serverText: false },
} as const satisfies Record<string, Rule>;

export type ErrorFamily = keyof typeof ERROR_RULES;

export function serverErrorText(error: unknown): string | null {
  if (error && typeof error === 'object' && 'error' in error) {
    const text = (error as { error: unknown }).error;
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return null;
}

/** The text the user sees for a failed call of the given family. */
export function errorText(family: ErrorFamily, error: unknown): string {
  const rule: Rule = ERROR_RULES[family];
  return (rule.serverText && serverErrorText(error)) || rule.fallback;
}
