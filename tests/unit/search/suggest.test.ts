// The no-results screen's suggested queries: the candidates built from what was
// typed (suggest.ts), the local engine's check that each gives results, and the
// word list Algolia mode ships instead of the index.
import {describe, expect, it} from 'vitest';

import {buildVocabulary} from '../../../plugins/search/vocabulary';
import {candidateQueries, closestWords, MAX_SUGGESTIONS, type Vocabulary} from '../../../src/search/suggest';
import {indexOf, page} from './smallSite';

const vocabularyOf = (counts: Record<string, number>): Vocabulary => ({
  words: Object.keys(counts),
  count: (word) => counts[word] ?? 0,
});

const WORDS = vocabularyOf({
  workspace: 40,
  workspaces: 12,
  worker: 9,
  install: 30,
  installation: 20,
  cache: 25,
  caching: 8,
  cached: 6,
  task: 90,
  documentation: 5,
});

describe('closest words', () => {
  it('finds a word two typos away, which the engine does not match by itself', () => {
    expect(closestWords('wrkspce', WORDS)[0]).toBe('workspace');
  });

  it('counts another form of the word as one step, and prefers the more frequent word among equals', () => {
    expect(closestWords('cachings', WORDS)).toContain('caching');
    expect(closestWords('instal', WORDS)[0]).toBe('install');
  });

  it('finds nothing for a word far from every indexed one', () => {
    expect(closestWords('zzqqxxv', WORDS)).toEqual([]);
  });
});

describe('candidate queries', () => {
  it('replaces an unknown word by its closest words, closest first', () => {
    expect(candidateQueries('wrkspce', WORDS)[0]).toBe('workspace');
  });

  it('keeps the words the index holds and corrects the others', () => {
    expect(candidateQueries('task wrkspce', WORDS)[0]).toBe('task workspace');
  });

  it('offers the query without its rarest unmatched word', () => {
    expect(candidateQueries('install zzqqxxv', WORDS)).toEqual(['install']);
  });

  it('drops the rarest word when every word is known but they meet nowhere', () => {
    expect(candidateQueries('task documentation', WORDS)).toEqual(['task']);
  });

  it('never offers a section name or the query itself', () => {
    const sections = new Set(['Documentation']);
    expect(candidateQueries('documentaton', WORDS, sections)).not.toContain('documentation');
    expect(candidateQueries('documentaton', WORDS)).toContain('documentation');
    expect(candidateQueries('workspace', WORDS)).toEqual([]);
  });
});

describe('local suggestions', () => {
  const index = indexOf([
    page('Workspace', '/docs/concepts/workspace', [[0, 'A workspace is one package of a monorepo.']]),
    page('Installation', '/docs/installation', [[0, 'Install the package with your package manager.']]),
    page('Configuring Task', '/docs/guides/configuring-task', [
      [2, 'Caching', 'caching'],
      [0, 'A task whose inputs did not change is taken from the cache.'],
    ]),
    page('Release v0.5.0', '/blog/release', [[0, 'What changed in this release.']], 'Blog'),
  ]);

  it('gives at most 3 queries, each with results, for a query with none', () => {
    expect(index.search({query: 'wrkspce'}).nbHits).toBe(0);
    const suggestions = index.suggest('wrkspce');
    expect(suggestions[0]).toBe('workspace');
    expect(suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    for (const suggestion of suggestions)
      expect(index.search({query: suggestion}).nbHits, suggestion).toBeGreaterThan(0);
  });

  it("checks each candidate under the request's filters", () => {
    expect(index.suggest('relaese')).toContain('release');
    expect(index.suggest('relaese', {facetFilters: ['docusaurus_tag:none']})).toEqual([]);
  });

  it('never suggests a section name of the index', () => {
    expect(index.search({query: 'bolgg'}).nbHits).toBe(0);
    expect(candidateQueries('bolgg', vocabularyOf({blog: 1}))).toEqual(['blog']);
    expect(index.suggest('bolgg').map((query) => query.toLowerCase())).not.toContain('blog');
  });

  it('suggests nothing for a query far from every word', () => {
    expect(index.suggest('zzqqxxv')).toEqual([]);
  });
});

describe("Algolia mode's word list", () => {
  const pages = [
    page('Workspace', '/docs/concepts/workspace', [
      [0, 'A workspace is one package of a monorepo; every workspace has tasks.'],
      [9, 'secretcodeword registerTask'],
    ]),
    page('Caching', '/docs/caching', [
      [2, 'Cache keys', 'keys'],
      [0, 'The cache of a workspace.'],
    ]),
  ];

  it("lists the words Algolia's records hold, most frequent first, without the code words", () => {
    const {words} = buildVocabulary(pages);
    expect(words[0]).toBe('workspace');
    expect(words).toContain('cache');
    expect(words).not.toContain('secretcodeword');
    // Stop words and lone letters are not words to suggest.
    expect(words).not.toContain('the');
  });

  it('is cut to its byte budget, keeping the most frequent words', () => {
    const {words: all} = buildVocabulary(pages);
    const {words: cut} = buildVocabulary(pages, 40);
    expect(cut.length).toBeLessThan(all.length);
    expect(cut).toEqual(all.slice(0, cut.length));
  });
});
