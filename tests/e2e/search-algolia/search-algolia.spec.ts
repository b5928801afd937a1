// Algolia mode: a build with the dummy credentials ALGOLIA_TEST_CREDENTIALS
// (tests/e2e/support/sites.ts). Every request to an Algolia host is intercepted:
// the tests check what DocSearch sends, answer with a canned response, or fail
// the hosts.
import type {Page, Route} from '@playwright/test';
import {expect, test} from '../support/test';

import {axeViolations} from '../a11y/axe';
import {algoliaResponse, isAlgoliaUrl, modal, openSearch, resultGroup, results, searchInput} from '../fixtures/search';
import {gotoHydrated} from '../support/page';
import {ALGOLIA_TEST_CREDENTIALS} from '../support/sites';
import {storeSavedSearches} from '../support/savedSearches';

const {appId: APP_ID, apiKey: API_KEY, indexName: INDEX_NAME} = ALGOLIA_TEST_CREDENTIALS;
const DSN_HOST = `${APP_ID.toLowerCase()}-dsn.algolia.net`;

interface SentRequest {
  url: URL;
  method: string;
  body: {requests: ({query?: string} & Record<string, unknown>)[]};
}

function cannedResponse(query: string, origin: string) {
  const hit = (objectID: string, path: string, type: string, lvl2: string | null, content: string | null) => ({
    objectID,
    url: `${origin}${path}`,
    type,
    hierarchy: {lvl0: 'Documentation', lvl1: 'Workspace', lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content,
    _highlightResult: {
      hierarchy: {
        lvl0: {value: 'Documentation', matchLevel: 'none', matchedWords: []},
        lvl1: {value: '<mark>Workspace</mark>', matchLevel: 'full', matchedWords: ['workspace']},
      },
    },
    _snippetResult: {
      hierarchy: {
        lvl1: {value: '<mark>Workspace</mark>', matchLevel: 'full'},
        ...(lvl2 && {lvl2: {value: lvl2, matchLevel: 'none'}}),
      },
      ...(content && {content: {value: `…canned <mark>workspace</mark> answer…`, matchLevel: 'full'}}),
    },
  });
  const hits = [
    hit('canned-1', '/docs/concepts/workspace', 'lvl1', null, null),
    hit('canned-2', '/docs/concepts/workspace#aliases', 'content', 'Canned heading', 'canned workspace answer'),
  ];
  return algoliaResponse(hits, {query, index: INDEX_NAME, queryID: '0123456789abcdef0123456789abcdef'});
}

/** Routes every Algolia host to `handle`, and records what was sent. */
async function interceptAlgolia(
  page: Page,
  handle: (route: Route, sent: SentRequest) => Promise<void>,
): Promise<SentRequest[]> {
  const sent: SentRequest[] = [];
  await page.route(
    (url) => isAlgoliaUrl(url.href),
    async (route) => {
      const request = route.request();
      const entry = {
        url: new URL(request.url()),
        method: request.method(),
        body: (request.postDataJSON() as SentRequest['body'] | null) ?? {requests: []},
      };
      sent.push(entry);
      await handle(route, entry);
    },
  );
  return sent;
}

const answer = (page: Page) => async (route: Route, sent: SentRequest) => {
  const origin = new URL(page.url()).origin;
  await route.fulfill({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify(cannedResponse(sent.body.requests[0]?.query ?? '', origin)),
  });
};

test('the page hints the browser to connect to the Algolia DSN host', async ({page}) => {
  await page.goto('docs/introduction');
  await expect(page.locator(`link[rel="preconnect"][href="https://${APP_ID}-dsn.algolia.net"]`)).toHaveCount(1);
});

test("DocSearch sends the spec's query to Algolia and renders the response", async ({page}) => {
  const sent = await interceptAlgolia(page, answer(page));
  await openSearch(page);
  await searchInput(page).fill('workspace');
  await expect(results(page)).toHaveCount(2);
  await expect(results(page).first()).toHaveAttribute('href', '/docs/concepts/workspace');
  await expect(modal(page).getByText('canned workspace answer', {exact: false})).toBeVisible();
  await expect(modal(page).getByRole('link', {name: 'See all 2 results'})).toBeVisible();

  const request = sent.filter((entry) => entry.body.requests[0]?.query === 'workspace').at(-1)!;
  expect(request.method).toBe('POST');
  expect(request.url.pathname).toBe('/1/indexes/*/queries');
  expect(request.url.searchParams.get('x-algolia-application-id')).toBe(APP_ID);
  expect(request.url.searchParams.get('x-algolia-api-key')).toBe(API_KEY);
  expect(request.body.requests).toHaveLength(1);
  expect(request.body.requests[0]).toMatchObject({
    query: 'workspace',
    indexName: INDEX_NAME,
    attributesToRetrieve: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: [
      'hierarchy.lvl1:10',
      'hierarchy.lvl2:10',
      'hierarchy.lvl3:10',
      'hierarchy.lvl4:10',
      'hierarchy.lvl5:10',
      'hierarchy.lvl6:10',
      'content:10',
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    // Search analytics are off unless the build sets ALGOLIA_INSIGHTS=true.
    clickAnalytics: false,
    // Contextual search: this locale, and the default and current-docs tags.
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });
});

test('the modal says it is powered by Algolia', async ({page}) => {
  await interceptAlgolia(page, answer(page));
  await openSearch(page);
  await expect(modal(page).getByRole('img', {name: 'Algolia'})).toBeVisible();
});

test('when every Algolia host fails, the error screen shows and stays', async ({page}) => {
  const sent = await interceptAlgolia(page, (route) => route.abort('connectionrefused'));
  // The page's own clock, so that every timer due in the next second (a retry, a
  // redraw) runs at once instead of the test sleeping through it.
  await page.clock.install();
  await openSearch(page);
  await searchInput(page).fill('workspace');
  await expect(modal(page).getByText('Unable to fetch results')).toBeVisible();
  await expect(modal(page).getByText('You might want to check your network connection.')).toBeVisible();
  await page.clock.runFor(1000);
  await expect(modal(page).getByText('Unable to fetch results')).toBeVisible();
  await expect(modal(page).getByText(/No results for/)).toBeHidden();
  const hosts = new Set(sent.map((entry) => entry.url.hostname));
  expect(hosts.size).toBe(4);
});

for (const storage of ['available', 'refused'] as const) {
  test(`a host that failed is not asked again when the modal is reopened (storage ${storage})`, async ({page}) => {
    if (storage === 'refused') {
      // algoliasearch then keeps host state only in the client's memory.
      await page.addInitScript(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException('Storage refused by the test', 'QuotaExceededError');
        };
      });
    }
    const sent = await interceptAlgolia(page, async (route, entry) => {
      if (entry.url.hostname === DSN_HOST) await route.abort('connectionrefused');
      else await answer(page)(route, entry);
    });
    await openSearch(page);
    await searchInput(page).fill('workspace');
    await expect(results(page)).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();

    await page.keyboard.press('ControlOrMeta+k');
    await searchInput(page).fill('task');
    await expect(results(page)).toHaveCount(2);
    const dsnRequests = sent.filter((entry) => entry.url.hostname === DSN_HOST);
    expect(dsnRequests.map((entry) => entry.body.requests[0]?.query)).toEqual(['workspace']);
    expect(sent.filter((entry) => entry.body.requests[0]?.query === 'task')).toHaveLength(1);
  });
}

test.describe('the modal draws what Algolia returned, 5 rows a group at most', () => {
  /** A text hit of `page` in `section`, with no page (lvl1) hit beside it, as Algolia may return. */
  const textHit = (origin: string, section: string, page: string, n: number) => ({
    objectID: `${section}-${page}-${n}`,
    url: `${origin}/docs/${page}#part-${n}`,
    type: 'content',
    hierarchy: {lvl0: section, lvl1: `Page ${page}`, lvl2: `Part ${n}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: `text ${n} of ${page}`,
    _highlightResult: {
      hierarchy: {
        lvl0: {value: section, matchLevel: 'none', matchedWords: []},
        lvl1: {value: `Page ${page}`, matchLevel: 'none', matchedWords: []},
      },
    },
    _snippetResult: {content: {value: `text ${n} of ${page}`, matchLevel: 'none'}},
  });
  const respondWith = (page: Page, hitsOf: (origin: string) => ReturnType<typeof textHit>[], nbHits: number) =>
    interceptAlgolia(page, async (route, sent) => {
      const hits = hitsOf(new URL(page.url()).origin);
      const query = sent.body.requests[0]?.query ?? '';
      const response = {
        hits,
        nbHits,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        processingTimeMS: 1,
        query,
        params: '',
        index: INDEX_NAME,
        queryID: '0'.repeat(32),
      };
      await route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify({results: [response]})});
    });

  test('13 text hits of 4 pages in one section: 5 rows, each one of the hits, and "See all 13 results"', async ({
    page,
  }) => {
    const hitsOf = (origin: string) =>
      Array.from({length: 13}, (_, n) => textHit(origin, 'Documentation', `p${n % 4}`, n));
    await respondWith(page, hitsOf, 13);
    await openSearch(page);
    await searchInput(page).fill('task');
    await expect(results(page)).toHaveCount(5);
    const returned = hitsOf('').map((hit) => hit.url);
    for (const href of await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(returned).toContain(href);
    }
    await expect(modal(page).getByRole('link', {name: 'See all 13 results'})).toBeVisible();
  });

  test('3 text hits in 3 sections: exactly 3 rows, no page row added', async ({page}) => {
    const hitsOf = (origin: string) =>
      ['Documentation', 'API Reference', 'Blog'].map((section, n) => textHit(origin, section, `s${n}`, n));
    await respondWith(page, hitsOf, 3);
    await openSearch(page);
    await searchInput(page).fill('task');
    await expect(results(page)).toHaveCount(3);
    await expect(modal(page).getByRole('link', {name: 'See all 3 results'})).toBeVisible();
  });
});

/**
 * Answers each query of a request on its own: the canned hits for a query
 * holding "workspace", none for any other, as an index holding only that word.
 */
const answerEach = (page: Page) => async (route: Route, sent: SentRequest) => {
  const origin = new URL(page.url()).origin;
  const answers = sent.body.requests.map((request) => {
    const query = request.query ?? '';
    const hits = query.includes('workspace') ? cannedResponse(query, origin).results[0].hits : [];
    return algoliaResponse(hits, {query, index: INDEX_NAME, queryID: '0'.repeat(32)}).results[0];
  });
  await route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify({results: answers})});
};

const SECTION_NAMES = ['Documentation', 'API Reference', 'Blog', 'Pages'];

test("no results: suggests queries from the site's word list that Algolia answers, never a section name, and choosing one searches for it", async ({
  page,
}) => {
  const sent = await interceptAlgolia(page, answerEach(page));
  const vocabulary = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/search-index/vocabulary.json'),
  );
  await openSearch(page);
  // DocSearch now holds "Documentation", the group it showed, as its own suggestion.
  await searchInput(page).fill('workspace');
  await expect(results(page)).toHaveCount(2);
  await searchInput(page).fill('wrkspce');
  await expect(modal(page).getByText('No results for "wrkspce"')).toBeVisible();
  expect((await vocabulary).ok()).toBe(true);
  await expect(modal(page).locator('p:visible', {hasText: /^Try searching for:$/})).toHaveCount(1);
  const suggestions = modal(page).locator('.DocSearch-Prefill:visible');
  await expect(suggestions.first()).toBeVisible();
  const texts = await suggestions.allTextContents();
  expect(texts.length).toBeGreaterThanOrEqual(1);
  expect(texts.length).toBeLessThanOrEqual(3);
  // Only what Algolia answered: here, queries holding "workspace".
  for (const text of texts) expect(text).toContain('workspace');
  for (const section of SECTION_NAMES)
    await expect(modal(page).getByRole('button', {name: section, exact: true})).toBeHidden();
  // The candidates went to Algolia in one request, as probes: no hit asked for, no analytics.
  const probe = sent.find((entry) =>
    entry.body.requests.some((request) => request.query === texts[0] && request.hitsPerPage === 0),
  );
  expect(probe?.body.requests.every((request) => request.analytics === false && request.indexName === INDEX_NAME)).toBe(
    true,
  );

  await modal(page).getByRole('button', {name: texts[0], exact: true}).click();
  await expect(searchInput(page)).toHaveValue(texts[0]);
  await expect(results(page)).toHaveCount(2);
});

test('no results: no "Try searching for" when Algolia answers none of the suggestions', async ({page}) => {
  await interceptAlgolia(page, async (route, sent) => {
    const answers = sent.body.requests.map(
      (request) =>
        algoliaResponse([], {query: request.query ?? '', index: INDEX_NAME, queryID: '0'.repeat(32)}).results[0],
    );
    await route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify({results: answers})});
  });
  await openSearch(page);
  await searchInput(page).fill('wrkspce');
  await expect(modal(page).getByText('No results for "wrkspce"')).toBeVisible();
  // Long enough for the word list and the probe to have come back.
  await page.waitForLoadState('networkidle');
  await expect(modal(page).getByText('Try searching for:')).toBeHidden();
  await expect(modal(page).locator('.DocSearch-Prefill:visible')).toHaveCount(0);
});

test.describe('the /search page', () => {
  test('lists what Algolia returns for ?q=', async ({page}) => {
    await interceptAlgolia(page, answer(page));
    await gotoHydrated(page, 'search?q=workspace');
    await expect(page.getByText('2 documents found')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', {name: 'Workspace'}).first()).toHaveAttribute(
      'href',
      '/docs/concepts/workspace',
    );
  });

  test("with Algolia unreachable, shows the modal's error and a retry, with no page error, and the results once Algolia answers", async ({
    page,
    pageErrors,
  }) => {
    let reachable = false;
    const sent = await interceptAlgolia(page, async (route, entry) =>
      reachable ? answer(page)(route, entry) : route.abort('connectionrefused'),
    );
    await gotoHydrated(page, 'search?q=workspace');
    const error = page.getByRole('alert');
    await expect(error.getByText('Unable to fetch results')).toBeVisible();
    await expect(error.getByText('You might want to check your network connection.')).toBeVisible();
    expect(new Set(sent.map((entry) => entry.url.hostname)).size).toBe(4);
    // The refused requests, and the browser's line for each, are the outage itself; nothing else failed, threw or was logged.
    const outage = (line: string) =>
      (line.startsWith('request failed: ') && isAlgoliaUrl(line.slice('request failed: '.length))) ||
      line === 'console: Failed to load resource: net::ERR_CONNECTION_REFUSED';
    expect(pageErrors.filter((line) => !outage(line))).toEqual([]);

    reachable = true;
    await error.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('2 documents found')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('searchbox', {name: 'Search'})).toBeFocused();
  });
});

for (const mode of ['light', 'dark'] as const) {
  for (const viewport of [
    {width: 1280, height: 800},
    {width: 390, height: 844},
  ]) {
    test(`no axe violation with saved searches, then with suggested queries, ${mode} mode, ${viewport.width} px`, async ({
      page,
    }) => {
      test.slow();
      await interceptAlgolia(page, answerEach(page));
      await page.setViewportSize(viewport);
      await gotoHydrated(page, 'docs/introduction');
      await storeSavedSearches(page, INDEX_NAME);
      await page.evaluate((theme) => localStorage.setItem('theme', theme), mode);
      await openSearch(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(resultGroup(page, 'Favorite').getByRole('treeitem')).toHaveCount(1);
      await expect(resultGroup(page, 'Recent').getByRole('treeitem')).toHaveCount(2);
      expect(await axeViolations(page), 'recent and favorite searches').toEqual([]);

      await searchInput(page).fill('wrkspce');
      await expect(modal(page).locator('.DocSearch-Prefill:visible').first()).toBeVisible();
      expect(await axeViolations(page), 'suggested queries').toEqual([]);
    });
  }
}
