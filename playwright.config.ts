import {existsSync} from 'node:fs';

import {defineConfig, devices} from '@playwright/test';

import {fixedFontsEnv} from './tests/e2e/look/fonts';
import {CHROME_FLAGS, CHROME_PATH, HEADLESS_SHELL_PATH} from './tests/e2e/support/chrome';
import {e2eSite, E2E_SITES, type E2ESite} from './tests/e2e/support/sites';

// Browser tests run against production builds (made by tests/e2e/support/build-sites.ts)
// in Debian's chromium-headless-shell, and the screenshots in Debian's chromium
// (tests/e2e/support/chrome.ts); Playwright never downloads a browser here.

/** The number of test workers: E2E_WORKERS when set (a whole number from 1), else 2. */
function e2eWorkers(value: string | undefined): number {
  if (value === undefined || value === '') return 2;
  const workers = Number(value);
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error(`E2E_WORKERS must be a whole number of test workers, 1 or more; got "${value}".`);
  return workers;
}

const siteUrl = (name: E2ESite['name']) => `http://127.0.0.1:${e2eSite(name).port}${e2eSite(name).basePath}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // In CI a failed test is run once more, to tell a flaky test from a broken
  // one in the report, and a test that passes only on that retry still fails
  // the run: the suite must pass with no retries.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  // Two workers, one per core of the CI machine. Four were tried (2026-12-02): the suite took
  // as long (the axe scans are CPU-bound) and a 10,000-task plan outgrew its timeout.
  workers: e2eWorkers(process.env.E2E_WORKERS),
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    // A trace is recorded only when a failed test runs again (in CI). Recording one for
    // every test, to keep it on failure, snapshots the page at each step and took about a
    // third of the suite's time; `npx playwright test --trace on` records one at will.
    trace: 'on-first-retry',
    // The offline-reading worker would save the whole site in every test's fresh context and
    // answer requests that page.route() is meant to see; only the `offline` project runs it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: [...CHROME_FLAGS],
    },
  },
  projects: [
    {
      // Serves the builds itself, with their _headers; the update test also needs build-e2e/pwa-next
      // (tests/e2e/offline/build-next-site.ts, run by npm run test:e2e). First in the list, so
      // that its two sweeps of every route, among the longest tests of the run, start at once
      // and the other tests fill the other worker, instead of ending the run with one worker idle.
      name: 'offline',
      testMatch: 'offline/**/*.spec.ts',
      // Each test first waits for the worker to download the whole site.
      timeout: 120_000,
      use: {serviceWorkers: 'allow'},
    },
    {
      name: 'site',
      testIgnore: ['base-url/**', 'search-algolia/**', 'search-algolia-insights/**', 'offline/**', 'look/**'],
      use: {baseURL: siteUrl('site')},
    },
    {
      // Screenshots of the site against the baselines next to the spec (tests/e2e/look/),
      // in a browser that sees only the fonts of tests/e2e/look/fonts.ts. The file names
      // carry no platform, so a baseline made on one machine is the one every machine checks.
      name: 'look',
      testMatch: 'look/**/*.spec.ts',
      snapshotPathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}{ext}',
      // Two runs on one machine give the same pixels (at most 6 of a whole page
      // differ, at zero tolerance); the tolerance is a count of pixels and not a
      // share of the picture, because 1% of a page 12,000 px tall would let a whole
      // code block or graph change unseen. `threshold` is how far a pixel's color
      // may move before it counts (Playwright's default), which absorbs antialiasing.
      expect: {
        toHaveScreenshot: {maxDiffPixels: 100, threshold: 0.2, animations: 'disabled', caret: 'hide'},
      },
      use: {
        baseURL: siteUrl('site'),
        launchOptions: {
          executablePath: CHROME_PATH,
          args: [...CHROME_FLAGS],
          env: {...process.env, ...fixedFontsEnv()},
        },
      },
    },
    {
      name: 'base-url',
      testMatch: 'base-url/**/*.spec.ts',
      use: {baseURL: siteUrl('base-url')},
    },
    {
      name: 'search-algolia',
      testMatch: 'search-algolia/**/*.spec.ts',
      use: {baseURL: siteUrl('search-algolia')},
    },
    {
      name: 'search-algolia-insights',
      testMatch: 'search-algolia-insights/**/*.spec.ts',
      use: {baseURL: siteUrl('search-algolia-insights')},
    },
  ],
  // One static server per build (the one of `npm run serve`), bound to loopback, stopped when the run ends.
  // A build that is missing (only some were built, to run some specs) gets none: its tests cannot connect.
  webServer: E2E_SITES.filter((site) => existsSync(site.outDir)).map((site) => ({
    command: `npx tsx scripts/serve.ts --dir ${site.outDir} --port ${site.port}`,
    url: `http://127.0.0.1:${site.port}${site.basePath}`,
    env: {...process.env, ...site.env} as Record<string, string>,
    reuseExistingServer: false,
    timeout: 60_000,
  })),
});
