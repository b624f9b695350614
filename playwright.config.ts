import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);

/** Browser tests against the real built product on a fresh embedded database (Debian chromium; never `playwright install`). */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // In CI a journey that fails is run once more: a pass on the retry is printed as "flaky" with the
  // failed attempt's trace kept, to be mended, but it does not hold back a landing.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : 'line',
  // Journeys wait on the games' own timings (feedback 2–3 s a question) and several axe scans; CI
  // runs them beside the PostgreSQL lane on a 2-core machine, so the limits leave room for a slow
  // moment rather than fail a journey that is only late.
  timeout: 150_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // The journeys run without the app's service worker (its registration fails, and the app goes
    // on as before); the offline journeys allow it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node e2e/support/start-server.mjs ${PORT}`,
    url: `http://localhost:${PORT}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
