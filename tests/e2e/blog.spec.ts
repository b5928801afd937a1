import {expect, test} from './support/test';

// These tests read how many posts exist from the archive, so they hold for any number of posts.
const POSTS_PER_PAGE = 5;

async function postCount(page: import('@playwright/test').Page): Promise<number> {
  await page.goto('blog/archive');
  return page
    .locator('main article, main li')
    .filter({has: page.locator('a[href*="/blog/"]')})
    .count();
}

test('the blog lists at most 5 posts per page and links the pages together', async ({page}) => {
  const total = await postCount(page);
  expect(total).toBeGreaterThan(0);
  const pages = Math.ceil(total / POSTS_PER_PAGE);

  let shown = 0;
  await page.goto('blog');
  for (let index = 1; index <= pages; index++) {
    const onThisPage = await page.locator('main article').count();
    expect(onThisPage).toBe(Math.min(POSTS_PER_PAGE, total - shown));
    shown += onThisPage;
    const older = page.getByRole('link', {name: /Older entries/});
    if (index < pages) {
      await older.click();
      await expect(page).toHaveURL(new RegExp(`/blog/page/${index + 1}$`));
    } else {
      await expect(older).toHaveCount(0);
    }
  }
  expect(shown).toBe(total);
});

test('the blog sidebar lists every post, grouped by year', async ({page}) => {
  const total = await postCount(page);
  await page.goto('blog');
  const sidebar = page.getByRole('navigation', {name: /Blog recent posts navigation/});
  await expect(sidebar.getByRole('link')).toHaveCount(total);
  await expect(sidebar.getByRole('heading', {name: /^\d{4}$/}).first()).toBeVisible();
  await sidebar.getByRole('link').first().click();
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
});

test('the blog offers RSS and Atom feeds', async ({request}) => {
  const rss = await request.get('blog/rss.xml');
  expect(rss.status()).toBe(200);
  expect(await rss.text()).toContain('<rss');
  const atom = await request.get('blog/atom.xml');
  expect(atom.status()).toBe(200);
  expect(await atom.text()).toContain('<feed');
});
