import {defineConfig} from 'vitest/config';

// Unit tests only; browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
  },
});
