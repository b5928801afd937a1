// Benchmark of the local search, on the built site and on a synthetic site of
// 10,000 pages (usage in USAGE below).
//
// It ends with the same relevance set run through this site's modal and the
// two engines readers would pick instead (scripts/bench/search-peers.ts).
//
// For each it prints the record count, the index size (raw and gzip), the size
// of the search code, the time to the first results on a cold cache (from the
// modal being open, which the budget counts, and from the Ctrl+K press), and the latency of each keystroke while typing queries, in
// Chromium (CHROME_PATH, default /usr/bin/chromium) against the project's static
// server (tests/e2e/support/serve-build.ts) serving the build gzip-compressed.
// The synthetic site is the real build with its search index replaced. Keystroke latency is given twice: the search
// itself (the local client's search() call, measured in the page) and from the
// key press to the next frame painted after the results arrived.
import {existsSync} from 'node:fs';
import {readdir, readFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {chromium, type Browser, type Page} from '@playwright/test';

import {buildIndexFiles, MAX_SHARD_GZIP_BYTES, type IndexFiles} from '../../plugins/search/indexFiles';
import {INDEX_DIR, MANIFEST_FILE, type IndexManifest} from '../../src/search/types';
import {CHROME_FLAGS, CHROME_PATH} from '../../tests/e2e/support/chrome';
import {HYDRATED} from '../../tests/e2e/support/page';
import {serveBuild, type ReplacementFile} from '../../tests/e2e/support/serve-build';
import {readCommandLine, wholeNumberOption} from '../commandLine';
import {syntheticCorpus} from './synthetic-corpus';
import {benchSearchPeers} from './search-peers';
import {median, percentile} from './stats';

const BUDGET = {
  siteIndexGzip: 100 * 1024,
  firstResultsMs: 150,
  keystrokeP95Ms: 10,
  largeKeystrokeP95Ms: 30,
  shardGzip: MAX_SHARD_GZIP_BYTES,
};

/**
 * Each measure is of a first visit's search, so the offline-reading worker is kept out: it
 * registers once the page is idle and would save the whole site during the measure.
 */
const NO_OFFLINE_WORKER = {serviceWorkers: 'block'} as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function hydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector(HYDRATED);
}

/** Times from the key press that opens the modal, and from the moment its input is shown, to the first hit. */
interface FirstResults {
  fromKeyPress: number;
  fromModalOpen: number;
}

/** Opens the modal with Ctrl+K on a fresh page (cold cache) and types a query at once. */
async function firstResults(browser: Browser, origin: string, query: string): Promise<FirstResults> {
  const context = await browser.newContext(NO_OFFLINE_WORKER);
  try {
    const page = await context.newPage();
    await hydrated(page, `${origin}/docs/introduction`);
    await page.evaluate(() => {
      const marks = window as unknown as {pressedAt?: number; openAt?: number; resultsAt?: number};
      window.addEventListener(
        'keydown',
        (event) => {
          if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey))
            marks.pressedAt ??= performance.now();
        },
        {capture: true},
      );
      new MutationObserver(() => {
        if (marks.openAt === undefined && document.querySelector('.DocSearch-Input')) marks.openAt = performance.now();
        if (marks.resultsAt === undefined && document.querySelector('.DocSearch-Hit'))
          marks.resultsAt = performance.now();
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(query);
    await page.waitForSelector('.DocSearch-Hit', {timeout: 180_000});
    return await page.evaluate(() => {
      const marks = window as unknown as {pressedAt: number; openAt: number; resultsAt: number};
      return {fromKeyPress: marks.resultsAt - marks.pressedAt, fromModalOpen: marks.resultsAt - marks.openAt};
    });
  } finally {
    await context.close();
  }
}

interface KeystrokeTimes {
  search: number[];
  paint: number[];
}

/** Types each query one key at a time into the open modal, with the index loaded. */
async function keystrokes(browser: Browser, origin: string, queries: string[]): Promise<KeystrokeTimes> {
  const context = await browser.newContext(NO_OFFLINE_WORKER);
  try {
    const page = await context.newPage();
    await hydrated(page, `${origin}/docs/introduction`);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    // Warm up: load the index and let the engine's code be compiled.
    await input.fill(queries[0]);
    await page.waitForSelector('.DocSearch-Hit, .DocSearch-NoResults', {timeout: 180_000});
    await page.evaluate(() => {
      const state = window as unknown as {lastInputAt: number; paint: number[]};
      state.paint = [];
      performance.clearMeasures('search-query');
      document.querySelector('.DocSearch-Input')!.addEventListener('input', (event) => {
        state.lastInputAt = event.timeStamp;
      });
      // Each search answers the last key typed: time from that key to the frame after the answer.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name !== 'search-query') continue;
          const inputAt = state.lastInputAt;
          requestAnimationFrame(() => setTimeout(() => state.paint.push(performance.now() - inputAt)));
        }
      }).observe({entryTypes: ['measure']});
    });
    for (const query of queries) {
      await input.fill('');
      for (const key of query) {
        const before = await page.evaluate(() => performance.getEntriesByName('search-query').length);
        await page.keyboard.type(key);
        await page.waitForFunction((count) => performance.getEntriesByName('search-query').length > count, before);
        await page.waitForTimeout(20);
      }
    }
    await page.waitForTimeout(100);
    return await page.evaluate(() => ({
      search: performance.getEntriesByName('search-query').map((entry) => entry.duration),
      paint: (window as unknown as {paint: number[]}).paint,
    }));
  } finally {
    await context.close();
  }
}

interface IndexSize {
  records: number;
  shards: number;
  raw: number;
  gzip: number;
  largestShardGzip: number;
}

function sizeOf(manifest: IndexManifest, shardContents: string[]): IndexSize {
  const gzips = shardContents.map((contents) => gzipSync(contents).length);
  const manifestText = JSON.stringify(manifest);
  return {
    records: manifest.records,
    shards: shardContents.length,
    raw: shardContents.reduce((sum, contents) => sum + Buffer.byteLength(contents), Buffer.byteLength(manifestText)),
    gzip: gzips.reduce((sum, size) => sum + size, gzipSync(manifestText).length),
    largestShardGzip: Math.max(...gzips),
  };
}

/** The synthetic site's index, served in place of the build's. */
function replacementsFor(files: IndexFiles): Record<string, ReplacementFile> {
  const replacements: Record<string, ReplacementFile> = {
    [`/${INDEX_DIR}/${MANIFEST_FILE}`]: JSON.stringify(files.manifest),
  };
  for (const shard of files.shards) replacements[`/${INDEX_DIR}/${shard.name}`] = shard.contents;
  return replacements;
}

interface Figures {
  size: IndexSize;
  firstResults: FirstResults[];
  typing: KeystrokeTimes;
}

async function measure(
  browser: Browser,
  origin: string,
  size: IndexSize,
  firstQuery: string,
  queries: string[],
  runs: number,
): Promise<Figures> {
  const first: FirstResults[] = [];
  for (let run = 0; run < runs; run += 1) first.push(await firstResults(browser, origin, firstQuery));
  return {size, firstResults: first, typing: await keystrokes(browser, origin, queries)};
}

function report(
  title: string,
  {size, firstResults: first, typing}: Figures,
  keystrokeBudget: number,
  indexBudget?: number,
  firstResultsBudget?: number,
) {
  const check = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
  console.log(`\n${title}`);
  console.log(`  records                         ${size.records}`);
  console.log(
    `  index files                     ${size.shards} shard(s), largest ${kb(size.largestShardGzip)} gzip (limit ${kb(MAX_SHARD_GZIP_BYTES)}): ${check(size.largestShardGzip <= MAX_SHARD_GZIP_BYTES)}`,
  );
  console.log(
    `  index size                      ${kb(size.raw)} raw, ${kb(size.gzip)} gzip${indexBudget ? ` (budget ${kb(indexBudget)}): ${check(size.gzip <= indexBudget)}` : ''}`,
  );
  const fromOpen = first.map((times) => times.fromModalOpen);
  const fromPress = first.map((times) => times.fromKeyPress);
  const runsOf = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  // The budget counts from the modal being open; the key press adds loading the modal's own code.
  console.log(
    `  modal open to first results     median ${ms(median(fromOpen))}, runs ${runsOf(fromOpen)} ms (cold cache)` +
      (firstResultsBudget
        ? ` (budget ${firstResultsBudget} ms): ${check(median(fromOpen) <= firstResultsBudget)}`
        : ''),
  );
  console.log(
    `  Ctrl+K to first results         median ${ms(median(fromPress))}, runs ${runsOf(fromPress)} ms (cold cache, modal code included)`,
  );
  console.log(
    `  keystroke, search               p50 ${ms(percentile(typing.search, 50))}, p95 ${ms(percentile(typing.search, 95))} over ${typing.search.length} keystrokes (budget p95 ${keystrokeBudget} ms): ${check(percentile(typing.search, 95) <= keystrokeBudget)}`,
  );
  if (typing.paint.length > 0) {
    console.log(
      `  keystroke to next frame         p50 ${ms(percentile(typing.paint, 50))}, p95 ${ms(percentile(typing.paint, 95))}`,
    );
  }
}

/** Bytes (as sent, gzip) of the JavaScript a page fetches when the search button is first hovered. */
async function searchCodeSize(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext(NO_OFFLINE_WORKER);
  try {
    const page = await context.newPage();
    await hydrated(page, `${origin}/docs/introduction`);
    await page.waitForLoadState('networkidle');
    const before = await page.evaluate(() => performance.getEntriesByType('resource').length);
    await page.getByRole('button', {name: /^Search/}).hover();
    // The hover starts the downloads: wait for the index shard, which is fetched last, then for quiet.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/search-index\/[0-9a-f]+\.json$/.test(entry.name)),
    );
    await page.waitForLoadState('networkidle');
    return await page.evaluate(
      (skip) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .slice(skip)
          .filter((entry) => entry.name.endsWith('.js'))
          .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      before,
    );
  } finally {
    await context.close();
  }
}

/** The built chunk holding MiniSearch, found by one of its error messages. */
async function miniSearchSize(dir: string): Promise<number | undefined> {
  const jsDir = path.join(dir, 'assets', 'js');
  for (const name of await readdir(jsDir)) {
    const code = await readFile(path.join(jsDir, name));
    if (code.includes('MiniSearch: duplicate ID')) return gzipSync(code).length;
  }
  return undefined;
}

const USAGE = 'npm run build && npm run bench:search [-- --dir build --pages 10000 --runs 5 --queries FILE --no-peers]';

async function main() {
  const {values} = readCommandLine(USAGE, {
    options: {
      dir: {type: 'string', default: 'build'},
      pages: {type: 'string', default: '10000'},
      runs: {type: 'string', default: '5'},
      // The relevance table next to @easyops-cn/docusaurus-search-local and Pagefind (installed in a temporary folder).
      'no-peers': {type: 'boolean', default: false},
      queries: {type: 'string'},
    },
  });
  const runs = wholeNumberOption(USAGE, 'runs', values.runs, 1);
  const pages = wholeNumberOption(USAGE, 'pages', values.pages, 1000);
  const dir = path.resolve(values.dir);
  const manifestFile = path.join(dir, INDEX_DIR, MANIFEST_FILE);
  if (!existsSync(manifestFile))
    throw new Error(`No local search index in ${dir}: run \`npm run build\` (without ALGOLIA_* variables) first.`);

  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as IndexManifest;
  const shards = await Promise.all(manifest.shards.map((name) => readFile(path.join(dir, INDEX_DIR, name), 'utf8')));
  const siteSize = sizeOf(manifest, shards);
  console.log(
    `Search benchmark on ${os.cpus().length} CPU(s), load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );

  const browser = await chromium.launch({executablePath: CHROME_PATH, args: [...CHROME_FLAGS]});
  let localFailure: Error | undefined;
  try {
    const siteQueries = ['install', 'workspace', 'dependsOn', 'configure task', 'misspelled task name', 'CopyTask'];
    const site = await serveBuild({dir, applyHeadersFile: false, gzip: true});
    try {
      const codeGzip = await searchCodeSize(browser, site.url);
      const libraryGzip = await miniSearchSize(dir);
      console.log(`Search library: MiniSearch ${libraryGzip === undefined ? 'not found' : kb(libraryGzip)} gzip`);
      console.log(
        `Search code fetched when the search button is first hovered (the modal, MiniSearch and the engine): ${kb(codeGzip)} gzip`,
      );
      report(
        'This site',
        await measure(browser, site.url, siteSize, 'workspace', siteQueries, runs),
        BUDGET.keystrokeP95Ms,
        BUDGET.siteIndexGzip,
        BUDGET.firstResultsMs,
      );
    } finally {
      await site.close();
    }

    const generationStarted = performance.now();
    const corpus = syntheticCorpus({pages});
    const files = buildIndexFiles(corpus, MAX_SHARD_GZIP_BYTES);
    console.log(
      `\n(Synthetic site of ${pages} pages generated and indexed in ${((performance.now() - generationStarted) / 1000).toFixed(1)} s)`,
    );
    const largeQueries = [
      corpus[11].title,
      corpus[200].entries[1][1],
      corpus[3000 % pages].title,
      corpus[42].entries[3]?.[1].split(' ').slice(0, 3).join(' ') ?? 'ba',
    ].map((query) => query.toLowerCase().slice(0, 24));
    const large = await serveBuild({dir, applyHeadersFile: false, gzip: true, replacements: replacementsFor(files)});
    try {
      const figures = await measure(
        browser,
        large.url,
        sizeOf(
          files.manifest,
          files.shards.map((shard) => shard.contents),
        ),
        largeQueries[0],
        largeQueries,
        Math.min(runs, 2),
      );
      report(`Synthetic site of ${pages} pages`, figures, BUDGET.largeKeystrokeP95Ms);
    } finally {
      await large.close();
    }
  } catch (error) {
    // Reported after the peer table, which does not depend on this part.
    localFailure = error instanceof Error ? error : new Error(String(error));
  } finally {
    await browser.close();
  }
  if (!values['no-peers']) await benchSearchPeers({buildDir: dir, queriesFile: values.queries});
  if (localFailure) throw localFailure;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
