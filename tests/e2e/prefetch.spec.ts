import {expect, test} from './support/test';

import {gotoHydrated} from './support/page';

// The pages behind visible links share most of their code files; each file is
// fetched ahead once, with one <link rel="prefetch">, not once per page
// (plugins/prefetch-once).
test('the API index page fetches ahead the code of the pages it links to, each file once', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await gotoHydrated(page, 'docs/api/index');
  const prefetched = page.locator('link[rel="prefetch"]');
  // The links in view ask for their pages' code once the browser reports them visible.
  await expect.poll(() => prefetched.count()).toBeGreaterThan(5);
  const addresses = await prefetched.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(addresses.filter((address, index) => addresses.indexOf(address) !== index)).toEqual([]);

  // The code fetched ahead is the code those pages run: a link still leads to its page.
  await page.getByRole('main').getByRole('link', {name: 'configure', exact: true}).first().click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/\bconfigure\b/);
});
