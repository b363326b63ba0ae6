import { defineConfig } from '@playwright/test';
import net from 'node:net';
import path from 'node:path';
import { outputRoot } from './support/app-server.ts';

/**
 * End-to-end suite: Debian's Chromium against the real server, its embedded PostgreSQL and
 * a real SMTP catcher (docs/architecture.md#tests). `npm test` runs it after building the web app;
 * `npm run test:e2e` runs only this stage.
 *
 * Two projects: `desktop` (1280×800) runs every journey; `mobile` (390×844, touch) runs the
 * tests tagged `@responsive` (accessibility and layout checks that must hold at both widths)
 * and those tagged `@mobile` (the small-screen menu).
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

// The config is evaluated again in every worker; the port chosen by the runner reaches the
// workers through the environment they inherit, so all agree on one base URL.
if (!process.env.E2E_BASE_URL) {
  process.env.E2E_PORT ??= String(await freePort());
  process.env.E2E_BASE_URL = `http://localhost:${process.env.E2E_PORT}`;
}

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(outputRoot, 'test-results'),
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Two cores are shared with the server and its database.
  workers: 2,
  // CI retries once; scripts/test.mjs names every test that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [
    // `list` prints one plain line per test, which reads well in a CI log too.
    ['list'],
    ['json', { outputFile: path.join(outputRoot, 'results.json') }],
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    locale: 'en-US',
    timezoneId: 'UTC',
    // A failed test keeps its trace (actions, DOM snapshots, network, console) but not the
    // screencast: encoding and writing its frames for every test cost about a fifth of the
    // stage's CPU (docs/performance.md, the test suite); the failure screenshot below still shows
    // the page.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grep: /@responsive|@mobile/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
});
