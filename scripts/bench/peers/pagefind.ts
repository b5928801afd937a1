// Pagefind in the peer benchmark: indexes this site's built pages with its Node API
// and is driven with its browser API (pagefind.search(), then data() of each result).
import {existsSync} from 'node:fs';
import {mkdir, readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {gunzipSync, gzipSync} from 'node:zlib';

import type {Browser, Page} from '@playwright/test';

import {serveBuild} from '../../../tests/e2e/support/serve-build';
import {run} from '../builds';
import type {RelevanceQuery} from '../search-queries';
import {bytesFor, newPage, rankOf, type EngineFigures} from './figures';
import {COLD_QUERY, log, MAX_RANK, PAGEFIND_SHOWN, PEER_VERSIONS, TYPED_QUERIES} from './settings';

interface PagefindModule {
  createIndex: (config?: Record<string, unknown>) => Promise<{errors: string[]; index?: PagefindIndex}>;
  close: () => Promise<void>;
}
interface PagefindIndex {
  addDirectory: (options: {path: string}) => Promise<{errors: string[]; page_count: number}>;
  writeFiles: (options: {outputPath: string}) => Promise<{errors: string[]}>;
}

async function preparePagefind(workDir: string, logFile: string): Promise<PagefindModule> {
  const dir = path.join(workDir, 'pagefind');
  const entry = path.join(dir, 'node_modules', 'pagefind', 'lib', 'index.js');
  if (!existsSync(entry)) {
    log(`Installing pagefind ${PEER_VERSIONS.pagefind} ...`);
    await mkdir(dir, {recursive: true});
    await writeFile(path.join(dir, 'package.json'), '{"private": true}\n');
    await run('npm', ['install', '--no-audit', '--no-fund', '--save-exact', `pagefind@${PEER_VERSIONS.pagefind}`], {
      cwd: dir,
      logFile,
    });
    if (!existsSync(entry))
      throw new Error(`pagefind ${PEER_VERSIONS.pagefind} installed without ${entry} (log: ${logFile})`);
  }
  return (await import(pathToFileURL(entry).href)) as PagefindModule;
}

/** Raw (decompressed) and stored bytes of Pagefind's index: entry, metadata, word index chunks, filters and page fragments. */
async function pagefindIndexSize(bundle: string): Promise<{raw: number; gzip: number}> {
  let raw = 0;
  let gzip = 0;
  for (const entry of await readdir(bundle, {recursive: true})) {
    const file = path.join(bundle, entry);
    if (!(await stat(file)).isFile()) continue;
    const contents = await readFile(file);
    if (/\.pf_\w+$/.test(entry)) {
      raw += gunzipSync(contents).length;
      gzip += contents.length;
    } else if (entry.endsWith('.json')) {
      raw += contents.length;
      gzip += gzipSync(contents).length;
    }
  }
  return {raw, gzip};
}

export async function benchPagefind(
  browser: Browser,
  workDir: string,
  logFile: string,
  buildDir: string,
  queries: RelevanceQuery[],
  basePath: string,
): Promise<EngineFigures> {
  const pagefind = await preparePagefind(workDir, logFile);
  const bundle = path.join(workDir, 'pagefind-bundle');
  await rm(bundle, {recursive: true, force: true});
  log('Indexing this site with Pagefind ...');
  // As a Docusaurus site would set it up: the page's main content only (what data-pagefind-body
  // marks in Starlight), without the table of contents, breadcrumbs and pager.
  const {errors, index} = await pagefind.createIndex({
    rootSelector: 'main',
    excludeSelectors: [
      'nav',
      '.theme-doc-toc-mobile',
      '.theme-doc-toc-desktop',
      '.theme-doc-footer',
      '.pagination-nav',
    ],
  });
  if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  const added = await index.addDirectory({path: buildDir});
  if (added.errors.length > 0) throw new Error(`Pagefind failed to index ${buildDir}: ${added.errors.join('; ')}`);
  const written = await index.writeFiles({outputPath: bundle});
  if (written.errors.length > 0) throw new Error(`Pagefind failed to write its bundle: ${written.errors.join('; ')}`);
  await pagefind.close();
  const size = await pagefindIndexSize(bundle);
  const uiGzip = (
    await Promise.all(
      ['pagefind-ui.js', 'pagefind-ui.css'].map(
        async (name) => gzipSync(await readFile(path.join(bundle, name))).length,
      ),
    )
  ).reduce((a, b) => a + b, 0);

  const benchPage = `${basePath}__pagefind-bench.html`;
  // Pagefind's bundle is served at /pagefind/ of the build, as if written into it.
  const bundleFiles = (await readdir(bundle, {recursive: true, withFileTypes: true})).filter((entry) => entry.isFile());
  const site = await serveBuild({
    dir: buildDir,
    basePath,
    applyHeadersFile: false,
    gzip: true,
    replacements: {
      ...Object.fromEntries(
        bundleFiles.map((entry) => {
          const file = path.join(entry.parentPath, entry.name);
          return [`/pagefind/${path.relative(bundle, file).split(path.sep).join('/')}`, {file}];
        }),
      ),
      '/__pagefind-bench.html':
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pagefind</title></head><body></body></html>',
    },
  });
  const pagefindUrl = `${basePath}pagefind/pagefind.js`;
  type Search = (query: string, shown: number) => Promise<string[]>;
  // In the page: the query through pagefind.search(), then the data of the results shown.
  const install = (page: Page) =>
    page.evaluate((url) => {
      (window as unknown as {searchUrls: Search}).searchUrls = async (query, shown) => {
        const pagefindApi = (await import(url)) as {
          search: (q: string) => Promise<{results: {data: () => Promise<{url: string}>}[]}>;
        };
        const {results} = await pagefindApi.search(query);
        return Promise.all(results.slice(0, shown).map(async (result) => (await result.data()).url));
      };
    }, pagefindUrl);
  try {
    const cold = await newPage(browser);
    await cold.page.goto(`${site.url}${benchPage}`);
    await install(cold.page);
    const coldBytes = await bytesFor(site, cold.page, async () => {
      await cold.page.evaluate(
        ([query, shown]) => (window as unknown as {searchUrls: Search}).searchUrls(query as string, shown as number),
        [COLD_QUERY, PAGEFIND_SHOWN],
      );
    });
    await cold.context.close();

    const {context, page} = await newPage(browser);
    await page.goto(`${site.url}${benchPage}`);
    await install(page);
    const ranks = new Map<string, number | null>();
    for (const {query, expect} of queries) {
      const urls = await page.evaluate(
        ([text, shown]) => (window as unknown as {searchUrls: Search}).searchUrls(text as string, shown as number),
        [query, MAX_RANK],
      );
      ranks.set(query, rankOf(urls, expect, basePath));
    }
    const keystrokes = await page.evaluate(
      async ([typed, shown]) => {
        const times: number[] = [];
        for (const query of typed as string[]) {
          for (let length = 1; length <= query.length; length += 1) {
            const started = performance.now();
            await (window as unknown as {searchUrls: Search}).searchUrls(query.slice(0, length), shown as number);
            times.push(performance.now() - started);
          }
        }
        return times;
      },
      [TYPED_QUERIES, PAGEFIND_SHOWN],
    );
    await context.close();
    return {
      name: `Pagefind ${PEER_VERSIONS.pagefind}`,
      ranks,
      indexRaw: size.raw,
      indexGzip: size.gzip,
      coldBytes,
      keystrokes,
      notes: [
        `cold query: pagefind.js, its WebAssembly, the index chunks the query needs and the text of the ${PAGEFIND_SHOWN} results its UI shows; its Default UI would add ${(uiGzip / 1024).toFixed(1)} KB gzip of code and style`,
        `keystroke: pagefind.search() and data() of the ${PAGEFIND_SHOWN} results shown, in the page (no UI debounce)`,
        'index: entry, metadata, word index chunks and page fragments (stored gzip; raw is decompressed)',
      ],
    };
  } finally {
    await site.close();
  }
}
