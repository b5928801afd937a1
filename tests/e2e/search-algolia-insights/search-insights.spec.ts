// Algolia mode with search analytics on (ALGOLIA_INSIGHTS=true): a build with
// the dummy credentials ALGOLIA_TEST_CREDENTIALS. The search hosts answer with
// canned hits and the insights host is routed, so the tests read every event
// DocSearch sends. The page clock is paused where the tests check the delay of
// the view events, so that they depend on no real timing.
import type {Page, Request as BrowserRequest} from '@playwright/test';
import {expect, test} from '../support/test';

import {algoliaResponse, isAlgoliaUrl, modal, openSearch, results, searchInput} from '../fixtures/search';
import {gotoHydrated} from '../support/page';
import {ALGOLIA_TEST_CREDENTIALS, e2eSite} from '../support/sites';

const {appId: APP_ID, apiKey: API_KEY, indexName: INDEX_NAME} = ALGOLIA_TEST_CREDENTIALS;

/** Where search-insights posts its events (its default region). */
const INSIGHTS_HOST = 'insights.algolia.io';
const QUERY_ID = '0123456789abcdef0123456789abcdef';

/** Sections of the canned answer: DocSearch draws at most 5 hits per section, so 5 × 5 are all drawn. */
const SECTIONS = ['Documentation', 'API', 'Guides', 'Recipes', 'Blog'];
const HITS_PER_SECTION = 5;

/** The objectIDs of the canned answer to `query`, in the order DocSearch draws them. */
function cannedObjectIds(query: string): string[] {
  return SECTIONS.flatMap((_, section) =>
    Array.from({length: HITS_PER_SECTION}, (__, index) => `${query}-${section}-${index}`),
  );
}

function cannedResponse(query: string, origin: string) {
  const hits = SECTIONS.flatMap((lvl0, section) =>
    Array.from({length: HITS_PER_SECTION}, (_, index) => {
      const title = `${lvl0} topic ${index + 1} for ${query}`;
      return {
        objectID: `${query}-${section}-${index}`,
        url: `${origin}/docs/concepts/workspace#canned-${section}-${index}`,
        type: 'lvl1',
        hierarchy: {lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
        content: null,
        _highlightResult: {
          hierarchy: {
            lvl0: {value: lvl0, matchLevel: 'none', matchedWords: []},
            lvl1: {value: title, matchLevel: 'none', matchedWords: []},
          },
        },
        _snippetResult: {hierarchy: {lvl1: {value: title, matchLevel: 'none'}}},
      };
    }),
  );
  return algoliaResponse(hits, {query, index: INDEX_NAME, queryID: QUERY_ID});
}

interface SearchRequestBody {
  requests: {query?: string; clickAnalytics?: boolean}[];
}

/** Answers every search host with the canned hits of the query sent; returns the request bodies. */
async function answerSearches(page: Page): Promise<SearchRequestBody[]> {
  const sent: SearchRequestBody[] = [];
  await page.route(
    (url) => isAlgoliaUrl(url.href) && url.hostname !== INSIGHTS_HOST,
    async (route) => {
      const body = (route.request().postDataJSON() ?? {requests: []}) as SearchRequestBody;
      sent.push(body);
      const origin = new URL(page.url()).origin;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(cannedResponse(String(body.requests[0]?.query ?? ''), origin)),
      });
    },
  );
  return sent;
}

interface InsightsEvent {
  eventType: string;
  eventName: string;
  index: string;
  queryID?: string;
  objectIDs: string[];
  positions?: number[];
  userToken?: string;
}

interface InsightsRequest {
  url: URL;
  events: InsightsEvent[];
}

/** Routes the insights host (on the context, so that beacons sent while a page navigates are seen too). */
async function recordInsights(page: Page): Promise<InsightsRequest[]> {
  const sent: InsightsRequest[] = [];
  await page.context().route(
    (url) => url.hostname === INSIGHTS_HOST,
    async (route) => {
      const request = route.request();
      sent.push({
        url: new URL(request.url()),
        events: (JSON.parse(request.postData() ?? '{}') as {events?: InsightsEvent[]}).events ?? [],
      });
      await route.fulfill({status: 200, contentType: 'application/json', body: '{"status":200,"message":"OK"}'});
    },
  );
  return sent;
}

/**
 * Counts, in the page, the beacons and requests addressed to the insights host
 * at the moment they are made: a check for "not sent yet" must not race the
 * network.
 */
async function countInsightsCallsInPage(page: Page): Promise<void> {
  await page.addInitScript((host) => {
    const counter = window as unknown as {insightsCalls: number};
    counter.insightsCalls = 0;
    const count = (url: string | URL) => {
      if (new URL(String(url), location.href).hostname === host) counter.insightsCalls += 1;
    };
    const sendBeacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      count(url);
      return sendBeacon(url, data);
    };
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its own receiver
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
      count(args[1]);
      return open.apply(this, args);
    } as XMLHttpRequest['open'];
    const fetchOriginal = window.fetch.bind(window);
    window.fetch = (input, init) => {
      count(input instanceof Request ? input.url : input);
      return fetchOriginal(input, init);
    };
  }, INSIGHTS_HOST);
}

const insightsCallsInPage = (page: Page) =>
  page.evaluate(() => (window as unknown as {insightsCalls: number}).insightsCalls);

const viewEvents = (sent: InsightsRequest[]) =>
  sent.flatMap((request) => request.events).filter((event) => event.eventType === 'view');
const clickEvents = (sent: InsightsRequest[]) =>
  sent.flatMap((request) => request.events).filter((event) => event.eventType === 'click');

/** The first row of the drawn results belongs to `query`'s canned answer. */
async function expectResultsFor(page: Page, query: string): Promise<void> {
  await expect(results(page)).toHaveCount(cannedObjectIds(query).length);
  await expect(results(page).first()).toContainText(`Documentation topic 1 for ${query}`);
}

test('searches ask Algolia for click analytics', async ({page}) => {
  const searches = await answerSearches(page);
  await recordInsights(page);
  await openSearch(page);
  await searchInput(page).fill('workspace');
  await expectResultsFor(page, 'workspace');
  const request = searches.filter((body) => body.requests[0]?.query === 'workspace').at(-1)!;
  // The queryID of the answer is what ties the later events to this search.
  expect(request.requests[0]).toMatchObject({query: 'workspace', clickAnalytics: true});
});

test('the results seen are reported 400 ms after they settle, at most 20 object ids per event', async ({page}) => {
  await answerSearches(page);
  const sent = await recordInsights(page);
  await countInsightsCallsInPage(page);
  await page.clock.install();
  await openSearch(page);
  // From here the page's timers fire only when the test moves the clock on.
  await page.clock.pauseAt(Date.now() + 1000);

  // Results that change before 400 ms have passed are never reported.
  await searchInput(page).pressSequentially('ta');
  await expectResultsFor(page, 'ta');
  await page.clock.runFor(300);
  await searchInput(page).pressSequentially('sk');
  await expectResultsFor(page, 'task');
  await page.clock.runFor(399);
  expect(await insightsCallsInPage(page)).toBe(0);
  expect(sent).toHaveLength(0);

  await page.clock.runFor(1);
  const expectedIds = cannedObjectIds('task');
  await expect.poll(() => viewEvents(sent).flatMap((event) => event.objectIDs)).toEqual(expectedIds);
  const events = viewEvents(sent);
  expect(events.length).toBeGreaterThanOrEqual(2);
  for (const event of events) {
    expect(event.objectIDs.length).toBeLessThanOrEqual(20);
    expect(event).toMatchObject({eventType: 'view', eventName: 'Items Viewed', index: INDEX_NAME});
    expect(event.userToken).toMatch(/^anonymous-/);
  }
  for (const request of sent) {
    expect(request.url.origin).toBe(`https://${INSIGHTS_HOST}`);
    expect(request.url.pathname).toBe('/1/events');
    expect(request.url.searchParams.get('X-Algolia-Application-Id')).toBe(APP_ID);
    expect(request.url.searchParams.get('X-Algolia-API-Key')).toBe(API_KEY);
  }

  // The same results, seen again, are not reported twice.
  const reported = sent.length;
  await page.clock.runFor(2000);
  expect(await insightsCallsInPage(page)).toBe(reported);
});

test('choosing a result reports the click with its position and the search it came from', async ({page}) => {
  await answerSearches(page);
  const sent = await recordInsights(page);
  await openSearch(page);
  await searchInput(page).fill('workspace');
  await expectResultsFor(page, 'workspace');
  const chosen = 7;
  await results(page)
    .nth(chosen - 1)
    .click();
  await expect(page).toHaveURL(/\/docs\/concepts\/workspace#canned-1-1$/);

  await expect.poll(() => clickEvents(sent)).toHaveLength(1);
  expect(clickEvents(sent)[0]).toMatchObject({
    eventType: 'click',
    eventName: 'Item Selected',
    index: INDEX_NAME,
    queryID: QUERY_ID,
    objectIDs: [cannedObjectIds('workspace')[chosen - 1]],
    // DocSearch 3.9 sends the row's place in the whole list counted from 0
    // (its autocomplete item id), where the Insights API counts from 1.
    positions: [chosen - 1],
  });
});

test('the search-insights library comes from the site itself, once search opens', async ({page}) => {
  await answerSearches(page);
  const sent = await recordInsights(page);
  const requests: BrowserRequest[] = [];
  page.on('request', (request) => requests.push(request));
  await gotoHydrated(page, 'docs/introduction');
  const loadedBeforeSearch = new Set(requests.map((request) => request.url()));
  await page.keyboard.press('ControlOrMeta+k');
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).fill('workspace');
  await expectResultsFor(page, 'workspace');
  await expect.poll(() => viewEvents(sent).length).toBeGreaterThan(0);

  const siteOrigin = new URL(page.url()).origin;
  const scripts = requests.filter((request) => request.resourceType() === 'script');
  expect(scripts.map((request) => new URL(request.url()).origin)).toEqual(scripts.map(() => siteOrigin));
  expect(requests.filter((request) => new URL(request.url()).hostname === 'cdn.jsdelivr.net')).toEqual([]);

  // The library (its agent string is in its code) is a chunk of this site that opening search loaded.
  const libraryChunks: string[] = [];
  for (const script of scripts.filter((request) => !loadedBeforeSearch.has(request.url()))) {
    const body = await (await script.response())?.text();
    if (body?.includes('insights-js-browser-esm')) libraryChunks.push(script.url());
  }
  expect(libraryChunks).toHaveLength(1);
  for (const script of scripts.filter((request) => loadedBeforeSearch.has(request.url()))) {
    expect(await (await script.response())?.text()).not.toContain('insights-js-browser-esm');
  }
});

test('with analytics off, no event is sent and the library is not loaded', async ({browser, page}) => {
  const insightsOff = e2eSite('search-algolia');
  const offPage = `http://127.0.0.1:${insightsOff.port}${insightsOff.basePath}docs/introduction`;
  const sent = await recordInsights(page);
  const scripts: BrowserRequest[] = [];
  page.context().on('request', (request) => request.resourceType() === 'script' && scripts.push(request));

  // Seen results: well past the delay after which they would be reported.
  const searches = await answerSearches(page);
  await countInsightsCallsInPage(page);
  await page.clock.install();
  await openSearch(page, offPage);
  await page.clock.pauseAt(Date.now() + 1000);
  await searchInput(page).fill('workspace');
  await expectResultsFor(page, 'workspace');
  await page.clock.runFor(2000);
  expect(await insightsCallsInPage(page)).toBe(0);
  expect(searches.at(-1)?.requests[0]).toMatchObject({query: 'workspace', clickAnalytics: false});

  // A chosen result, in a context whose clock runs (closing the modal waits on timers).
  const running = await browser.newContext({baseURL: test.info().project.use.baseURL, serviceWorkers: 'block'});
  const choosing = await running.newPage();
  const sentByChoosing = await recordInsights(choosing);
  running.on('request', (request) => request.resourceType() === 'script' && scripts.push(request));
  await answerSearches(choosing);
  await countInsightsCallsInPage(choosing);
  await openSearch(choosing, offPage);
  await searchInput(choosing).fill('workspace');
  await expectResultsFor(choosing, 'workspace');
  await results(choosing).first().click();
  await expect(modal(choosing)).toBeHidden();
  await expect(choosing).toHaveURL(/\/docs\/concepts\/workspace#canned-0-0$/);
  expect(await insightsCallsInPage(choosing)).toBe(0);

  for (const tab of [page, choosing]) expect(await tab.evaluate(() => 'aa' in window)).toBe(false);
  expect([...sent, ...sentByChoosing]).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(await (await script.response())?.text()).not.toContain('insights-js-browser-esm');
  }
  await running.close();
});
