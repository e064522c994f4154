import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

// Debian's Chromium where Playwright's own browser is absent (it cannot be downloaded here). First
// its headless shell (package chromium-headless-shell), the browser Playwright itself runs headless
// tests in: no window, GPU or compositor of a full browser to keep busy, so the same tests take less
// CPU (decision 086). The full browser where it is absent. A headed run (--headed, --debug) needs the
// full one: CHROMIUM_PATH=/usr/bin/chromium.
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => fs.existsSync(p),
)
const PORT = Number(process.env.E2E_PORT ?? 3100)
const ADMIN_SPEC = /admin\.spec\.ts/
const FAULT_SPECS =
  /(crash|database-outage|data-dir|fleet|operator-start|rate-limits|catalogue-unreadable|client-address|dev-server|flood|probes)\.http\.spec\.ts/

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? systemChromium,
  args: [
    // Nothing outside this machine answers (the visitor-location and exchange-rate services, the
    // scheduling widget): a name other than the test server's does not resolve, so every test
    // starts with them failing, and one that needs an answer fulfils it itself (page.route). Done
    // by the browser's resolver rather than by routing every request through the test runner,
    // which would hold each of a page's requests for a round trip and turn off the HTTP cache.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-gpu',
  ],
}

export default defineConfig({
  testDir: './e2e',
  // No line the test server logged holds an e-mail address or a secret.
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // 60 s: a test that signs up (bcrypt) and runs axe needs 20-30 s when the 2 cores are busy.
  timeout: 60_000,
  // Sign-up and sign-in hash a password (bcrypt) on a 2-core machine shared by two browsers.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace snapshots the page at every action, which a passing test throws away; CI prints the
    // failure and its call log. To record one: npx playwright test --trace retain-on-failure
    trace: 'off',
    // The drifting, blurred page background repaints every frame; in headless Chromium without a
    // GPU that costs most of a core and made every test several times slower. Motion is not what
    // these tests look at (the reduced-motion styles are what a visitor who asks for them sees).
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions,
  },
  projects: [
    // The specs that start servers of their own and break them (kill, cut the database, start on
    // bad settings): first, so that their long waits overlap with the browser tests instead of
    // ending the run.
    {
      name: 'faults',
      testMatch: FAULT_SPECS,
      use: { defaultBrowserType: 'chromium', launchOptions },
    },
    // Every page and form, in a browser with JavaScript and in one without. A test tagged @static
    // only reads what the server rendered (e2e/fixtures.ts, STATIC): the project without
    // JavaScript, which sees exactly that, checks it once.
    {
      name: 'js',
      testIgnore: [/http\.spec\.ts/, ADMIN_SPEC],
      grepInvert: /@static/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // *.js-only.spec.ts: behaviour that only exists where scripts run (widgets, streaming).
    {
      name: 'no-js',
      testIgnore: [/(http|\.js-only)\.spec\.ts/, ADMIN_SPEC],
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions },
    },
    // The admin tests change the catalogue (add, feature, hide, delete models), which the catalogue
    // tests compare with the database: they run once every other browser test has finished.
    {
      name: 'admin-js',
      testMatch: ADMIN_SPEC,
      dependencies: ['js', 'no-js'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'admin-no-js',
      testMatch: ADMIN_SPEC,
      dependencies: ['js', 'no-js'],
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions },
    },
    // What the server says on the wire (headers, statuses, start-up), once: no browser needed.
    // Specs that use e2e/fixtures.ts still open a browser context: Debian's Chromium, as above
    // (without a default browser type Playwright looks for its own headless shell, absent here).
    {
      name: 'http',
      testMatch: /http\.spec\.ts/,
      testIgnore: FAULT_SPECS,
      use: { defaultBrowserType: 'chromium', launchOptions },
    },
  ],
  webServer: {
    // The production build on a fresh embedded database, as a new user would run it.
    command: `node scripts/e2e-server.js`,
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT) },
  },
})
