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
      await check('phone', width, () => assertPhoneSized(page));
    if (AXE_WIDTHS.includes(width)) await check('axe', width, () => expectNoAxeViolations(page));
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

/**
 * One-handed use on a phone: every visible control (button, field, tab, link outside running
 * text) is at least 44 x 44 px, and no visible text is smaller than 14 px.
 */
async function assertPhoneSized(page: Page) {
  const problems = await page.evaluate(() => {
    const MIN_TARGET = 44;
    const MIN_TEXT = 14;
    const out: string[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return (
        r.width > 1 &&
        r.height > 1 &&
        s.visibility !== 'hidden' &&
        !el.closest('[aria-hidden="true"]')
      );
    };
    const label = (el: Element) =>
      `<${el.tagName.toLowerCase()}> "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
    // The screen's own content; the header and footer are the shell's (app-shell tests).
    const main = document.querySelector('main') ?? document.body;
    const controls = main.querySelectorAll(
      'button, input:not([type="hidden"]), select, textarea, [role="tab"], a[href]',
    );
    for (const el of controls) {
      if (!visible(el)) continue;
      // A link inside a sentence is exempt (WCAG 2.5.8): the text around it spaces it out.
      if (el.tagName === 'A' && el.parentElement?.closest('p, li p, dd')) continue;
      // A check box answers taps on the 44 px row around it (design-system/Checkbox.tsx).
      const box = el.getAttribute('role') === 'checkbox' ? el.parentElement : el;
      const r = (box ?? el).getBoundingClientRect();
      if (Math.round(r.width) < MIN_TARGET || Math.round(r.height) < MIN_TARGET)
        out.push(`${label(el)} is ${Math.round(r.width)}x${Math.round(r.height)}`);
    }
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent?.trim() || !visible(el)) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < MIN_TEXT) out.push(`${label(el)} text is ${size}px`);
    }
    return [...new Set(out)];
  });
  expect(problems, `not phone-sized on ${page.url()}`).toEqual([]);
}

const headingShown = (page: Page) =>
  expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(LOAD);

/** Public routes: content, catalog and the not-found page, the same for visitors and dealers. */
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
  { name: 'download', path: '/download' },
  { name: 'contact-us', path: '/contact-us' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'return-refund-policy', path: '/return-refund-policy' },
  { name: 'warranty', path: '/warranty' },
  { name: 'terms-conditions', path: '/terms-conditions' },
  { name: 'about-us', path: '/about-us' },
  { name: 'not-found', path: '/no-such-page' },
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

  test('signed out: catalog and content', async ({ page }) => {
    expect((await sweepEach(page, PUBLIC)).join('\n\n')).toBe('');
  });

  test('signed in: catalog and content', async ({ page, dealer }) => {
    await fillCart(dealer);
    await dealer.signIn(page);
    expect((await sweepEach(page, PUBLIC, dealer)).join('\n\n')).toBe('');
  });

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
