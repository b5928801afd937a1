import {defineConfig} from 'vitest/config';

// Two suites: the unit tests (npm run test:unit), and the build checks
// (npm run test:build: slow builds of the site with a fault in it, each of which
// must fail with a clear message). `npx vitest run` runs both. Browser tests live
// in tests/e2e and run under Playwright.
export default defineConfig({
  test: {
    // One worker per core (Vitest's own default leaves one core free): the unit tests
    // take 20 s instead of 29 on two cores, and the two build-check files run side by
    // side, so the copy outside git builds while the faulty copies do.
    maxWorkers: '100%',
    projects: [
      {extends: true, test: {name: 'unit', include: ['tests/unit/**/*.test.ts']}},
      // Two builds at a time at most: the concurrent cases of build-failures.test.ts.
      {extends: true, test: {name: 'build', include: ['tests/build/**/*.test.ts'], maxConcurrency: 2}},
    ],
  },
});
