import {describe, expect, it} from 'vitest';
import type {DocSearchHit} from '@docsearch/react';

import {REPOSITORY_URL} from '../../../src/data/release';
import {missingResultsUrl, withPageHit} from '../../../src/theme/SearchBar/utils';

const hit = (type: DocSearchHit['type'], anchor: string | null, content: string | null): DocSearchHit => {
  const url = 'https://nadle.dev/docs/concepts/workspace';
  const hierarchy = {lvl0: 'Documentation', lvl1: 'Workspace', lvl2: anchor && 'Aliases', lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const value = (text: string) => ({value: text, matchLevel: 'full' as const, matchedWords: ['alias']});
  return {
    objectID: `${url}#${anchor}:${type}`,
    url: anchor ? `${url}#${anchor}` : url,
    url_without_anchor: url,
    anchor,
    type,
    content,
    hierarchy,
    _highlightResult: {
      hierarchy: {lvl0: value('Documentation'), lvl1: value('Workspace'), ...(anchor && {lvl2: value('<mark>Aliases</mark>')})},
      content: value(content ?? ''),
    },
    _snippetResult: {hierarchy: {lvl1: value('Workspace')}, content: value(content ?? '')},
  } as unknown as DocSearchHit;
};

describe('withPageHit', () => {
  it('puts the page hit above a group of text hits, so that selecting one of them saves a recent search', () => {
    const text = hit('content', 'aliases', 'An <mark>alias</mark> gives a workspace a short name.');
    const [page, ...rest] = withPageHit([text]);
    expect(rest).toEqual([text]);
    expect(page).toMatchObject({
      type: 'lvl1',
      url: 'https://nadle.dev/docs/concepts/workspace',
      anchor: null,
      content: null,
      hierarchy: {lvl0: 'Documentation', lvl1: 'Workspace', lvl2: null},
    });
    expect(page._highlightResult.hierarchy).not.toHaveProperty('lvl2');
    expect(page.objectID).not.toBe(text.objectID);
  });

  it('leaves a group that has its page hit, or has no text hit, as it is', () => {
    const withPage = [hit('lvl1', null, null), hit('content', 'aliases', 'alias')];
    expect(withPageHit(withPage)).toBe(withPage);
    const headingsOnly = [hit('lvl2', 'aliases', null)];
    expect(withPageHit(headingsOnly)).toBe(headingsOnly);
  });
});

describe('missingResultsUrl', () => {
  it('opens a new issue on the repository whose title quotes the query', () => {
    const url = new URL(missingResultsUrl({query: ' watch mode <b>&amp; '}));
    expect(`${url.origin}${url.pathname}`).toBe(`${REPOSITORY_URL}/issues/new`);
    expect(url.searchParams.get('title')).toBe('Docs search: no results for "watch mode <b>&amp;"');
    expect(url.searchParams.get('labels')).toBe('documentation');
  });
});
