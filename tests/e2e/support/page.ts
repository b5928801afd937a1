// What most browser tests do first: load a page and wait until React has taken
// it over, and find the parts of the layout every page shares.
import {expect, type Locator, type Page, type Response} from '@playwright/test';

/** <html> once React has hydrated the page: Docusaurus sets `data-has-hydrated`. */
export const HYDRATED = 'html[data-has-hydrated="true"]';

/**
 * How long a page may take to hydrate, in every browser test. Longer than
 * Playwright's 5 s default: the largest pages, or a page the offline worker
 * answers while it saves the site, hydrate in more than that when the machine
 * is busy running the suite in parallel. Speed is measured by the benchmarks, not here.
 */
const HYDRATION_TIMEOUT_MS = 30_000;

/** Waits until the page that is loaded has hydrated, all of it. */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator(HYDRATED)).toHaveCount(1, {timeout: HYDRATION_TIMEOUT_MS});
}

/**
 * Loads `path` (relative to the project's baseURL, so a leading "/" is dropped
 * and the site's baseUrl kept) and waits until the page has hydrated: before
 * that, clicks and key presses may reach markup React has not taken over yet.
 */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path.replace(/^\//, ''));
  await expectHydrated(page);
  return response;
}

/** The navbar. */
export function navbar(page: Page): Locator {
  return page.getByRole('navigation', {name: 'Main'});
}

/** The footer. */
export function footer(page: Page): Locator {
  return page.getByRole('contentinfo');
}

/**
 * The announcement bar: the banner landmark with a Close button (the bar is
 * closeable; the home page's hero is a banner too, without one). Found by role
 * and not by its text, so a new announcement keeps the tests working.
 */
export function announcementBar(page: Page): Locator {
  return page.getByRole('banner').filter({has: page.getByRole('button', {name: 'Close'})});
}

/**
 * Switches the color mode the way the theme itself does when the choice changes
 * in another tab (a storage event with the new value): the page re-renders in
 * dark mode with no click, so no hover or focus ring shows on the toggle.
 * The screenshot tests showed the page then matches a fresh load in dark mode.
 */
export async function switchToDarkMode(page: Page): Promise<void> {
  await page.evaluate(() => {
    const oldValue = localStorage.getItem('theme');
    localStorage.setItem('theme', 'dark');
    window.dispatchEvent(
      new StorageEvent('storage', {key: 'theme', oldValue, newValue: 'dark', storageArea: localStorage}),
    );
  });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/**
 * Watches the scripts the page downloads from now on for `code`, whatever chunk the bundler
 * put it in; the returned function resolves with the URLs of those that held it so far.
 */
export function watchScriptsWithCode(page: Page, code: RegExp): () => Promise<string[]> {
  const matches: Promise<string | undefined>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    matches.push(
      response.text().then(
        (body) => (code.test(body) ? response.url() : undefined),
        () => undefined,
      ),
    );
  });
  return async () => (await Promise.all(matches)).filter((url): url is string => url !== undefined);
}
