// A search result opened in a new tab by a modifier click or a middle click. This
// file runs in the full browser: the headless shell of the other functional specs
// (tests/e2e/support/chrome.ts) loads nothing in a tab a click opens (it stays
// blank, then crashes), which says nothing about the site.
import {modal, openSearch, results, searchInput} from './fixtures/search';
import {CHROME_FLAGS, CHROME_PATH} from './support/chrome';
import {expect, test} from './support/test';

test.use({launchOptions: {executablePath: CHROME_PATH, args: [...CHROME_FLAGS]}});

test('a result option is the link to its result: Ctrl or Cmd and a click, or a middle click, open it in a new tab', async ({
  page,
  context,
}) => {
  await openSearch(page);
  await searchInput(page).fill('Installation');
  const option = results(page).and(page.locator('[href$="/docs/getting-started/installation"]')).first();
  await expect(option).toBeVisible();
  expect(await option.evaluate((element) => element.tagName)).toBe('A');
  for (const click of [{modifiers: ['ControlOrMeta' as const]}, {button: 'middle' as const}]) {
    const opened = context.waitForEvent('page');
    await option.click(click);
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toMatch(/\/docs\/getting-started\/installation$/);
    await tab.close();
  }
  // The modal stays open on the page the reader searched from.
  await expect(modal(page)).toBeVisible();
});
