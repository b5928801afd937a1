// What a reader sees when the code of a page cannot be downloaded: the page by a
// full reload, or an error text with a Retry button.
//
// Docusaurus 3.10 loads a page's code before it renders the page, both on the
// first load (clientEntry: preload, then hydrate) and on every client-side
// navigation (PendingNavigation: preload, then switch routes; on failure it logs
// a warning and reloads the whole page). So a failed download never reaches the
// page component's "error text + Retry" box. On navigation the reload is the
// retry; on the first load src/client/pageLoadError.ts shows the error and a
// Retry button over the server-rendered page.
import type {Page, Route} from '@playwright/test';
import {expect, test} from '../support/test';

import {expectHydrated, gotoHydrated, navbar} from '../support/page';

// The application shell, which every page needs before anything else runs.
const SHELL_SCRIPT = /\/assets\/js\/(runtime~)?main\.[\w]+\.js$/;

/** Fails every page-code download while `isDown()` says the network is down. */
async function failPageCode(page: Page, isDown: () => boolean): Promise<string[]> {
  const failed: string[] = [];
  await page.route('**/assets/js/*.js', (route: Route) => {
    if (!isDown() || SHELL_SCRIPT.test(route.request().url())) return route.fallback();
    failed.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return failed;
}

test('a page whose code fails to load during navigation is shown by a full reload', async ({page}) => {
  await gotoHydrated(page, 'docs/introduction');

  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // The network comes back when the browser loads a new document: the reload.
  let networkDown = true;
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documentLoads.push(new URL(request.url()).pathname);
      networkDown = false;
    }
  });
  const failed = await failPageCode(page, () => networkDown);
  // A marker that only survives as long as the current document does.
  await page.evaluate(() => Object.assign(window, {beforeNavigation: true}));

  await navbar(page).getByRole('link', {name: 'Blog', exact: true}).click();

  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Nadle blog');
  await expectHydrated(page);
  expect(failed.length, 'downloads that were made to fail').toBeGreaterThan(0);
  expect(warnings.join('\n'), 'the failed preload is logged as a warning').toMatch(/Loading chunk .* failed/);
  expect(documentLoads, 'exactly one full page load, of the new page').toEqual(['/blog']);
  expect(await page.evaluate(() => 'beforeNavigation' in window), 'the page was reloaded').toBe(false);
  await expect(page.getByRole('button', {name: 'Retry'})).toHaveCount(0);
});

test('a page whose code fails on the first load shows the error and a Retry button that works once the network is back', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  let networkDown = true;
  const failed = await failPageCode(page, () => networkDown);

  await page.goto('docs/concepts/task');

  // The server-rendered page stays readable, with the error and a way to retry above it.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Task');
  const alert = page.getByRole('alert').filter({hasText: 'This page could not load all of its code.'});
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/Loading chunk \S+ failed/);
  expect(pageErrors.join('\n'), 'the failure is still reported').toMatch(/Loading chunk .* failed/);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  expect(failed.length).toBeGreaterThan(0);

  networkDown = false;
  await alert.getByRole('button', {name: 'Retry'}).click();
  await expectHydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Task');
  await expect(page.getByRole('alert').filter({hasText: 'could not load'})).toHaveCount(0);
});

test('without the page code, links stay plain anchors that lead on', async ({page}) => {
  await failPageCode(page, () => true);
  await page.goto('docs/concepts/task');
  await expect(page.getByRole('alert').filter({hasText: 'could not load'})).toBeVisible();
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Workspace'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Workspace');
});
