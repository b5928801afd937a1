// The output cache of slow build steps (plugins/shared/outputCache.ts): an output
// comes back only while every file the step read is as it was, and never half written.
import {mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {afterEach, beforeEach, describe, expect, it} from 'vitest';

import {dependencyDigests, isSiteFile, outputCache} from '../../plugins/shared/outputCache';

let siteDir: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
  writeFileSync(path.join(siteDir, file), text);
};
const output = (text: string) => ({
  files: new Map([['pages/index.md', Buffer.from(text)]]),
  data: {entry: `entry-${text}.js`},
});
const textOf = (cached: Awaited<ReturnType<ReturnType<typeof outputCache>['read']>>) =>
  cached?.files.get('pages/index.md')?.toString();

beforeEach(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'output-cache-test-'));
  write('node_modules/.package-lock.json', '{"lockfileVersion": 3}');
  write('api/index.ts', 'export const a = 1;');
});
afterEach(() => rmSync(siteDir, {recursive: true, force: true}));

describe('outputCache', () => {
  it('gives back the files and data of an output while the files its step read are unchanged', async () => {
    const cache = outputCache<{entry: string}>(siteDir, 'step', ['options']);
    expect(await cache.read()).toBeUndefined();
    await cache.write(dependencyDigests(siteDir, ['api/index.ts', 'api/other.ts']), output('first'));
    const cached = await cache.read();
    expect(textOf(cached)).toBe('first');
    expect(cached?.data).toEqual({entry: 'entry-first.js'});
  });

  it('passes an output over when a file it read changes or goes, or a file it looked for in vain appears', async () => {
    const cache = outputCache<{entry: string}>(siteDir, 'step');
    await cache.write(dependencyDigests(siteDir, ['api/index.ts', 'api/other.ts']), output('first'));

    write('api/index.ts', 'export const a = 2;');
    expect(await cache.read()).toBeUndefined();
    write('api/index.ts', 'export const a = 1;');
    expect(textOf(await cache.read())).toBe('first');

    write('api/other.ts', 'export const b = 1;');
    expect(await cache.read()).toBeUndefined();
    rmSync(path.join(siteDir, 'api/other.ts'));
    rmSync(path.join(siteDir, 'api/index.ts'));
    expect(await cache.read()).toBeUndefined();
  });

  it('keeps an output per set of inputs, for the packages installed and the options given', async () => {
    const cache = outputCache<{entry: string}>(siteDir, 'step', ['options']);
    await cache.write(dependencyDigests(siteDir, ['api/index.ts']), output('first'));
    write('api/index.ts', 'export const a = 2;');
    await cache.write(dependencyDigests(siteDir, ['api/index.ts']), output('second'));
    expect(textOf(await cache.read())).toBe('second');
    write('api/index.ts', 'export const a = 1;');
    expect(textOf(await cache.read())).toBe('first');

    expect(await outputCache(siteDir, 'step', ['other options']).read()).toBeUndefined();
    write('node_modules/.package-lock.json', '{"lockfileVersion": 3, "packages": {}}');
    expect(await outputCache(siteDir, 'step', ['options']).read()).toBeUndefined();
  });

  it("keeps nothing without npm's record of the installed packages", async () => {
    rmSync(path.join(siteDir, 'node_modules/.package-lock.json'));
    const cache = outputCache<{entry: string}>(siteDir, 'step');
    await cache.write(dependencyDigests(siteDir, ['api/index.ts']), output('first'));
    expect(await cache.read()).toBeUndefined();
  });

  it('keeps the four most recently used outputs and nothing half written', async () => {
    const cache = outputCache<{entry: string}>(siteDir, 'step');
    const stepDir = path.join(siteDir, 'node_modules', '.cache', 'step');
    const seen = new Set<string>();
    for (let version = 1; version <= 5; version += 1) {
      write('api/index.ts', `export const a = ${version};`);
      await cache.write(dependencyDigests(siteDir, ['api/index.ts']), output(`v${version}`));
      // Each new output used one second after the one before it.
      for (const name of readdirSync(stepDir).filter((name) => !seen.has(name))) {
        seen.add(name);
        utimesSync(path.join(stepDir, name), 1000 + version, 1000 + version);
      }
    }
    expect(readdirSync(stepDir)).toHaveLength(4);
    expect(readdirSync(stepDir).some((name) => name.startsWith('.'))).toBe(false);
    write('api/index.ts', 'export const a = 1;');
    expect(await cache.read()).toBeUndefined();
    write('api/index.ts', 'export const a = 5;');
    expect(textOf(await cache.read())).toBe('v5');
  });

  it('takes the same output written twice at once, by two builds side by side', async () => {
    const cache = outputCache<{entry: string}>(siteDir, 'step');
    const dependencies = dependencyDigests(siteDir, ['api/index.ts']);
    await Promise.all([cache.write(dependencies, output('same')), cache.write(dependencies, output('same'))]);
    expect(textOf(await cache.read())).toBe('same');
    expect(readdirSync(path.join(siteDir, 'node_modules', '.cache', 'step'))).toHaveLength(1);
  });
});

describe('isSiteFile', () => {
  it('counts the files of the site, not those of its packages or outside it', () => {
    expect(isSiteFile(siteDir, path.join(siteDir, 'src', 'a.ts'))).toBe(true);
    expect(isSiteFile(siteDir, path.join(siteDir, 'node_modules', 'typescript', 'lib', 'lib.d.ts'))).toBe(false);
    expect(isSiteFile(siteDir, path.join(tmpdir(), 'elsewhere.ts'))).toBe(false);
    expect(isSiteFile(siteDir, siteDir)).toBe(false);
  });
});
