import {defineConfig} from 'vitest/config';

// Unit tests, and the build checks (tests/build: builds of the site with a
// fault in it). Browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/build/**/*.test.ts'],
  },
});
