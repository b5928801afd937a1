// What the engine ranks first for the questions of a first-hour reader: other
// forms of a word, names that appear only in code samples, plain-word and
// code-shaped queries, typos in common words, and words that are names of
// JavaScript's object prototype. A small site of its own.
import {describe, expect, it} from 'vitest';

import {sectionsFirst} from '../../../src/theme/SearchPage/sectionsFirst';
import {CODE_LEVEL, type ExtractedPage} from '../../../src/search/types';
import {indexOf, ORIGIN, page, pagesOf} from './smallSite';

// "workspace" is on every page, as the product's name is on every page of the real site.
const PAGES: ExtractedPage[] = [
  page('Configuring Task', '/docs/guides/configuring-task', [
    [0, 'Give a task of a workspace its dependencies, inputs and outputs.'],
    [2, 'Caching', 'caching'],
    [0, 'A workspace task that declares inputs and outputs is skipped when nothing changed.'],
    [2, 'Labels', 'labels'],
    [0, 'Each workspace may carry labels shown in the list.'],
  ]),
  page('Registering Task', '/docs/guides/registering-task', [
    [0, 'Register the tasks of a workspace in its config file.'],
    [2, 'ExecTask', 'exectask'],
    [0, 'An ExecTask runs a command of the workspace without a shell.'],
    [CODE_LEVEL, 'ExecTask tasks register lint command eslint args'],
    [2, 'Empty task', 'empty-task'],
    [0, 'A task without an action only groups its dependencies in the workspace.'],
  ]),
  page('Autocorrection', '/docs/features/auto-correction', [
    [0, 'Abbreviated and misspelled task names of a workspace are corrected.'],
  ]),
  page('Why Nadle?', '/docs/why-nadle', [
    [0, 'A workspace needs more than a cache of npm scripts.'],
    [2, 'Linting', 'linting'],
    [0, 'Teams run a linter such as eslint on every workspace.'],
  ]),
  page('Release notes', '/blog/release', [[0, 'Outputs of a workspace task are cached between runs.']], 'Blog'),
  page(
    'Variable: ExecTask',
    '/docs/api/index/variables/ExecTask',
    [[0, 'Built-in task that runs a command in a workspace.']],
    'API Reference',
  ),
  page(
    'Interface: NadleBaseOptions',
    '/docs/api/index/interfaces/NadleBaseOptions',
    [
      [2, 'cache', 'cache'],
      [0, 'Whether the workspace cache is used.'],
    ],
    'API Reference',
  ),
];

const index = indexOf(PAGES);

const search = (query: string) => index.search({query, hitsPerPage: 20});
/** The pages of the response in the order they first appear, as the modal lists them. */
const pages = (query: string) => pagesOf(search(query));
/** The sections (URLs with their anchor) of the response, in order. */
const sections = (query: string) => search(query).hits.map((hit) => hit.url.slice(ORIGIN.length));

describe('word forms', () => {
  it('finds another form of a word by its stem: "abbreviate" finds "abbreviated"', () => {
    expect(pages('abbreviate task names')[0]).toBe('/docs/features/auto-correction');
  });

  it('finds the "Caching" section for "cache", and the "Autocorrection" page for "corrects"', () => {
    expect(sections('caching')).toContain('/docs/guides/configuring-task#caching');
    expect(sections('cache tasks')).toContain('/docs/guides/configuring-task#caching');
    expect(pages('corrects')[0]).toBe('/docs/features/auto-correction');
  });

  it('ranks the word as typed above its other forms in the same kind of text', () => {
    // Both say it in a paragraph: "cache" in Why Nadle?, "cached" in the release notes.
    const cacheRanks = pages('cache');
    expect(cacheRanks.indexOf('/docs/why-nadle')).toBeGreaterThanOrEqual(0);
    expect(cacheRanks.indexOf('/docs/why-nadle')).toBeLessThan(cacheRanks.indexOf('/blog/release'));
  });

  it('ranks a heading that names the topic in another form above a paragraph that mentions the word', () => {
    const cacheRanks = pages('cache');
    expect(cacheRanks.indexOf('/docs/guides/configuring-task')).toBeGreaterThanOrEqual(0);
    expect(cacheRanks.indexOf('/docs/guides/configuring-task')).toBeLessThan(cacheRanks.indexOf('/docs/why-nadle'));
  });
});

describe('names in code samples', () => {
  it('a name that only a sample shows leads to the section of the sample', () => {
    expect(sections('args')).toContain('/docs/guides/registering-task#exectask');
  });

  it('counts below the same word in prose', () => {
    const ranks = pages('eslint');
    expect(ranks[0]).toBe('/docs/why-nadle');
    expect(ranks).toContain('/docs/guides/registering-task');
  });
});

describe('the shape of a query', () => {
  it('a name typed like code puts the reference first', () => {
    expect(pages('ExecTask')[0]).toBe('/docs/api/index/variables/ExecTask');
  });

  it('plain words put the guide first, though the API title matches as well', () => {
    expect(pages('exec task')[0]).toBe('/docs/guides/registering-task');
  });
});

describe('typos in a word that is on every page', () => {
  for (const [typo, kind] of [
    ['worksapce', 'swapped'],
    ['workspce', 'dropped'],
  ]) {
    it(`finds the labels section through a ${kind} letter ("${typo} labels")`, () => {
      expect(sections(`${typo} labels`).slice(0, 3)).toContain('/docs/guides/configuring-task#labels');
    });
  }
});

describe('words that name properties of every JavaScript object', () => {
  for (const query of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf task', 'constructor cache']) {
    it(`"${query}" is searched as ordinary words`, () => {
      expect(() => search(query)).not.toThrow();
      expect(search(query).nbHits).toBeGreaterThanOrEqual(0);
    });
  }

  it('still answers the other words of a query holding one', () => {
    expect(pages('constructor cache').length).toBeGreaterThan(0);
  });

  it('a facet filter naming a prototype property filters everything out, without throwing', () => {
    expect(index.search({query: 'task', facetFilters: ['constructor:x']}).nbHits).toBe(0);
  });
});

describe('the /search page', () => {
  it('lists a section whose heading holds every word before its page, which the modal keeps first', () => {
    const hits = search('caching').hits;
    const pageRow = hits.findIndex((hit) => hit.url === `${ORIGIN}/docs/guides/configuring-task`);
    expect(hits[pageRow + 1]?.url).toBe(`${ORIGIN}/docs/guides/configuring-task#caching`);
    const listed = sectionsFirst(hits).map((hit) => hit.url);
    expect(listed.indexOf(`${ORIGIN}/docs/guides/configuring-task#caching`)).toBe(pageRow);
    expect(listed.indexOf(`${ORIGIN}/docs/guides/configuring-task`)).toBe(pageRow + 1);
  });

  it('keeps a page first when its title holds the words', () => {
    const hits = search('registering').hits;
    expect(sectionsFirst(hits).map((hit) => hit.url)).toEqual(hits.map((hit) => hit.url));
  });
});
