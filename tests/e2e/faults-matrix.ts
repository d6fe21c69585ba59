// The fault-injection matrix: every screen, each call it makes, and the text a
// user must see when that call fails in each of three ways. The faults-*.spec.ts files run it;
// scripts/fault-matrix.mjs renders the results into docs/testing.md ("Fault injection").
//
// Texts follow src/api/errors.ts and the error catalogue (docs/business-rules.md#errors):
// where a call shows the server's text, a 500 shows SERVER_TEXT, a read that gets no answer
// the read time-out text and a write that gets none 'Network issue, please try again.' (the
// loading time-out); a dropped connection carries no text, so the call's own fallback shows.
// Calls with a fixed text show it for every fault.

export const FAULTS = ['server-error', 'no-answer', 'dropped'] as const;
/**
 * The request reaches the server, which acts on it, but its answer never reaches the page (a
 * dropped Wi-Fi, a proxy time-out): only for the calls that must hold exactly once through it.
 */
export const LOST = 'lost-answer';
export type Fault = (typeof FAULTS)[number] | typeof LOST;

/** What a 500 answer of every faulted call says: `{ "error": SERVER_TEXT }`. */
export const SERVER_TEXT = 'Injected fault: the server could not do this.';
const READ_TIMEOUT = 'The server did not answer in time. Please try again.';
const NETWORK = 'Network issue, please try again.';
const GENERIC = 'An unexpected error occurred.';

/** src/api/client.ts: GETs give up after 15 s, other calls after 40 s (the loading time-out). */
export const READ_TIMEOUT_MS = 15_000;
export const WRITE_TIMEOUT_MS = 40_000;

export type Texts = Record<(typeof FAULTS)[number], string>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Call = {
  /** Short name for the table, e.g. 'add to bag'. */
  label: string;
  method: Method;
  /** The API path after /api, without the query, as the table shows it (`/carts/{id}`). */
  path: string;
  pattern: RegExp;
  texts: Texts;
  /** The text after a lost answer, for the calls that run that fault too. */
  lost?: string;
};

/** The server's text where there is one, else `fallback` (the call's rule in src/api/errors.ts). */
const serverText = (method: Method, fallback: string): Texts => ({
  'server-error': SERVER_TEXT,
  'no-answer': method === 'GET' ? READ_TIMEOUT : NETWORK,
  dropped: fallback,
});
const fixed = (text: string): Texts => ({
  'server-error': text,
  'no-answer': text,
  dropped: text,
});

/** `path` is the API path after /api: `{n}` stands for a numeric id, `{id}` for any segment. */
/** The faults a call runs: the three, and the lost answer where the call declares its text. */
export const faultsOf = (c: Call): Fault[] => (c.lost ? [...FAULTS, LOST] : [...FAULTS]);

function call(label: string, method: Method, path: string, texts: Texts | string): Call {
  const source = path.replaceAll('{n}', String.raw`\d+`).replaceAll('{id}', '[^/]+');
  return {
    label,
    method,
    path: path.replaceAll('{n}', '{id}'),
    pattern: new RegExp(`^${source}$`),
    texts: typeof texts === 'string' ? serverText(method, texts) : texts,
  };
}

const ADD_FAILED = 'Failed to add item to cart. Please try again.';
const QUOTE_CLEAR = 'Failed to clear Quote';
const RESET_FAILED = 'Password reset failed. Please try again.';
const PRICING_LOAD = 'Failed to load pricing requests. Please try again.';
const RESET_CODE_FAILED = 'Password reset failed. Please check your code and try again.';

export const SCREENS = {
  login: {
    area: 'auth',
    title: 'Login',
    calls: { submit: call('sign in', 'POST', '/accounts/login', GENERIC) },
  },
  signup: {
    area: 'auth',
    title: 'Signup',
    calls: {
      submit: call('submit', 'POST', '/accounts/signup', 'Sign up failed. Please try again.'),
    },
  },
  passwordReset: {
    area: 'auth',
    title: 'Password reset',
    calls: {
      request: call('send code', 'POST', '/accounts/password-reset/request', RESET_FAILED),
      confirm: call('reset', 'POST', '/accounts/password-reset/confirm', RESET_CODE_FAILED),
    },
  },
  activation: {
    area: 'auth',
    title: 'Account activation',
    calls: {
      load: call(
        'load e-mail',
        'GET',
        '/accounts/{id}/email',
        fixed('Failed to load account information.'),
      ),
      request: call(
        'set password',
        'POST',
        '/accounts/signup/activation/request',
        fixed('Failed to send activation request.'),
      ),
      confirm: call(
        'verify code',
        'POST',
        '/accounts/signup/activation/confirm',
        fixed('Failed to confirm activation.'),
      ),
    },
  },
  newPassword: {
    area: 'auth',
    title: 'New password (temporary password)',
    calls: {
      submit: call(
        'update password',
        'POST',
        '/accounts/complete-new-password',
        'Failed to update password. Please try again.',
      ),
    },
  },
  products: {
    area: 'catalog',
    title: 'Products tabs',
    calls: {
      load: call('load Hardware', 'GET', '/products', GENERIC),
      sample: call('order a sample', 'POST', '/products/order-sample', GENERIC),
    },
  },
  colour: {
    area: 'catalog',
    title: 'Colour page',
    calls: {
      load: call('load products', 'GET', '/products', GENERIC),
      add: call('add to bag', 'POST', '/carts', ADD_FAILED),
    },
  },
  product: {
    area: 'catalog',
    title: 'Product page',
    calls: {
      load: call('load', 'GET', '/products/{n}', fixed('Error fetching product.')),
      add: call('add to bag', 'POST', '/carts', ADD_FAILED),
    },
  },
  search: {
    area: 'catalog',
    title: 'Search results',
    calls: {
      load: call('load', 'GET', '/products/search', GENERIC),
      add: call('add to bag', 'POST', '/carts', ADD_FAILED),
    },
  },
  contact: {
    area: 'shell',
    title: 'Contact us',
    calls: {
      submit: call('send', 'POST', '/contact-us', 'Failed to send your message. Please try again.'),
    },
  },
  cart: {
    area: 'commerce',
    title: 'Cart',
    calls: {
      load: call('load', 'GET', '/carts', GENERIC),
      change: call('change line', 'POST', '/carts', GENERIC),
      remove: call('remove line', 'POST', '/carts', 'Failed to delete cart item.'),
      batch: call('batch style', 'POST', '/carts', GENERIC),
      po: call('PO number', 'POST', '/carts', GENERIC),
      discount: call('discount code', 'POST', '/coupons/validate', GENERIC),
      clear: call('clear bag', 'DELETE', '/carts', 'Failed to clear the cart.'),
      quote: call('save as quote', 'POST', '/carts/switch-to-quote', GENERIC),
    },
  },
  quotes: {
    area: 'commerce',
    title: 'Quote list',
    calls: {
      // A failed quote list is only logged and the list falls back to empty.
      load: call('load', 'GET', '/carts/all-quotes', fixed('You have no saved quotes.')),
      rename: call('rename', 'PATCH', '/carts/{n}', GENERIC),
      delete: call('delete', 'DELETE', '/carts/{n}', QUOTE_CLEAR),
    },
  },
  quote: {
    area: 'commerce',
    title: 'Quote detail',
    calls: {
      load: call('load', 'GET', '/carts/{n}', GENERIC),
      rename: call('rename', 'PATCH', '/carts/{n}', GENERIC),
      change: call('change line', 'POST', '/carts', GENERIC),
      remove: call('remove line', 'DELETE', '/carts/{n}/items/{n}', QUOTE_CLEAR),
      batch: call('batch style', 'POST', '/carts', GENERIC),
      pdf: call('download PDF', 'GET', '/carts/{n}/pdf', GENERIC),
      move: call(
        'move to cart',
        'PUT',
        '/carts/switch-to-cart/{n}',
        'Failed to switch quote to cart',
      ),
      delete: call('delete', 'DELETE', '/carts/{n}', QUOTE_CLEAR),
    },
  },
  quotePricing: {
    area: 'commerce',
    title: 'Quote special pricing',
    calls: {
      request: call('request pricing', 'POST', '/carts/{n}/pricing-request', GENERIC),
      withdraw: call('withdraw', 'POST', '/carts/{n}/pricing-request/withdraw', GENERIC),
      accept: call('accept offer', 'POST', '/carts/{n}/offer/accept', GENERIC),
      askAgain: call('ask again', 'POST', '/carts/{n}/offer/ask-again', GENERIC),
    },
  },
  quickOrder: {
    area: 'commerce',
    title: 'Quick order',
    calls: {
      lookup: call(
        'paste a list',
        'POST',
        '/products/lookup',
        fixed('The SKUs could not be checked. Nothing was added; please try again.'),
      ),
      add: call('add to cart', 'POST', '/carts', ADD_FAILED),
    },
  },
  checkout: {
    area: 'commerce',
    title: 'Checkout',
    calls: {
      cart: call('load cart', 'GET', '/carts', GENERIC),
      // Failed payment-method loads are only logged; the list is empty.
      methods: call(
        'load cards',
        'GET',
        '/payments/get-payment-methods',
        fixed('No payment methods available.'),
      ),
      discount: call('discount code', 'POST', '/coupons/validate', GENERIC),
      // A lost answer leaves the order key for the next Place Order, which gets the same order.
      place: {
        ...call('place order', 'POST', '/orders/checkout', 'Checkout failed, please try again.'),
        lost: NETWORK,
      },
      lock: call(
        'order status',
        'GET',
        '/orders/check-lock-status',
        'Failed to check order status',
      ),
    },
  },
  account: {
    area: 'account',
    title: 'My account orders',
    calls: {
      profile: call('load profile', 'GET', '/accounts/me', GENERIC),
      orders: call(
        'load orders',
        'GET',
        '/orders',
        fixed('Failed to fetch orders. Please try again later.'),
      ),
    },
  },
  orderActions: {
    area: 'account',
    title: 'Order actions',
    calls: {
      invoice: call('invoice', 'GET', '/orders/{n}/download', GENERIC),
      again: call('order again', 'POST', '/carts', ADD_FAILED),
    },
  },
  addresses: {
    area: 'account',
    title: 'Address book',
    calls: {
      // A failed address load is only logged; the book falls back to empty.
      load: call('load', 'GET', '/address-books/all', fixed('No addresses available')),
      add: call('add', 'POST', '/address-books', GENERIC),
      edit: call('edit', 'PUT', '/address-books', GENERIC),
      delete: call('delete', 'DELETE', '/address-books/{n}', GENERIC),
    },
  },
  payments: {
    area: 'account',
    title: 'Payment methods',
    calls: {
      load: call(
        'load',
        'GET',
        '/payments/get-payment-methods',
        fixed('No payment methods available'),
      ),
      add: call('add', 'POST', '/payments/save-payment-info', GENERIC),
      edit: call('edit', 'POST', '/payments/update-payment-method', GENERIC),
      delete: call('delete', 'DELETE', '/payments/delete-payment-method/{id}', GENERIC),
    },
  },
  profile: {
    area: 'account',
    title: 'Profile and password',
    calls: {
      load: call('load profile', 'GET', '/accounts/me', GENERIC),
      name: call('save name', 'PUT', '/accounts/update-account-info', GENERIC),
      code: call('send code', 'POST', '/accounts/password-reset/request', RESET_FAILED),
      password: call(
        'save password',
        'POST',
        '/accounts/password-reset/confirm',
        RESET_CODE_FAILED,
      ),
    },
  },
  pricingRequests: {
    area: 'staff',
    title: 'Pricing requests',
    calls: {
      list: call('load the list', 'GET', '/staff/pricing-requests', PRICING_LOAD),
      request: call('load a request', 'GET', '/staff/pricing-requests/{n}', PRICING_LOAD),
      offer: call(
        'send offer',
        'POST',
        '/staff/pricing-requests/{n}/offer',
        'Failed to send the offer. Please try again.',
      ),
    },
  },
} as const satisfies Record<string, { area: string; title: string; calls: Record<string, Call> }>;

export type ScreenId = keyof typeof SCREENS;
export type CallId<S extends ScreenId> = keyof (typeof SCREENS)[S]['calls'] & string;

/** The order screens have in the table of docs/testing.md. */
export const SCREEN_ORDER = Object.keys(SCREENS) as ScreenId[];
