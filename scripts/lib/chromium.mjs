// Debian's Chromium and the flags every headless run uses (Playwright, Lighthouse, perf scripts,
// Ladle screenshots): no sandbox (containers), no GPU, no background traffic that skews timings.

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
