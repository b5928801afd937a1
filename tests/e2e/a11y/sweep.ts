// The axe runs of the page-wide sweeps (every-route.spec.ts, and axe.spec.ts for the pages
// outside the route list): each width and color mode is reached on the page as loaded,
// by resizing and by switching to dark mode, so that a route is loaded once.
import type {Page} from '@playwright/test';

import {expect} from '../support/test';
import {switchToDarkMode} from '../support/page';
import {axeViolations} from './axe';

export const VIEWPORTS = {
  desktop: {width: 1280, height: 800},
  phone: {width: 390, height: 844},
};

type Run = [keyof typeof VIEWPORTS, 'light' | 'dark'];

/** Both widths in both color modes: for one route of each layout, and the fixture pages. */
export const ALL_FOUR: Run[] = [
  ['phone', 'light'],
  ['desktop', 'light'],
  ['desktop', 'dark'],
  ['phone', 'dark'],
];

// Every other route shares one of those layouts, and its own content is drawn alike at both
// widths: it gets each width once and each color mode once, in two axe runs instead of four.
// A full run costs 0.5 to 2 s of CPU on this machine, and these routes are most of the list.
export const EACH_ONCE: Run[] = [
  ['phone', 'light'],
  ['desktop', 'dark'],
];

/** How a test names its runs. */
export const describeRuns = (runs: Run[]) =>
  runs === ALL_FOUR
    ? 'at either width, in light and dark mode'
    : 'at phone width in light mode and desktop width in dark mode';

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

/**
 * Runs axe on the loaded page (in light mode) at each width and color mode of `runs`, light
 * runs first: each run's violations are a soft failure, so one test reports all of them.
 */
export async function expectNoViolationsInRuns(page: Page, runs: Run[]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  for (const [viewportName, mode] of runs) {
    await showAtWidth(page, viewportName);
    if ((await page.locator('html').getAttribute('data-theme')) !== mode) await switchToDarkModeSettled(page);
    expect.soft(await axeViolations(page), `${viewportName} width, ${mode} mode`).toEqual([]);
  }
}
