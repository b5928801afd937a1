// The production builds the browser tests use: one entry per build, shared by
// tests/e2e/support/build-sites.ts (which builds them), playwright.config.ts
// (which serves and tests them) and the page benchmark.

import {ENV_VARIABLES} from '../../../config/siteEnv';

export interface E2ESite {
  /** Also the name of the Playwright project that tests it. */
  name: 'site' | 'base-url' | 'search-algolia' | 'search-algolia-insights';
  outDir: string;
  port: number;
  /** The site's baseUrl. */
  basePath: string;
  /** Environment of its build and of its server. */
  env: Record<string, string>;
}

// No site variable leaks from the maintainer's shell into a test build (an
// empty value means unset); every test build has the fixture pages of tests/pages/.
const NEUTRAL_ENV: Record<string, string> = {
  ...Object.fromEntries(ENV_VARIABLES.map((name) => [name, ''])),
  TEST_PAGES: 'true',
};

/**
 * Dummy credentials of the hosted-search build: the tests intercept every
 * request to the Algolia hosts and check that these are the ones sent.
 */
export const ALGOLIA_TEST_CREDENTIALS = {
  appId: 'TESTAPPID',
  apiKey: 'test-search-only-key',
  indexName: 'nadle-test',
} as const;

/** The hosted-search builds: the neutral environment with the dummy credentials. */
const ALGOLIA_ENV: Record<string, string> = {
  ...NEUTRAL_ENV,
  ALGOLIA_APP_ID: ALGOLIA_TEST_CREDENTIALS.appId,
  ALGOLIA_API_KEY: ALGOLIA_TEST_CREDENTIALS.apiKey,
  ALGOLIA_INDEX_NAME: ALGOLIA_TEST_CREDENTIALS.indexName,
};

// E2E_PORT_BASE moves the four servers (base to base+3) so that two
// checkouts can run their browser tests at the same time.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4173);
if (!Number.isInteger(PORT_BASE) || PORT_BASE < 1024 || PORT_BASE > 65533) {
  throw new Error(`E2E_PORT_BASE must be a port number from 1024 to 65533; got "${process.env.E2E_PORT_BASE}".`);
}

export const E2E_SITES: readonly E2ESite[] = [
  {
    name: 'site',
    outDir: 'build-e2e/site',
    port: PORT_BASE,
    basePath: '/',
    env: NEUTRAL_ENV,
  },
  {
    name: 'base-url',
    outDir: 'build-e2e/base-url',
    port: PORT_BASE + 1,
    basePath: '/nadle/',
    env: {...NEUTRAL_ENV, BASE_URL: '/nadle/'},
  },
  {
    name: 'search-algolia',
    outDir: 'build-e2e/algolia',
    port: PORT_BASE + 2,
    basePath: '/',
    env: ALGOLIA_ENV,
  },
  {
    name: 'search-algolia-insights',
    outDir: 'build-e2e/algolia-insights',
    port: PORT_BASE + 3,
    basePath: '/',
    env: {...ALGOLIA_ENV, ALGOLIA_INSIGHTS: 'true'},
  },
];

export function e2eSite(name: E2ESite['name']): E2ESite {
  const site = E2E_SITES.find((entry) => entry.name === name);
  if (!site) throw new Error(`No browser-test build named ${name}.`);
  return site;
}
