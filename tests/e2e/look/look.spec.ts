import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';

import {gotoHydrated, switchToDarkMode} from '../support/page';

// The look of the site, pinned by screenshots: representative routes, whole
// pages, at desktop and phone width, in light and dark mode, compared with the
// baselines in look.spec.ts-snapshots/ (fonts fixed by tests/e2e/look/fonts.ts,
// through the `look` project of playwright.config.ts). A CSS or component change
// that moves what readers see fails here; README says how to update a baseline.

interface LookRoute {
  /** The first part of the baseline file names. */
  name: string;
  path: string;
  /** What shows once the page is complete, beyond hydration. */
  ready?: (page: Page) => Promise<void>;
}

const ROUTES: readonly LookRoute[] = [
  {name: 'home', path: '/'},
  // Type-annotated samples, a task graph and command output.
  {name: 'docs-samples', path: '/docs/guides/configuring-task'},
  {name: 'api', path: '/docs/api/index/variables/ExecTask'},
  {name: 'blog', path: '/blog'},
  {name: 'blog-post', path: '/blog/release-v0-5-0'},
  {
    name: 'search',
    path: '/search?q=workspace',
    ready: (page) =>
      expect(page.getByRole('main').getByRole('link', {name: 'Workspace', exact: true}).first()).toBeVisible(),
  },
  {
    name: 'not-found',
    path: '/docs/no-such-page',
    ready: (page) => expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found'),
  },
  // Before the playground starts: only its Start button is on the page.
  {name: 'playground', path: '/docs/getting-started/playground'},
  // The hidden page of every themed element (admonitions, tabs, tables, code...),
  // which no single docs page has all of.
  {name: 'theme-samples', path: '/tests/theme-samples'},
];

const WIDTHS = [1280, 390] as const;

/**
 * Left out of the pictures: a docs page's "Last updated" date changes with each
 * edit of the page, and a shallow clone builds without it.
 */
const HIDE_CHANGING_PARTS = '.theme-last-updated { display: none !important; }';

for (const route of ROUTES) {
  for (const width of WIDTHS) {
    test(`${route.path} at ${width} px looks as in its light and dark baselines`, async ({page}) => {
      // Two whole-page pictures up to 16,000 px tall, each captured at least twice
      // (until two captures agree): slow on a busy machine.
      test.setTimeout(180_000);
      await page.setViewportSize({width, height: 800});
      await gotoHydrated(page, route.path);
      await route.ready?.(page);
      await page.evaluate(() => document.fonts.ready);
      // The longest pages take more than the default 5 s to capture twice over
      // (up to 25 s with the machine busy).
      const options = {fullPage: true, style: HIDE_CHANGING_PARTS, timeout: 60_000};
      await expect(page).toHaveScreenshot(`${route.name}-${width}-light.png`, options);
      await switchToDarkMode(page);
      await expect(page).toHaveScreenshot(`${route.name}-${width}-dark.png`, options);
    });
  }
}
