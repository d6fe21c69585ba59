// Every text a failed call can show, in one place (docs/business-rules.md#errors). The server's `error`
// field wins when present, except where a call has a fixed text.

export const GENERIC_ERROR = 'An unexpected error occurred.';
export const NETWORK_ERROR = 'Network issue, please try again.';
/** The sign-in page's words for a person disabled by their company's Owner, when the API gives none. */
export const ACCOUNT_DISABLED =
  'Your account has been disabled. Please contact your company owner.';

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
  dealers: { fallback: 'Failed to load dealers. Please try again.', serverText: true },
  acting: { fallback: 'Failed to switch accounts. Please try again.', serverText: true },
  pricingRequests: {
    fallback: 'Failed to load pricing requests. Please try again.',
    serverText: true,
  },
  pricingOffer: { fallback: 'Failed to send the offer. Please try again.', serverText: true },
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

// The validating gate (Prism) answers some failures itself with a problem body
// ({type, title, status, detail}) instead of the contract's {error}: a request the contract
// refuses (422) or one without the credentials it needs (401). Its wording is for developers,
// so the user gets one of these instead.
const GATE_TEXTS: Record<number, string> = {
  401: 'Your session has ended. Please sign in again.',
  422: 'Some of the details sent were not accepted. Please check them and try again.',
};

function gateProblemText(error: unknown): string | null {
  if (!error || typeof error !== 'object' || 'error' in error) return null;
  const { status, title } = error as { status?: unknown; title?: unknown };
  if (typeof status !== 'number' || typeof title !== 'string') return null;
  return GATE_TEXTS[status] ?? null;
}

/** The text the user sees for a failed call of the given family. */
export function errorText(family: ErrorFamily, error: unknown): string {
  const rule: Rule = ERROR_RULES[family];
  if (!rule.serverText) return rule.fallback;
  return serverErrorText(error) ?? gateProblemText(error) ?? rule.fallback;
}
