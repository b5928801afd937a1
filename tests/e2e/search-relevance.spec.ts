// Relevance of local search on the real build, through the real modal: each
// query of fixtures/search-relevance-queries.json is typed into the DocSearch
// modal (cut to its 64-character cap, as a paste would be) and ranked by the
// pages the modal lists, in order; a page's child row under its page row is
// the same result. The test requires the targets over the whole set:
// success@3 >= 0.97 (an expected page among the first 3) and MRR >= 0.94.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {Page} from '@playwright/test';
import {expect, test} from './support/test';

import {mrr, successAt3} from '../../scripts/bench/stats';
import {modal, openSearch, searchInput} from './fixtures/search';

interface RelevanceQuery {
  query: string;
  /** Paths without the base URL; any of them counts. */
  expect: string[];
  kind: string;
}

const FIXTURES = path.join(__dirname, 'fixtures');
// The team's first set of 12, which bench:search also runs on the peers.
const SHARED_QUERIES = path.join(FIXTURES, 'search-queries.json');
const RELEVANCE_QUERIES = path.join(FIXTURES, 'search-relevance-queries.json');
const {queries} = JSON.parse(readFileSync(RELEVANCE_QUERIES, 'utf8')) as {queries: RelevanceQuery[]};
const {queries: sharedQueries} = JSON.parse(readFileSync(SHARED_QUERIES, 'utf8')) as {
  queries: {q: string; expect: string[]}[];
};

const INPUT_CAP = 64;
const KINDS = [
  'typo',
  'compound',
  'dotted',
  'error',
  'howto',
  'vocabulary',
  'wordform',
  'question',
  'sample',
  'migration',
  'terminal',
  'option',
  'package',
];
const SUCCESS_AT_3 = 0.97;
const MRR = 0.94;

test('the relevance set holds the shared 12, at least 100 more, and at least 6 of each kind', () => {
  const shared = queries
    .filter((query) => query.kind === 'shared')
    .map(({query, expect: pages}) => ({q: query, expect: pages}));
  expect(shared).toEqual(sharedQueries);
  expect(queries.length - shared.length).toBeGreaterThanOrEqual(100);
  for (const kind of KINDS)
    expect(queries.filter((query) => query.kind === kind).length, kind).toBeGreaterThanOrEqual(6);
});

/** The pages the modal lists for `query`, in order, each once. */
async function modalPages(page: Page, query: string, basePath: string): Promise<string[]> {
  const typed = query.slice(0, INPUT_CAP);
  await searchInput(page).fill(typed);
  // The rows belong to this query once the footer's "See all" link carries it, or the no-results screen shows.
  await page.waitForFunction(
    (text) =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('.DocSearch-Modal a[href*="search?q="]')).some(
        (link) => new URL(link.href).searchParams.get('q') === text,
      ) || Boolean(document.querySelector('.DocSearch-NoResults')?.textContent?.includes(text)),
    typed,
  );
  const hrefs = await modal(page)
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => `/${new URL(href, 'http://site').pathname.slice(basePath.length)}`))];
}

test(`the modal ranks the expected pages: success@3 >= ${SUCCESS_AT_3} and MRR >= ${MRR} over the whole set`, async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const basePath = new URL(baseURL!).pathname;
  await openSearch(page);
  const ranks: {query: RelevanceQuery; rank: number | null; pages: string[]}[] = [];
  for (const query of queries) {
    const pages = await modalPages(page, query.query, basePath);
    const position = pages.findIndex((listed) => query.expect.includes(listed));
    ranks.push({query, rank: position < 0 ? null : position + 1, pages});
  }
  const score = (subset: typeof ranks) => ({
    successAt3: successAt3(subset.map(({rank}) => rank)),
    mrr: mrr(subset.map(({rank}) => rank)),
  });
  const overall = score(ranks);
  const byKind = [...new Set(ranks.map(({query}) => query.kind))].map((kind) => {
    const kindScore = score(ranks.filter(({query}) => query.kind === kind));
    return `  ${kind}: success@3 = ${kindScore.successAt3.toFixed(3)}, MRR = ${kindScore.mrr.toFixed(3)}`;
  });
  const notFirst = ranks
    .filter(({rank}) => rank !== 1)
    .map(
      ({query, rank, pages}) =>
        `  ${query.kind} "${query.query}": ${rank === null ? 'missing' : `#${rank}`}; listed ${pages.slice(0, 3).join(', ')}`,
    );
  console.log(
    `Search relevance over ${ranks.length} queries: success@3 = ${overall.successAt3.toFixed(3)}, MRR = ${overall.mrr.toFixed(3)}\n${byKind.join('\n')}\nNot first:\n${notFirst.join('\n')}`,
  );
  expect(overall.successAt3, notFirst.join('\n')).toBeGreaterThanOrEqual(SUCCESS_AT_3);
  expect(overall.mrr, notFirst.join('\n')).toBeGreaterThanOrEqual(MRR);
});
