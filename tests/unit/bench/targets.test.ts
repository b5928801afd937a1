import {describe, expect, it} from 'vitest';

import {pageWeight, type LoadedFile} from '../../../scripts/bench/page-weight';
import {checkTargets, summarize, type PageScores} from '../../../scripts/bench/report';

/** A page whose first load is `html`, `js` and `css` bytes gzip. */
function weighing(route: string, html: number, js: number, css: number) {
  const file = (url: string, kind: LoadedFile['kind'], gzip: number): LoadedFile => ({
    url,
    kind,
    raw: gzip * 3,
    gzip,
    markers: [],
  });
  return pageWeight(route, {
    files: [
      file(route, 'html', html),
      file('/assets/js/main.js', 'js', js),
      file('/assets/css/styles.css', 'css', css),
    ],
    external: [],
  });
}

/** Lighthouse figures of three runs with the given mobile performance scores and blocking times. */
function scores(performance: number[], tbt: number[]): PageScores {
  const perfect = summarize([100, 100, 100]);
  const formFactor = {
    performance: summarize(performance),
    accessibility: perfect,
    'best-practices': perfect,
    seo: perfect,
    lcp: summarize([1000, 1000, 1000]),
    tbt: summarize(tbt),
    cls: summarize([0, 0, 0]),
    benchmarkIndex: summarize([1500, 1500, 1500]),
    failedAudits: {},
  };
  return {mobile: formFactor, desktop: {...formFactor, performance: perfect}};
}

describe('checkTargets', () => {
  it('holds each page to the first-load limit of its kind, in KB of 1,000 bytes', () => {
    const results = checkTargets({
      pages: [
        {route: '/', template: '/', kind: 'home'},
        {route: '/docs/plain', template: '/docs/intro', kind: 'docs'},
      ],
      weighedPages: [{route: '/docs/sample', kind: 'sample'}],
      siteWeights: {
        '/': weighing('/', 10_000, 150_000, 15_001),
        '/docs/plain': weighing('/docs/plain', 10_000, 155_000, 15_000),
        '/docs/sample': weighing('/docs/sample', 20_000, 150_000, 15_000),
      },
      siteScores: {},
      templateScores: {},
    });
    expect(results.map(({name, met}) => [name, met])).toEqual([
      ['first load of / (home) <= 175 KB gzip', false],
      ['first load of /docs/plain (docs) <= 180 KB gzip', true],
      ['first load of /docs/sample (sample) <= 185 KB gzip', true],
    ]);
    expect(results[0].detail).toBe('HTML+JS+CSS 175.0 KB');
  });

  it("compares the median mobile score and blocking time with the template's page", () => {
    const results = checkTargets({
      pages: [{route: '/docs/plain', template: '/docs/intro', kind: 'docs'}],
      weighedPages: [],
      siteWeights: {'/docs/plain': weighing('/docs/plain', 10_000, 150_000, 15_000)},
      siteScores: {'/docs/plain': scores([90, 95, 99], [100, 400, 200])},
      templateScores: {'/docs/intro': scores([94, 96, 97], [150, 300, 199])},
    });
    const verdict = (start: string) => results.find((result) => result.name.startsWith(start));
    expect(verdict('mobile performance')).toMatchObject({met: false, detail: 'median 95 (90–99) vs 96 (94–97)'});
    expect(verdict('mobile total blocking time')).toMatchObject({
      met: false,
      detail: 'median 200 (100–400) ms vs 199 (150–300) ms',
    });
  });
});
