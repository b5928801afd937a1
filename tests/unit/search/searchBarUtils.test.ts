// The helpers of the SearchBar fork (src/theme/SearchBar/utils.ts).
import {describe, expect, it} from 'vitest';

import {REPOSITORY_URL} from '../../../src/data/release';
import {missingResultsUrl, withDocSearch3Wording} from '../../../src/theme/SearchBar/utils';

describe('missingResultsUrl', () => {
  it('opens a new issue on the repository whose title quotes the query', () => {
    const url = new URL(missingResultsUrl({query: ' watch mode <b>&amp; '}));
    expect(`${url.origin}${url.pathname}`).toBe(`${REPOSITORY_URL}/issues/new`);
    expect(url.searchParams.get('title')).toBe('Docs search: no results for "watch mode <b>&amp;"');
    expect(url.searchParams.get('labels')).toBe('documentation');
  });
});

describe('withDocSearch3Wording', () => {
  it("leaves out the theme's DocSearch 4 texts of the footer and the no-results screen, keeping the others", () => {
    const modal = withDocSearch3Wording({
      footer: {selectText: 'Select', navigateText: 'Navigate', closeText: 'Close', searchByText: 'Search by'},
      noResultsScreen: {
        noResultsText: 'No results found for',
        reportMissingResultsText: 'Believe this query should return results?',
      },
    });
    expect(modal.footer).toEqual({searchByText: 'Search by'});
    expect(modal.noResultsScreen).toEqual({reportMissingResultsText: 'Believe this query should return results?'});
  });
});
