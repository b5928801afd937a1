import type {Page} from '@playwright/test';
import {expect, test} from './support/test';

import {gotoHydrated} from './support/page';

// The theme counts a window wider than 996 px as desktop.
const MOBILE = {width: 996, height: 800};
const DESKTOP = {width: 997, height: 800};

const hamburger = (page: Page) => page.getByRole('button', {name: 'Toggle navigation bar'});
const mobileSidebar = (page: Page) => page.locator('.navbar-sidebar');

test('at 996 px the hamburger opens the sidebar, with the docs menu and a back button', async ({page}) => {
  await page.setViewportSize(MOBILE);
  await gotoHydrated(page, 'docs/concepts/task');
  await hamburger(page).click();
  await expect(mobileSidebar(page)).toBeVisible();

  // On a docs page the secondary menu (the docs sidebar) is shown first.
  const secondary = page.locator('.navbar-sidebar__item.menu').last();
  await expect(secondary.getByRole('link', {name: 'Task', exact: true})).toBeVisible();
  await page.getByRole('button', {name: /Back to main menu/}).click();
  await expect(mobileSidebar(page).getByRole('link', {name: 'Blog', exact: true})).toBeVisible();

  await mobileSidebar(page).getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(mobileSidebar(page)).toBeHidden();
});

test('the mobile sidebar closes when the window grows past 996 px', async ({page}) => {
  await page.setViewportSize(MOBILE);
  await gotoHydrated(page, 'docs/introduction');
  await hamburger(page).click();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await page.setViewportSize(DESKTOP);
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expect(hamburger(page)).toBeHidden();
});

test('on desktop there is no hamburger', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('docs/introduction');
  await expect(hamburger(page)).toBeHidden();
});

test.describe('the open drawer keeps keyboard focus', () => {
  const drawerHasFocus = (page: Page) =>
    mobileSidebar(page).evaluate((drawer) => drawer.contains(document.activeElement));

  test('focus moves into it, Tab and Shift+Tab stay inside, and Escape closes it with focus back on the menu button', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await gotoHydrated(page, 'docs/concepts/task');
    await hamburger(page).focus();
    await page.keyboard.press('Enter');
    await expect(mobileSidebar(page)).toBeVisible();
    await expect.poll(() => drawerHasFocus(page)).toBe(true);
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press(press % 4 === 3 ? 'Shift+Tab' : 'Tab');
      expect(await drawerHasFocus(page), `after press ${press + 1}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(hamburger(page)).toBeFocused();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('after "Back to main menu", focus is in the main menu, and closing still returns it to the menu button', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await gotoHydrated(page, 'docs/concepts/task');
    await hamburger(page).click();
    const back = page.getByRole('button', {name: /Back to main menu/});
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(mobileSidebar(page).getByRole('link', {name: 'Blog', exact: true})).toBeVisible();
    await expect.poll(() => drawerHasFocus(page)).toBe(true);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[inert]')))).toBe(false);
    await page.keyboard.press('Tab');
    expect(await drawerHasFocus(page)).toBe(true);

    await mobileSidebar(page).getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(hamburger(page)).toBeFocused();
  });
});

test.describe('the drawer renders its menus when it first opens', () => {
  const PHONE = {width: 412, height: 823};
  const drawerLinks = (page: Page) => mobileSidebar(page).locator('a.menu__link');

  test('none before, then the current page marked and its categories expanded, and the same menus kept after closing', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, 'docs/api/index/functions/configure');
    // The drawer's frame is there, hidden, without its menus.
    await expect(mobileSidebar(page)).toHaveCount(1);
    await expect(mobileSidebar(page)).toBeHidden();
    await expect(drawerLinks(page)).toHaveCount(0);

    await hamburger(page).click();
    const docsMenu = page.locator('.navbar-sidebar__item.menu').last();
    const current = docsMenu.getByRole('link', {name: 'configure', exact: true});
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute('aria-current', 'page');
    // A category that is a page too opens and closes by its caret button.
    await expect(docsMenu.getByRole('button', {name: /sidebar category 'API Reference'/})).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(docsMenu.getByRole('button', {name: 'Functions', exact: true})).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(docsMenu.getByRole('button', {name: 'Getting Started', exact: true})).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    // Closing keeps the rendered menus: the next opening shows the very same elements.
    await current.evaluate((link) => link.setAttribute('data-test-first-opening', ''));
    await page.keyboard.press('Escape');
    await expect(mobileSidebar(page)).toBeHidden();
    await expect(mobileSidebar(page).locator('[data-test-first-opening]')).toHaveCount(1);
    await hamburger(page).click();
    await expect(mobileSidebar(page).locator('[data-test-first-opening]')).toBeVisible();
  });

  test('after a link in it leads to another page, the menus mark that page', async ({page}) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, 'docs/introduction');
    await hamburger(page).click();
    const docsMenu = page.locator('.navbar-sidebar__item.menu').last();
    await docsMenu.getByRole('button', {name: 'Concepts', exact: true}).click();
    await docsMenu.getByRole('link', {name: 'Task', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/concepts\/task$/);
    await expect(mobileSidebar(page)).toBeHidden();
    await hamburger(page).click();
    await expect(docsMenu.getByRole('link', {name: 'Task', exact: true})).toHaveAttribute('aria-current', 'page');
    await expect(docsMenu.getByRole('link', {name: 'Introduction', exact: true})).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
