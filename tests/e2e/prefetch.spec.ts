import {expect, test} from './support/test';

import {gotoHydrated} from './support/page';

// Docusaurus fetches ahead the code of the pages behind visible links, with one
// <link rel="prefetch"> per file and page (the site once asked for each file only
// once, through a stand-in for Docusaurus's module; it keeps the framework's way now).
test('the API index page fetches ahead the code of the pages it links to', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await gotoHydrated(page, 'docs/api/index');
  const prefetched = page.locator('link[rel="prefetch"]');
  // The links in view ask for their pages' code once the browser reports them visible.
  await expect.poll(() => prefetched.count()).toBeGreaterThan(5);
  const addresses = await prefetched.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(addresses.every((address) => /\/assets\/js\/[\w.-]+\.js$/.test(address))).toBe(true);

  // The code fetched ahead is the code those pages run: a link still leads to its page.
  await page.getByRole('main').getByRole('link', {name: 'configure', exact: true}).first().click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/\bconfigure\b/);
});
