// Relevance and weight of this site's search next to the two engines a reader
// would pick instead, on the same built pages and the same query set:
//
// - @easyops-cn/docusaurus-search-local: installed into a fresh Docusaurus
//   classic template, whose search index is then rebuilt by the plugin's own
//   postBuild step from this site's built pages. Driven through its search bar
//   (typing into it); the ranked results are read from the messages its search
//   worker answers with, which are exactly the rows its dropdown draws.
// - Pagefind: indexes this site's built pages with its Node API and is driven
//   with its browser API (pagefind.search(), then data() of each result).
// - This site: typed into the real modal, results read from the rows drawn.
//
// The peers are installed with npm into a folder of the OS temporary directory
// (kept between runs and reused, named after the pinned versions), never into
// this site's dependencies.
//
// Each engine's run is its own module under peers/ (ours.ts, easyops.ts,
// pagefind.ts), with the figures and browser helpers (figures.ts) and the
// settings (settings.ts) they share; each serves its pages with the project's
// static server (tests/e2e/support/serve-build.ts). This file runs them and
// reports.
import {existsSync} from 'node:fs';
import {mkdir, readFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import {chromium} from '@playwright/test';

import {INDEX_DIR, MANIFEST_FILE} from '../../src/search/types';
import {CHROME_FLAGS, CHROME_PATH} from '../../tests/e2e/support/chrome';
import {DOCUSAURUS_VERSION} from './builds';
import {benchEasyops} from './peers/easyops';
import type {EngineFigures} from './peers/figures';
import {benchOurs} from './peers/ours';
import {benchPagefind} from './peers/pagefind';
import {COLD_QUERY, log, MAX_RANK, PEER_VERSIONS} from './peers/settings';
import {writeResults} from './report';
import {loadRelevanceQueries, type RelevanceQuery} from './search-queries';
import {mrr, percentile, successAt3} from './stats';

function printTable(engines: EngineFigures[], queries: RelevanceQuery[], queriesFile: string): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const columns = ['', ...engines.map((engine) => engine.name)];
  const rows: string[][] = [
    ['success@3', ...engines.map((engine) => successAt3(engine.ranks.values()).toFixed(3))],
    [`MRR (@${MAX_RANK})`, ...engines.map((engine) => mrr(engine.ranks.values()).toFixed(3))],
    ['index, raw', ...engines.map((engine) => kb(engine.indexRaw))],
    ['index, gzip', ...engines.map((engine) => kb(engine.indexGzip))],
    [`cold first query "${COLD_QUERY}", bytes fetched`, ...engines.map((engine) => kb(engine.coldBytes))],
    ['keystroke p50', ...engines.map((engine) => `${percentile(engine.keystrokes, 50).toFixed(1)} ms`)],
    ['keystroke p95', ...engines.map((engine) => `${percentile(engine.keystrokes, 95).toFixed(1)} ms`)],
  ];
  const kinds = [...new Set(queries.map((query) => query.kind))];
  if (kinds.length > 1) {
    for (const kind of kinds) {
      const ofKind = queries.filter((query) => query.kind === kind).map((query) => query.query);
      rows.push([
        `success@3, ${kind} (${ofKind.length})`,
        ...engines.map((engine) => successAt3(ofKind.map((query) => engine.ranks.get(query) ?? null)).toFixed(2)),
      ]);
    }
  }
  const widths = columns.map((column, index) => Math.max(column.length, ...rows.map((row) => row[index].length)));
  const line = (cells: string[]) =>
    cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ');
  const shownFile = queriesFile.startsWith(process.cwd()) ? path.relative(process.cwd(), queriesFile) : queriesFile;
  console.log(`\nSearch next to its peers: ${queries.length} queries of ${shownFile}, the same built pages`);
  console.log(line(columns));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
  for (const engine of engines) {
    console.log(`\n${engine.name}:`);
    for (const note of engine.notes) console.log(`  - ${note}`);
    const misses = queries.filter((query) => {
      const rank = engine.ranks.get(query.query);
      return rank === null || rank === undefined || rank > 3;
    });
    console.log(
      `  - not in the first 3 (${misses.length}): ${misses.map((query) => `"${query.query}" (${engine.ranks.get(query.query) ?? 'none'})`).join(', ') || 'none'}`,
    );
  }
  console.log(
    `\nRanks count distinct pages in the order each engine shows them; a page beyond rank ${MAX_RANK} is a miss.`,
  );
}

/** Everything the table shows, plus each query's rank per engine (null: not among the first pages shown). */
function resultsJson(engines: EngineFigures[], queries: RelevanceQuery[], queriesFile: string) {
  return {
    date: new Date().toISOString(),
    queriesFile,
    versions: PEER_VERSIONS,
    engines: engines.map((engine) => ({
      name: engine.name,
      successAt3: successAt3(engine.ranks.values()),
      mrr: mrr(engine.ranks.values()),
      indexRawBytes: engine.indexRaw,
      indexGzipBytes: engine.indexGzip,
      coldQueryBytes: engine.coldBytes,
      keystrokeMs: {
        p50: percentile(engine.keystrokes, 50),
        p95: percentile(engine.keystrokes, 95),
        count: engine.keystrokes.length,
      },
      notes: engine.notes,
    })),
    queries: queries.map((query) => ({
      ...query,
      ranks: Object.fromEntries(engines.map((engine) => [engine.name, engine.ranks.get(query.query) ?? null])),
    })),
  };
}

export interface PeerBenchmarkOptions {
  /** This site's production build with the local search index. */
  buildDir: string;
  /** The relevance set; by default the full set of tests/e2e/fixtures. */
  queriesFile?: string;
}

/** Runs the query set through this site's modal, easyops' search bar and Pagefind, and prints them side by side. */
export async function benchSearchPeers({buildDir, queriesFile}: PeerBenchmarkOptions): Promise<void> {
  const started = Date.now();
  if (!existsSync(path.join(buildDir, INDEX_DIR, MANIFEST_FILE))) {
    throw new Error(`No local search index in ${buildDir}: run \`npm run build\` (without ALGOLIA_* variables) first.`);
  }
  const {file, queries} = loadRelevanceQueries(queriesFile);
  log(`${queries.length} queries from ${file}`);
  const basePath = await basePathOf(buildDir);
  const workDir = path.join(
    os.tmpdir(),
    `nadle-bench-search-peers-docusaurus-${DOCUSAURUS_VERSION}-easyops-${PEER_VERSIONS.easyops}-pagefind-${PEER_VERSIONS.pagefind}`,
  );
  await mkdir(workDir, {recursive: true});
  const logFile = path.join(workDir, 'commands.log');
  log(`Peers installed in ${workDir} (kept for the next run; command output: ${logFile})`);

  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [...CHROME_FLAGS],
  });
  try {
    const engines: EngineFigures[] = [];
    log('This site, through its modal ...');
    engines.push(await benchOurs(browser, buildDir, queries, basePath));
    for (const [name, bench] of [
      ['@easyops-cn/docusaurus-search-local', benchEasyops],
      ['Pagefind', benchPagefind],
    ] as const) {
      try {
        engines.push(await bench(browser, workDir, logFile, buildDir, queries, basePath));
      } catch (error) {
        throw new Error(
          `The ${name} benchmark failed (working folder ${workDir}; \`npm run bench:search -- --no-peers\` skips the peers): ${error instanceof Error ? error.message : String(error)}`,
          {cause: error},
        );
      }
    }
    printTable(engines, queries, file);
    const resultsFile = await writeResults('search-peers', resultsJson(engines, queries, file));
    log(`Figures and the rank of every query written to ${path.relative(process.cwd(), resultsFile)}`);
  } finally {
    await browser.close();
  }
  log(`Done in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** The base URL the build was made for, read from the stylesheet link of its 404 page. */
async function basePathOf(buildDir: string): Promise<string> {
  const html = await readFile(path.join(buildDir, '404.html'), 'utf8');
  const match = /href="?([^"\s>]*)assets\/css\/styles\.\w+\.css/.exec(html);
  if (!match) throw new Error(`Cannot tell the base URL of ${buildDir}: no stylesheet link in its 404.html`);
  return match[1];
}
