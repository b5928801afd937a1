import {describe, expect, it} from 'vitest';

import {buildIndexFiles} from '../../../plugins/search/indexFiles';
import {LocalSearchIndex, type SearchRequest, type SearchResponse} from '../../../src/search/engine';
import {snippet, type TermMatcher} from '../../../src/search/highlight';
import type {ExtractedPage, IndexShard} from '../../../src/search/types';

const ORIGIN = 'https://nadle.dev';
const TAGS = {pre: '<mark>', post: '</mark>'};

const page = (
  overrides: Partial<ExtractedPage> & Pick<ExtractedPage, 'title' | 'path' | 'entries'>,
): ExtractedPage => ({
  section: 'Documentation',
  language: 'en',
  docusaurusTag: 'docs-default-current',
  description: null,
  ...overrides,
});

const PAGES: ExtractedPage[] = [
  page({
    title: 'Workspace',
    path: '/docs/concepts/workspace',
    description: 'How Nadle finds the packages of a monorepo.',
    entries: [
      [0, 'A workspace is one package of a monorepo, with its own config file.'],
      [2, 'Aliases', 'aliases'],
      [0, 'An alias gives a workspace a short name, so packages:app:build becomes app:build on the command line.'],
      [0, 'Aliases must be unique across the whole project.'],
    ],
  }),
  page({
    title: 'Configuring a Task',
    path: '/docs/guides/configuring-task',
    entries: [
      [2, 'dependsOn', 'dependson'],
      [0, 'Tasks that must finish before this one; a task of another workspace is named workspace:task.'],
      [3, 'Ordering', 'ordering'],
      [0, 'Dependencies always finish first.'],
    ],
  }),
  page({
    section: 'API Reference',
    title: 'Variable: CopyTask',
    path: '/docs/api/index/variables/CopyTask',
    entries: [[0, 'Built-in task that copies files from one folder to another.']],
  }),
  page({
    section: 'API Reference',
    title: 'Interface: CopyTaskOptions',
    path: '/docs/api/index/interfaces/CopyTaskOptions',
    entries: [[0, 'Options of CopyTask: from, to, include and exclude.']],
  }),
  page({
    section: 'Blog',
    title: 'Nadle v0.5.0 released',
    path: '/blog/release-v0-5-0',
    docusaurusTag: 'default',
    entries: [[0, 'This release adds monorepo support and aliases for workspaces.']],
  }),
  page({
    section: 'Pages',
    title: 'The <em> markup page',
    path: '/tests/markup',
    docusaurusTag: 'default',
    entries: [
      [2, 'Image', 'image'],
      [0, 'zebrafinch: <img src="x" onerror="alert(1)"> & <mark>fake</mark> stay text.'],
    ],
  }),
  page({
    language: 'fr',
    title: 'Espace de travail',
    path: '/fr/docs/concepts/workspace',
    entries: [[0, 'Un workspace est un paquet du monorepo.']],
  }),
];

function shards(pages: ExtractedPage[]): IndexShard[] {
  return buildIndexFiles(pages).shards.map((shard) => JSON.parse(shard.contents) as IndexShard);
}

const index = new LocalSearchIndex(shards(PAGES), ORIGIN);

const DOCSEARCH_REQUEST: SearchRequest = {
  indexName: 'nadle',
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
};

function search(query: string, request: Partial<SearchRequest> = {}): SearchResponse {
  return index.search({...DOCSEARCH_REQUEST, query, ...request});
}

const paths = (response: SearchResponse) => response.hits.map((hit) => hit.url.slice(ORIGIN.length));

describe('response shape', () => {
  it("answers in Algolia's shape", () => {
    const response = search('workspace');
    expect(response).toMatchObject({
      nbHits: expect.any(Number) as number,
      page: 0,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
      query: 'workspace',
      index: 'nadle',
      processingTimeMS: expect.any(Number) as number,
      params: 'query=workspace&hitsPerPage=20',
    });
    expect(response.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(response.nbPages).toBe(Math.ceil(response.nbHits / 20));
    expect(response.hits.length).toBe(response.nbHits);
  });

  it('gives each hit the DocSearch record fields, highlights and the requested snippets', () => {
    const hit = search('short alias').hits.find(
      (candidate) => candidate.url.endsWith('#aliases') && candidate.type === 'content',
    )!;
    expect(hit).toMatchObject({
      objectID: '/docs/concepts/workspace:3',
      url: `${ORIGIN}/docs/concepts/workspace#aliases`,
      type: 'content',
      hierarchy: {
        lvl0: 'Documentation',
        lvl1: 'Workspace',
        lvl2: 'Aliases',
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
    expect(hit._highlightResult.hierarchy.lvl0).toEqual({value: 'Documentation', matchLevel: 'none', matchedWords: []});
    expect(hit._highlightResult.hierarchy.lvl2).toMatchObject({
      value: '<mark>Aliases</mark>',
      matchLevel: 'partial',
      fullyHighlighted: true,
    });
    expect(hit._highlightResult.content?.value).toContain('<mark>alias</mark>');
    expect(Object.keys(hit._snippetResult.hierarchy).sort()).toEqual(['lvl1', 'lvl2']);
    expect(hit._snippetResult.content?.matchLevel).toBe('full');
  });

  it("uses Algolia's default highlight tags when the request names none", () => {
    const hit = search('monorepo', {highlightPreTag: undefined, highlightPostTag: undefined}).hits[0];
    expect(JSON.stringify(hit._highlightResult)).toContain('<em>');
  });

  it('honours hitsPerPage and page, and counts every hit in nbHits', () => {
    const all = search('workspace');
    const first = search('workspace', {hitsPerPage: 2});
    const second = search('workspace', {hitsPerPage: 2, page: 1});
    expect(first.hits).toHaveLength(2);
    expect(first.nbHits).toBe(all.nbHits);
    expect(first.nbPages).toBe(Math.ceil(all.nbHits / 2));
    expect([...paths(first), ...paths(second)]).toEqual(paths(all).slice(0, 4));
  });

  it('shows the heading when it matches as many words as the text under it, as Algolia ranks headings above text', () => {
    const heading = search('alias').hits.find((hit) => hit.url.endsWith('#aliases'))!;
    expect(heading).toMatchObject({type: 'lvl2', content: null});
    const text = search('unique alias').hits.find((hit) => hit.url.endsWith('#aliases'))!;
    expect(text.type).toBe('content');
    expect(text._highlightResult.content?.value).toContain('<mark>unique</mark>');
  });

  it('returns one hit per URL (heading anchor), the best record under it', () => {
    const urls = search('alias').hits.map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('groups hits by section, then by page, as DocSearch shows them', () => {
    const hits = search('workspace').hits;
    const sections = hits.map((hit) => hit.hierarchy.lvl0);
    const pages = hits.map((hit) => hit.url_without_anchor);
    const contiguous = (values: (string | null)[]) =>
      values.every((value, i) => i === 0 || value === values[i - 1] || !values.slice(0, i).includes(value));
    expect(contiguous(sections)).toBe(true);
    expect(contiguous(pages)).toBe(true);
  });
});

describe('snippets', () => {
  it('cut text to the requested number of words around the first match, with the ellipsis', () => {
    const hit = search('short name', {attributesToSnippet: ['content:5']}).hits.find(
      (candidate) => candidate.type === 'content',
    )!;
    const snippet = hit._snippetResult.content!.value;
    expect(snippet).toBe('…workspace a <mark>short</mark> <mark>name</mark>, so…');
  });

  it('start at the beginning when nothing in the attribute matched', () => {
    const nothing: TermMatcher = () => undefined;
    expect(snippet('An alias gives a workspace a short name', nothing, 1, 3, TAGS, '…')).toEqual({
      value: 'An alias gives…',
      matchLevel: 'none',
    });
    expect(snippet('Short text', nothing, 1, 3, TAGS, '…')).toEqual({value: 'Short text', matchLevel: 'none'});
  });

  it('are 10 words long for DocSearch on wide screens and 5 on narrow ones', () => {
    const words = (value: string) =>
      value
        .replace(/<\/?mark>/g, '')
        .replace(/…/g, ' ')
        .trim()
        .split(/\s+/).length;
    const wide = search('command line').hits.find((hit) => hit.type === 'content')!;
    const narrow = search('command line', {attributesToSnippet: ['content:5']}).hits.find(
      (hit) => hit.type === 'content',
    )!;
    expect(words(wide._snippetResult.content!.value)).toBe(10);
    expect(words(narrow._snippetResult.content!.value)).toBe(5);
  });
});

describe('text from the docs is never HTML', () => {
  it('escapes markup in every field, and adds only the highlight tags', () => {
    const hit = search('zebrafinch').hits.find((candidate) => candidate.type === 'content')!;
    expect(hit.content).toBe(
      'zebrafinch: &lt;img src=&quot;x&quot; onerror=&quot;alert(1)&quot;&gt; &amp; &lt;mark&gt;fake&lt;/mark&gt; stay text.',
    );
    expect(hit.hierarchy.lvl1).toBe('The &lt;em&gt; markup page');
    expect(hit._highlightResult.content!.value).toBe(
      '<mark>zebrafinch</mark>: &lt;img src=&quot;x&quot; onerror=&quot;alert(1)&quot;&gt; &amp; &lt;mark&gt;fake&lt;/mark&gt; stay text.',
    );
    expect(hit._snippetResult.hierarchy.lvl1!.value).toBe('The &lt;em&gt; markup page');
    const html = JSON.stringify(hit);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<em>');
  });

  it('highlights the words of a query that contains markup without letting it through', () => {
    const hit = search('<mark>fake</mark>').hits.find((candidate) => candidate.type === 'content')!;
    expect(hit._highlightResult.content!.value).toContain(
      '&lt;<mark>mark</mark>&gt;<mark>fake</mark>&lt;/<mark>mark</mark>&gt;',
    );
  });

  it('keeps custom highlight tags as given: they come from the site, not from the docs', () => {
    const hit = search('zebrafinch', {highlightPreTag: '<b class="hit">', highlightPostTag: '</b>'}).hits.find(
      (candidate) => candidate.type === 'content',
    )!;
    expect(hit._highlightResult.content!.value).toContain('<b class="hit">zebrafinch</b>');
  });
});

describe('edge-case queries', () => {
  it('an empty query finds nothing', () => {
    expect(search('')).toMatchObject({hits: [], nbHits: 0, nbPages: 0});
    expect(search('   ').nbHits).toBe(0);
  });

  it('a query longer than 64 characters is answered', () => {
    const long = `workspace ${'x'.repeat(300)} ${'alias '.repeat(40)}`;
    expect(() => search(long)).not.toThrow();
    expect(search(long).nbHits).toBeGreaterThan(0);
  });

  it.each(['.*', 'a.*b(', '[', '(?<x>', '\\', '$^|+?{}', 'copy(', 'workspace)'])(
    'regex characters are plain text: %s',
    (query) => {
      expect(() => search(query)).not.toThrow();
    },
  );

  it('regex characters around words do not stop the words from matching', () => {
    expect(paths(search('copy(task)'))).toContain('/docs/api/index/variables/CopyTask');
  });

  it('emoji are ignored, and the words around them still match', () => {
    expect(search('🚀').nbHits).toBe(0);
    expect(paths(search('🚀 monorepo 🎉')).length).toBeGreaterThan(0);
  });

  it('a query of only stop words finds nothing', () => {
    expect(search('the and of ').nbHits).toBe(0);
    expect(search('how to').nbHits).toBe(0);
  });
});

describe('matching and ranking', () => {
  it('tolerates typos', () => {
    expect(paths(search('worksapce '))[0]).toBe('/docs/concepts/workspace');
    expect(paths(search('dependson '))[0]).toMatch(/^\/docs\/guides\/configuring-task/);
  });

  it('matches the word being typed as a prefix', () => {
    expect(paths(search('worksp'))[0]).toBe('/docs/concepts/workspace');
    expect(paths(search('Cop'))).toContain('/docs/api/index/variables/CopyTask');
  });

  it('expands a one- or two-letter word to a few frequent words only', () => {
    const twoLetters = search('wo');
    expect(twoLetters.nbHits).toBeGreaterThan(0);
    for (const hit of twoLetters.hits) {
      const marked = JSON.stringify(hit._highlightResult).match(/<mark>[^<]*<\/mark>/g) ?? [];
      for (const word of marked) expect(word.toLowerCase()).toMatch(/^<mark>wo/);
    }
  });

  it('finds camelCase names by their parts and whole', () => {
    expect(paths(search('CopyTaskOptions'))[0]).toBe('/docs/api/index/interfaces/CopyTaskOptions');
    expect(paths(search('task options'))).toContain('/docs/api/index/interfaces/CopyTaskOptions');
  });

  it('ranks page titles and headings above body text', () => {
    // "alias" is the heading of a workspace section and only body text in the blog post.
    const hits = search('aliases ').hits;
    // The page leads, with its best section under it.
    expect(hits[0].url).toBe(`${ORIGIN}/docs/concepts/workspace`);
    expect(hits[1].hierarchy.lvl2).toBe('Aliases');
    const blog = hits.findIndex((hit) => hit.hierarchy.lvl0 === 'Blog');
    expect(blog).toBeGreaterThan(0);
    // "monorepo": the workspace page mentions it in its description, the blog post in text.
    expect(paths(search('workspace '))[0]).toBe('/docs/concepts/workspace');
  });

  it('requires every word, and falls back to any word when nothing has them all', () => {
    expect(paths(search('unique alias'))).toEqual(['/docs/concepts/workspace', '/docs/concepts/workspace#aliases']);
    expect(search('alias zzzznothing').nbHits).toBeGreaterThan(0);
  });

  it('finds version numbers written with or without the v', () => {
    expect(paths(search('0.5.0'))[0]).toBe('/blog/release-v0-5-0');
  });
});

describe('facet filters (contextual search)', () => {
  it("applies the theme's filters: language, and one of the tags", () => {
    const filtered = search('workspace', {
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    expect(filtered.hits.every((hit) => hit.language === 'en')).toBe(true);
    expect(search('workspace').hits.some((hit) => hit.language === 'fr')).toBe(true);
  });

  it('ANDs the entries and ORs inside an array', () => {
    const blogOnly = search('workspace', {facetFilters: ['language:en', ['docusaurus_tag:default']]});
    expect(new Set(blogOnly.hits.map((hit) => hit.docusaurus_tag))).toEqual(new Set(['default']));
    expect(search('workspace', {facetFilters: ['language:en', 'language:fr']}).nbHits).toBe(0);
  });

  it('accepts a single string and negated values', () => {
    expect(search('workspace', {facetFilters: 'language:fr'}).hits.every((hit) => hit.language === 'fr')).toBe(true);
    expect(search('workspace', {facetFilters: ['language:-fr']}).hits.every((hit) => hit.language === 'en')).toBe(true);
  });
});

describe('index files', () => {
  it('are read back into the same records whichever way the pages are sharded', () => {
    const sharded = new LocalSearchIndex(
      buildIndexFiles(PAGES, 600).shards.map((shard) => JSON.parse(shard.contents) as IndexShard),
      ORIGIN,
    );
    expect(sharded.recordCount).toBe(index.recordCount);
    expect(
      sharded
        .search({...DOCSEARCH_REQUEST, query: 'alias'})
        .hits.map((hit) => hit.objectID)
        .sort(),
    ).toEqual(
      search('alias')
        .hits.map((hit) => hit.objectID)
        .sort(),
    );
  });
});
