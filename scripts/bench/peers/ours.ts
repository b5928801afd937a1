// This site's search in the peer benchmark: typed into the real modal, results
// read from the rows it draws.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import type {Browser, Page} from '@playwright/test';

import {INDEX_DIR, MANIFEST_FILE, type IndexManifest} from '../../../src/search/types';
import {serveBuild} from '../../../tests/e2e/support/serve-build';
import type {RelevanceQuery} from '../search-queries';
import {bytesFor, hydrated, lastKeyAt, newPage, rankOf, type EngineFigures} from './figures';
import {COLD_QUERY, TYPED_QUERIES} from './settings';

const OUR_HITS = '.DocSearch-Modal .DocSearch-Hit a';

/** Waits for the local engine's answer to the text now in the modal, and for the rows it draws. */
async function ourResults(page: Page, before: number): Promise<string[]> {
  await page
    .waitForFunction((count) => performance.getEntriesByName('search-query').length > count, before, {timeout: 10_000})
    .catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30))));
  return page.locator(OUR_HITS).evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
}

export async function benchOurs(
  browser: Browser,
  buildDir: string,
  queries: RelevanceQuery[],
  basePath: string,
): Promise<EngineFigures> {
  const manifest = JSON.parse(await readFile(path.join(buildDir, INDEX_DIR, MANIFEST_FILE), 'utf8')) as IndexManifest;
  const shards = await Promise.all(manifest.shards.map((name) => readFile(path.join(buildDir, INDEX_DIR, name))));
  const manifestText = Buffer.from(JSON.stringify(manifest));
  const indexRaw = shards.reduce((sum, shard) => sum + shard.length, manifestText.length);
  const indexGzip = shards.reduce((sum, shard) => sum + gzipSync(shard).length, gzipSync(manifestText).length);

  const site = await serveBuild({dir: buildDir, basePath, applyHeadersFile: false, gzip: true});
  const start = `${site.url}${basePath}docs/introduction`;
  try {
    const cold = await newPage(browser);
    await hydrated(cold.page, start);
    const coldBytes = await bytesFor(site, cold.page, async () => {
      await cold.page.keyboard.press('Control+k');
      await cold.page.locator('.DocSearch-Input').fill(COLD_QUERY);
      await cold.page.waitForSelector('.DocSearch-Hit', {timeout: 60_000});
    });
    await cold.context.close();

    const {context, page} = await newPage(browser);
    await hydrated(page, start);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    const measures = () => page.evaluate(() => performance.getEntriesByName('search-query').length);
    const ranks = new Map<string, number | null>();
    for (const {query, expect} of queries) {
      await input.fill('');
      const before = await measures();
      await input.fill(query);
      ranks.set(query, rankOf(await ourResults(page, before), expect, basePath));
    }

    // Per keystroke: from the key press to the frame after the engine answered it.
    const keystrokes: number[] = [];
    for (const query of TYPED_QUERIES) {
      await input.fill('');
      for (const key of query) {
        const before = await measures();
        await page.keyboard.type(key);
        await ourResults(page, before);
        const pressed = await lastKeyAt(page);
        const answered = await page.evaluate(() => {
          const entries = performance.getEntriesByName('search-query');
          const last = entries[entries.length - 1];
          return last ? last.startTime + last.duration : Number.NaN;
        });
        if (answered > pressed) keystrokes.push(answered - pressed);
      }
    }
    await context.close();
    return {
      name: 'This site (MiniSearch)',
      ranks,
      indexRaw,
      indexGzip,
      coldBytes,
      keystrokes,
      notes: [
        'cold query: from Ctrl+K (modal code, MiniSearch, index) to the first rows',
        'keystroke: key press to the search answer, in the page',
      ],
    };
  } finally {
    await site.close();
  }
}
