// The replacement files and the byte count of the project's static server
// (tests/e2e/support/serve-build.ts): the search benchmark serves a build with another
// search index through them, and the peer benchmark weighs what each engine downloads.
import {existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {serveBuild, type ServedBuild} from '../e2e/support/serve-build';

let build: string;
let other: string;

beforeAll(() => {
  build = mkdtempSync(path.join(tmpdir(), 'serve-build-test-'));
  mkdirSync(path.join(build, 'search-index'));
  mkdirSync(path.join(build, 'docs', 'intro'), {recursive: true});
  writeFileSync(path.join(build, 'index.html'), '<h1>Home</h1>');
  writeFileSync(path.join(build, '404.html'), '<h1>Not found</h1>');
  writeFileSync(path.join(build, 'docs', 'intro', 'index.html'), '<h1>Intro</h1>');
  writeFileSync(path.join(build, 'search-index', 'manifest.json'), '{"built": true}');
  writeFileSync(path.join(build, 'search-index', 'aaaa.json'), '["built shard"]');
  other = path.join(build, '..', `${path.basename(build)}-other.json`);
  writeFileSync(other, '{"from": "another file"}');
});

afterAll(() => {
  rmSync(build, {recursive: true, force: true});
  rmSync(other, {force: true});
});

describe('serveBuild replacements and byte count', () => {
  let served: ServedBuild;
  const syntheticShard = JSON.stringify(['synthetic shard'.repeat(200)]);

  beforeAll(async () => {
    served = await serveBuild({
      dir: build,
      applyHeadersFile: false,
      gzip: true,
      replacements: {
        '/search-index/manifest.json': '{"synthetic": true}',
        '/search-index/bbbb.json': new TextEncoder().encode(syntheticShard),
        '/docs/intro/index.html': {file: other},
      },
    });
  });

  afterAll(async () => {
    await served.close();
  });

  it("serves a replaced file instead of the build's, with its content type", async () => {
    const response = await fetch(`${served.url}/search-index/manifest.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({synthetic: true});
  });

  it("serves a file the build does not have, gzip-compressed when the client accepts it, as the build's files are", async () => {
    const response = await fetch(`${served.url}/search-index/bbbb.json`, {headers: {'accept-encoding': 'gzip'}});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // fetch decompresses the body it hands over: the header above shows it was sent compressed.
    expect(await response.text()).toBe(syntheticShard);
  });

  it("serves another file's contents at a replaced path, a page's index.html at the page's address too", async () => {
    for (const address of ['/docs/intro/index.html', '/docs/intro', '/docs/intro/']) {
      expect(await (await fetch(`${served.url}${address}`)).text(), address).toBe('{"from": "another file"}');
    }
  });

  it('counts the body bytes it sends, as sent: gzip where compressed', async () => {
    const before = served.sentBytes();
    const plain = await fetch(`${served.url}/search-index/aaaa.json`, {headers: {'accept-encoding': 'identity'}});
    expect(await plain.text()).toBe('["built shard"]');
    expect(served.sentBytes() - before).toBe(Buffer.byteLength('["built shard"]'));

    const beforeGzip = served.sentBytes();
    const compressed = await fetch(`${served.url}/search-index/bbbb.json`, {headers: {'accept-encoding': 'gzip'}});
    expect(await compressed.text()).toBe(syntheticShard);
    const sentGzip = served.sentBytes() - beforeGzip;
    expect(sentGzip).toBeGreaterThan(0);
    expect(sentGzip).toBeLessThan(Buffer.byteLength(syntheticShard) / 10);
  });

  it('serves every other file and page from the build', async () => {
    expect(await (await fetch(`${served.url}/search-index/aaaa.json`)).text()).toBe('["built shard"]');
    expect(await (await fetch(`${served.url}/`)).text()).toBe('<h1>Home</h1>');
    expect((await fetch(`${served.url}/search-index/cccc.json`)).status).toBe(404);
  });
});

describe('serveBuild without replacements', () => {
  it("serves the build's own files at those paths", async () => {
    const served = await serveBuild({dir: build, applyHeadersFile: false});
    try {
      expect(await (await fetch(`${served.url}/search-index/manifest.json`)).json()).toEqual({built: true});
      expect((await fetch(`${served.url}/search-index/bbbb.json`)).status).toBe(404);
    } finally {
      await served.close();
    }
  });
});

describe('serveBuild replacement paths', () => {
  it.each(['search-index/manifest.json', '/search-index/', '/../outside.json', '/a.json?x=1'])(
    'refuses %j, naming it',
    async (urlPath) => {
      await expect(serveBuild({dir: build, applyHeadersFile: false, replacements: {[urlPath]: 'x'}})).rejects.toThrow(
        `"${urlPath}"`,
      );
    },
  );

  it('removes its copies of the replacement files when it closes', async () => {
    const stagingDirs = () => new Set(readdirSync(tmpdir()).filter((name) => /^serve-build-(?!test-)/.test(name)));
    const before = stagingDirs();
    const served = await serveBuild({
      dir: build,
      applyHeadersFile: false,
      replacements: {'/search-index/manifest.json': '{}'},
    });
    const created = [...stagingDirs()].filter((name) => !before.has(name));
    expect(created.length).toBeGreaterThan(0);
    await served.close();
    for (const name of created) expect(existsSync(path.join(tmpdir(), name)), name).toBe(false);
  });
});

describe('serveBuild and paths no file can have', () => {
  let served: ServedBuild;
  beforeAll(async () => {
    served = await serveBuild({dir: build, applyHeadersFile: false, gzip: true});
  });
  afterAll(async () => {
    await served.close();
  });

  it.each([
    '/%',
    '/%zz',
    '/docs/%',
    '/docs/%E0%A4%A',
    '/docs/%E0%A4',
    '/%C3',
    '/%C0%AF',
    '/docs/intro%',
    '/%00',
    '/docs/%00',
    '/index.html%00.json',
    '/search-index/%00manifest.json',
    '/docs/intro%00/',
  ])('answers %s with 400 and the not-found page, never 500', async (urlPath) => {
    const response = await fetch(`${served.url}${urlPath}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe('<h1>Not found</h1>');
  });

  it.each([
    `/${'a'.repeat(256)}`,
    `/docs/${'a'.repeat(1000)}`,
    `/docs/${'a'.repeat(300)}.html`,
    `/search-index/${'b'.repeat(300)}.json`,
    `/${'%C3%A9'.repeat(128)}`,
    `/${'a/'.repeat(1500)}x`,
    `/${'x'.repeat(8000)}`,
  ])('answers an over-long path (%#) with 404, never 500', async (urlPath) => {
    const response = await fetch(`${served.url}${urlPath}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>Not found</h1>');
  });

  it('still serves a long path that is a file, and a valid escape', async () => {
    const name = `${'n'.repeat(250)}.json`;
    writeFileSync(path.join(build, name), '"long"');
    expect(await (await fetch(`${served.url}/${name}`)).text()).toBe('"long"');
    expect(await (await fetch(`${served.url}/docs/%69ntro`)).text()).toBe('<h1>Intro</h1>');
  });
});
