// The production builds the browser tests use: one entry per build, shared by
// scripts/build-e2e-sites.mjs (which builds them) and playwright.config.ts
// (which serves and tests them).

// Variables that must not leak from the maintainer's shell into a test build;
// every test build has the fixture pages of src/pages/tests/.
const NEUTRAL_ENV = {
  TEST_PAGES: 'true',
  BASE_URL: '',
  SITE_URL: '',
  GTAG_MEASUREMENT_ID: '',
  NO_INDEX: '',
  ALGOLIA_APP_ID: '',
  ALGOLIA_API_KEY: '',
  ALGOLIA_INDEX_NAME: '',
};

export const E2E_SITES = [
  {
    name: 'site',
    outDir: 'build',
    port: 4173,
    basePath: '/',
    env: NEUTRAL_ENV,
  },
  {
    name: 'base-url',
    outDir: 'build-e2e/base-url',
    port: 4174,
    basePath: '/nadle/',
    env: {...NEUTRAL_ENV, BASE_URL: '/nadle/'},
  },
  {
    name: 'search-algolia',
    outDir: 'build-e2e/algolia',
    port: 4175,
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
