import {expect, test} from './support/test';

import {gotoHydrated} from './support/page';

const html = (page: import('@playwright/test').Page) => page.locator('html');

test('the site opens in light mode even when the system prefers dark', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('docs/introduction');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
});

test('the toggle alternates dark and light, and the choice survives a reload', async ({page}) => {
  await gotoHydrated(page, 'docs/introduction');
  const toggle = page.getByRole('button', {name: /dark mode|light mode|color mode/i});

  await toggle.click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', {name: /dark mode|light mode|color mode/i}).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
});
