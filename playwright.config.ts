import { defineConfig } from '@playwright/test';

const PORT = process.env.PORT ?? '5173';
const API_PORT = process.env.API_PORT ?? '4010';
// When CONTRACT_BASE_URL points at another server (staging), no local stack is started.
const externalApi = Boolean(process.env.CONTRACT_BASE_URL);
const onlyContract = process.env.PW_ONLY_CONTRACT === '1';

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

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.PW_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'contract', testDir: './tests/contract' },
    ...(onlyContract ? [] : [{ name: 'e2e', testDir: './tests/e2e' }]),
  ],
  webServer: externalApi
    ? undefined
    : {
        command: `node scripts/stack.mjs ${onlyContract ? 'api' : 'preview'}`,
        url: onlyContract
          ? `http://127.0.0.1:${API_PORT}/maintenance`
          : `http://localhost:${PORT}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
