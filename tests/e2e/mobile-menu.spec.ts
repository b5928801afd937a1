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
  const drawerHasFocus = (page: Page) => mobileSidebar(page).evaluate((drawer) => drawer.contains(document.activeElement));

  test('focus moves into it, Tab and Shift+Tab stay inside, and Escape closes it with focus back on the menu button', async ({page}) => {
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

  test('after "Back to main menu", focus is in the main menu, and closing still returns it to the menu button', async ({page}) => {
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
