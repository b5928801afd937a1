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
import {createRequire} from 'node:module';
import {cp, mkdir, readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {gunzipSync, gzipSync} from 'node:zlib';

import {chromium, type Browser, type BrowserContext, type Page} from '@playwright/test';

import {INDEX_DIR, MANIFEST_FILE, type IndexManifest} from '../../src/search/types';
import {CHROME_FLAGS, CHROME_PATH} from '../../tests/e2e/support/chrome';
import {createTemplateSite, DOCUSAURUS_VERSION, run} from './builds';
import {loadRelevanceQueries, pagePath, type RelevanceQuery} from './search-queries';

export const PEER_VERSIONS = {
  easyops: '0.55.3',
  pagefind: '1.6.0',
  /** The version this site uses; the template's newest @docsearch/react 4 needs @docsearch/core 4.7.1, which not every registry serves (builds.ts). */
  docsearch: '3.9.0',
};

/** Queries typed one key at a time for the per-keystroke latency (the same as the local benchmark's). */
const TYPED_QUERIES = ['install', 'workspace', 'dependsOn', 'configure task', 'misspelled task name', 'CopyTask'];
const COLD_QUERY = 'workspace';
/** Ranks beyond this count as a miss for every engine (MRR@10). */
const MAX_RANK = 10;
/** Results whose text Pagefind's UI loads at once (its page size). */
const PAGEFIND_SHOWN = 5;

const log = (message: string) => console.log(`[bench:search peers] ${message}`);

// ---------------------------------------------------------------- serving

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};

interface Site {
  origin: string;
  /** Bytes sent (bodies as sent, gzip where compressed) since the last reset. */
  sent: () => number;
  reset: () => void;
  close: () => void;
}

/**
 * Serves a folder (plus extra folders mounted at URL prefixes and replaced files),
 * gzip-compressed as static hosts do, except Pagefind's files that are stored compressed.
 * Counts the bytes it sends, so that requests from workers count too.
 */
async function serveSite(root: string, {mounts = {}, files = {}}: {mounts?: Record<string, string>; files?: Record<string, string | Buffer>} = {}): Promise<Site> {
  const cache = new Map<string, {body: Buffer; sent: Buffer; gzip: boolean; type: string} | null>();
  const locate = (urlPath: string): string[] => {
    for (const [prefix, dir] of Object.entries(mounts)) {
      if (urlPath.startsWith(prefix)) return [path.join(dir, urlPath.slice(prefix.length))];
    }
    const file = path.join(root, urlPath);
    return [file, path.join(file, 'index.html'), `${file}.html`];
  };
  const load = async (urlPath: string) => {
    if (cache.has(urlPath)) return cache.get(urlPath)!;
    let body: Buffer | undefined = files[urlPath] === undefined ? undefined : Buffer.from(files[urlPath]);
    for (const candidate of body ? [] : locate(urlPath)) {
      if ((await stat(candidate).catch(() => null))?.isFile()) {
        body = await readFile(candidate);
        break;
      }
    }
    const extension = path.extname(urlPath);
    const gzip = !/^\.pf_/.test(extension);
    const served = body ? {body, sent: gzip ? gzipSync(body) : body, gzip, type: CONTENT_TYPES[extension] ?? (extension ? 'application/octet-stream' : CONTENT_TYPES['.html'])} : null;
    cache.set(urlPath, served);
    return served;
  };
  let sent = 0;
  const server: Server = createServer(async (request, response) => {
    const file = await load(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const gzip = file.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding']));
    const body = gzip ? file.sent : file.body;
    sent += body.length;
    response.writeHead(200, {'content-type': file.type, 'cache-control': 'public, max-age=3600', ...(gzip && {'content-encoding': 'gzip'})});
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent: () => sent,
    reset: () => {
      sent = 0;
    },
    close: () => server.close(),
  };
}

// ---------------------------------------------------------------- figures

interface EngineFigures {
  name: string;
  ranks: Map<string, number | null>;
  indexRaw: number;
  indexGzip: number;
  coldBytes: number;
  keystrokes: number[];
  notes: string[];
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Rank (1-based) of the first expected page among the distinct pages of `urls`, in order. */
function rankOf(urls: string[], expected: string[], basePath: string): number | null {
  const pages = [...new Set(urls.map((url) => pagePath(url, basePath)))].slice(0, MAX_RANK);
  const position = pages.findIndex((page) => expected.includes(page));
  return position < 0 ? null : position + 1;
}

function successAt3(ranks: Iterable<number | null>): number {
  const list = [...ranks];
  return list.filter((rank) => rank !== null && rank <= 3).length / list.length;
}

function mrr(ranks: Iterable<number | null>): number {
  const list = [...ranks];
  return list.reduce<number>((sum, rank) => sum + (rank === null ? 0 : 1 / rank), 0) / list.length;
}

async function newPage(browser: Browser): Promise<{context: BrowserContext; page: Page}> {
  // This site's offline-reading worker would save the whole site during the measures (the peers have none).
  const context = await browser.newContext({serviceWorkers: 'block'});
  // tsx compiles this file with esbuild's keepNames, which wraps named inner functions in a
  // `__name` helper call; a function sent to the page (spyOnSearchWorker) needs it there too.
  await context.addInitScript('globalThis.__name ??= (target) => target;');
  return {context, page: await context.newPage()};
}

async function hydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    window.addEventListener('keydown', (event) => ((window as unknown as {keyAt: number}).keyAt = event.timeStamp), {capture: true});
  });
}

const lastKeyAt = (page: Page) => page.evaluate(() => (window as unknown as {keyAt: number}).keyAt);

/** Bytes the server sends from now until `action` is done and the network is quiet. */
async function bytesFor(site: Site, page: Page, action: () => Promise<void>): Promise<number> {
  site.reset();
  await action();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return site.sent();
}

// ---------------------------------------------------------------- this site

const OUR_HITS = '.DocSearch-Modal .DocSearch-Hit a';

/** Waits for the local engine's answer to the text now in the modal, and for the rows it draws. */
async function ourResults(page: Page, before: number): Promise<string[]> {
  await page
    .waitForFunction((count) => performance.getEntriesByName('search-query').length > count, before, {timeout: 10_000})
    .catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30))));
  return page.locator(OUR_HITS).evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
}

async function benchOurs(browser: Browser, buildDir: string, queries: RelevanceQuery[], basePath: string): Promise<EngineFigures> {
  const manifest = JSON.parse(await readFile(path.join(buildDir, INDEX_DIR, MANIFEST_FILE), 'utf8')) as IndexManifest;
  const shards = await Promise.all(manifest.shards.map((name) => readFile(path.join(buildDir, INDEX_DIR, name))));
  const manifestText = Buffer.from(JSON.stringify(manifest));
  const indexRaw = shards.reduce((sum, shard) => sum + shard.length, manifestText.length);
  const indexGzip = shards.reduce((sum, shard) => sum + gzipSync(shard).length, gzipSync(manifestText).length);

  const site = await serveSite(buildDir);
  const start = `${site.origin}${basePath}docs/introduction`;
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
      notes: ['cold query: from Ctrl+K (modal code, MiniSearch, index) to the first rows', 'keystroke: key press to the search answer, in the page'],
    };
  } finally {
    site.close();
  }
}

// ---------------------------------------------------------------- easyops

/**
 * Records, in the page, each search the easyops worker answers: the query sent and
 * the result URLs in order. Its calls go through Comlink over a MessagePort.
 */
function spyOnSearchWorker(): void {
  const answers: {query: string; urls: string[]; at: number}[] = [];
  (window as unknown as {searchAnswers: typeof answers}).searchAnswers = answers;
  const asked = new Map<string, string>();
  type Message = {id?: string; type?: string; path?: string[]; argumentList?: {value?: unknown}[]; value?: unknown};
  const spied = new WeakSet<object>();
  const listen = (endpoint: EventTarget) => {
    if (spied.has(endpoint)) return;
    spied.add(endpoint);
    EventTarget.prototype.addEventListener.call(endpoint, 'message', (event) => {
      const data = (event as MessageEvent).data as Message;
      if (!data?.id || !asked.has(data.id)) return;
      const query = asked.get(data.id)!;
      asked.delete(data.id);
      const results = Array.isArray(data.value) ? (data.value as {document: {u: string; h?: string}}[]) : [];
      answers.push({query, urls: results.map(({document}) => `${document.u}${document.h ?? ''}`), at: performance.now()});
    });
  };
  for (const prototype of [MessagePort.prototype, Worker.prototype]) {
    const post = prototype.postMessage as (this: MessagePort | Worker, message: Message, ...rest: unknown[]) => void;
    prototype.postMessage = function (this: MessagePort | Worker, message: Message, ...rest: unknown[]) {
      if (message?.type === 'APPLY' && message.path?.[message.path.length - 1] === 'search' && message.id) {
        const query = message.argumentList?.[2]?.value;
        if (typeof query === 'string') asked.set(message.id, query);
        listen(this);
      }
      return post.call(this, message, ...rest);
    } as typeof prototype.postMessage;
  }
}

async function easyopsAnswer(page: Page, query: string, after: number): Promise<{urls: string[]; at: number}> {
  const handle = await page.waitForFunction(
    ({query: expected, after: count}) => {
      const answers = (window as unknown as {searchAnswers: {query: string; urls: string[]; at: number}[]}).searchAnswers;
      return answers.slice(count).find((answer) => answer.query === expected) ?? false;
    },
    {query, after},
    {timeout: 30_000},
  );
  return (await handle.jsonValue()) as {urls: string[]; at: number};
}

const answerCount = (page: Page) => page.evaluate(() => (window as unknown as {searchAnswers: unknown[]}).searchAnswers.length);

async function prepareEasyops(workDir: string, logFile: string): Promise<string> {
  const siteDir = path.join(workDir, 'easyops-site');
  const buildDir = path.join(workDir, 'easyops-build');
  const ready = path.join(workDir, 'easyops-ready');
  if (existsSync(ready)) return buildDir;
  await rm(siteDir, {recursive: true, force: true});
  log(`Creating the Docusaurus ${DOCUSAURUS_VERSION} classic template with @easyops-cn/docusaurus-search-local ${PEER_VERSIONS.easyops} (npm install, a few minutes) ...`);
  await createTemplateSite(siteDir, {logFile, pinnedPackages: {'@docsearch/react': PEER_VERSIONS.docsearch}});
  await run('npm', ['install', '--no-audit', '--no-fund', '--save-exact', `@easyops-cn/docusaurus-search-local@${PEER_VERSIONS.easyops}`], {cwd: siteDir, logFile});
  const configFile = path.join(siteDir, 'docusaurus.config.ts');
  const config = await readFile(configFile, 'utf8');
  if (!config.includes('  presets: [')) throw new Error(`Unexpected template config, no "presets:" line: ${configFile}`);
  // The plugin's documented setup, with the index under a fixed name so that it can be rebuilt from other pages.
  await writeFile(configFile, config.replace('  presets: [', `  themes: [['@easyops-cn/docusaurus-search-local', {hashed: false, indexDocs: true, indexBlog: true}]],\n  presets: [`));
  log('Building the template with the plugin ...');
  await run('npx', ['docusaurus', 'build', '--out-dir', buildDir], {cwd: siteDir, logFile});
  await writeFile(ready, `${new Date().toISOString()}\n`);
  return buildDir;
}

/** Every route of a build, as Docusaurus passes them to postBuild (base URL included, no trailing slash). */
async function routesOf(buildDir: string, basePath: string): Promise<string[]> {
  const entries = await readdir(buildDir, {recursive: true});
  return entries
    .filter((entry) => entry === 'index.html' || entry.endsWith(`${path.sep}index.html`))
    .map((entry) => `${basePath}${path.dirname(entry) === '.' ? '' : path.dirname(entry).split(path.sep).join('/')}`);
}

/** Runs the plugin's own postBuild over this site's pages (a copy of them): the search index it would ship here. */
async function easyopsIndexOf(workDir: string, buildDir: string, basePath: string): Promise<Buffer> {
  const siteDir = path.join(workDir, 'easyops-site');
  const pages = path.join(workDir, 'easyops-pages');
  await rm(pages, {recursive: true, force: true});
  await cp(buildDir, pages, {recursive: true});
  const requireInSite = createRequire(path.join(siteDir, 'package.json'));
  type PostBuild = (props: {routesPaths: string[]; outDir: string; baseUrl: string; siteConfig: {trailingSlash?: boolean}}) => Promise<void>;
  const pluginModule = requireInSite('@easyops-cn/docusaurus-search-local') as {
    default: (context: unknown, options: unknown) => {postBuild: PostBuild};
    validateOptions: (input: {options: unknown; validate: unknown}) => unknown;
  };
  const {normalizePluginOptions} = requireInSite('@docusaurus/utils-validation') as {normalizePluginOptions: unknown};
  const options = pluginModule.validateOptions({validate: normalizePluginOptions, options: {hashed: false, indexDocs: true, indexBlog: true}});
  const plugin = pluginModule.default(
    {siteDir, generatedFilesDir: path.join(workDir, 'easyops-generated'), baseUrl: basePath, siteConfig: {themeConfig: {}}, i18n: {currentLocale: 'en'}},
    options,
  );
  await plugin.postBuild({routesPaths: await routesOf(pages, basePath), outDir: pages, baseUrl: basePath, siteConfig: {}});
  return readFile(path.join(pages, 'search-index.json'));
}

async function benchEasyops(browser: Browser, workDir: string, logFile: string, buildDir: string, queries: RelevanceQuery[], basePath: string): Promise<EngineFigures> {
  const templateBuild = await prepareEasyops(workDir, logFile);
  log('Indexing this site with the easyops plugin ...');
  const index = await easyopsIndexOf(workDir, buildDir, basePath);
  // The template is built at the root; its search bar loads the index from there.
  const site = await serveSite(templateBuild, {files: {'/search-index.json': index}});
  const start = `${site.origin}/docs/intro`;
  const searchBar = 'input.navbar__search-input';
  try {
    const cold = await newPage(browser);
    await cold.page.addInitScript(spyOnSearchWorker);
    await hydrated(cold.page, start);
    const coldBytes = await bytesFor(site, cold.page, async () => {
      await cold.page.locator(searchBar).click();
      await cold.page.locator(searchBar).fill(COLD_QUERY);
      await easyopsAnswer(cold.page, COLD_QUERY, 0);
    });
    await cold.context.close();

    const {context, page} = await newPage(browser);
    await page.addInitScript(spyOnSearchWorker);
    await hydrated(page, start);
    const input = page.locator(searchBar);
    await input.click();
    const ranks = new Map<string, number | null>();
    for (const {query, expect} of queries) {
      await input.fill('');
      const after = await answerCount(page);
      await input.fill(query);
      ranks.set(query, rankOf((await easyopsAnswer(page, query, after)).urls, expect, basePath));
    }

    const keystrokes: number[] = [];
    for (const query of TYPED_QUERIES) {
      await input.fill('');
      for (let length = 1; length <= query.length; length += 1) {
        const after = await answerCount(page);
        await page.keyboard.type(query[length - 1]);
        const answer = await easyopsAnswer(page, query.slice(0, length), after).catch(() => null);
        const pressed = await lastKeyAt(page);
        if (answer) keystrokes.push(answer.at - pressed);
      }
    }
    await context.close();
    return {
      name: `easyops docusaurus-search-local ${PEER_VERSIONS.easyops} (lunr)`,
      ranks,
      indexRaw: index.length,
      indexGzip: gzipSync(index).length,
      coldBytes,
      keystrokes,
      notes: [
        'cold query: from focusing its search bar (autocomplete code, worker with lunr, whole index) to its worker\'s answer',
        'keystroke: key press to its worker\'s answer (the search runs in a Web Worker), in the page',
        `ranks: the rows its dropdown draws (at most 8, its searchResultLimits default)`,
      ],
    };
  } finally {
    site.close();
  }
}

// ---------------------------------------------------------------- Pagefind

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
    await run('npm', ['install', '--no-audit', '--no-fund', '--save-exact', `pagefind@${PEER_VERSIONS.pagefind}`], {cwd: dir, logFile});
    if (!existsSync(entry)) throw new Error(`pagefind ${PEER_VERSIONS.pagefind} installed without ${entry} (log: ${logFile})`);
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

async function benchPagefind(browser: Browser, workDir: string, logFile: string, buildDir: string, queries: RelevanceQuery[], basePath: string): Promise<EngineFigures> {
  const pagefind = await preparePagefind(workDir, logFile);
  const bundle = path.join(workDir, 'pagefind-bundle');
  await rm(bundle, {recursive: true, force: true});
  log('Indexing this site with Pagefind ...');
  // As a Docusaurus site would set it up: the page's main content only (what data-pagefind-body
  // marks in Starlight), without the table of contents, breadcrumbs and pager.
  const {errors, index} = await pagefind.createIndex({
    rootSelector: 'main',
    excludeSelectors: ['nav', '.theme-doc-toc-mobile', '.theme-doc-toc-desktop', '.theme-doc-footer', '.pagination-nav'],
  });
  if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  const added = await index.addDirectory({path: buildDir});
  if (added.errors.length > 0) throw new Error(`Pagefind failed to index ${buildDir}: ${added.errors.join('; ')}`);
  const written = await index.writeFiles({outputPath: bundle});
  if (written.errors.length > 0) throw new Error(`Pagefind failed to write its bundle: ${written.errors.join('; ')}`);
  await pagefind.close();
  const size = await pagefindIndexSize(bundle);
  const uiGzip = (await Promise.all(['pagefind-ui.js', 'pagefind-ui.css'].map(async (name) => gzipSync(await readFile(path.join(bundle, name))).length))).reduce((a, b) => a + b, 0);

  const benchPage = `${basePath}__pagefind-bench.html`;
  const site = await serveSite(buildDir, {
    mounts: {[`${basePath}pagefind/`]: bundle},
    files: {[benchPage]: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pagefind</title></head><body></body></html>'},
  });
  const pagefindUrl = `${basePath}pagefind/pagefind.js`;
  type Search = (query: string, shown: number) => Promise<string[]>;
  // In the page: the query through pagefind.search(), then the data of the results shown.
  const install = (page: Page) =>
    page.evaluate((url) => {
      (window as unknown as {searchUrls: Search}).searchUrls = async (query, shown) => {
        const pagefindApi = (await import(url)) as {search: (q: string) => Promise<{results: {data: () => Promise<{url: string}>}[]}>};
        const {results} = await pagefindApi.search(query);
        return Promise.all(results.slice(0, shown).map(async (result) => (await result.data()).url));
      };
    }, pagefindUrl);
  try {
    const cold = await newPage(browser);
    await cold.page.goto(`${site.origin}${benchPage}`);
    await install(cold.page);
    const coldBytes = await bytesFor(site, cold.page, async () => {
      await cold.page.evaluate(([query, shown]) => (window as unknown as {searchUrls: Search}).searchUrls(query as string, shown as number), [COLD_QUERY, PAGEFIND_SHOWN]);
    });
    await cold.context.close();

    const {context, page} = await newPage(browser);
    await page.goto(`${site.origin}${benchPage}`);
    await install(page);
    const ranks = new Map<string, number | null>();
    for (const {query, expect} of queries) {
      const urls = await page.evaluate(([text, shown]) => (window as unknown as {searchUrls: Search}).searchUrls(text as string, shown as number), [query, MAX_RANK]);
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
    site.close();
  }
}

// ---------------------------------------------------------------- report

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
      rows.push([`success@3, ${kind} (${ofKind.length})`, ...engines.map((engine) => successAt3(ofKind.map((query) => engine.ranks.get(query) ?? null)).toFixed(2))]);
    }
  }
  const widths = columns.map((column, index) => Math.max(column.length, ...rows.map((row) => row[index].length)));
  const line = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ');
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
    console.log(`  - not in the first 3 (${misses.length}): ${misses.map((query) => `"${query.query}" (${engine.ranks.get(query.query) ?? 'none'})`).join(', ') || 'none'}`);
  }
  console.log(`\nRanks count distinct pages in the order each engine shows them; a page beyond rank ${MAX_RANK} is a miss.`);
}

const RESULTS_DIR = path.join(fileURLToPath(new URL('../..', import.meta.url)), 'bench-results');

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
      keystrokeMs: {p50: percentile(engine.keystrokes, 50), p95: percentile(engine.keystrokes, 95), count: engine.keystrokes.length},
      notes: engine.notes,
    })),
    queries: queries.map((query) => ({...query, ranks: Object.fromEntries(engines.map((engine) => [engine.name, engine.ranks.get(query.query) ?? null]))})),
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
  const workDir = path.join(os.tmpdir(), `nadle-bench-search-peers-docusaurus-${DOCUSAURUS_VERSION}-easyops-${PEER_VERSIONS.easyops}-pagefind-${PEER_VERSIONS.pagefind}`);
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
        throw new Error(`The ${name} benchmark failed (working folder ${workDir}; \`npm run bench:search -- --no-peers\` skips the peers): ${error instanceof Error ? error.message : String(error)}`, {cause: error});
      }
    }
    printTable(engines, queries, file);
    const resultsFile = path.join(RESULTS_DIR, `search-peers-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    await mkdir(RESULTS_DIR, {recursive: true});
    await writeFile(resultsFile, `${JSON.stringify(resultsJson(engines, queries, file), null, 2)}\n`);
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
