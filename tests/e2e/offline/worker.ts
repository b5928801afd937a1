// Helpers of the offline-reading browser tests: serving a build as a static host
// does (with its _headers, so the Content-Security-Policy applies), waiting for
// the service worker to save the site and take control, and recording what the
// policy blocks.
import {expect, type BrowserContext, type Page} from '@playwright/test';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Loads a page, waits until the worker has saved the site, then reloads so that the worker controls the page. */
export async function visitUntilSaved(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Records Content-Security-Policy violations of every page of the context, from its events and the console. */
export async function recordCspViolations(context: BrowserContext): Promise<(page: Page) => Promise<string[]>> {
  const consoleReports: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await context.addInitScript(() => {
    const violations: string[] = [];
    window.cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async (page) => [...(await page.evaluate(() => window.cspViolations ?? [])), ...consoleReports];
}

/** Waits until the page has loaded and the browser has been idle, when the site would register its worker. */
export async function pastLoadAndIdle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // Queued after the site's own idle callback, so that one has run when this resolves.
        requestIdleCallback(() => setTimeout(resolve, 500));
      }),
  );
}
