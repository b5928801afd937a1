// A build served under another path than its baseUrl: the page's code and
// styles are requested under the configured base URL, fail to load, and
// Docusaurus's inline script shows a banner that suggests the path the page was
// actually served from.
import path from 'node:path';

import {expect, test} from '../support/test';

import {gotoHydrated} from '../support/page';
import {e2eSite} from '../support/sites';

const baseUrlSite = e2eSite('base-url');
const banner = 'Your Docusaurus site did not load properly.';

test('a site served at the wrong base URL shows the banner suggesting the right one', async ({page}, testInfo) => {
  // The home page of the build made with baseUrl /nadle/ (tests/e2e/support/sites.ts),
  // answered for /wrong/ on the root site's server.
  const homePage = path.join(path.dirname(testInfo.config.configFile!), baseUrlSite.outDir, 'index.html');
  await page.route('**/wrong/', (route) => route.fulfill({path: homePage, contentType: 'text/html'}));

  await page.goto('/wrong/');

  await expect(page.getByText(banner)).toBeVisible();
  await expect(page.getByText('Current configured baseUrl =')).toContainText(baseUrlSite.basePath);
  await expect(page.getByText('We suggest trying baseUrl =')).toHaveText('We suggest trying baseUrl = /wrong/');
});

test('a site served at its base URL shows no banner', async ({page}) => {
  await gotoHydrated(page, '');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Nadle');
  await expect(page.getByText(banner)).toHaveCount(0);
});
