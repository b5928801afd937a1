import {describe, expect, it} from 'vitest';

import {resolveSearch} from '../../../plugins/search/config';

const ALGOLIA = {ALGOLIA_APP_ID: 'APPID', ALGOLIA_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'nadle'};

describe('resolveSearch', () => {
  it('searches locally when no Algolia variable is set, or they are empty', () => {
    for (const env of [{}, {ALGOLIA_APP_ID: '', ALGOLIA_API_KEY: ' ', ALGOLIA_INDEX_NAME: ''}]) {
      const setup = resolveSearch(env);
      expect(setup.mode).toBe('local');
      expect(setup.algolia).toMatchObject({
        contextualSearch: true,
        searchPagePath: 'search',
        indexName: 'nadle',
        insights: false,
      });
      expect(setup.plugins).toEqual([[expect.stringMatching(/plugins\/search\/index\.ts$/), {mode: 'local'}]]);
    }
  });

  it('searches Algolia when all three variables are set, with analytics off by default', () => {
    const setup = resolveSearch(ALGOLIA);
    expect(setup.mode).toBe('algolia');
    expect(setup.algolia).toEqual({
      appId: 'APPID',
      apiKey: 'search-key',
      indexName: 'nadle',
      contextualSearch: true,
      searchPagePath: 'search',
      insights: false,
    });
    expect(setup.plugins).toEqual([[expect.any(String), {mode: 'algolia'}]]);
  });

  it('turns search analytics on with ALGOLIA_INSIGHTS=true', () => {
    expect(resolveSearch({...ALGOLIA, ALGOLIA_INSIGHTS: 'true'}).algolia.insights).toBe(true);
    expect(resolveSearch({...ALGOLIA, ALGOLIA_INSIGHTS: 'false'}).algolia.insights).toBe(false);
  });

  it.each([
    [{ALGOLIA_APP_ID: 'APPID'}, /ALGOLIA_APP_ID is set but ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are missing/],
    [
      {ALGOLIA_APP_ID: 'APPID', ALGOLIA_API_KEY: 'key'},
      /ALGOLIA_APP_ID and ALGOLIA_API_KEY are set but ALGOLIA_INDEX_NAME is missing/,
    ],
    [{ALGOLIA_INDEX_NAME: 'nadle', ALGOLIA_API_KEY: 'key'}, /but ALGOLIA_APP_ID is missing/],
  ])('fails a half-set configuration, naming what is missing: %j', (env, message) => {
    expect(() => resolveSearch(env)).toThrow(message);
  });

  it('rejects an ALGOLIA_INSIGHTS value other than true or false, and insights without Algolia', () => {
    expect(() => resolveSearch({...ALGOLIA, ALGOLIA_INSIGHTS: 'yes'})).toThrow(
      /ALGOLIA_INSIGHTS must be "true" or "false"; got "yes"/,
    );
    expect(() => resolveSearch({ALGOLIA_INSIGHTS: 'true'})).toThrow(/ALGOLIA_INSIGHTS=true needs Algolia search/);
  });
});
