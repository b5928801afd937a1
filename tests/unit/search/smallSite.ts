// A small site of the unit tests' own, indexed the way the build indexes the real
// one, so that a ranking test shows the mechanism rather than a tuned page of the docs.
import {buildIndexFiles} from '../../../plugins/search/indexFiles';
import {LocalSearchIndex, type SearchResponse} from '../../../src/search/engine';
import type {ExtractedPage, IndexShard} from '../../../src/search/types';

export const ORIGIN = 'https://nadle.dev';

/** A docs page (or, with `section`, a page of another section) as extraction makes it. */
export const page = (
  title: string,
  path: string,
  entries: ExtractedPage['entries'],
  section = 'Documentation',
): ExtractedPage => ({
  section,
  title,
  path,
  language: 'en',
  docusaurusTag: 'docs-default-current',
  description: null,
  entries,
});

/** The local engine over `pages`, from the index files the build would write. */
export const indexOf = (pages: ExtractedPage[]): LocalSearchIndex =>
  new LocalSearchIndex(
    buildIndexFiles(pages).shards.map((shard) => JSON.parse(shard.contents) as IndexShard),
    ORIGIN,
  );

/** The pages of a response in the order they first appear, as the modal lists them. */
export const pagesOf = (response: SearchResponse): string[] => [
  ...new Set(response.hits.map((hit) => new URL(hit.url).pathname)),
];
