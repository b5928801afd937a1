// Local search (the default build, no ALGOLIA_* variables): the DocSearch modal
// and the /search page answer from the static index, with every behaviour of
// the modal unchanged, and nothing on any page talks to or hints at Algolia.
import type {Page, Request} from '@playwright/test';
import {expect, test} from './support/test';

import {SEARCH_UNAVAILABLE} from '../../src/search/client';

import {
  isAlgoliaUrl,
  modal,
  openSearch,
  resultGroup,
  results,
  searchButton,
  searchInput,
  snippetWords,
} from './fixtures/search';
import {gotoHydrated, watchScriptsWithCode} from './support/page';

const INDEX_FILES = '**/search-index/*.json';
const isSearchCode = (url: string) => /\/search-index\/|\/search-engine\.[\w]+\.js$/.test(new URL(url).pathname);
/** A message of the search clients, in whatever chunk holds them. */
const SEARCH_CLIENT_CODE = new RegExp(SEARCH_UNAVAILABLE);
const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__nadle';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__nadle';

async function search(page: Page, query: string, path?: string): Promise<void> {
  await openSearch(page, path);
  await searchInput(page).fill(query);
}

test.describe('loading', () => {
  test('loads the search code and the index only when the search button is hovered', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const searchClientScripts = watchScriptsWithCode(page, SEARCH_CLIENT_CODE);
    await gotoHydrated(page, 'docs/introduction');
    await page.waitForLoadState('networkidle');
    expect(requests.filter(isSearchCode)).toEqual([]);
    expect(await searchClientScripts(), 'scripts of the first load with the search clients').toEqual([]);

    const indexLoaded = page.waitForResponse((response) => /\/search-index\/[0-9a-f]+\.json$/.test(response.url()));
    await searchButton(page).hover();
    await indexLoaded;
    const paths = requests.filter(isSearchCode).map((url) => new URL(url).pathname);
    expect(paths).toContainEqual(expect.stringMatching(/\/search-engine\.\w+\.js$/));
    expect(paths).toContain('/search-index/manifest.json');
    expect(await searchClientScripts()).toHaveLength(1);
  });

  test('loads them when the search button gets the keyboard focus', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await gotoHydrated(page, 'docs/introduction');
    await page.waitForLoadState('networkidle');
    expect(requests.filter(isSearchCode)).toEqual([]);

    const manifest = page.waitForRequest('**/search-index/manifest.json');
    await searchButton(page).focus();
    expect(new URL((await manifest).url()).pathname).toBe('/search-index/manifest.json');
  });

  test('Ctrl/Cmd+K with nothing hovered or focused loads the modal, which works in full', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await gotoHydrated(page, 'docs/introduction');
    await page.waitForLoadState('networkidle');
    const firstLoad = scripts.length;
    expect(await page.locator('.DocSearch-Modal').count()).toBe(0);

    await page.keyboard.press('ControlOrMeta+k');
    await expect(searchInput(page)).toBeFocused();
    expect(scripts.length, "the modal's code loads on opening, not with the page").toBeGreaterThan(firstLoad);
    await expect(modal(page)).toHaveAttribute('aria-modal', 'true');
    await searchInput(page).fill('workspace');
    await expect(results(page).first()).toBeVisible();
    await expect(modal(page).locator('xpath=../..').getByRole('status')).toHaveText(/^\d+ results?$/, {
      timeout: 5000,
    });
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });
});

test.describe('no Algolia in local mode', () => {
  for (const path of ['', 'docs/introduction', 'blog/release-v0-5-0', 'docs/api/index/', 'search?q=task']) {
    test(`/${path} neither contacts nor hints at an Algolia host`, async ({page}) => {
      const algoliaRequests: string[] = [];
      page.on('request', (request: Request) => {
        if (isAlgoliaUrl(request.url())) algoliaRequests.push(request.url());
      });
      await gotoHydrated(page, path);
      await page.keyboard.press('ControlOrMeta+k');
      await searchInput(page).fill('task');
      await expect(results(page).first()).toBeVisible();
      const hints = await page
        .locator('link[href*="algolia"], link[rel="preconnect"], link[rel="dns-prefetch"]')
        .evaluateAll((links) => links.map((link) => link.outerHTML));
      expect(hints.filter((html) => /algolia/i.test(html))).toEqual([]);
      expect(algoliaRequests).toEqual([]);
    });
  }

  test('the modal does not say it is powered by Algolia', async ({page}) => {
    await search(page, 'install');
    await expect(results(page).first()).toBeVisible();
    await expect(modal(page).getByText(/Search by|Powered by/)).toBeHidden();
    await expect(modal(page).getByRole('img', {name: 'Algolia'})).toBeHidden();
  });

  test('the /search page does not say it is powered by Algolia', async ({page}) => {
    await page.goto('search?q=install');
    await expect(page.getByRole('link', {name: /Installation/}).first()).toBeVisible();
    await expect(page.getByText(/Powered by/)).toHaveCount(0);
    await expect(page.getByRole('link', {name: /Algolia/})).toHaveCount(0);
  });
});

test.describe('opening and closing', () => {
  test('Ctrl/Cmd+K opens the modal with the placeholder "Search docs", and Escape closes it', async ({page}) => {
    await openSearch(page);
    await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test('the slash key opens the modal when focus is not in a text field', async ({page}) => {
    await gotoHydrated(page, 'docs/introduction');
    await page.keyboard.press('/');
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveValue('');
  });

  test('the slash key types a slash in a text field instead of opening the modal', async ({page}) => {
    await gotoHydrated(page, 'search');
    const pageInput = page.getByRole('searchbox', {name: 'Search'});
    await pageInput.focus();
    await page.keyboard.press('/');
    await expect(pageInput).toHaveValue('/');
    await expect(modal(page)).toBeHidden();
  });

  test('on a narrow screen, the Cancel button closes the modal', async ({page}) => {
    await page.setViewportSize({width: 600, height: 900});
    await openSearch(page);
    await modal(page).getByRole('button', {name: 'Cancel'}).click();
    await expect(modal(page)).toBeHidden();
  });

  test('"Clear the query" empties the input', async ({page}) => {
    await search(page, 'install');
    await modal(page).getByRole('button', {name: 'Clear the query'}).click();
    await expect(searchInput(page)).toHaveValue('');
    await expect(searchInput(page)).toBeFocused();
  });
});

test.describe('results', () => {
  test('are grouped by section and link to the page and heading', async ({page}) => {
    await search(page, 'install');
    await expect(resultGroup(page, 'Documentation')).toBeVisible();
    const first = results(page).first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('href', /^\/docs\/getting-started\/installation(#[\w-]+)?$/);
    await expect(resultGroup(page, 'Documentation').getByRole('option')).not.toHaveCount(0);
  });

  test('arrow keys move the active result and Enter opens it', async ({page}) => {
    await search(page, 'workspace');
    await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(results(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const second = results(page).nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    const href = await second.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
  });

  test('Ctrl/Cmd+Enter opens the active result in a new tab and keeps the modal open', async ({page, context}) => {
    await search(page, 'workspace');
    const href = await results(page).first().getAttribute('href');
    const opened = context.waitForEvent('page');
    await page.keyboard.press('ControlOrMeta+Enter');
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(href);
    await expect(modal(page)).toBeVisible();
  });

  test('Shift+Enter opens the active result in a new window', async ({page, context}) => {
    await search(page, 'workspace');
    const href = await results(page).first().getAttribute('href');
    const opened = context.waitForEvent('page');
    await page.keyboard.press('Shift+Enter');
    const window = await opened;
    await window.waitForLoadState();
    expect(new URL(window.url()).pathname + new URL(window.url()).hash).toBe(href);
  });

  test('a click on a result opens it', async ({page}) => {
    await search(page, 'defineTask');
    const first = results(page).first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
  });

  test('a group never shows more than 5 rows, nor the modal more rows than results', async ({page}) => {
    await search(page, 'task');
    await expect(results(page).first()).toBeVisible();
    const seeAll = modal(page).getByRole('link', {name: /^See all \d+ results$/});
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    const groups = modal(page).locator('section.DocSearch-Hits');
    expect(await groups.count()).toBeGreaterThan(0);
    for (const group of await groups.all()) {
      const rows = await group.getByRole('option').count();
      expect(rows).toBeGreaterThan(0);
      expect(rows).toBeLessThanOrEqual(5);
    }
    expect(await results(page).count()).toBeLessThanOrEqual(count);
  });

  test('a text hit is shown under its page, so that opening it saves the page as a recent search', async ({page}) => {
    await search(page, 'Single-package projects');
    const first = results(page).first();
    await expect(first).toHaveAttribute('href', /^\/docs\/[\w/-]+$/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await page.keyboard.press('ControlOrMeta+k');
    await expect(resultGroup(page, 'Recent').getByRole('treeitem')).toHaveCount(1);
  });

  test('"See all N results" leads to the /search page with the same query and count', async ({page}) => {
    await search(page, 'install');
    const seeAll = modal(page).getByRole('link', {name: /^See all \d+ results$/});
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(0);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=install$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "install"');
    await expect(page.getByText(`${count} documents found`)).toBeVisible();
  });

  test('snippets are 10 words long on a wide screen', async ({page}) => {
    await search(page, 'worker');
    await expect(results(page).first()).toBeVisible();
    const cut = (await modal(page).locator('.DocSearch-Hit-title').allTextContents()).filter((text) =>
      text.includes('…'),
    );
    expect(cut.length).toBeGreaterThan(0);
    for (const text of cut) expect(snippetWords(text).length).toBeLessThanOrEqual(10);
    expect(cut.map((text) => snippetWords(text).length)).toContain(10);
  });

  test('snippets are 5 words long on a screen 768 px wide or less', async ({page}) => {
    await page.setViewportSize({width: 768, height: 900});
    await gotoHydrated(page, 'docs/introduction');
    await page.keyboard.press('ControlOrMeta+k');
    await searchInput(page).fill('worker');
    await expect(results(page).first()).toBeVisible();
    const cut = (await modal(page).locator('.DocSearch-Hit-title').allTextContents()).filter((text) =>
      text.includes('…'),
    );
    expect(cut.length).toBeGreaterThan(0);
    for (const text of cut) expect(snippetWords(text).length).toBeLessThanOrEqual(5);
    expect(cut.map((text) => snippetWords(text).length)).toContain(5);
  });

  test('a slow index shows the stalled state from 300 ms after typing, then the results', async ({page}) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(INDEX_FILES, async (route) => {
      await released;
      await route.continue();
    });
    await openSearch(page);
    await page.evaluate(() => {
      const input = document.querySelector('.DocSearch-Input')!;
      input.addEventListener('input', () => ((window as unknown as {inputAt: number}).inputAt = performance.now()));
      new MutationObserver(() => {
        const win = window as unknown as {stalledAt?: number};
        if (win.stalledAt === undefined && document.querySelector('.DocSearch-Container--Stalled'))
          win.stalledAt = performance.now();
      }).observe(document.body, {subtree: true, attributes: true, attributeFilter: ['class']});
    });
    await page.keyboard.type('workspace');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    const delay = await page.evaluate(() => {
      const win = window as unknown as {inputAt: number; stalledAt: number};
      return win.stalledAt - win.inputAt;
    });
    expect(delay).toBeGreaterThanOrEqual(295);
    release();
    await expect(results(page).first()).toBeVisible();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });
});

test.describe('no results', () => {
  test('shows "No results for" with the query and a link to report the gap, and suggests no section name as a query', async ({
    page,
  }) => {
    await search(page, 'task');
    await expect(results(page).first()).toBeVisible();
    await searchInput(page).fill('zzqxnotaword');
    await expect(modal(page).getByText('No results for "zzqxnotaword"')).toBeVisible();
    await expect(modal(page).getByText('Believe this query should return results?')).toBeVisible();
    const report = new URL((await modal(page).getByRole('link', {name: 'Let us know.'}).getAttribute('href'))!);
    expect(report.pathname).toBe('/nadlejs/nadle/issues/new');
    expect(report.searchParams.get('title')).toContain('"zzqxnotaword"');
    // DocSearch suggests the titles of the groups it showed, which here are
    // the site's sections ("Documentation"): no reader's query. None is shown,
    // and without suggestions neither is "Try searching for:".
    await expect(modal(page).locator('.DocSearch-Prefill:visible')).toHaveCount(0);
    await expect(modal(page).getByText('Try searching for:')).toBeHidden();
  });

  test('suggests 1 to 3 queries close to the one typed, each giving results and none a section name; choosing one searches for it', async ({
    page,
  }) => {
    await search(page, 'task');
    await expect(results(page).first()).toBeVisible();
    // Two typos in a 7-letter word: more than the engine matches by itself.
    await searchInput(page).fill('wrkspce');
    await expect(modal(page).getByText('No results for "wrkspce"')).toBeVisible();
    // One "Try searching for" at most: DocSearch's own list of section names stays hidden.
    await expect(modal(page).locator('p:visible', {hasText: /^Try searching for:$/})).toHaveCount(1);
    const suggestions = modal(page).locator('.DocSearch-Prefill:visible');
    await expect(suggestions.first()).toBeVisible();
    const texts = await suggestions.allTextContents();
    expect(texts.length).toBeGreaterThanOrEqual(1);
    expect(texts.length).toBeLessThanOrEqual(3);
    expect(texts).toContain('workspace');
    for (const section of ['Documentation', 'API Reference', 'Blog', 'Pages'])
      expect(texts.map((text) => text.toLowerCase())).not.toContain(section.toLowerCase());

    for (const text of texts) {
      await searchInput(page).fill('wrkspce');
      await modal(page).getByRole('button', {name: text, exact: true}).click();
      await expect(searchInput(page)).toHaveValue(text);
      await expect(searchInput(page)).toBeFocused();
      await expect(results(page).first()).toBeVisible();
      await expect(modal(page).getByText(/No results for/)).toBeHidden();
    }
  });

  test('of two words the docs lack, suggests the close one corrected and the other left out', async ({page}) => {
    await search(page, 'zzqxnotaword wrkspce');
    await expect(modal(page).getByText('No results for "zzqxnotaword wrkspce"')).toBeVisible();
    await expect(modal(page).getByRole('button', {name: 'workspace', exact: true})).toBeVisible();
  });

  test('a query of only stop words finds nothing', async ({page}) => {
    await search(page, 'the and of ');
    await expect(modal(page).getByText('No results for "the and of "')).toBeVisible();
  });
});

test.describe('recent and favorite searches', () => {
  // Chooses the first result with Enter and waits until its page has opened (the site
  // focuses the heading it lands on), as a reader does before searching again. Opening
  // the modal while that navigation is still under way can lose the recent search it
  // just saved: a race seen in CI, left for its own fix; not what these tests are about.
  const openFirstResult = async (page: Page) => {
    const address = new URL((await results(page).first().getAttribute('href'))!, page.url()).href;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(address);
    await expect(page.getByRole('main').locator(':is(h1, h2, h3, h4, h5, h6):focus')).toHaveCount(1);
  };

  test('an opened result becomes a recent search, which can be saved as a favorite and removed', async ({page}) => {
    await search(page, 'Single-package projects');
    const title = (await results(page).first().locator('.DocSearch-Hit-title').textContent())!;
    await openFirstResult(page);
    await expect(modal(page)).toBeHidden();

    await page.keyboard.press('ControlOrMeta+k');
    const recent = resultGroup(page, 'Recent');
    await expect(recent.getByRole('treeitem')).toHaveCount(1);
    await expect(recent.getByRole('treeitem')).toContainText(title);

    await recent.getByRole('button', {name: 'Save this search'}).click();
    const favorite = resultGroup(page, 'Favorite');
    await expect(favorite.getByRole('treeitem')).toHaveCount(1);
    await expect(favorite.getByRole('treeitem')).toContainText(title);
    await expect(recent).toHaveCount(0);

    await favorite.getByRole('button', {name: 'Remove this search from favorites'}).click();
    await expect(favorite).toHaveCount(0);
    await expect(modal(page).getByText('No recent searches')).toBeVisible();
  });

  test('a recent search can be removed from history', async ({page}) => {
    await search(page, 'Single-package projects');
    await openFirstResult(page);
    await page.keyboard.press('ControlOrMeta+k');
    const recent = resultGroup(page, 'Recent');
    await recent.getByRole('button', {name: 'Remove this search from history'}).click();
    await expect(modal(page).getByText('No recent searches')).toBeVisible();
  });

  const storedHit = (n: number) => ({
    objectID: `/docs/introduction:${n}`,
    url: `/docs/introduction#stored-${n}`,
    type: 'lvl2',
    hierarchy: {
      lvl0: 'Documentation',
      lvl1: 'Introduction',
      lvl2: `Stored search ${n}`,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
  });
  const seed = async (page: Page, recents: number, favorites: number) => {
    await page.goto('docs/introduction');
    await page.evaluate(
      ({recent, favorite, recentKey, favoriteKey}) => {
        localStorage.setItem(recentKey, JSON.stringify(recent));
        localStorage.setItem(favoriteKey, JSON.stringify(favorite));
      },
      {
        recent: Array.from({length: recents}, (_, i) => storedHit(i)),
        favorite: Array.from({length: favorites}, (_, i) => storedHit(100 + i)),
        recentKey: RECENT_KEY,
        favoriteKey: FAVORITE_KEY,
      },
    );
  };

  test('keeps 7 recent searches when there is no favorite', async ({page}) => {
    await seed(page, 9, 0);
    await openSearch(page);
    await expect(resultGroup(page, 'Recent').getByRole('treeitem')).toHaveCount(7);
  });

  test('keeps 4 recent searches when favorites exist, and up to 10 favorites', async ({page}) => {
    await seed(page, 9, 12);
    await openSearch(page);
    await expect(resultGroup(page, 'Recent').getByRole('treeitem')).toHaveCount(4);
    await expect(resultGroup(page, 'Favorite').getByRole('treeitem')).toHaveCount(10);
  });
});

test.describe('text from the docs is never HTML', () => {
  const executed = (page: Page) => page.evaluate(() => '__searchMarkupExecuted' in window);

  test('markup in titles and headings shows as text in the modal', async ({page}) => {
    await search(page, 'quokkaquartz');
    await expect(results(page).first()).toBeVisible();
    const text = await modal(page).locator('.DocSearch-Dropdown').innerText();
    expect(text).toContain('The <em> quokkaquartz page');
    expect(text).toContain('The <script> quokkaquartz heading');
    await expect(modal(page).locator('.DocSearch-Dropdown em, .DocSearch-Dropdown script')).toHaveCount(0);
  });

  test('markup in paragraphs shows as text in the modal and runs nothing', async ({page}) => {
    await search(page, 'quokkaquartz onerror');
    await expect(modal(page).getByText('<img src="x" onerror=', {exact: false})).toBeVisible();
    await expect(modal(page).locator('.DocSearch-Dropdown img')).toHaveCount(0);
    expect(await executed(page)).toBe(false);

    // The page's literal "<mark>" stays text: only the query words are highlighted.
    await searchInput(page).fill('quokkaquartz bold');
    await expect(modal(page).getByText('<b>not bold</b> & <mark>not a highlight</mark>', {exact: false})).toBeVisible();
    await expect(modal(page).locator('.DocSearch-Dropdown b')).toHaveCount(0);
    const marks = await modal(page).locator('.DocSearch-Dropdown mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(['quokkaquartz', 'bold']).toContain(mark.toLowerCase());
  });

  test('markup in page text shows as text on the /search page', async ({page}) => {
    await page.goto('search?q=quokkaquartz');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', {name: 'The <em> quokkaquartz page'})).toBeVisible();
    await expect(main.getByRole('link', {name: 'The <script> quokkaquartz heading'})).toBeVisible();
    await page.goto('search?q=quokkaquartz%20onerror');
    await expect(main.getByText('<img src="x" onerror=', {exact: false})).toBeVisible();
    await page.goto('search?q=quokkaquartz%20bold');
    await expect(main.getByText('<b>not bold</b> & <mark>not a highlight</mark>', {exact: false})).toBeVisible();
    await expect(main.locator('article img, article script, article em, article b')).toHaveCount(0);
    expect(await executed(page)).toBe(false);
  });
});

test.describe('errors', () => {
  test('words that name properties of every JavaScript object are searched like any other word', async ({page}) => {
    await openSearch(page);
    for (const query of ['constructor', 'toString', '__proto__', 'task constructor']) {
      await searchInput(page).fill(query);
      // Answered: the footer's "See all" link carries this query, or the no-results screen names it.
      await page.waitForFunction(
        (text) =>
          Array.from(document.querySelectorAll<HTMLAnchorElement>('.DocSearch-Modal a[href*="search?q="]')).some(
            (link) => new URL(link.href).searchParams.get('q') === text,
          ) || Boolean(document.querySelector('.DocSearch-NoResults')?.textContent?.includes(text)),
        query,
      );
      await expect(modal(page).getByText('Unable to fetch results')).toHaveCount(0);
    }
    await page.goto('search?q=constructor%20task');
    await expect(page.getByRole('main').getByText(/documents? found/)).toBeVisible();
  });

  test('an index that fails to load shows the error screen, which stays, and the next query tries again', async ({
    page,
  }) => {
    await page.route(INDEX_FILES, (route) => route.abort('failed'));
    // The page's own clock, so that every timer due in the next second (a retry, a
    // redraw) runs at once instead of the test sleeping through it.
    await page.clock.install();
    await search(page, 'install');
    await expect(modal(page).getByText('Unable to fetch results')).toBeVisible();
    await expect(modal(page).getByText('You might want to check your network connection.')).toBeVisible();
    await page.clock.runFor(1000);
    await expect(modal(page).getByText('Unable to fetch results')).toBeVisible();
    await expect(modal(page).getByText(/No results for/)).toBeHidden();

    await page.unroute(INDEX_FILES);
    await page.keyboard.type('a');
    await expect(results(page).first()).toBeVisible();
    await expect(modal(page).getByText('Unable to fetch results')).toBeHidden();
  });

  test('an index that is not valid JSON shows the error screen, not a blank modal', async ({page}) => {
    await page.route(/\/search-index\/[0-9a-f]+\.json$/, (route) =>
      route.fulfill({status: 200, contentType: 'application/json', body: '{"version": 1, "pages": [tru'}),
    );
    await search(page, 'install');
    await expect(modal(page).getByText('Unable to fetch results')).toBeVisible();
    await expect(modal(page).getByText('You might want to check your network connection.')).toBeVisible();
  });

  test('the /search page shows the error when the index fails to load', async ({page}) => {
    await page.route(INDEX_FILES, (route) => route.abort('failed'));
    await page.goto('search?q=install');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
  });
});

test.describe('/search page', () => {
  test('searches the query of ?q= and follows what is typed', async ({page}) => {
    await page.goto('search?q=workspace');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "workspace"');
    await expect(page.getByRole('main').getByRole('link', {name: 'Workspace', exact: true}).first()).toBeVisible();
    const input = page.getByRole('searchbox', {name: 'Search'});
    await input.fill('defineTask');
    await expect(page).toHaveURL(/\/search\?q=defineTask$/);
    await expect(
      page
        .getByRole('main')
        .getByRole('link', {name: /defineTask/})
        .first(),
    ).toBeVisible();
  });

  test('without a query it invites a search', async ({page}) => {
    await page.goto('search');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
  });

  test('may be indexed by search engines, but its results for a query may not', async ({page}) => {
    const robots = page.locator('head meta[name="robots"]');
    await gotoHydrated(page, 'search');
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      /Search the Nadle documentation/,
    );
    await expect(robots).toHaveCount(0);

    await page.getByRole('searchbox', {name: 'Search'}).fill('workspace');
    await expect(robots).toHaveAttribute('content', 'noindex, follow');
    await page.goto('search?q=workspace');
    await expect(robots).toHaveAttribute('content', 'noindex, follow');
  });
});
