// With JavaScript turned off, every docs, blog and API page of the
// site can be read, and its links lead on to other pages.
import type {Page} from '@playwright/test';
import {expect, test} from './support/test';

import {SITE_ROUTES} from './site-routes';
import {footer, navbar} from './support/page';

test.use({javaScriptEnabled: false});

const READING_ROUTES = SITE_ROUTES.filter((route) => /^\/(docs|blog)(\/|$)/.test(route.path));

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path.replace(/^\//, ''));
  expect(response?.status()).toBe(200);
}

test.describe('every docs, blog and API page reads without JavaScript', () => {
  for (const route of READING_ROUTES) {
    test(route.path, async ({page}) => {
      await open(page, route.path);
      // The theme's scripts never ran.
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
      await expect(page.getByRole('heading', {level: 1}).first()).toHaveText(route.heading);
      await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
      const main = page.getByRole('main').first();
      await expect(main).toBeVisible();
      expect((await main.innerText()).length, 'visible text in the main content').toBeGreaterThan(route.path.length);
      await expect(navbar(page).getByRole('link', {name: 'Docs', exact: true})).toBeVisible();
      await expect(footer(page).getByRole('link', {name: 'Introduction'})).toBeVisible();
    });
  }
});

test('navbar, sidebar and footer links work without JavaScript', async ({page}) => {
  await open(page, '/');
  await navbar(page).getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/why-nadle$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Why Nadle?');

  // A collapsed category without a page of its own links to its first page,
  // where it is shown expanded.
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await sidebar.getByRole('button', {name: 'Concepts'}).click();
  await expect(page).toHaveURL(/\/docs\/concepts\/task$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Task');
  await sidebar.getByRole('link', {name: 'Workspace', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Workspace');

  await sidebar.getByRole('link', {name: 'API Reference'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('API Reference');

  await footer(page).getByRole('link', {name: 'Installation'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');

  await navbar(page).getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Nadle blog');
  await page
    .getByRole('main')
    .getByRole('link', {name: /Nadle v0\.5\.0 released/})
    .first()
    .click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Nadle v0\.5\.0 released/);
});

test('tabbed content shows every tab, each under its label, without JavaScript', async ({page}) => {
  await open(page, '/docs/getting-started/installation');
  const firstTabs = page.locator('.theme-tabs-container').first();
  const panels = firstTabs.getByRole('tabpanel', {includeHidden: true});
  const labels = firstTabs.getByRole('tab', {includeHidden: true});
  await expect(panels).not.toHaveCount(0);
  const count = await panels.count();
  await expect(labels).toHaveCount(count);
  for (let index = 0; index < count; index++) {
    await expect(panels.nth(index)).toBeVisible();
    await expect(labels.nth(index)).toBeVisible();
    // Each label sits right above its own panel.
    const labelBox = (await labels.nth(index).boundingBox())!;
    const panelBox = (await panels.nth(index).boundingBox())!;
    expect(labelBox.y).toBeLessThan(panelBox.y);
    if (index > 0) {
      const previousPanel = (await panels.nth(index - 1).boundingBox())!;
      expect(labelBox.y).toBeGreaterThan(previousPanel.y);
    }
  }
});
