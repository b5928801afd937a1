// axe on the pages outside the route list: the hidden page that shows every themed element,
// the not-found page and the crash screen. Every route of the site gets its axe runs in
// every-route.spec.ts, during the one visit that checks everything else about it.
import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';

import {CRASH_FLAG_KEY} from '../../pages/_crashFlag';
import {type SiteRoute} from '../site-routes';
import {expectHydrated} from '../support/page';
import {axeViolations} from './axe';
import {ALL_FOUR, VIEWPORTS, expectNoViolationsInRuns} from './sweep';

// The hidden page that shows every themed element (admonitions, code, tabs,
// tables...), so their colors are checked even where no doc uses them yet.
const THEME_SAMPLES: SiteRoute = {path: '/tests/theme-samples', heading: 'Theme samples'};

// Any address without a page: the not-found page, with its search field and links.
const NOT_FOUND: SiteRoute = {path: '/docs/no-such-page', heading: 'Page Not Found'};

test.describe('axe at desktop and phone width', () => {
  test.use({viewport: VIEWPORTS.phone});

  for (const route of [THEME_SAMPLES, NOT_FOUND]) {
    test(`${route.path} has no violations at either width, in light and dark mode`, async ({page}) => {
      test.setTimeout(240_000);
      await page.goto(route.path.replace(/^\//, ''));
      await expect(page.getByRole('heading', {level: 1}).first()).toHaveText(route.heading);
      await expectHydrated(page);
      await expectNoViolationsInRuns(page, ALL_FOUR);
    });
  }
});

async function showInColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  // The theme reads the stored choice before the first paint; a reload applies it.
  await page.evaluate((theme) => localStorage.setItem('theme', theme), mode);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await expectHydrated(page);
}

test('the crash screen has no violations in light and dark mode', async ({page}) => {
  await page.addInitScript((key) => sessionStorage.setItem(key, 'set by the accessibility test'), CRASH_FLAG_KEY);
  await page.goto('tests/crash');
  for (const mode of ['light', 'dark'] as const) {
    await showInColorMode(page, mode);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    expect(await axeViolations(page), `${mode} mode`).toEqual([]);
  }
});
