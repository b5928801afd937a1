import {describe, expect, it} from 'vitest';

import {readSearchEnv, readUploadEnv} from '../../config/searchEnv';
import {DEFAULT_BASE_URL, DEFAULT_EDIT_URL, DEFAULT_SITE_URL, ENV_VARIABLES, readSiteEnv} from '../../config/siteEnv';

describe('readSiteEnv', () => {
  it('uses the defaults when nothing is set, and treats empty values as unset', () => {
    const expected = {
      siteUrl: DEFAULT_SITE_URL,
      baseUrl: DEFAULT_BASE_URL,
      gtagMeasurementId: undefined,
      noIndex: false,
      testPages: false,
      skipTaskGraphs: false,
      editUrl: DEFAULT_EDIT_URL,
    };
    expect(readSiteEnv({})).toEqual(expected);
    expect(
      readSiteEnv({
        SITE_URL: '',
        BASE_URL: ' ',
        GTAG_MEASUREMENT_ID: '',
        NO_INDEX: '',
        TEST_PAGES: '',
        SKIP_TASK_GRAPHS: '',
        EDIT_URL: '',
      }),
    ).toEqual(expected);
  });

  it('accepts well-formed values', () => {
    expect(
      readSiteEnv({
        SITE_URL: 'https://docs.example.org/',
        BASE_URL: '/nadle/',
        GTAG_MEASUREMENT_ID: 'G-ABC123XYZ',
        NO_INDEX: 'true',
        TEST_PAGES: 'true',
        SKIP_TASK_GRAPHS: 'true',
        EDIT_URL: 'https://git.example.org/nadle/-/blob/main/site/',
      }),
    ).toEqual({
      siteUrl: 'https://docs.example.org',
      baseUrl: '/nadle/',
      gtagMeasurementId: 'G-ABC123XYZ',
      noIndex: true,
      testPages: true,
      skipTaskGraphs: true,
      editUrl: 'https://git.example.org/nadle/-/blob/main/site/',
    });
    expect(readSiteEnv({BASE_URL: '/docs/v1/'}).baseUrl).toBe('/docs/v1/');
    expect(readSiteEnv({NO_INDEX: 'false'}).noIndex).toBe(false);
  });

  it.each([
    ['SITE_URL', 'nadle.dev', /SITE_URL must be an absolute http\(s\) URL/],
    ['SITE_URL', 'ftp://nadle.dev', /SITE_URL must be an http\(s\) origin without a path/],
    ['SITE_URL', 'https://nadle.dev/docs', /put the path in BASE_URL/],
    ['BASE_URL', 'nadle/', /BASE_URL must be a path that starts and ends with "\/"/],
    ['BASE_URL', '/nadle', /BASE_URL must be a path that starts and ends with "\/"/],
    ['GTAG_MEASUREMENT_ID', 'UA-1234-1', /GTAG_MEASUREMENT_ID must be a Google Analytics 4 measurement id/],
    ['NO_INDEX', 'yes', /NO_INDEX must be "true" or "false"; got "yes"/],
    ['TEST_PAGES', '1', /TEST_PAGES must be "true" or "false"; got "1"/],
    ['SKIP_TASK_GRAPHS', 'yes', /SKIP_TASK_GRAPHS must be "true" or "false"; got "yes"/],
    [
      'EDIT_URL',
      'github.com/nadlejs/nadle/',
      /EDIT_URL must be an absolute http\(s\) URL of the folder that holds docs\/ and blog\//,
    ],
    [
      'EDIT_URL',
      'https://github.com/nadlejs/nadle/tree/main/packages/docs',
      /EDIT_URL must .* ending with "\/", .*; got "https:\/\/github.com\/nadlejs\/nadle\/tree\/main\/packages\/docs"/,
    ],
    ['EDIT_URL', 'javascript:alert(1)/', /EDIT_URL must be an absolute http\(s\) URL/],
  ])('rejects %s=%s with a message naming the variable and what it expects', (name, value, message) => {
    expect(() => readSiteEnv({[name]: value})).toThrow(message);
  });
});

describe('ENV_VARIABLES', () => {
  it('lists exactly the variables the build and search:upload read', () => {
    const read = new Set<string>();
    const values: Record<string, string> = {
      ALGOLIA_APP_ID: 'APPID',
      ALGOLIA_API_KEY: 'search-key',
      ALGOLIA_INDEX_NAME: 'nadle',
      ALGOLIA_ADMIN_API_KEY: 'admin-key',
    };
    const env = new Proxy(values, {
      get(target, name) {
        if (typeof name === 'string') read.add(name);
        return target[name as string];
      },
    });
    readSiteEnv(env);
    readSearchEnv(env);
    readUploadEnv(env);
    expect([...read].sort()).toEqual([...ENV_VARIABLES].sort());
  });
});

describe('ALGOLIA_APP_ID', () => {
  const credentials = {ALGOLIA_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'nadle'};

  it('accepts an application ID of capital letters and digits', () => {
    expect(readSearchEnv({...credentials, ALGOLIA_APP_ID: 'BH4D9OD16A'})).toMatchObject({
      mode: 'algolia',
      appId: 'BH4D9OD16A',
    });
  });

  it.each(['*', 'APP;script-src *', 'APP ID', 'app.example.com', 'bh4d9od16a'])(
    'refuses %j, which would end up in the Content-Security-Policy, naming the variable',
    (appId) => {
      const expected = `Environment variable ALGOLIA_APP_ID must be an Algolia application ID: capital letters and digits only, such as BH4D9OD16A; got ${JSON.stringify(appId)}.`;
      expect(() => readSearchEnv({...credentials, ALGOLIA_APP_ID: appId})).toThrow(expected);
      expect(() =>
        readUploadEnv({ALGOLIA_APP_ID: appId, ALGOLIA_INDEX_NAME: 'nadle', ALGOLIA_ADMIN_API_KEY: 'admin-key'}),
      ).toThrow(expected);
    },
  );
});
