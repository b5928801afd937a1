import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';

import {CRASH_FLAG_KEY} from '../../pages/_crashFlag';
import {SITE_ROUTES, type SiteRoute} from '../site-routes';
import {expectHydrated} from '../support/page';
import {axeViolations} from './axe';

// Every route of tests/e2e/site-routes.ts, at desktop and phone width, in both color
// modes. No rule is disabled: a violation is fixed at its source.
const VIEWPORTS = {
  desktop: {width: 1280, height: 800},
  phone: {width: 390, height: 844},
};

const COLOR_MODES = ['light', 'dark'] as const;

// The hidden page that shows every themed element (admonitions, code, tabs,
// tables...), so their colors are checked even where no doc uses them yet.
const THEME_SAMPLES: SiteRoute = {path: '/tests/theme-samples', heading: 'Theme samples'};

async function showInColorMode(page: Page, mode: (typeof COLOR_MODES)[number]): Promise<void> {
  // The theme reads the stored choice before the first paint; a reload applies it.
  await page.evaluate((theme) => localStorage.setItem('theme', theme), mode);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await expectHydrated(page);
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`axe at ${viewportName} width`, () => {
    test.use({viewport});

    for (const route of [...SITE_ROUTES, THEME_SAMPLES]) {
      test(`${route.path} has no violations in light and dark mode`, async ({page}) => {
        // Two full axe runs; on the longest pages (config-reference: every sample's
        // tokens, tables and hover targets) they can take most of a minute, more than the default timeout.
        test.slow();
        await page.goto(route.path.replace(/^\//, ''));
        await expect(page.getByRole('heading', {level: 1}).first()).toHaveText(route.heading);
        for (const mode of COLOR_MODES) {
          await showInColorMode(page, mode);
          expect(await axeViolations(page), `${mode} mode`).toEqual([]);
        }
      });
    }
  });
}

test('the crash screen has no violations in light and dark mode', async ({page}) => {
  await page.addInitScript((key) => sessionStorage.setItem(key, 'set by the accessibility test'), CRASH_FLAG_KEY);
  await page.goto('tests/crash');
  for (const mode of COLOR_MODES) {
    await showInColorMode(page, mode);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    expect(await axeViolations(page), `${mode} mode`).toEqual([]);
  }
});
