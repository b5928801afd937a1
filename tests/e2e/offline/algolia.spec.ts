// Hosted search with the offline-reading worker: with the network gone, the
// saved pages open but search cannot answer, so the modal shows its error
// screen; the worker never answers a request to Algolia from its cache.

import {E2E_SITES} from '../support/sites';
import {expect, expectHydrated, serveBuildForFile, test} from '../support/test';
import {isAlgoliaUrl, modal, searchInput} from '../fixtures/search';
import {visitUntilSaved} from './worker';

const ALGOLIA_BUILD_DIR = E2E_SITES.find((site) => site.name === 'search-algolia')!.outDir;

const server = serveBuildForFile({dir: ALGOLIA_BUILD_DIR, applyHeadersFile: true});

test('offline, Algolia search shows "Unable to fetch results" with the network hint, never a cached answer', async ({
  page,
  context,
}) => {
  const algoliaAnswersFromWorker: string[] = [];
  page.on('response', (response) => {
    if (isAlgoliaUrl(response.url()) && response.fromServiceWorker()) algoliaAnswersFromWorker.push(response.url());
  });
  await visitUntilSaved(page, `${server.url}/docs/introduction`);
  await context.setOffline(true);
  await page.reload();
  await expectHydrated(page);
  await page.keyboard.press('ControlOrMeta+k');
  await searchInput(page).fill('workspace');
  await expect(modal(page).getByText('Unable to fetch results')).toBeVisible();
  await expect(modal(page).getByText('You might want to check your network connection.')).toBeVisible();
  expect(algoliaAnswersFromWorker).toEqual([]);
});
