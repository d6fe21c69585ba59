// The fault-injection matrix (issue 18, item 7): every screen, each call it makes, and the text a
// user must see when that call fails in each of three ways. The faults-*.spec.ts files run it;
// scripts/fault-matrix.mjs renders the results into README.md ("Fault injection").
//
// Texts follow src/api/errors.ts and the spec's error catalogue (docs/business-rules.md#errors):
// where a call shows the server's text, a 500 shows SERVER_TEXT, a read that gets no answer
// the read time-out text and a write that gets none 'Network issue, please try again.' (the
// loading time-out); a dropped connection carries no text, so the call's own fallback shows.
// Calls with a fixed text show it for every fault.

export const FAULTS = ['server-error', 'no-answer', 'dropped'] as const;
export type Fault = (typeof FAULTS)[number];

/** What a 500 answer of every faulted call says: `{ "error": SERVER_TEXT }`. */
export const SERVER_TEXT = 'Injected fault: the server could not do this.';
const READ_TIMEOUT = 'The server did not answer in time. Please try again.';
const NETWORK = 'Network issue, please try again.';
const GENERIC = 'An unexpected error occurred.';

/** src/api/client.ts: GETs give up after 15 s, other calls after 40 s (the loading time-out). */
export const READ_TIMEOUT_MS = 15_000;
export const WRITE_TIMEOUT_MS = 40_000;

export type Texts = Record<Fault, string>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Call = {
  /** Short name for the table, e.g. 'add to bag'. */
  label: string;
  method: Method;
  /** The API path after /api, without the query. */
  path: RegExp;
  texts: Texts;
  /** Requests one attempt sends (Order Again sends one per line); 1 unless said. */
  sends?: number;
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

function call(label: string, method: Method, path: RegExp, texts: Texts | string): Call {
  return {
    label,
    method,
    path,
    texts: typeof texts === 'string' ? serverText(method, texts) : texts,
  };
}

const ADD_FAILED = 'Failed to add item to cart. Please try again.';
const QUOTE_CLEAR = 'Failed to clear Quote';
const RESET_FAILED = 'Password reset failed. Please try again.';
const RESET_CODE_FAILED = 'Password reset failed. Please check your code and try again.';

/** A path pattern: `{n}` is a numeric id, `{id}` any one segment. */
const p = (source: string) =>
  new RegExp(`^${source.replaceAll('{n}', String.raw`\d+`).replaceAll('{id}', '[^/]+')}$`);

export const SCREENS = {
  login: {
    area: 'auth',
    title: 'Login',
    calls: { submit: call('sign in', 'POST', p('/accounts/login'), GENERIC) },
  },
  signup: {
    area: 'auth',
    title: 'Signup',
    calls: {
      submit: call('submit', 'POST', p('/accounts/signup'), 'Sign up failed. Please try again.'),
    },
  },
  passwordReset: {
    area: 'auth',
    title: 'Password reset',
    calls: {
      request: call('send code', 'POST', p('/accounts/password-reset/request'), RESET_FAILED),
      confirm: call('reset', 'POST', p('/accounts/password-reset/confirm'), RESET_CODE_FAILED),
    },
  },
  activation: {
    area: 'auth',
    title: 'Account activation',
    calls: {
      load: call(
        'load e-mail',
        'GET',
        p('/accounts/{id}/email'),
        fixed('Failed to load account information.'),
      ),
      request: call(
        'set password',
        'POST',
        p('/accounts/signup/activation/request'),
        fixed('Failed to send activation request.'),
      ),
      confirm: call(
        'verify code',
        'POST',
        p('/accounts/signup/activation/confirm'),
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
        p('/accounts/complete-new-password'),
        'Failed to update password. Please try again.',
      ),
    },
  },
  products: {
    area: 'catalog',
    title: 'Products tabs',
    calls: {
      load: call('load Hardware', 'GET', p('/products'), GENERIC),
      sample: call('order a sample', 'POST', p('/products/order-sample'), GENERIC),
    },
  },
  colour: {
    area: 'catalog',
    title: 'Colour page',
    calls: {
      load: call('load products', 'GET', p('/products'), GENERIC),
      add: call('add to bag', 'POST', p('/carts'), ADD_FAILED),
    },
  },
  product: {
    area: 'catalog',
    title: 'Product page',
    calls: {
      load: call('load', 'GET', p('/products/{n}'), fixed('Error fetching product.')),
      add: call('add to bag', 'POST', p('/carts'), ADD_FAILED),
    },
  },
  search: {
    area: 'catalog',
    title: 'Search results',
    calls: {
      load: call('load', 'GET', p('/products/search'), GENERIC),
      add: call('add to bag', 'POST', p('/carts'), ADD_FAILED),
    },
  },
  contact: {
    area: 'shell',
    title: 'Contact us',
    calls: {
      submit: call(
        'send',
        'POST',
        p('/contact-us'),
        'Failed to send your message. Please try again.',
      ),
    },
  },
  cart: {
    area: 'commerce',
    title: 'Cart',
    calls: {
      load: call('load', 'GET', p('/carts'), GENERIC),
      change: call('change line', 'POST', p('/carts'), GENERIC),
      remove: call('remove line', 'POST', p('/carts'), 'Failed to delete cart item.'),
      batch: call('batch style', 'POST', p('/carts'), GENERIC),
      po: call('PO number', 'POST', p('/carts'), GENERIC),
      discount: call('discount code', 'POST', p('/coupons/validate'), GENERIC),
      clear: call('clear bag', 'DELETE', p('/carts'), 'Failed to clear the cart.'),
      quote: call('save as quote', 'POST', p('/carts/switch-to-quote'), GENERIC),
    },
  },
  quotes: {
    area: 'commerce',
    title: 'Quote list',
    calls: {
      // Spec section 8: a failed quote list is only logged and the list falls back to empty.
      load: call('load', 'GET', p('/carts/all-quotes'), fixed('You have no saved quotes.')),
      rename: call('rename', 'PATCH', p('/carts/{n}'), GENERIC),
      delete: call('delete', 'DELETE', p('/carts/{n}'), QUOTE_CLEAR),
    },
  },
  quote: {
    area: 'commerce',
    title: 'Quote detail',
    calls: {
      load: call('load', 'GET', p('/carts/{n}'), GENERIC),
      rename: call('rename', 'PATCH', p('/carts/{n}'), GENERIC),
      change: call('change line', 'POST', p('/carts'), GENERIC),
      remove: call('remove line', 'DELETE', p('/carts/{n}/items/{n}'), QUOTE_CLEAR),
      batch: call('batch style', 'POST', p('/carts'), GENERIC),
      pdf: call('download PDF', 'GET', p('/carts/{n}/pdf'), GENERIC),
      move: call(
        'move to cart',
        'PUT',
        p('/carts/switch-to-cart/{n}'),
        'Failed to switch quote to cart',
      ),
      delete: call('delete', 'DELETE', p('/carts/{n}'), QUOTE_CLEAR),
    },
  },
  quickOrder: {
    area: 'commerce',
    title: 'Quick order',
    calls: {
      lookup: call(
        'paste a list',
        'POST',
        p('/products/lookup'),
        fixed('The SKUs could not be checked. Nothing was added; please try again.'),
      ),
      add: call('add to cart', 'POST', p('/carts'), ADD_FAILED),
    },
  },
  checkout: {
    area: 'commerce',
    title: 'Checkout',
    calls: {
      cart: call('load cart', 'GET', p('/carts'), GENERIC),
      // Spec section 8: failed payment-method loads are only logged; the list is empty.
      methods: call(
        'load cards',
        'GET',
        p('/payments/get-payment-methods'),
        fixed('No payment methods available.'),
      ),
      discount: call('discount code', 'POST', p('/coupons/validate'), GENERIC),
      place: call(
        'place order',
        'POST',
        p('/orders/checkout'),
        'Checkout failed, please try again.',
      ),
      lock: call(
        'order status',
        'GET',
        p('/orders/check-lock-status'),
        'Failed to check order status',
      ),
    },
  },
  account: {
    area: 'account',
    title: 'My account orders',
    calls: {
      profile: call('load profile', 'GET', p('/accounts/me'), GENERIC),
      orders: call(
        'load orders',
        'GET',
        p('/orders'),
        fixed('Failed to fetch orders. Please try again later.'),
      ),
    },
  },
  orderActions: {
    area: 'account',
    title: 'Order actions',
    calls: {
      invoice: call('invoice', 'GET', p('/orders/{n}/download'), GENERIC),
      again: call('order again', 'POST', p('/carts'), ADD_FAILED),
    },
  },
  addresses: {
    area: 'account',
    title: 'Address book',
    calls: {
      // Spec section 8: a failed address load is only logged; the book falls back to empty.
      load: call('load', 'GET', p('/address-books/all'), fixed('No addresses available')),
      add: call('add', 'POST', p('/address-books'), GENERIC),
      edit: call('edit', 'PUT', p('/address-books'), GENERIC),
      delete: call('delete', 'DELETE', p('/address-books/{n}'), GENERIC),
    },
  },
  payments: {
    area: 'account',
    title: 'Payment methods',
    calls: {
      load: call(
        'load',
        'GET',
        p('/payments/get-payment-methods'),
        fixed('No payment methods available'),
      ),
      add: call('add', 'POST', p('/payments/save-payment-info'), GENERIC),
      edit: call('edit', 'POST', p('/payments/update-payment-method'), GENERIC),
      delete: call('delete', 'DELETE', p('/payments/delete-payment-method/{id}'), GENERIC),
    },
  },
  profile: {
    area: 'account',
    title: 'Profile and password',
    calls: {
      load: call('load profile', 'GET', p('/accounts/me'), GENERIC),
      name: call('save name', 'PUT', p('/accounts/update-account-info'), GENERIC),
      code: call('send code', 'POST', p('/accounts/password-reset/request'), RESET_FAILED),
      password: call(
        'save password',
        'POST',
        p('/accounts/password-reset/confirm'),
        RESET_CODE_FAILED,
      ),
    },
  },
} as const satisfies Record<string, { area: string; title: string; calls: Record<string, Call> }>;

export type ScreenId = keyof typeof SCREENS;
export type CallId<S extends ScreenId> = keyof (typeof SCREENS)[S]['calls'] & string;

/** The order screens have in the README table. */
export const SCREEN_ORDER = Object.keys(SCREENS) as ScreenId[];
