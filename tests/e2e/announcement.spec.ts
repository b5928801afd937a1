import {expect, expectHydrated, gotoHydrated, test} from './support/test';
import {contrast} from './support/contrast';

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

for (const mode of ['light', 'dark'] as const) {
  test(`in ${mode} mode the bar follows the page's colors, with readable text`, async ({
    page,
    announcementBar: bar,
  }) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await gotoHydrated(page, 'docs/introduction');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const colors = await bar.evaluate((element) => {
      const style = getComputedStyle(element);
      const page = getComputedStyle(document.body);
      return {background: style.backgroundColor, text: style.color, page: page.backgroundColor};
    });
    expect(contrast(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5);
    // Dark mode draws a dark bar on the dark page, not the theme's white one.
    if (mode === 'dark') expect(contrast(colors.background, colors.page)).toBeLessThan(1.5);
  });
}

test('at 390 px the message takes one line', async ({page, announcementBar: bar}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, 'docs/introduction');
  const lines = await bar.locator('[class*="announcementBarContent"]').evaluate((content) => {
    const lineHeight = parseFloat(getComputedStyle(content).lineHeight);
    return Math.round(content.getBoundingClientRect().height / lineHeight);
  });
  expect(lines).toBe(1);
  await expect(bar.getByRole('link', {name: "what's new"})).toBeVisible();
});

test('the close button says it closes the announcement, and focus moves on to the navbar', async ({
  page,
  announcementBar: bar,
  navbar,
}) => {
  await gotoHydrated(page, 'docs/introduction');
  const close = bar.getByRole('button', {name: 'Close announcement', exact: true});
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(bar).toHaveCount(0);
  await expect(navbar.locator(':focus')).toHaveCount(1);
});
