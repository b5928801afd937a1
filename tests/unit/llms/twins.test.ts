// The Markdown-twin step of the build writes its files into a build folder and
// returns the paths that _headers, written after it, marks noindex: that list must
// be exactly what the step wrote, under the site's base URL.
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {afterEach, beforeEach, describe, expect, it} from 'vitest';

import type {ContentPage} from '../../../plugins/build-output/contentPages';
import {writeMarkdownTwins} from '../../../plugins/llms/index';
import {readBuiltPages} from '../../../plugins/shared/builtPages';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8');

describe('writeMarkdownTwins', () => {
  let outDir: string;

  beforeEach(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'twins-'));
    for (const [folder, name] of [
      ['docs/getting-started/installation', 'installation'],
      ['blog/release-v0-5-0', 'release-v0-5-0'],
    ]) {
      mkdirSync(path.join(outDir, folder), {recursive: true});
      writeFileSync(path.join(outDir, folder, 'index.html'), fixture(name));
    }
  });

  afterEach(() => {
    rmSync(outDir, {recursive: true, force: true});
  });

  it('returns, base URL included, exactly the twins and llms*.txt it wrote; robots.txt stays indexable', async () => {
    const baseUrl = '/nadle/';
    const contentPages: ContentPage[] = [
      {
        permalink: '/nadle/docs/getting-started/installation',
        title: 'Installation',
        description: 'Install Nadle.',
        section: 'docs',
      },
      {permalink: '/nadle/blog/release-v0-5-0', title: 'Nadle 0.5.0', description: 'What is new.', section: 'blog'},
    ];
    const noIndexPaths = await writeMarkdownTwins({
      outDir,
      siteConfig: {url: 'https://example.org', baseUrl, title: 'Nadle'},
      contentPages,
      builtPages: await readBuiltPages({outDir, baseUrl}),
    });

    expect(noIndexPaths).toEqual([
      '/nadle/docs/getting-started/installation.md',
      '/nadle/blog/release-v0-5-0.md',
      '/nadle/llms.txt',
      '/nadle/llms-full.txt',
    ]);
    for (const written of noIndexPaths)
      expect(existsSync(path.join(outDir, written.slice(baseUrl.length))), written).toBe(true);
    expect(readFileSync(path.join(outDir, 'docs/getting-started/installation.md'), 'utf8')).toMatch(
      /^# Installation\n/,
    );
    expect(readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toContain(
      'Sitemap: https://example.org/nadle/sitemap.xml',
    );
  });

  it('names the route whose built page is missing', async () => {
    const missing: ContentPage = {permalink: '/docs/nowhere', title: 'Nowhere', description: '', section: 'docs'};
    await expect(
      writeMarkdownTwins({
        outDir,
        siteConfig: {url: 'https://example.org', baseUrl: '/', title: 'Nadle'},
        contentPages: [missing],
        builtPages: await readBuiltPages({outDir, baseUrl: '/'}),
      }),
    ).rejects.toThrow(/\/docs\/nowhere/);
  });
});
