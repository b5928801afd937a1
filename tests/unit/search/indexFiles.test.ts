import {mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {afterEach, describe, expect, it} from 'vitest';

import {buildIndexFiles, writeIndexFiles} from '../../../plugins/search/indexFiles';
import type {ExtractedPage, IndexManifest, IndexShard} from '../../../src/search/types';

const pages: ExtractedPage[] = Array.from({length: 40}, (_, i) => ({
  section: i % 2 ? 'Blog' : 'Documentation',
  title: `Page ${i}`,
  path: `/docs/page-${i}`,
  language: 'en',
  docusaurusTag: 'docs-default-current',
  description: i === 0 ? 'The first page.' : null,
  entries: [
    [2, `Heading ${i}`, `heading-${i}`],
    [0, `Text of page ${i}: ${'lorem ipsum dolor '.repeat(20)}${i * 7919}`],
  ],
}));

describe('buildIndexFiles', () => {
  it('writes one shard named by its content hash, and a manifest counting the records', () => {
    const files = buildIndexFiles(pages);
    expect(files.shards).toHaveLength(1);
    expect(files.shards[0].name).toMatch(/^[0-9a-f]{12}\.json$/);
    expect(files.manifest).toEqual({version: 1, shards: [files.shards[0].name], records: 40 * 3});
    const shard = JSON.parse(files.shards[0].contents) as IndexShard;
    expect(shard.sections).toEqual(['Documentation', 'Blog']);
    expect(shard.pages[0]).toEqual([
      0,
      'Page 0',
      '/docs/page-0',
      'en',
      'docs-default-current',
      pages[0].entries,
      'The first page.',
    ]);
    expect(shard.pages[1]).toHaveLength(6);
  });

  it('names shards by content: the same pages give the same names, other pages other names', () => {
    expect(buildIndexFiles(pages).manifest.shards).toEqual(buildIndexFiles(pages).manifest.shards);
    expect(buildIndexFiles(pages.slice(1)).manifest.shards).not.toEqual(buildIndexFiles(pages).manifest.shards);
  });

  it('splits the pages into shards under the size limit when one file would exceed it', () => {
    const limit = 600;
    const files = buildIndexFiles(pages, limit);
    expect(files.shards.length).toBeGreaterThan(1);
    for (const shard of files.shards) expect(gzipSync(shard.contents).length).toBeLessThanOrEqual(limit);
    const paths = files.shards.flatMap((shard) =>
      (JSON.parse(shard.contents) as IndexShard).pages.map((page) => page[2]),
    );
    expect(paths).toEqual(pages.map((page) => page.path));
  });
});

describe('writeIndexFiles', () => {
  let outDir: string | undefined;
  afterEach(() => outDir && rm(outDir, {recursive: true, force: true}));

  it('replaces the search-index folder with the shards and the manifest', async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    await writeIndexFiles(outDir, buildIndexFiles(pages.slice(0, 3)));
    await writeFile(path.join(outDir, 'search-index', 'stale.json'), '{}');
    const files = buildIndexFiles(pages);
    await writeIndexFiles(outDir, files);
    const written = await readdir(path.join(outDir, 'search-index'));
    expect(written.sort()).toEqual([...files.manifest.shards, 'manifest.json'].sort());
    const manifest = JSON.parse(
      await readFile(path.join(outDir, 'search-index', 'manifest.json'), 'utf8'),
    ) as IndexManifest;
    expect(manifest).toEqual(files.manifest);
  });
});
