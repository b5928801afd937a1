import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';

import {CRASH_FLAG_KEY} from '../../pages/_crashFlag';
import {ONE_ROUTE_PER_LAYOUT, SITE_ROUTES, type SiteRoute} from '../site-routes';
import {expectHydrated, switchToDarkMode} from '../support/page';
import {axeViolations} from './axe';

// Every route of tests/e2e/site-routes.ts, at desktop and phone width and in both color
// modes (all four combinations on one route of each layout, see EVERY_COMBINATION). No
// rule is disabled: a violation is fixed at its source.
const VIEWPORTS = {
  desktop: {width: 1280, height: 800},
  phone: {width: 390, height: 844},
};

const COLOR_MODES = ['light', 'dark'] as const;

// The hidden page that shows every themed element (admonitions, code, tabs,
// tables...), so their colors are checked even where no doc uses them yet.
const THEME_SAMPLES: SiteRoute = {path: '/tests/theme-samples', heading: 'Theme samples'};

// Any address without a page: the not-found page, with its search field and links.
const NOT_FOUND: SiteRoute = {path: '/docs/no-such-page', heading: 'Page Not Found'};

async function showInColorMode(page: Page, mode: (typeof COLOR_MODES)[number]): Promise<void> {
  // The theme reads the stored choice before the first paint; a reload applies it.
  await page.evaluate((theme) => localStorage.setItem('theme', theme), mode);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await expectHydrated(page);
}

/**
 * Switches the loaded page to dark mode as the theme does when the choice changes (no reload,
 * so axe stays injected), then waits for the colors' transitions to end: axe reads the colors
 * as drawn, and a color still on its way would pass or fail for the wrong reason.
 */
async function switchToDarkModeSettled(page: Page): Promise<void> {
  await switchToDarkMode(page);
  // Transitions only (an endless animation never finishes); one the theme replaces midway is cancelled.
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
}

/** Resizes the page to `viewportName` and waits until the layout has followed (the navbar's menu button shows on phones only). */
async function showAtWidth(page: Page, viewportName: keyof typeof VIEWPORTS): Promise<void> {
  await page.setViewportSize(VIEWPORTS[viewportName]);
  const menuButton = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Toggle navigation bar'});
  await (viewportName === 'phone' ? expect(menuButton).toBeVisible() : expect(menuButton).toBeHidden());
}

// What shows differs by width (navbar, sidebar, table of contents, drawers) from one layout to
// the next: one route of each, and the two fixture pages, get all four combinations.
const EVERY_COMBINATION = new Set([...ONE_ROUTE_PER_LAYOUT, THEME_SAMPLES, NOT_FOUND].map((route) => route.path));

type Run = [keyof typeof VIEWPORTS, (typeof COLOR_MODES)[number]];

// Every other route shares one of those layouts, and its own content is drawn alike at both
// widths: it gets each width once and each color mode once, in two axe runs instead of four.
// A full run costs 0.5 to 2 s of CPU on this machine, and these routes are most of the list.
const ALL_FOUR: Run[] = [
  ['phone', 'light'],
  ['desktop', 'light'],
  ['desktop', 'dark'],
  ['phone', 'dark'],
];
const EACH_ONCE: Run[] = [
  ['phone', 'light'],
  ['desktop', 'dark'],
];

// One load a route, at phone width in light mode: the other widths are reached by resizing,
// as a reader who turns a tablet or widens a window reaches them, and dark mode by switching
// to it, as the color-mode toggle does (the runs go light first, then dark). A fresh load in
// dark mode is the crash screen's test below and color-mode.spec.ts's.
test.describe('axe at desktop and phone width', () => {
  test.use({viewport: VIEWPORTS.phone});

  for (const route of [...SITE_ROUTES, THEME_SAMPLES, NOT_FOUND]) {
    const runs = EVERY_COMBINATION.has(route.path) ? ALL_FOUR : EACH_ONCE;
    const combinations =
      runs === ALL_FOUR
        ? 'at either width, in light and dark mode'
        : 'at phone width in light mode and desktop width in dark mode';
    test(`${route.path} has no violations ${combinations}`, async ({page}) => {
      // Up to four full axe runs; on the longest pages (config-reference: every sample's
      // tokens, tables and hover targets) each can take most of a minute on a busy machine.
      test.setTimeout(240_000);
      await page.goto(route.path.replace(/^\//, ''));
      await expect(page.getByRole('heading', {level: 1}).first()).toHaveText(route.heading);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expectHydrated(page);
      for (const [viewportName, mode] of runs) {
        await showAtWidth(page, viewportName);
        if ((await page.locator('html').getAttribute('data-theme')) !== mode) await switchToDarkModeSettled(page);
        expect.soft(await axeViolations(page), `${viewportName} width, ${mode} mode`).toEqual([]);
      }
    });
  }
});

test('the crash screen has no violations in light and dark mode', async ({page}) => {
  await page.addInitScript((key) => sessionStorage.setItem(key, 'set by the accessibility test'), CRASH_FLAG_KEY);
  await page.goto('tests/crash');
  for (const mode of COLOR_MODES) {
    await showInColorMode(page, mode);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    expect(await axeViolations(page), `${mode} mode`).toEqual([]);
  }
});
