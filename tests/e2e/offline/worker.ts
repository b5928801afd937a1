// Helpers of the offline-reading browser tests: waiting for the service worker to
// save the site and take control, and for the moment the site would register it.
import {expect, type Page} from '@playwright/test';

import {REGISTER_IDLE_TIMEOUT_MS} from '../../../plugins/pwa/precache.mjs';

/** Loads a page, waits until the worker has saved the site, then reloads so that the worker controls the page. */
export async function visitUntilSaved(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * Waits until the page has loaded and the browser has been idle, or the site's idle wait has
 * run out, when the site would register its worker. Without a deadline of its own, this wait
 * hung for two minutes once in CI while the site's, bounded, had long run.
 */
export async function pastLoadAndIdle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    (timeout) =>
      new Promise<void>((resolve) => {
        // Queued after the site's own idle callback, with a later deadline, so that one has run when this resolves.
        requestIdleCallback(() => setTimeout(resolve, 500), {timeout});
      }),
    REGISTER_IDLE_TIMEOUT_MS + 1_000,
  );
}
