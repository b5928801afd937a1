// The reader's saved searches (recent and favorite) against what a browser's
// storage may hold and what a busy machine does to timing: malformed lists,
// markup in a stored hit, a modal that fails to draw, and the moment a saved
// search moves between the lists.
import type {Page} from '@playwright/test';

import {modal, openSearch, resultGroup, searchInput} from './fixtures/search';
import {expect, gotoHydrated, test} from './support/test';

const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__nadle';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__nadle';

const storedHit = (n: number, lvl2 = `Stored search ${n}`) => ({
  objectID: `/docs/introduction:${n}`,
  url: `/docs/introduction#stored-${n}`,
  type: 'lvl2',
  hierarchy: {lvl0: 'Documentation', lvl1: 'Introduction', lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: null,
});

/** Writes the two lists as raw strings (anything a browser's storage may hold), then reloads. */
async function store(page: Page, recent: string | null, favorite: string | null): Promise<void> {
  await gotoHydrated(page, 'docs/introduction');
  await page.evaluate(
    ({entries}) => {
      for (const [key, value] of entries) {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      }
    },
    {
      entries: [
        [RECENT_KEY, recent],
        [FAVORITE_KEY, favorite],
      ] as [string, string | null][],
    },
  );
}

const storedList = (page: Page, key: string) =>
  page.evaluate((storageKey) => JSON.parse(localStorage.getItem(storageKey) ?? '[]') as {objectID: string}[], key);

test.describe('malformed saved searches', () => {
  for (const value of ['{[', 'null', '123', '[{}]', '"text"', '{"objectID":"x"}']) {
    test(`a list stored as ${value} opens the modal with no saved search, and searching works`, async ({page}) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await store(page, value, value);
      await openSearch(page);
      await expect(modal(page).getByText('No recent searches')).toBeVisible();
      await expect(page.getByText('This page crashed.')).toHaveCount(0);
      await searchInput(page).fill('workspace');
      await expect(modal(page).getByRole('option').first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('a malformed entry is dropped and the others are kept', async ({page}) => {
    const recent = [
      storedHit(1),
      {},
      {objectID: 'x', url: 'javascript:alert(1)', type: 'lvl2', hierarchy: storedHit(9).hierarchy},
      storedHit(2),
      null,
      7,
    ];
    await store(page, JSON.stringify(recent), JSON.stringify([storedHit(3), {hierarchy: null}]));
    await openSearch(page);
    const recentRows = resultGroup(page, 'Recent').getByRole('treeitem');
    await expect(recentRows).toHaveCount(2);
    await expect(recentRows.nth(0)).toContainText('Stored search 1');
    await expect(recentRows.nth(1)).toContainText('Stored search 2');
    await expect(resultGroup(page, 'Favorite').getByRole('treeitem')).toHaveCount(1);
    expect((await storedList(page, RECENT_KEY)).map((hit) => hit.objectID)).toEqual([
      '/docs/introduction:1',
      '/docs/introduction:2',
    ]);
  });
});

test('markup in a saved search shows as text and runs nothing', async ({page}) => {
  const markup = '<img src="x" onerror="window.__storedMarkupRan = true">Bold <b>words</b>';
  await store(page, JSON.stringify([storedHit(1, markup), storedHit(2, 'Caching &amp; &lt;outputs&gt;')]), null);
  await openSearch(page);
  const rows = resultGroup(page, 'Recent').getByRole('treeitem');
  await expect(rows.nth(0)).toContainText(markup);
  // The escaped text DocSearch saves from a result reads as the result read.
  await expect(rows.nth(1)).toContainText('Caching & <outputs>');
  await expect(modal(page).locator('.DocSearch-Dropdown img, .DocSearch-Dropdown b')).toHaveCount(0);
  expect(await page.evaluate(() => '__storedMarkupRan' in window)).toBe(false);
});

test('a modal that fails to draw shows the search error screen, not the crash page, and closes', async ({page}) => {
  await gotoHydrated(page, 'docs/introduction');
  // Storage that turns unreadable while the modal is open: DocSearch reads it again at every render.
  await page.keyboard.press('ControlOrMeta+k');
  await expect(searchInput(page)).toBeFocused();
  await page.evaluate((key) => localStorage.setItem(key, '{['), RECENT_KEY);
  await searchInput(page).fill('w');
  await expect(modal(page).getByText('Unable to fetch results')).toBeVisible();
  await expect(modal(page).getByText('You might want to check your network connection.')).toBeVisible();
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  // The next opening repairs the list and works.
  await page.keyboard.press('ControlOrMeta+k');
  await expect(modal(page).getByText('No recent searches')).toBeVisible();
});

test.describe('moving a saved search', () => {
  /** The star of the `row`th recent search, which moves it to the favorites. */
  const saveButton = (page: Page, row: number) =>
    resultGroup(page, 'Recent').getByRole('treeitem').nth(row).getByRole('button', {name: 'Save this search'});

  /**
   * DocSearch moves a saved search when a transition inside its row ends. The
   * hover colors of the row's link and of its buttons are transitions too, and
   * under load one of them ends after the click and before the row's own
   * animation. This clicks the star and ends such a transition in the same
   * task, which makes that moment certain; the IDs of the recent list right
   * after are returned. The star is first seen drawn, as a reader sees it: a
   * row clicked before the browser ever styled it has no style to animate
   * from, so its animation, and the move, never came (4 runs in 100 failed so).
   */
  const saveWithATransitionEndingInside = async (page: Page, row: number) => {
    const star = saveButton(page, row);
    await expect(star).toBeVisible();
    return star.evaluate((button: HTMLElement, key) => {
      button.click();
      button.dispatchEvent(new TransitionEvent('transitionend', {bubbles: true, propertyName: 'background-color'}));
      return (JSON.parse(localStorage.getItem(key) ?? '[]') as {objectID: string}[]).map((hit) => hit.objectID);
    }, RECENT_KEY);
  };

  test("saving waits for the row's own animation, whatever ends inside the row, and keeps every other search", async ({
    page,
  }) => {
    await store(page, JSON.stringify([storedHit(1), storedHit(2), storedHit(3)]), JSON.stringify([storedHit(4)]));
    await openSearch(page);
    const ids = async (key: string) => (await storedList(page, key)).map((hit) => hit.objectID);
    expect(await saveWithATransitionEndingInside(page, 0)).toContain('/docs/introduction:1');
    await expect.poll(() => ids(FAVORITE_KEY)).toEqual(['/docs/introduction:1', '/docs/introduction:4']);
    await expect(resultGroup(page, 'Recent').getByRole('treeitem')).toHaveCount(2);
    expect(await saveWithATransitionEndingInside(page, 0)).toContain('/docs/introduction:2');
    await expect
      .poll(() => ids(FAVORITE_KEY))
      .toEqual(['/docs/introduction:2', '/docs/introduction:1', '/docs/introduction:4']);
    expect(await ids(RECENT_KEY)).toEqual(['/docs/introduction:3']);
    await expect(resultGroup(page, 'Favorite').getByRole('treeitem')).toHaveCount(3);
    await expect(resultGroup(page, 'Recent').getByRole('treeitem')).toHaveCount(1);
  });

  test('with reduced motion, saving and removing still happen, from the keyboard too', async ({browser}) => {
    const context = await browser.newContext({reducedMotion: 'reduce'});
    const page = await context.newPage();
    await store(page, JSON.stringify([storedHit(1), storedHit(2)]), null);
    await openSearch(page);
    await saveButton(page, 0).focus();
    await page.keyboard.press('Enter');
    await expect(resultGroup(page, 'Favorite').getByRole('treeitem')).toHaveCount(1);
    await resultGroup(page, 'Recent').getByRole('button', {name: 'Remove this search from history'}).focus();
    await page.keyboard.press('Enter');
    await expect(resultGroup(page, 'Recent')).toHaveCount(0);
    expect((await storedList(page, FAVORITE_KEY)).map((hit) => hit.objectID)).toEqual(['/docs/introduction:1']);
    await context.close();
  });
});
