import type { Page } from '@playwright/test';
import { expect, test, type Dealer } from './fixtures';
import { arrangeCart, P } from './cart-support';
import {
  assertNoSidewaysScroll,
  assertNothingClipped,
  PHONE,
  setWidth,
  WIDTHS,
} from './responsive-support';
import { expectNoAxeViolations, shots } from './support';
import { assertPhoneSized } from './phone-sized';

// Every route fits every window from a wide desktop down to a tablet (docs/testing.md, "Screen
// widths"): no sideways scrolling, no money amount, button label or heading cut off; and axe
// finds nothing at a laptop's, a tablet's and a phone's width. Each route is loaded once and the
// window is resized through the widths, so the whole sweep stays cheap; the routes are split
// into a few tests so both workers share them. E2E_SHOTS=dir also saves each route at 1440,
// 1280, 768 and 390 px for looking at.

/** Widths axe looks at (a laptop, a tablet, a phone). */
const AXE_WIDTHS = [1280, 768, PHONE.width];
const SHOT_WIDTHS = [1440, 1280, 768, PHONE.width];

type Visit = {
  /** A short name, for the screenshot file. */
  name: string;
  path: string | ((dealer: Dealer) => string);
  /**
   * The screen is the same for visitors and dealers (only the shell differs, and axe sees the
   * visitor's shell on the sign-in pages): axe looks at it signed in only, to keep the run cheap.
   */
  sameForVisitors?: true;
  /** One of the essentials a dealer uses on a phone: big enough text and targets there. */
  phone?: true;
  /** Waits until what the screen shows first is in (default: its page heading). */
  ready?: (page: Page, dealer: Dealer) => Promise<void>;
};

const shot = shots('every-route');
/** A screen's first data may take a while on a loaded machine. */
const LOAD = { timeout: 15_000 };

/** Loads the route once, then checks it at every width; returns what went wrong, by width. */
async function sweep(page: Page, visit: Visit, dealer: Dealer | null, state: string) {
  const path = typeof visit.path === 'string' ? visit.path : visit.path(dealer as Dealer);
  await setWidth(page, WIDTHS[0]);
  await page.goto(path);
  await (visit.ready ?? headingShown)(page, dealer as Dealer);
  const widths = [...new Set([...WIDTHS, ...AXE_WIDTHS, ...SHOT_WIDTHS])].sort((a, b) => b - a);
  const problems: string[] = [];
  const check = async (what: string, width: number, run: () => Promise<void>) => {
    try {
      await run();
    } catch (e) {
      problems.push(`${state} ${path} at ${width}px, ${what}: ${(e as Error).message}`);
    }
  };
  for (const width of widths) {
    await setWidth(page, width);
    if ((WIDTHS as readonly number[]).includes(width)) {
      await check('sideways scroll', width, () => assertNoSidewaysScroll(page));
      // A few parts (the header's menu button) follow the width after a render; give them it.
      await check('clipped', width, () =>
        expect(() => assertNothingClipped(page)).toPass({ timeout: 2_000 }),
      );
    }
    if (width === PHONE.width && visit.phone)
      await check('phone', width, () =>
        expect(() => assertPhoneSized(page)).toPass({ timeout: 2_000 }),
      );
    if (AXE_WIDTHS.includes(width) && !(state === 'out' && visit.sameForVisitors))
      await check('axe', width, () => expectNoAxeViolations(page));
    if (SHOT_WIDTHS.includes(width)) await shot(page, `${state}-${visit.name}-${width}`);
  }
  return problems;
}

/** Sweeps the routes one after another; returns every route and width that failed. */
async function sweepEach(page: Page, visits: Visit[], dealer: Dealer | null = null) {
  const problems: string[] = [];
  for (const visit of visits)
    problems.push(...(await sweep(page, visit, dealer, dealer ? 'in' : 'out')));
  return problems;
}

const headingShown = (page: Page) =>
  expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(LOAD);

/** Public routes: catalog (the first three), content and the not-found page. */
const PUBLIC: Visit[] = [
  {
    name: 'our-products',
    path: '/our-products?category=Cabinets',
    ready: async (page) => {
      await headingShown(page);
      await expect(page.locator('main img').first()).toBeVisible(LOAD);
    },
  },
  {
    name: 'cabinet-colour',
    path: '/cabinets/atlanta-onyx-black',
    ready: (page) => expect(page.getByRole('table').first()).toBeVisible(LOAD),
  },
  {
    name: 'product',
    path: '/products/101',
    ready: (page) => expect(page.getByText('TPW-B12').first()).toBeVisible(LOAD),
  },
  { name: 'download', path: '/download', sameForVisitors: true },
  { name: 'contact-us', path: '/contact-us', sameForVisitors: true },
  { name: 'privacy-policy', path: '/privacy-policy', sameForVisitors: true },
  { name: 'return-refund-policy', path: '/return-refund-policy', sameForVisitors: true },
  { name: 'warranty', path: '/warranty', sameForVisitors: true },
  { name: 'terms-conditions', path: '/terms-conditions', sameForVisitors: true },
  { name: 'about-us', path: '/about-us', sameForVisitors: true },
  { name: 'not-found', path: '/no-such-page', sameForVisitors: true },
];

/** Routes for visitors only (a dealer is sent on from them). */
const SIGNED_OUT: Visit[] = [
  { name: 'login', path: '/login', phone: true },
  { name: 'signup', path: '/signup' },
  { name: 'password-reset', path: '/password-reset' },
];

/** Dealer-only screens, with a filled cart and a 20-character PO number on it. */
const DEALER_ONLY: Visit[] = [
  {
    name: 'search',
    path: '/search?keyword=B12',
    phone: true,
    ready: (page) => expect(page.getByText('TPW-B12').first()).toBeVisible(LOAD),
  },
  { name: 'quick-order', path: '/quick-order' },
  {
    name: 'cart',
    path: '/cart',
    ready: (page) => expect(page.getByRole('listitem', { name: 'TPW-B12' })).toBeVisible(LOAD),
  },
  {
    name: 'checkout',
    path: '/checkout',
    ready: (page) => expect(page.getByText('TPW-B12').first()).toBeVisible(LOAD),
  },
  {
    name: 'quotes',
    path: '/quotes',
    ready: (page) => expect(page.getByText('PO-1001')).toBeVisible(),
  },
  {
    name: 'quote',
    path: (dealer) => `/quotes/${dealer.seed.quote}`,
    ready: (page) => expect(page.getByText('PO-1001').first()).toBeVisible(LOAD),
  },
];

const ACCOUNT: Visit[] = [
  {
    name: 'account-orders',
    path: '/my-account',
    phone: true,
    ready: (page) =>
      expect(page.getByRole('tabpanel').getByRole('button').first()).toBeVisible(LOAD),
  },
  {
    name: 'account-order',
    phone: true,
    // The newest of the seed's 14 orders.
    path: (dealer) => `/my-account?order=${dealer.seed.orderIdBase + 14}`,
    ready: (page) =>
      expect(page.getByRole('heading', { name: 'Order SO-100114' })).toBeVisible(LOAD),
  },
  {
    name: 'account-addresses',
    path: '/my-account?tab=address-book',
    ready: (page) => expect(page.getByText('Savannah').first()).toBeVisible(LOAD),
  },
  {
    name: 'account-payments',
    path: '/my-account?tab=payment-methods',
    ready: (page) => expect(page.getByText(/1111/).first()).toBeVisible(LOAD),
  },
  {
    name: 'account-company-users',
    path: '/my-account?tab=company-users',
    ready: (page) =>
      expect(
        page.getByRole('list', { name: 'Company users' }).getByRole('article').first(),
      ).toBeVisible(LOAD),
  },
  {
    name: 'account-profile',
    path: '/my-account?edit=profile',
    ready: (page) =>
      expect(page.getByRole('heading', { name: /Edit Your Profile/i })).toBeVisible(LOAD),
  },
];

/** A filled cart (a cabinet, a table, hardware, assembled and not) with the longest PO number. */
async function fillCart(dealer: Dealer) {
  await arrangeCart(dealer, [
    { productId: P.B12, quantity: 10, isAssembled: true },
    { productId: P.BER33, quantity: 3 },
    { productId: P.WT33, quantity: 1 },
    { productId: P.PULL, quantity: 40 },
  ]);
  const res = await dealer.api.post('carts', { data: { poNumber: 'PO-2026-11-KITCHEN-7' } });
  expect(res.ok()).toBe(true);
}

test.describe('every route at every width', () => {
  // Each test sweeps several routes through seven widths: longer than one screen's test.
  test.describe.configure({ timeout: 180_000 });

  test('signed out: visitors’ pages, activation and maintenance', async ({ page, newAccount }) => {
    const pending = await newAccount('pending');
    const problems = await sweepEach(page, [
      ...SIGNED_OUT,
      { name: 'activation', path: `/activate-account/${pending.id}` },
    ]);
    await page.route('**/api/maintenance', (route) =>
      route.fulfill({
        json: {
          isMaintenance: true,
          maintenanceTitle: 'Scheduled upgrade',
          maintenanceDescription:
            'We are upgrading our ordering system and will be back at 6 AM Eastern.',
        },
      }),
    );
    problems.push(...(await sweepEach(page, [{ name: 'maintenance', path: '/contact-us' }])));
    expect(problems.join('\n\n')).toBe('');
  });

  for (const [part, visits] of [
    ['catalog', PUBLIC.slice(0, 3)],
    ['content', PUBLIC.slice(3)],
  ] as const) {
    test(`signed out: ${part}`, async ({ page }) => {
      expect((await sweepEach(page, visits)).join('\n\n')).toBe('');
    });

    test(`signed in: ${part}`, async ({ page, dealer }) => {
      await fillCart(dealer);
      await dealer.signIn(page);
      expect((await sweepEach(page, visits, dealer)).join('\n\n')).toBe('');
    });
  }

  test('signed in: cart, checkout, quotes, search, quick order', async ({ page, dealer }) => {
    await fillCart(dealer);
    await dealer.signIn(page);
    expect((await sweepEach(page, DEALER_ONLY, dealer)).join('\n\n')).toBe('');
  });

  test('signed in: my account', async ({ page, dealer }) => {
    await fillCart(dealer);
    await dealer.signIn(page);
    expect((await sweepEach(page, ACCOUNT, dealer)).join('\n\n')).toBe('');
  });
});
