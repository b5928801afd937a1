import {expect, test, type Page} from '@playwright/test';

const bar = (page: Page) => page.getByRole('banner').filter({hasText: 'is out'});

// A click before hydration reaches no React handler; wait for it so the test
// checks the dismissal, not how fast the page loads.
async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test('the announcement bar stays dismissed after a reload', async ({page}) => {
  await gotoHydrated(page, 'docs/introduction');
  await expect(bar(page)).toBeVisible();
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(bar(page)).toHaveCount(0);
});

test('a bar with a new id shows again after an older one was dismissed', async ({page}) => {
  await gotoHydrated(page, 'docs/introduction');
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toHaveCount(0);
  // The theme remembers the id of the bar that was dismissed; a reader who
  // dismissed an older announcement has that older id stored.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await expect(bar(page)).toBeVisible();
});
