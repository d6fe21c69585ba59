import type { TestAccount } from '../support/test-accounts';
import { expect, test, type Dealer, type Page } from './fixtures';
import {
  faultsOf,
  LOST,
  READ_TIMEOUT_MS,
  SCREEN_ORDER,
  SCREENS,
  SERVER_TEXT,
  WRITE_TIMEOUT_MS,
  type Call,
  type CallId,
  type Fault,
  type ScreenId,
} from './faults-matrix';

// The driver of the fault-injection suite (faults-*.spec.ts). One test covers some calls of one
// screen: it announces its cells first (so a failure marks them all), then runs each call's three
// faults one after another on the same page. Time moves with page.clock, never in real time.

/** A load's trigger: reload the page (once per fault). */
export const reload = (page: Page) => () => page.reload().then(() => undefined);

/** Poll often: the default back-off (up to 1 s between probes) would be most of a cell's time. */
const POLL = [25, 50, 100];

/** The annotation scripts/fault-matrix.mjs renders into docs/testing.md. */
const CELL_ANNOTATION = 'fault-cell';

type Armed = { call: Call; fault: Fault; seen: number };

type Step = {
  /** Makes the call (a click, or a reload for a load); runs once per fault. */
  trigger: (fault: Fault) => Promise<void>;
  /** After the message: what the user typed or chose is still there. */
  kept?: () => Promise<void>;
  /** Requests one attempt sends: 1 unless a call goes once per line (Order Again, quick order). */
  sends?: number;
};

declare global {
  interface Window {
    __faultTexts: string[];
    __faultInflight: Map<number, { method: string; url: string; at: number }>;
  }
}

export class FaultDriver<S extends ScreenId> {
  private armed: Armed | null = null;
  private readonly ran = new Set<CallId<S>>();

  constructor(
    readonly page: Page,
    private readonly screen: S,
    private readonly planned: readonly CallId<S>[],
  ) {}

  /** Clock, text recorder and the fault route; call before the first page load. */
  async attach(): Promise<void> {
    const { page } = this;
    await page.clock.install();
    // Short toasts come and go; every text the page adds or changes is recorded, so a message
    // counts as shown even when it left before the next poll.
    await page.addInitScript(() => {
      window.__faultTexts = [];
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === 'characterData') {
            window.__faultTexts.push(r.target.parentElement?.textContent ?? '');
            continue;
          }
          r.addedNodes.forEach((n) => {
            if (n.textContent) window.__faultTexts.push(n.textContent);
          });
        }
      }).observe(document, { childList: true, characterData: true, subtree: true });
    });
    // The requests the page has under way, as the client's time-out sees them: from the call to
    // fetch until it settles (the client clears its timer then).
    await page.addInitScript(() => {
      const inflight = new Map<number, { method: string; url: string; at: number }>();
      window.__faultInflight = inflight;
      const fetch = window.fetch.bind(window);
      let next = 0;
      window.fetch = (input, init) => {
        const id = (next += 1);
        const request = input instanceof Request ? input : null;
        inflight.set(id, {
          method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
          url: request?.url ?? new URL(String(input), location.href).href,
          // The page's clock (Playwright's), as the client's time-out reads it.
          at: Date.now(),
        });
        const answer = fetch(input, init);
        const done = () => void inflight.delete(id);
        answer.then(done, done);
        return answer;
      };
    });
    await page.route(
      (url) => url.pathname.startsWith('/api/'),
      async (route) => {
        const request = route.request();
        const path = new URL(request.url()).pathname.replace(/^\/api/, '');
        const armed = this.armed;
        if (!armed || request.method() !== armed.call.method || !armed.call.pattern.test(path)) {
          return route.fallback();
        }
        armed.seen += 1;
        if (armed.fault === 'server-error')
          return route.fulfill({ status: 500, json: { error: SERVER_TEXT } });
        if (armed.fault === 'dropped') return route.abort('connectionreset');
        // The server acts on it; the page never hears back.
        if (armed.fault === LOST) await route.fetch();
        // 'no-answer' and a lost answer: never fulfilled, as a backend that hangs; the client gives up.
      },
    );
  }

  /**
   * Moves the page clock just past the hung call's time-out, once every other request the page
   * has under way has answered (a request the test's route has not seen yet counts too). The jump
   * ends 20 ms after the hung call's own time-out, so a request that starts after the check (a
   * lazily loaded list's first load, say) is not timed out with it.
   */
  private async timeOut(call: Call): Promise<void> {
    const timeout = call.method === 'GET' ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS;
    const armed = { method: call.method, source: call.pattern.source, flags: call.pattern.flags };
    const hung = () =>
      this.page.evaluate((armed) => {
        const pattern = new RegExp(armed.source, armed.flags);
        const isHung = ({ method, url }: { method: string; url: string }) =>
          method === armed.method && pattern.test(new URL(url).pathname.replace(/^\/api/, ''));
        const all = [...window.__faultInflight.values()];
        const call = all.find(isHung);
        return call && all.every(isHung) ? { at: call.at, now: Date.now() } : null;
      }, armed);
    let found: { at: number; now: number } | null = null;
    await expect
      .poll(async () => (found = await hung()), {
        message: 'only the hung call under way',
        intervals: POLL,
      })
      .not.toBeNull();
    const { at, now } = found!;
    await this.page.clock.fastForward(Math.max(1, at + timeout + 20 - now));
  }

  /**
   * A load's three faults, a reload each, with `kept` checking what the page shows instead; then
   * one more reload with the API answering, so the next step starts from a loaded page.
   */
  async loadFaults(callId: CallId<S>, kept?: () => Promise<void>): Promise<void> {
    await this.run(callId, { trigger: reload(this.page), kept });
    await this.page.reload();
  }

  /** Runs every fault of one call: the three, and the lost answer where the call has it. */
  async run(callId: CallId<S>, step: Step): Promise<void> {
    const call = (SCREENS[this.screen].calls as Record<string, Call>)[callId];
    if (!call) throw new Error(`${this.screen} has no call ${callId}`);
    if (!this.planned.includes(callId)) throw new Error(`${callId} was not announced`);
    this.ran.add(callId);
    const { page } = this;
    const sends = step.sends ?? 1;
    for (const fault of faultsOf(call)) {
      await test.step(`${call.label}: ${fault}`, async () => {
        await page.evaluate(() => (window.__faultTexts.length = 0)).catch(() => undefined);
        const armed: Armed = { call, fault, seen: 0 };
        this.armed = armed;
        await step.trigger(fault);
        if (fault === 'no-answer' || fault === LOST) {
          // Calls of one attempt go one after another; each waits out the client's time-out.
          for (let i = 1; i <= sends; i++) {
            await expect
              .poll(() => armed.seen, { message: 'request sent', intervals: POLL })
              .toBeGreaterThanOrEqual(i);
            await this.timeOut(call);
          }
        }
        await expectShown(page, fault === LOST ? call.lost! : call.texts[fault]);
        expect(armed.seen, `${call.label} requests (${fault})`).toBe(sends);
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        await expect
          .poll(async () => (await page.locator('main').innerText()).trim().length, {
            message: 'main is not blank',
            intervals: POLL,
          })
          .toBeGreaterThan(20);
        await step.kept?.();
        this.armed = null;
        // Queued toasts (2 s each) go now rather than in real time.
        await page.clock.runFor(5_000);
      });
    }
  }

  /** Every announced call ran (so no cell is reported without its test). */
  done(): void {
    expect([...this.ran].sort()).toEqual([...this.planned].sort());
  }
}

/** The text was on the page (still or for a moment) since the fault was armed. */
async function expectShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((t) => window.__faultTexts.some((s) => s.includes(t)), text), {
      message: `shows "${text}"`,
      timeout: 15_000,
      intervals: POLL,
    })
    .toBe(true);
}

type Visitor = {
  page: Page;
  newAccount: (kind: 'temporary' | 'pending') => Promise<TestAccount>;
};

function announce<S extends ScreenId>(screen: S, calls: readonly CallId<S>[]): void {
  const def = SCREENS[screen];
  for (const callId of calls) {
    const c = (def.calls as Record<string, Call>)[callId]!;
    for (const fault of faultsOf(c))
      test.info().annotations.push({
        type: CELL_ANNOTATION,
        description: JSON.stringify({
          order: SCREEN_ORDER.indexOf(screen),
          area: def.area,
          screen: def.title,
          call: `${c.label} (${c.method} ${c.path})`,
          fault,
        }),
      });
  }
}

async function drive<S extends ScreenId>(
  page: Page,
  screen: S,
  calls: CallId<S>[],
  body: (f: FaultDriver<S>) => Promise<void>,
): Promise<void> {
  // Several calls, three faults each, on a machine shared by two workers.
  test.setTimeout(60_000);
  announce(screen, calls);
  const f = new FaultDriver(page, screen, calls);
  await f.attach();
  await body(f);
  f.done();
}

/**
 * A test of some calls of one screen, as a visitor (no dealer is made). Its cells are announced
 * as annotations before anything runs, so a failure anywhere marks every one of them failed.
 */
export function visitorFaultTest<S extends ScreenId>(
  title: string,
  screen: S,
  calls: CallId<S>[],
  body: (f: FaultDriver<S>, fixtures: Visitor) => Promise<void>,
): void {
  test(`${SCREENS[screen].title}: ${title}`, async ({ page, newAccount }) => {
    await drive(page, screen, calls, (f) => body(f, { page, newAccount }));
  });
}

/** The same for a dealer of its own, signed in before the body runs. */
export function dealerFaultTest<S extends ScreenId>(
  title: string,
  screen: S,
  calls: CallId<S>[],
  body: (f: FaultDriver<S>, fixtures: { page: Page; dealer: Dealer }) => Promise<void>,
): void {
  test(`${SCREENS[screen].title}: ${title}`, async ({ page, dealer }) => {
    await dealer.signIn(page);
    await drive(page, screen, calls, (f) => body(f, { page, dealer }));
  });
}

/**
 * The same for staff (staff@example.com, signed in by session cookies before the body runs), with
 * a dealer of its own to arrange what staff see (a pricing request).
 */
export function staffFaultTest<S extends ScreenId>(
  title: string,
  screen: S,
  calls: CallId<S>[],
  body: (f: FaultDriver<S>, fixtures: { page: Page; dealer: Dealer }) => Promise<void>,
): void {
  test(`${SCREENS[screen].title}: ${title}`, async ({ page, dealer, staff }) => {
    await staff.signIn(page);
    await drive(page, screen, calls, (f) => body(f, { page, dealer }));
  });
}
