import {describe, expect, it} from 'vitest';

import {isDataSaving, isSavedForOffline, keepSavedFiles, savePagesByFolderUrl} from '../../plugins/pwa/precache.mjs';

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
    ]) {
      expect(isSavedForOffline(file), file).toBe(true);
    }
  });

  it('leaves out files without a content hash, feeds and the fixture pages of test builds', () => {
    for (const file of ['sw.js', 'blog/feed.json', 'img/icon-maskable.svg', 'robots.txt', 'tests/code-blocks/index.html', 'assets/playground/playground-typescript.1a2b3c4d.js', 'assets/playground/playground-typescript-worker.5e6f7a8b.js']) {
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
