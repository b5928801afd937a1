import {expect, test} from '@playwright/test';

import {SPEC_ROUTES} from './spec-routes';

test.describe('every route of the specification', () => {
  for (const route of SPEC_ROUTES) {
    test(`${route.path} answers 200 and shows its heading`, async ({page}) => {
      const response = await page.goto(route.path.replace(/^\//, ''));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.getByRole('heading', {level: 1}).first()).toHaveText(route.heading);
    });
  }
});

test('an unknown path shows the not-found page', async ({page}) => {
  const response = await page.goto('docs/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  // The not-found page keeps the site furniture, so the reader can go on.
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs'})).toBeVisible();
});

for (const suffix of ['.html', '/index.html']) {
  test(`a path ending in ${suffix} shows the page without that ending`, async ({page}) => {
    const response = await page.goto(`docs/introduction${suffix}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toHaveCount(0);
  });
}
