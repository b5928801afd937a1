// Writes the local search index: content-hashed shard files and the small
// fixed-name manifest that lists them. One shard unless a single file would
// exceed MAX_SHARD_GZIP_BYTES, so large sites are fetched in parallel pieces.
import {createHash} from 'node:crypto';
import {mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {
  INDEX_DIR,
  INDEX_VERSION,
  MANIFEST_FILE,
  type CompactPage,
  type ExtractedPage,
  type IndexManifest,
  type IndexShard,
} from '../../src/search/types';
import {pageRecords} from '../../src/search/records';

export const MAX_SHARD_GZIP_BYTES = 2 * 1024 * 1024;

export interface IndexFile {
  name: string;
  contents: string;
}

export interface IndexFiles {
  manifest: IndexManifest;
  shards: IndexFile[];
}

function compactPage(page: ExtractedPage, sections: string[]): CompactPage {
  let section = sections.indexOf(page.section);
  if (section < 0) section = sections.push(page.section) - 1;
  const compact: CompactPage = [section, page.title, page.path, page.language, page.docusaurusTag, page.entries];
  if (page.description !== null) compact.push(page.description);
  return compact;
}

function shardFile(pages: CompactPage[], sections: string[]): IndexFile {
  const shard: IndexShard = {version: INDEX_VERSION, sections, pages};
  const contents = JSON.stringify(shard);
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 12);
  return {name: `${hash}.json`, contents};
}

function gzipSize(text: string): number {
  return gzipSync(text).length;
}

/** Splits pages into shards of at most `maxGzipBytes` each (a page is never split). */
export function buildIndexFiles(pages: readonly ExtractedPage[], maxGzipBytes = MAX_SHARD_GZIP_BYTES): IndexFiles {
  const sections: string[] = [];
  const compact = pages.map((page) => compactPage(page, sections));
  const records = pages.reduce((count, page) => count + pageRecords(page, '').length, 0);

  const split = (group: CompactPage[]): IndexFile[] => {
    const file = shardFile(group, sections);
    if (group.length <= 1 || gzipSize(file.contents) <= maxGzipBytes) return [file];
    const middle = Math.ceil(group.length / 2);
    return [...split(group.slice(0, middle)), ...split(group.slice(middle))];
  };
  const shards = split(compact);
  return {manifest: {version: INDEX_VERSION, shards: shards.map((shard) => shard.name), records}, shards};
}

/** Replaces the index folder of the build output with these files. */
export async function writeIndexFiles(outDir: string, files: IndexFiles): Promise<void> {
  const dir = path.join(outDir, INDEX_DIR);
  await rm(dir, {recursive: true, force: true});
  await mkdir(dir, {recursive: true});
  await Promise.all(files.shards.map((shard) => writeFile(path.join(dir, shard.name), shard.contents)));
  await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(files.manifest));
}
