import {expect, test} from '../support/test';

import {expectHydrated, navbar} from '../support/page';

// This project serves the site built with BASE_URL=/nadle/ (see tests/e2e/support/sites.ts).
test('the site works under the /nadle/ base URL', async ({page}) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('');
  expect(new URL(page.url()).pathname).toBe('/nadle/');
  await expectHydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Nadle');

  await navbar(page).getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page).toHaveURL(/\/nadle\/docs\/why-nadle$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Why Nadle?');

  await page.goto('docs/api/index/functions/configure');
  await expect(page.getByRole('heading', {level: 1})).toContainText('configure');
  await page.goto('blog');
  await expect(page.locator('main article').first()).toBeVisible();
  expect(failed).toEqual([]);
});

test('links and assets point under the base URL', async ({page}) => {
  await page.goto('docs/introduction');
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !href!.startsWith('/nadle/'))).toEqual([]);
  const sources = await page
    .locator('script[src], link[rel="stylesheet"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src') ?? n.getAttribute('href')));
  expect(sources.filter((src) => src!.startsWith('/') && !src!.startsWith('/nadle/'))).toEqual([]);
});

test('under the base URL too, routes match with their letter case', async ({page, pageErrors}) => {
  // The host has no such file and answers with its not-found page, which the browser keeps.
  const response = await page.goto('docs/Introduction');
  expect(response?.status()).toBe(404);
  await expectHydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(navbar(page)).toHaveCount(1);

  // A page whose own address has capitals is still reached by its links.
  await page.goto('docs/api/index/');
  await expectHydrated(page);
  await page.getByRole('article').getByRole('link', {name: 'defineTask', exact: true}).first().click();
  await expect(page).toHaveURL(/\/nadle\/docs\/api\/index\/functions\/defineTask$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('defineTask');
  expect(pageErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});

test('the playground, a bundle of its own, loads its files and workers under the base URL', async ({
  page,
  pageErrors,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('docs/getting-started/playground');
  await expectHydrated(page);
  await page.getByRole('button', {name: 'Start the playground'}).click();
  // Both workers answered: the planning one with a plan, the TypeScript one with its check.
  await expect(page.getByText('> Task goodbye').first()).toBeVisible({timeout: 30_000});
  await expect(page.getByText('TypeScript: no problems in nadle.config.ts.')).toBeVisible({timeout: 60_000});
  const playgroundFiles = requested.filter((path) => path.includes('/assets/playground/'));
  expect(playgroundFiles.length).toBeGreaterThanOrEqual(4);
  expect(playgroundFiles.filter((path) => !path.startsWith('/nadle/assets/playground/'))).toEqual([]);
  expect(pageErrors).toEqual([]);
});
