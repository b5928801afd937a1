import {defineConfig, devices} from '@playwright/test';

import {E2E_SITES} from './scripts/e2e-sites.mjs';

// Browser tests run against production builds (made by scripts/build-e2e-sites.mjs)
// in Debian's chromium; Playwright never downloads a browser here.
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const siteByName = Object.fromEntries(E2E_SITES.map((site) => [site.name, site]));
const siteUrl = (name: string) => `http://127.0.0.1:${siteByName[name].port}${siteByName[name].basePath}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    // The offline-reading worker would save the whole site in every test's fresh context and
    // answer requests that page.route() is meant to see; only the `offline` project runs it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'site',
      testIgnore: ['base-url/**', 'search-algolia/**', 'offline/**'],
      use: {baseURL: siteUrl('site')},
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
      // Serves the builds itself, with their _headers; the update test also needs build-e2e/pwa-next
      // (tests/e2e/offline/build-next-site.mjs, run by npm run test:e2e).
      name: 'offline',
      testMatch: 'offline/**/*.spec.ts',
      // Each test first waits for the worker to download the whole site.
      timeout: 120_000,
      use: {serviceWorkers: 'allow'},
    },
  ],
  // One static server per build, bound to loopback, stopped when the run ends.
  webServer: E2E_SITES.map((site) => ({
    command: `npx docusaurus serve --dir ${site.outDir} --host 127.0.0.1 --port ${site.port} --no-open`,
    url: `http://127.0.0.1:${site.port}${site.basePath}`,
    env: {...process.env, ...site.env} as Record<string, string>,
    reuseExistingServer: false,
    timeout: 60_000,
  })),
});
