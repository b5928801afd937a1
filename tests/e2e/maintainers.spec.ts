// What maintainers get on each page: "Edit this page" and "Last updated".
import {DEFAULT_EDIT_URL} from '../../config/siteEnv';
import {expect, test} from './support/test';

test('a docs page links to its source file and shows when it last changed', async ({page}) => {
  await page.goto('docs/guides/configuring-task');
  const edit = page.getByRole('link', {name: 'Edit this page'});
  await expect(edit).toHaveAttribute('href', `${DEFAULT_EDIT_URL}docs/guides/configuring-task.md`);
  const updated = page.locator('.theme-last-updated time');
  await expect(updated).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  expect(Date.parse((await updated.getAttribute('datetime'))!)).toBeLessThanOrEqual(Date.now());
});

test('a blog post links to its source file; a generated API page has no edit link', async ({page}) => {
  await page.goto('blog/release-v0-5-0');
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
    'href',
    `${DEFAULT_EDIT_URL}blog/2025-07-16-release-v0-5-0.md`,
  );
  await page.goto('docs/api/index/interfaces/TaskConfiguration');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveCount(0);
});
