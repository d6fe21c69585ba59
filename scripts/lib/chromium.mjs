// Debian's Chromium and the flags every headless run uses (Playwright, Lighthouse, perf scripts,
// Ladle screenshots): no sandbox (containers), no GPU (and no GPU process), no background traffic
// that skews timings.

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Desktop Chromium draws its address bar's popup as a WebUI page, which it loads (and preloads)
 * in a renderer of its own for every window. Here that was about 400 chrome:// requests and 2 s
 * of CPU during the first page load, on a two-core machine where the page under test, the demo
 * stack and the browser share the cores: Lighthouse multiplies that page's slowed tasks by four.
 * No window here has an address bar anyone types into.
 */
const QUIET_FEATURES = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * Playwright's own `--disable-features` list (playwright-core's chromiumSwitches). Chromium keeps
 * only the last `--disable-features` switch, and ours comes after Playwright's, so it carries that
 * list too. tests/e2e/browser-flags.spec.ts reads the running browser's command line and fails
 * when Playwright's list has a name this one lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const BASE_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // With no GPU, a separate GPU process still composites every frame (through SwiftShader) and
  // hands it over by IPC: in 35 checkout tests on two cores it used 65 s of CPU beside the
  // browser's 52 s. In the browser process the same work took 7-18 s less (three runs), and the
  // run 145-151 s instead of 159 s.
  '--in-process-gpu',
];

/** One `--disable-features` switch: Playwright's own list and ours. */
const disableFeatures = (launcherDefaults) =>
  `--disable-features=${[...new Set([...launcherDefaults, ...QUIET_FEATURES])].join(',')}`;

/** For a browser Playwright launches. */
export const chromiumArgs = [...BASE_ARGS, disableFeatures(PLAYWRIGHT_DISABLED_FEATURES)];
