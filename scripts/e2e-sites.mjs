// The production builds the browser tests use: one entry per build, shared by
// scripts/build-e2e-sites.mjs (which builds them) and playwright.config.ts
// (which serves and tests them).

import {ENV_VARIABLES} from '../config/siteEnv.ts';

// No site variable leaks from the maintainer's shell into a test build (an
// empty value means unset); every test build has the fixture pages of src/pages/tests/.
const NEUTRAL_ENV = {...Object.fromEntries(ENV_VARIABLES.map((name) => [name, ''])), TEST_PAGES: 'true'};

// E2E_PORT_BASE moves the three servers (base, base+1, base+2) so that two
// checkouts can run their browser tests at the same time.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4173);
if (!Number.isInteger(PORT_BASE) || PORT_BASE < 1024 || PORT_BASE > 65533) {
  throw new Error(`E2E_PORT_BASE must be a port number from 1024 to 65533; got "${process.env.E2E_PORT_BASE}".`);
}

export const E2E_SITES = [
  {
    name: 'site',
    outDir: 'build',
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
    // Dummy credentials: the tests intercept every request to the Algolia hosts.
    env: {
      ...NEUTRAL_ENV,
      ALGOLIA_APP_ID: 'TESTAPPID',
      ALGOLIA_API_KEY: 'test-search-only-key',
      ALGOLIA_INDEX_NAME: 'nadle-test',
    },
  },
];
