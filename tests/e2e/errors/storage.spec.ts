// Browser storage that throws on every call, as in some privacy modes: storage
// failures are logged and otherwise ignored, so the site stays fully usable,
// choices last for the session, and the failures only show up in the console.
import {expect, test} from '../support/test';

import {modal, searchInput} from '../fixtures/search';
import {announcementBar, footer, gotoHydrated, navbar} from '../support/page';

test('with storage that throws, pages render, navigate, toggle color mode and close the announcement', async ({
  page,
}) => {
  await page.addInitScript(() => {
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      Storage.prototype[method] = () => {
        throw new DOMException(`Storage.${method} is blocked by the test`, 'SecurityError');
      };
    }
  });
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await gotoHydrated(page, 'docs/introduction');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');

  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');

  const announcement = announcementBar(page);
  await announcement.getByRole('button', {name: 'Close'}).click();
  await expect(announcement).toHaveCount(0);

  // Client-side navigation keeps both choices for the rest of the session.
  await navbar(page).getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Nadle blog');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(announcement).toHaveCount(0);

  await footer(page).getByRole('link', {name: 'Installation'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(announcement).toHaveCount(0);

  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();

  expect(uncaught).toEqual([]);
  expect(consoleErrors.join('\n'), 'the storage failures are logged').toMatch(/storage/i);
});
