import {expectHydrated, gotoHydrated} from './support/page';
import {expect, test} from './support/test';

test('the announcement bar stays dismissed after a reload', async ({page, announcementBar: bar}) => {
  await gotoHydrated(page, 'docs/introduction');
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expectHydrated(page);
  await expect(bar).toHaveCount(0);
});

test('a bar with a new id shows again after an older one was dismissed', async ({page, announcementBar: bar}) => {
  await gotoHydrated(page, 'docs/introduction');
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  // The theme remembers the id of the bar that was dismissed; a reader who
  // dismissed an older announcement has that older id stored.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await expect(bar).toBeVisible();
});
