// Relevance of local search on the real build: each query of
// ../shared/search/queries.json must have one of its expected pages among the
// first 3 hits. A browser test so that it runs on the index the production
// build served here wrote (npm run test:e2e builds before testing), through
// the same engine code the modal loads, with the modal's request.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {expect, test} from '@playwright/test';

import {LocalSearchIndex, type SearchRequest} from '../../src/search/engine';
import type {IndexManifest, IndexShard} from '../../src/search/types';

interface RelevanceQuery {
  q: string;
  expect: string[];
}

// The team's relevance set lives in the shared folder beside this repository;
// fixtures/search-queries.json is a copy of it for clones that lack the folder.
const SHARED_QUERIES = path.join(__dirname, '..', '..', '..', 'shared', 'search', 'queries.json');
const COPIED_QUERIES = path.join(__dirname, 'fixtures', 'search-queries.json');
const QUERIES_FILE = existsSync(SHARED_QUERIES) ? SHARED_QUERIES : COPIED_QUERIES;
const {queries} = JSON.parse(readFileSync(QUERIES_FILE, 'utf8')) as {queries: RelevanceQuery[]};

test('the copied relevance set matches the shared one, where the shared folder exists', () => {
  test.skip(!existsSync(SHARED_QUERIES), 'no shared folder beside this clone');
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
  expect(read(COPIED_QUERIES), `copy ${SHARED_QUERIES} to ${COPIED_QUERIES}`).toEqual(read(SHARED_QUERIES));
});

/** What the modal sends from a docs page (contextual search on). */
const MODAL_REQUEST: SearchRequest = {
  indexName: 'nadle',
  hitsPerPage: 20,
  attributesToSnippet: ['content:10'],
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

test.describe('search relevance', () => {
  // In one worker and in order, so that afterAll sees every rank; a miss does not skip the rest.
  test.describe.configure({mode: 'default'});
  let index: LocalSearchIndex;
  let basePath: string;
  const ranks = new Map<string, number | null>();

  test.beforeAll(async ({request, baseURL}) => {
    basePath = new URL(baseURL!).pathname;
    const manifestUrl = new URL('search-index/manifest.json', baseURL);
    const manifest = (await (await request.get(manifestUrl.href)).json()) as IndexManifest;
    const shards = await Promise.all(
      manifest.shards.map(async (name) => (await (await request.get(new URL(name, manifestUrl).href)).json()) as IndexShard),
    );
    index = new LocalSearchIndex(shards, manifestUrl.origin);
  });

  test.afterAll(() => {
    const found = [...ranks.values()];
    const successAt3 = found.filter((rank) => rank !== null && rank <= 3).length / found.length;
    const mrr = found.reduce<number>((sum, rank) => sum + (rank === null ? 0 : 1 / rank), 0) / found.length;
    console.log(`Search relevance over ${found.length} queries of ${QUERIES_FILE}: success@3 = ${successAt3.toFixed(3)}, MRR = ${mrr.toFixed(3)}`);
  });

  for (const {q, expect: expected} of queries) {
    test(`"${q}" finds ${expected.join(' or ')} in the first 3 hits`, () => {
      const pages = index
        .search({...MODAL_REQUEST, query: q})
        .hits.map((hit) => `/${new URL(hit.url).pathname.slice(basePath.length)}`);
      const position = pages.findIndex((page) => expected.includes(page));
      ranks.set(q, position < 0 ? null : position + 1);
      expect(position >= 0 && position < 3, `first hits: ${pages.slice(0, 5).join(', ')}`).toBe(true);
    });
  }
});
