import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {
  FIXTURE_PAGES_PRECACHE_ALLOWANCE,
  injectSavedFileChecks,
  PRECACHE_GZIP_BUDGET,
  precacheBudget,
  precacheManifest,
  savedFileChecks,
} from '../../plugins/pwa/index';
import {
  fileOfPrecacheUrl,
  isDataSaving,
  isSavedForOffline,
  keepSavedFiles,
  SAVED_FILE_CHECKS_INJECTION_POINT,
  savePagesByFolderUrl,
} from '../../plugins/pwa/precache.mjs';

describe('the precache budget', () => {
  it('is the same for every build readers get, under any base URL', () => {
    expect(precacheBudget(['/', '/docs/introduction', '/search'], '/')).toBe(PRECACHE_GZIP_BUDGET);
    expect(precacheBudget(['/nadle/', '/nadle/docs/tests-and-ci'], '/nadle/')).toBe(PRECACHE_GZIP_BUDGET);
  });

  it('leaves room for the fixture pages, which only test builds have and no reader gets', () => {
    const withFixtures = PRECACHE_GZIP_BUDGET + FIXTURE_PAGES_PRECACHE_ALLOWANCE;
    expect(precacheBudget(['/', '/tests/theme-samples'], '/')).toBe(withFixtures);
    expect(precacheBudget(['/nadle/', '/nadle/tests/crash'], '/nadle/')).toBe(withFixtures);
    // A route of the same name outside the base URL is not a fixture page of this build.
    expect(precacheBudget(['/nadle/', '/tests/crash'], '/nadle/')).toBe(PRECACHE_GZIP_BUDGET);
  });
});

describe('what the offline-reading worker saves', () => {
  it('saves hashed assets, pages, the search index, the navbar logo and the favicon', () => {
    for (const file of [
      'assets/js/main.1a2b3c4d.js',
      'assets/css/styles.5e6f7a8b.css',
      'index.html',
      '404.html',
      'docs/introduction/index.html',
      'search-index/manifest.json',
      'search-index/6d51ac64dbe5.json',
      'img/logo.svg',
      'img/favicon.svg',
      'docs/introduction.md',
      'blog/release-v0-5-0.md',
      'llms.txt',
    ]) {
      expect(isSavedForOffline(file), file).toBe(true);
    }
  });

  it('leaves out files without a content hash, feeds and the fixture pages of test builds', () => {
    for (const file of [
      'sw.js',
      'blog/feed.json',
      'img/icon-maskable.svg',
      'robots.txt',
      'llms-full.txt',
      'tests/code-blocks/index.html',
      'tests/code-blocks.md',
      'assets/playground/playground-typescript.1a2b3c4d.js',
      'assets/playground/playground-typescript-worker.5e6f7a8b.js',
    ]) {
      expect(isSavedForOffline(file), file).toBe(false);
    }
  });

  it('filters a Workbox manifest and keys pages by their folder URL', async () => {
    const entries = [
      {url: 'index.html', revision: 'a'},
      {url: 'docs/api/index/index.html', revision: 'b'},
      {url: '404.html', revision: 'c'},
      {url: 'blog/feed.json', revision: 'd'},
    ];
    const {manifest: kept} = await keepSavedFiles(entries);
    const {manifest} = await savePagesByFolderUrl(kept);
    expect(manifest.map((entry) => entry.url)).toEqual(['./', 'docs/api/index/', '404.html']);
  });
});

describe('the checks the worker makes of what it serves from its caches', () => {
  let build: string;
  const files: Record<string, string> = {
    'index.html': '<h1>Home</h1>',
    '404.html': '<h1>Not found</h1>',
    'docs/intro/index.html': '<h1>Intro</h1>',
    'docs/intro.md': '# Intro\n',
    'llms.txt': '# Nadle\n',
    'llms-full.txt': '# Everything\n',
    'assets/js/main.0123abcd.js': 'main()',
    'assets/playground/playground-typescript.89abcdef.js': 'compiler()',
    'tests/fixture/index.html': '<h1>Fixture</h1>',
    'robots.txt': 'User-agent: *',
    'sw.js': 'worker()',
  };
  const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

  beforeAll(() => {
    build = mkdtempSync(path.join(tmpdir(), 'offline-precache-test-'));
    for (const [file, contents] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(build, file)), {recursive: true});
      writeFileSync(path.join(build, file), contents);
    }
  });
  afterAll(() => rmSync(build, {recursive: true, force: true}));

  it('lists the saved files, the Markdown twins and llms.txt among them, each page by its folder URL', async () => {
    const urls = (await precacheManifest(build)).map((entry) => entry.url).sort();
    expect(urls).toEqual(
      ['./', '404.html', 'assets/js/main.0123abcd.js', 'docs/intro.md', 'docs/intro/', 'llms.txt'].sort(),
    );
    expect(urls.map(fileOfPrecacheUrl)).toContain('docs/intro/index.html');
    expect(fileOfPrecacheUrl('./')).toBe('index.html');
  });

  it('records the SHA-256 of every saved file and of each file saved on first use, with the headers', async () => {
    const policy = {'Content-Security-Policy': "default-src 'self'"};
    const immutable = {'Cache-Control': 'immutable'};
    const rules = [
      {pattern: '/*', headers: policy},
      {pattern: '/assets/*', headers: immutable},
      {pattern: '/docs/intro.md', headers: {'X-Robots-Tag': 'noindex'}},
    ];
    const checks = await savedFileChecks(build, '/', await precacheManifest(build), rules);
    expect(checks.headers).toEqual([
      {prefix: '', headers: policy},
      {prefix: 'assets/', headers: immutable},
    ]);
    expect(checks.digests).toEqual({
      '': sha256(files['index.html']),
      '404.html': sha256(files['404.html']),
      'docs/intro/': sha256(files['docs/intro/index.html']),
      'docs/intro.md': sha256(files['docs/intro.md']),
      'llms.txt': sha256(files['llms.txt']),
      'assets/js/main.0123abcd.js': sha256(files['assets/js/main.0123abcd.js']),
      'assets/playground/playground-typescript.89abcdef.js': sha256(
        files['assets/playground/playground-typescript.89abcdef.js'],
      ),
    });
  });

  it('writes the checks into the one worker file that holds the injection point, and fails without exactly one', () => {
    const checks = {digests: {'': 'abc='}, headers: []};
    const chunk = `const c=${SAVED_FILE_CHECKS_INJECTION_POINT};`;
    const written = injectSavedFileChecks({'sw.js': 'main()', '637.sw.js': chunk}, checks);
    expect(Object.keys(written)).toEqual(['637.sw.js']);
    expect(written['637.sw.js']).toBe(`const c=(${JSON.stringify(checks)});`);
    expect(() => injectSavedFileChecks({'sw.js': 'main()'}, checks)).toThrow(/exactly once \(found 0/);
    expect(() => injectSavedFileChecks({'sw.js': chunk, '1.sw.js': chunk}, checks)).toThrow(/exactly once \(found 2/);
  });
});

describe('connections that ask for no background downloads', () => {
  it.each([
    [{saveData: true, effectiveType: '4g'}, true],
    [{saveData: false, effectiveType: '2g'}, true],
    [{saveData: false, effectiveType: 'slow-2g'}, true],
    [{saveData: false, effectiveType: '3g'}, false],
    [{saveData: false, effectiveType: '4g'}, false],
    [undefined, false],
  ])('%o: %s', (connection, saving) => {
    expect(isDataSaving(connection)).toBe(saving);
  });
});
