/* global document, window, requestIdleCallback -- used inside page callbacks, which run in the browser */
// What perf:cart does in the page: open a screen of lines, follow the header's cart link, change
// quantities. Each works on a Playwright page whose context runs installLinesProbe
// (scripts/measure/perf-stack.mjs).

/** A line of the cart or of a quote. */
export const LINE = '[role="list"][aria-label$=" items"] > [role="listitem"]';

/** One load of `url`: navigation start -> the lines' answer (`apiPath`) -> every line painted. */
export async function open(page, url, apiPath) {
  await page.goto(url);
  await page.waitForFunction(() => window.__perf.marks.linesPaint !== undefined, null, {
    polling: 100,
  });
  return page.evaluate(
    ([api, line]) => {
      const answer = performance
        .getEntriesByType('resource')
        .find((e) => new URL(e.name).pathname === api);
      const { marks } = window.__perf;
      return {
        total: marks.linesPaint,
        answer: answer ? answer.responseEnd : NaN,
        render: answer ? marks.linesPaint - answer.responseEnd : NaN,
        rows: document.querySelectorAll(line).length,
      };
    },
    [`/api${apiPath}`, LINE],
  );
}

/** Key press -> next paint (Event Timing) of `runs` quantity changes spread over the lines. */
export async function changes(page, runs) {
  await page.evaluate(() => {
    window.__entries = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__entries.push({ name: e.name, d: e.duration });
    }).observe({ type: 'event', durationThreshold: 16 });
  });
  const selects = page.locator('select[aria-label^="Quantity for"]');
  const count = await selects.count();
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const index = Math.floor(((i + 0.5) * count) / runs);
    const select = selects.nth(index);
    await select.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 2000 })));
    await page.evaluate(() => window.__entries.splice(0));
    await select.focus();
    const before = Number(await select.inputValue());
    // A real key press on the closed select: Chromium moves to the next quantity, which saves.
    await page.keyboard.press('ArrowDown');
    // The save is over when the line shows the server's new quantity and nothing is in flight.
    await page.waitForFunction(
      ([i, q]) =>
        !document.querySelector('[data-testid="loading-overlay"]') &&
        Number(document.querySelectorAll('select[aria-label^="Quantity for"]')[i].value) === q,
      [index, before + 1],
    );
    const entries = await page.evaluate(() => window.__entries.splice(0));
    const keydown = entries.filter((e) => e.name === 'keydown').map((e) => e.d);
    // No entry means it painted in under 16 ms; 16 is the honest upper bound.
    samples.push(keydown.length ? Math.max(...keydown) : 16);
    if (process.env.VERBOSE) console.log(index, JSON.stringify(entries));
  }
  return samples;
}

/**
 * The way a dealer usually opens the cart: from another screen (`url`, read for a moment, so the
 * browser has been idle) through the header's cart link. Click -> every line painted.
 */
export async function followCartLink(page, url) {
  await page.goto(url);
  await page.getByTestId('cart-total').waitFor();
  await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 5000 })));
  await page.evaluate(() =>
    document.addEventListener('click', (e) => (window.__perf.marks.click = e.timeStamp), {
      capture: true,
      once: true,
    }),
  );
  await page.getByTestId('cart-link').click();
  await page.waitForFunction(() => window.__perf.marks.linesPaint !== undefined, null, {
    polling: 100,
  });
  return page.evaluate(() => window.__perf.marks.linesPaint - window.__perf.marks.click);
}
