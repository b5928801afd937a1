// The open search modal's accessibility: axe (WCAG 2.2 AA and best practices)
// over the whole page with the modal on each of its screens (no recent searches,
// results, no results with and without suggested queries, saved searches) in both color modes and at both widths;
// saved searches as a tree; names, key hints and the live region; and where
// focus goes when the modal opens and closes, a saved search moves, a result is
// chosen, or nothing is found.
import type {Page} from '@playwright/test';

import {axeViolations} from './a11y/axe';
import {modal, openSearch, resultGroup, results, searchButton, searchInput} from './fixtures/search';
import {expect, expectHydrated, gotoHydrated, test} from './support/test';
import {contrast} from './support/contrast';
import {storeSavedSearches} from './support/savedSearches';

/** The violations of the whole page: the open modal and the page under it. */
async function violations(page: Page): Promise<{rule: string; targets: string[]}[]> {
  return (await axeViolations(page)).map(({rule, targets}) => ({rule, targets}));
}

test('saved searches are items of a tree, each with its link and its save and remove buttons beside it, and arrow keys and Enter still choose one', async ({
  page,
}) => {
  await seedSavedSearches(page);
  await openSearch(page);
  const recent = resultGroup(page, 'Recent');
  await expect(recent.getByRole('tree')).toHaveCount(1);
  await expect(recent.getByRole('option')).toHaveCount(0);
  const items = recent.getByRole('treeitem');
  await expect(items).toHaveCount(2);
  const link = items.nth(0).getByRole('link');
  await expect(link).toHaveAttribute('href', /\/docs\/guides\/configuring-task#caching$/);
  await expect(link.getByRole('button')).toHaveCount(0);
  await expect(items.nth(0).getByRole('button', {name: 'Save this search'})).toBeVisible();
  await expect(items.nth(0).getByRole('button', {name: 'Remove this search from history'})).toBeVisible();
  await expect(
    resultGroup(page, 'Favorite')
      .getByRole('treeitem')
      .getByRole('button', {name: 'Remove this search from favorites'}),
  ).toBeVisible();
  const listIds = await searchInput(page).getAttribute('aria-controls');
  expect(listIds?.split(' ')).toContain(await recent.getByRole('tree').getAttribute('id'));

  await page.keyboard.press('ArrowDown');
  const active = await searchInput(page).getAttribute('aria-activedescendant');
  await expect(items.nth(1)).toHaveAttribute('id', active ?? 'no active item');
  await expect(items.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/guides\/configuring-task#caching$/);
});

async function seedSavedSearches(page: Page): Promise<void> {
  await gotoHydrated(page, 'docs/introduction');
  await storeSavedSearches(page, 'nadle');
}

const WIDTHS = [
  {name: 'desktop', viewport: {width: 1280, height: 800}},
  {name: 'mobile', viewport: {width: 390, height: 844}},
];

for (const mode of ['light', 'dark'] as const) {
  for (const {name, viewport} of WIDTHS) {
    test(`no axe violation on the page with the modal open: no recent searches, results, no results, suggested queries, then saved searches, ${mode} mode, ${name} width`, async ({
      page,
    }) => {
      // Four axe runs over the whole page: slow on a busy machine.
      test.slow();
      await page.setViewportSize(viewport);
      await gotoHydrated(page, 'docs/introduction');
      await page.evaluate((theme) => localStorage.setItem('theme', theme), mode);
      await openSearch(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(modal(page).getByText('No recent searches')).toBeVisible();
      expect(await violations(page), 'no recent searches').toEqual([]);

      await searchInput(page).fill('workspace');
      await expect(results(page).first()).toBeVisible();
      expect(await violations(page), 'results').toEqual([]);

      await searchInput(page).fill('zzqqxxv');
      await expect(modal(page).getByText('No results for')).toBeVisible();
      expect(await violations(page), 'no results').toEqual([]);

      await searchInput(page).fill('wrkspce');
      await expect(modal(page).getByRole('button', {name: 'workspace', exact: true})).toBeVisible();
      expect(await violations(page), 'no results, with suggested queries').toEqual([]);

      await seedSavedSearches(page);
      await openSearch(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(resultGroup(page, 'Favorite').getByRole('treeitem')).toHaveCount(1);
      expect(await violations(page), 'recent and favorite searches').toEqual([]);
    });
  }
}

for (const {name, viewport} of WIDTHS) {
  test(`each save and remove button of a saved search is a target of at least 24 by 24 pixels, apart from its link and its neighbour, ${name} width`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await seedSavedSearches(page);
    await openSearch(page);
    await expect(resultGroup(page, 'Favorite').getByRole('treeitem')).toHaveCount(1);
    const rows = modal(page).locator('.DocSearch-Hit-Saved');
    await expect(rows).toHaveCount(3);
    for (const row of await rows.all()) {
      const link = (await row.getByRole('link').boundingBox())!;
      let left = link.x + link.width;
      for (const button of await row.getByRole('button').all()) {
        const box = (await button.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
        // Whatever rounding a layout makes, no other target covers part of it.
        expect(box.x - left).toBeGreaterThanOrEqual(2);
        left = box.x + box.width;
      }
    }
  });
}

test('the search field names lists that exist, each with its own id', async ({page}) => {
  await seedSavedSearches(page);
  await openSearch(page);
  const check = () =>
    page.evaluate(() => {
      const ids = Array.from(document.querySelectorAll('.DocSearch-Modal :is([role="listbox"], [role="tree"])')).map(
        (list) => list.id,
      );
      const controls = (document.querySelector('#docsearch-input')?.getAttribute('aria-controls') ?? '')
        .split(/\s+/)
        .filter(Boolean);
      return {
        unique: new Set(ids).size === ids.length,
        named: controls.every((id) => ids.includes(id)),
        lists: ids.length,
      };
    });
  expect(await check()).toEqual({unique: true, named: true, lists: 2});
  await searchInput(page).fill('workspace');
  await expect(results(page).first()).toBeVisible();
  await expect.poll(check).toMatchObject({unique: true, named: true});
});

test('the search button is named by the text it shows', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await gotoHydrated(page, 'docs/introduction');
  const button = searchButton(page);
  const visible = (await button.innerText()).replace(/\s+/g, ' ').trim();
  expect(visible).toMatch(/^Search (Ctrl|⌘) K$/);
  await expect(button).toHaveAccessibleName(visible);
});

test('the search button keeps its name on a phone, where only its icon shows', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, 'docs/introduction');
  const button = searchButton(page);
  await expect(button.locator('.DocSearch-Button-Placeholder')).toBeHidden();
  await expect(button).toHaveAccessibleName('Search');
});

test.describe('focus', () => {
  for (const name of ['Save this search', 'Remove this search from history', 'Remove this search from favorites']) {
    test(`stays in the dialog after "${name}"`, async ({page}) => {
      await seedSavedSearches(page);
      await openSearch(page);
      const button = modal(page).getByRole('button', {name}).first();
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveCount(name === 'Remove this search from favorites' ? 0 : 1);
      await expect
        .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.DocSearch-Modal'))))
        .toBe(true);
      await expect(searchInput(page)).toBeFocused();
    });
  }

  test('goes to the section the reader lands on after a result chosen with Enter', async ({page}) => {
    await openSearch(page);
    await searchInput(page).fill('Where the cache lives');
    const first = results(page).first();
    await expect(first).toBeVisible();
    // The page row of the guide, then its section: take the section.
    const section = results(page).filter({hasText: 'Where the cache lives'}).first();
    const href = (await section.getAttribute('href'))!;
    const id = decodeURIComponent(href.split('#')[1]);
    while (
      (await page.evaluate(() => document.querySelector('[aria-selected="true"]')?.textContent ?? '')).includes(
        'Where the cache lives',
      ) === false
    ) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect(page.locator(`[id="${id}"]`)).toBeFocused();
  });

  test("goes to the page's heading after a page result chosen with the mouse", async ({page}) => {
    await openSearch(page);
    await searchInput(page).fill('Installation');
    const pageRow = results(page).and(page.locator('[href$="/docs/getting-started/installation"]')).first();
    await pageRow.click();
    await expect(page).toHaveURL(/\/docs\/getting-started\/installation$/);
    await expect(page.getByRole('main').getByRole('heading', {level: 1})).toBeFocused();
  });
});

test('the no-results screen offers no section name as a query', async ({page}) => {
  await openSearch(page);
  await searchInput(page).fill('task');
  await expect(results(page).first()).toBeVisible();
  await searchInput(page).fill('zzqxnotaword');
  await expect(modal(page).getByText('No results for "zzqxnotaword"')).toBeVisible();
  for (const section of ['Documentation', 'API Reference', 'Blog']) {
    await expect(modal(page).getByRole('button', {name: section, exact: true})).toHaveCount(0);
  }
});

test.describe('beyond DocSearch', () => {
  test('the open modal is a dialog named like its field, and Tab keeps focus inside it', async ({page}) => {
    await openSearch(page);
    const dialog = page.getByRole('dialog', {name: 'Search docs'});
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await searchInput(page).fill('workspace');
    await expect(results(page).first()).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `focus on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`).toBe(
        true,
      );
    }
  });

  test('the key hints of the footer read as text', async ({page}) => {
    await openSearch(page);
    const footer = modal(page).locator('.DocSearch-Commands');
    for (const name of ['Enter key', 'Arrow down', 'Arrow up', 'Escape key']) {
      await expect(footer.getByText(name, {exact: true})).toBeAttached();
    }
    await expect(footer.getByRole('img')).toHaveCount(0);
    for (const hint of ['to select', 'to navigate', 'to close']) await expect(footer.getByText(hint)).toBeVisible();
  });

  test('a polite live region announces the result count once typing pauses, and "No results for"', async ({page}) => {
    await openSearch(page);
    const status = modal(page).locator('xpath=../..').getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    // Every text the region holds, to show that nothing was read out while typing.
    await status.evaluate((region) => {
      const seen: string[] = [];
      (window as unknown as {announced: string[]}).announced = seen;
      new MutationObserver(() => seen.push(region.textContent ?? '')).observe(region, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    await searchInput(page).pressSequentially('workspace', {delay: 40});
    const seeAll = modal(page).getByRole('link', {name: /^See all \d+ results$/});
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    await expect(status).toHaveText(`${count} results`);
    expect(await page.evaluate(() => (window as unknown as {announced: string[]}).announced)).toEqual([
      `${count} results`,
    ]);

    await searchInput(page).fill('zzqqxxv');
    await expect(status).toHaveText('No results for "zzqqxxv"');
  });

  test('closing gives focus back to the control that opened the modal', async ({page}) => {
    await page.goto('docs/introduction');
    await expectHydrated(page);
    const link = page.getByRole('main').getByRole('link').first();
    await link.focus();
    await page.keyboard.press('ControlOrMeta+k');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('Escape closes the modal even when pressed the moment it is drawn', async ({page}) => {
    await page.goto('docs/introduction');
    await expectHydrated(page);
    // Once opened and closed, the modal's code is loaded: the next opening draws it at once.
    await page.keyboard.press('ControlOrMeta+k');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    // Ctrl+K, then Escape at the first moment a script can see the modal: a reader who
    // opens search by mistake and backs out at once. A mutation observer's callback runs
    // right after the commit that adds the modal. (Under Preact the page's effects ran a
    // frame later, and a listener they re-subscribed lost that Escape; React runs the
    // effects of a commit caused by a key press before any other script, so that frame
    // no longer exists, and the test guards the reader's side: the modal closes.)
    const drawnBeforeEscape = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const press = (init: KeyboardEventInit) =>
            (document.activeElement ?? document.body).dispatchEvent(
              new KeyboardEvent('keydown', {bubbles: true, cancelable: true, ...init}),
            );
          const observer = new MutationObserver(() => {
            if (document.querySelector('.DocSearch-Modal') === null) return;
            observer.disconnect();
            press({key: 'Escape', code: 'Escape'});
            resolve(true);
          });
          observer.observe(document.body, {childList: true, subtree: true});
          press({key: 'k', code: 'KeyK', ctrlKey: true});
          setTimeout(() => {
            observer.disconnect();
            resolve(false);
          }, 5_000);
        }),
    );
    expect(drawnBeforeEscape).toBe(true);
    await expect(modal(page)).toBeHidden();
  });
});

test('the search box shows one focus ring, drawn around the form', async ({page}) => {
  await openSearch(page);
  await expect(searchInput(page)).toBeFocused();
  const rings = await page.evaluate(() => {
    const form = getComputedStyle(document.querySelector('.DocSearch-Form')!);
    const input = getComputedStyle(document.querySelector('.DocSearch-Input')!);
    return {form: form.boxShadow, inputOutline: input.outlineStyle, inputShadow: input.boxShadow};
  });
  expect(rings.form).toMatch(/inset/);
  expect(rings.inputOutline).toBe('none');
  expect(rings.inputShadow).toBe('none');
});

for (const mode of ['light', 'dark'] as const) {
  test(`in ${mode} mode the search button's key hint reads at 4.5:1 on every color of its key caps`, async ({page}) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await gotoHydrated(page, 'docs/introduction');
    const key = searchButton(page).locator('.DocSearch-Button-Key').first();
    await expect(key).toBeVisible();
    const {color, backgrounds} = await key.evaluate((element) => {
      const style = getComputedStyle(element);
      // The cap is a gradient (or a plain color); every stop is a background the text may sit on.
      const stops = style.backgroundImage.match(/rgba?\([^)]+\)/g) ?? [];
      return {color: style.color, backgrounds: stops.length > 0 ? stops : [style.backgroundColor]};
    });
    for (const background of backgrounds) expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
  });
}
