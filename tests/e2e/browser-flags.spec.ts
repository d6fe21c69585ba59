import { execFileSync } from 'node:child_process';
import { PLAYWRIGHT_DISABLED_FEATURES } from '../../scripts/lib/chromium.mjs';
import { expect, test } from './fixtures';

// The browser every test, Lighthouse run and perf script uses (scripts/lib/chromium.mjs) keeps
// its address bar's WebUI from loading beside the page: on two cores that work competed with the
// page being measured.

/** The `--disable-features` values of each running Chromium browser process, in order. */
function featureSwitches(): string[][] {
  const lines = execFileSync('ps', ['-ww', '-eo', 'args'], { encoding: 'utf8' }).split('\n');
  return lines
    .filter((line) => line.includes('--remote-debugging-pipe') && !line.includes('--type='))
    .map((line) =>
      line
        .split(' ')
        .filter((arg) => arg.startsWith('--disable-features='))
        .map((arg) => arg.slice('--disable-features='.length)),
    )
    .filter((values) => values.length > 0);
}

test("one feature list reaches the browser, and it keeps Playwright's", async ({ browser }) => {
  expect(browser.isConnected()).toBe(true);
  const browsers = featureSwitches();
  expect(browsers.length).toBeGreaterThan(0);
  for (const switches of browsers) {
    // Chromium keeps only the last switch: it must hold every name of the ones before it.
    const last = new Set(switches.at(-1)!.split(','));
    for (const earlier of switches.slice(0, -1))
      for (const name of earlier.split(',')) expect(last, `${name} kept`).toContain(name);
    for (const name of PLAYWRIGHT_DISABLED_FEATURES) expect(last).toContain(name);
    expect(last).toContain('WebUIOmniboxPopup');
  }
});

test('a page loads without the browser loading its address bar popup beside it', async ({
  browser,
  page,
}) => {
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; args?: { data?: { url?: string } } }[];
  };
  const webUi = trace.traceEvents
    .filter((e) => e.name === 'ResourceSendRequest')
    .map((e) => e.args?.data?.url ?? '')
    .filter((url) => url.startsWith('chrome://'));
  expect(webUi).toEqual([]);
});

test('the browser composites in its own process: no GPU process runs beside it', async ({
  page,
}) => {
  // A page has drawn, so a GPU process would be up by now.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const lines = execFileSync('ps', ['-ww', '-eo', 'args'], { encoding: 'utf8' }).split('\n');
  expect(lines.filter((line) => line.includes('--type=renderer')).length).toBeGreaterThan(0);
  expect(lines.filter((line) => line.includes('--type=gpu-process'))).toEqual([]);
});
