// Admonitions (`:::note` and its kin) render with the theme's Admonition, which each
// page that has one imports itself (plugins/admonitions/remark.ts): pages without
// admonitions load none of its code, and pages with them work on a first load and
// after a client-side navigation alike.
import {gotoHydrated, watchScriptsWithCode} from './support/page';
import {expect, test} from './support/test';

/** Code only the theme's Admonition holds: the translation ids of its titles. */
const ADMONITION_CODE = /theme\.admonition\.(?:note|tip|info|warning|danger)/;

test('a page without admonitions loads none of their code; one reached by a link draws them', async ({page}) => {
  const admonitionScripts = watchScriptsWithCode(page, ADMONITION_CODE);
  await gotoHydrated(page, '/docs/introduction');
  expect(await admonitionScripts()).toEqual([]);

  await page.evaluate(() => Object.assign(window, {beforeNavigation: true}));
  await page.getByRole('main').getByRole('link', {name: 'Installation', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/getting-started\/installation$/);
  const warning = page.locator('.theme-admonition-warning');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Add nadle.root to a single-package project');
  await expect(warning.locator('svg').first(), 'its icon').toBeVisible();
  expect(await page.evaluate(() => 'beforeNavigation' in window), 'a client-side navigation').toBe(true);
  expect(await admonitionScripts()).not.toEqual([]);
});

test('every kind of admonition arrives drawn in the HTML, with its icon and title', async ({request}) => {
  const html = await (await request.get('tests/theme-samples')).text();
  for (const kind of ['note', 'tip', 'info', 'warning', 'danger']) {
    expect(html, kind).toMatch(new RegExp(`class="[^"]*theme-admonition-${kind}[^"]*"[^>]*>.*?<svg`, 's'));
  }
});
