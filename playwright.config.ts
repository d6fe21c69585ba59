import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';

const PORT = process.env.PORT ?? '5173';
const API_PORT = process.env.API_PORT ?? '4010';
// When CONTRACT_BASE_URL points at another server (staging), no local stack is started.
const externalApi = Boolean(process.env.CONTRACT_BASE_URL);
const onlyContract = process.env.PW_ONLY_CONTRACT === '1';

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.PW_OUTPUT_DIR ?? './test-results',
  // Every test makes its own dealer (tests/e2e/fixtures.ts, POST /__dealers), so tests run in
  // parallel; PW_WORKERS overrides the count. Two on two cores: the browsers keep both cores busy
  // (a third worker made each test half as slow again and the suite no faster: 67 tests 130 s with
  // two, 134 s with three).
  fullyParallel: true,
  workers: Number(process.env.PW_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1440, height: 900 },
    // The app honours prefers-reduced-motion (design-system/global.ts); with it, clicks do not
    // wait for dialogs and menus to finish animating (same 43 tests: 2.0 -> 1.7 min and 1.9 ->
    // 1.4 min). PW_REDUCED_MOTION=no-preference runs with animations.
    reducedMotion: (process.env.PW_REDUCED_MOTION ?? 'reduce') as 'reduce' | 'no-preference',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    // Recording a trace streams screenshots and DOM snapshots for every test and costs about a
    // third of the CPU of a run (measured: 66 s -> 47 s for the same 36 tests on 2 cores), so CI
    // records none; PW_TRACE=retain-on-failure brings them back for a failure being debugged.
    trace: (process.env.PW_TRACE ?? (process.env.CI ? 'off' : 'retain-on-failure')) as
      'off' | 'retain-on-failure',
  },
  projects: [
    // Tests that switch state of the whole mock (the maintenance gate, `__reset`) would break
    // whatever runs beside them, so they have their own project, one test at a time, and the
    // parallel projects start after it. Against another server there is nothing to switch.
    ...(externalApi
      ? []
      : [
          {
            name: 'global-state',
            testDir: './tests/global',
            testMatch: onlyContract ? '**/*.contract.spec.ts' : '**/*.spec.ts',
            fullyParallel: false,
            workers: 1,
          },
        ]),
    // The projects after it share one queue in this order: the four long story groups start
    // first and the short tests fill in after them, so the workers finish together (queued
    // last, as in the e2e project, a story group ran on alone at the end).
    ...(onlyContract
      ? []
      : [
          {
            name: 'stories',
            testDir: './tests/e2e',
            testMatch: 'stories.spec.ts',
            // The baselines keep the names they had in the e2e project.
            snapshotPathTemplate:
              '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}-e2e{-snapshotSuffix}{ext}',
            dependencies: externalApi ? [] : ['global-state'],
          },
          {
            name: 'e2e',
            testDir: './tests/e2e',
            testIgnore: 'stories.spec.ts',
            dependencies: externalApi ? [] : ['global-state'],
          },
        ]),
    {
      name: 'contract',
      testDir: './tests/contract',
      dependencies: externalApi ? [] : ['global-state'],
    },
  ],
  webServer: externalApi
    ? undefined
    : {
        command: `node scripts/stack.mjs ${onlyContract ? 'api' : 'preview'}`,
        url: onlyContract
          ? `http://127.0.0.1:${API_PORT}/maintenance`
          : `http://localhost:${PORT}/`,
        reuseExistingServer: !process.env.CI,
        // The order lock lasts 1.5 s instead of 4 s: long enough to be seen right after a
        // checkout, and the specs that reload during processing answer the first lock check
        // 'locked' themselves, so a slow reload cannot skip the loader.
        env: { MOCK_LOCK_MS: process.env.MOCK_LOCK_MS ?? '1500' },
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
