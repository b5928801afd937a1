// Every piece of shared page furniture can be used with the keyboard alone,
// and the element that has keyboard focus always shows it, in both color modes.
import type {Locator, Page} from '@playwright/test';
import {expect, test} from './support/test';

import {modal, searchButton, searchInput} from './fixtures/search';
import {announcementBar, gotoHydrated, navbar} from './support/page';

const COLOR_MODES = ['light', 'dark'] as const;

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached. */
async function tabTo(page: Page, target: Locator, {backwards = false, maxPresses = 60} = {}): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(
    `${target.toString()} was not reached with ${maxPresses} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`,
  );
}

/** The focused element draws an outline or a box shadow of its own. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      outline: `${computed.outlineStyle} ${computed.outlineWidth} ${computed.outlineColor}`,
      boxShadow: computed.boxShadow,
    };
  });
  const [outlineStyle, outlineWidth] = style.outline.split(' ');
  const hasOutline = outlineStyle !== 'none' && parseFloat(outlineWidth) >= 2;
  expect(
    hasOutline || style.boxShadow !== 'none',
    `focus indicator of ${target.toString()}: ${JSON.stringify(style)}`,
  ).toBe(true);
}

const docsSidebar = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});
const colorToggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});

for (const mode of COLOR_MODES) {
  test.describe(`keyboard in ${mode} mode`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript((theme) => {
        // Only the first load of a test gets the mode; a test may change it afterwards.
        if (!sessionStorage.getItem('keyboard-test-mode-set')) {
          localStorage.setItem('theme', theme);
          sessionStorage.setItem('keyboard-test-mode-set', 'yes');
        }
      }, mode);
    });

    test('the skip link is the first stop and moves focus to the main content', async ({page}) => {
      await gotoHydrated(page, 'docs/introduction');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page.keyboard.press('Tab');
      const skipLink = page.getByRole('link', {name: 'Skip to main content'});
      await expectVisibleFocus(skipLink);
      await page.keyboard.press('Enter');
      // The theme focuses <main> for a moment, which makes it the starting point of
      // sequential navigation: the next Tab lands inside it, past the navbar and sidebar.
      await page.keyboard.press('Tab');
      const focusedInMain = page.getByRole('main').locator('*:focus');
      await expect(focusedInMain).toHaveCount(1);
      await expectVisibleFocus(focusedInMain);
    });

    test('the navbar links and the language dropdown work from the keyboard', async ({page}) => {
      await gotoHydrated(page, 'docs/introduction');
      const blogLink = navbar(page).getByRole('link', {name: 'Blog', exact: true});
      await tabTo(page, blogLink);
      await expectVisibleFocus(blogLink);

      const languages = navbar(page).getByRole('button', {name: 'English'});
      await tabTo(page, languages);
      await expectVisibleFocus(languages);
      await expect(languages).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(languages).toHaveAttribute('aria-expanded', 'true');
      const english = navbar(page).getByRole('link', {name: 'English'});
      await expect(english).toBeVisible();
      await page.keyboard.press('Tab');
      await expectVisibleFocus(english);
      // Leaving the dropdown with the keyboard closes it.
      await page.keyboard.press('Tab');
      await expect(languages).toHaveAttribute('aria-expanded', 'false');
      await expect(english).toBeHidden();

      await tabTo(page, blogLink, {backwards: true});
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Nadle blog');
    });

    test('docs sidebar categories expand and collapse with the keyboard', async ({page}) => {
      await gotoHydrated(page, 'docs/introduction');
      const concepts = docsSidebar(page).getByRole('button', {name: 'Concepts'});
      const task = docsSidebar(page).getByRole('link', {name: 'Task', exact: true});
      await tabTo(page, concepts);
      await expectVisibleFocus(concepts);
      await expect(concepts).toHaveAttribute('aria-expanded', 'false');
      await expect(task).toBeHidden();

      await page.keyboard.press('Enter');
      await expect(concepts).toHaveAttribute('aria-expanded', 'true');
      await expect(task).toBeVisible();
      await page.keyboard.press('Tab');
      await expectVisibleFocus(task);

      await page.keyboard.press('Shift+Tab');
      await expect(concepts).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(concepts).toHaveAttribute('aria-expanded', 'false');
      await expect(task).toBeHidden();

      // A category with its own page has a separate expand button beside its link.
      const expandApi = docsSidebar(page).getByRole('button', {name: "Expand sidebar category 'API Reference'"});
      await tabTo(page, expandApi);
      await expectVisibleFocus(expandApi);
      await page.keyboard.press('Enter');
      const collapseApi = docsSidebar(page).getByRole('button', {name: "Collapse sidebar category 'API Reference'"});
      await expect(collapseApi).toHaveAttribute('aria-expanded', 'true');
      await expect(docsSidebar(page).getByRole('button', {name: 'Functions', exact: true})).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(expandApi).toHaveAttribute('aria-expanded', 'false');

      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/docs\/api\/index\/?$/);
    });

    test('a sidebar link opens its page from the keyboard', async ({page}) => {
      await gotoHydrated(page, 'docs/introduction');
      const concepts = docsSidebar(page).getByRole('button', {name: 'Concepts'});
      const task = docsSidebar(page).getByRole('link', {name: 'Task', exact: true});
      await tabTo(page, concepts);
      await page.keyboard.press('Enter');
      await expect(task).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(task).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/docs\/concepts\/task$/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Task');
    });

    test('the table of contents jumps to a section from the keyboard', async ({page}) => {
      await gotoHydrated(page, 'docs/guides/defining-task');
      // The desktop table of contents has no landmark of its own in the docs layout.
      const tocLinks = page.locator('.theme-doc-toc-desktop').getByRole('link');
      const target = tocLinks.nth(1);
      const hash = (await target.getAttribute('href'))!;
      // The table of contents comes after the whole article: about 70 stops here
      // (navbar, sidebar, the article's links and one stop per code block).
      await tabTo(page, target, {maxPresses: 150});
      await expectVisibleFocus(target);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${hash}$`));
      await expect(page.locator(hash)).toBeInViewport();
    });

    test('the color toggle switches the mode from the keyboard', async ({page}) => {
      await gotoHydrated(page, 'docs/introduction');
      const toggle = colorToggle(page);
      await tabTo(page, toggle);
      await expectVisibleFocus(toggle);
      const other = mode === 'light' ? 'dark' : 'light';
      await page.keyboard.press('Enter');
      await expect(page.locator('html')).toHaveAttribute('data-theme', other);
      // Focus stays on the toggle and stays visible in the new mode.
      await expectVisibleFocus(toggle);
      await page.keyboard.press('Enter');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    });

    test('the announcement bar closes from the keyboard', async ({page}) => {
      await gotoHydrated(page, 'docs/introduction');
      const close = announcementBar(page).getByRole('button', {name: 'Close'});
      await tabTo(page, close);
      await expectVisibleFocus(close);
      await page.keyboard.press('Enter');
      await expect(announcementBar(page)).toHaveCount(0);
    });

    // Ctrl/Cmd+K is tested with the rest of the modal's opening and closing, in search.spec.ts.
    test('the search modal opens with the search button, and Escape closes it', async ({page}) => {
      await gotoHydrated(page, 'docs/introduction');
      const button = searchButton(page);
      await tabTo(page, button);
      await expectVisibleFocus(button);
      await page.keyboard.press('Enter');
      await expect(searchInput(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
      await expect(button).toBeFocused();
    });
  });
}
