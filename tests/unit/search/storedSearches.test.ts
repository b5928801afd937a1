// Saved searches as a browser's storage may hold them: what is kept, what is
// dropped, and how stored text reads.
import {describe, expect, it} from 'vitest';

import {storedText, validStoredSearch, validStoredSearches} from '../../../src/theme/SearchBar/storedSearches';

const ORIGIN = 'https://nadle.dev';
const hit = {
  objectID: '/docs/introduction:1',
  url: '/docs/introduction#requirements',
  type: 'lvl2',
  hierarchy: {
    lvl0: 'Documentation',
    lvl1: 'Introduction',
    lvl2: 'Requirements',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: null,
};

describe('validStoredSearches', () => {
  it.each(['{[', 'null', '123', '"text"', '{}', 'true'])('reads %s as no saved search', (stored) => {
    expect(validStoredSearches(stored, ORIGIN)).toEqual([]);
  });

  it('drops the malformed entries of a list and keeps the others in order', () => {
    const second = {...hit, objectID: '/docs/introduction:2'};
    expect(validStoredSearches(JSON.stringify([hit, {}, null, 3, [hit], second]), ORIGIN)).toEqual([hit, second]);
  });

  it.each([
    ['no objectID', {...hit, objectID: undefined}],
    ['a javascript: URL', {...hit, url: 'javascript:alert(1)'}],
    ['a data: URL', {...hit, url: 'data:text/html,hi'}],
    ['an unknown type', {...hit, type: 'lvl9'}],
    ['no hierarchy', {...hit, hierarchy: null}],
    ['a heading that is not text', {...hit, hierarchy: {...hit.hierarchy, lvl2: {html: '<b>'}}}],
    ['a text row without text', {...hit, type: 'content', content: null}],
  ])('drops an entry with %s', (_, entry) => {
    expect(validStoredSearch(entry, ORIGIN)).toBeNull();
  });

  it('keeps an absolute link of the site and strips the fields only a live result has', () => {
    const entry = {
      ...hit,
      url: 'https://nadle.dev/docs/introduction',
      _snippetResult: {hierarchy: {lvl2: {value: '<img src=x onerror=alert(1)>'}}},
    };
    const {_snippetResult: _, ...expected} = entry;
    expect(validStoredSearch(entry, ORIGIN)).toEqual(expected);
  });
});

describe('storedText', () => {
  it('reads the escaped text DocSearch saves from a result back as text', () => {
    expect(storedText('Caching &amp; &lt;outputs&gt; &quot;a&quot; &#39;b&#x27;')).toBe(
      'Caching & <outputs> "a" \'b\'',
    );
  });

  it('leaves markup as written, to be shown as text', () => {
    expect(storedText('<img src=x onerror="alert(1)">')).toBe('<img src=x onerror="alert(1)">');
  });

  it('reads anything but a string as no text', () => {
    expect(storedText(null)).toBe('');
    expect(storedText({toString: () => '<b>'})).toBe('');
  });
});
