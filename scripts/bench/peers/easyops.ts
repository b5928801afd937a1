// @easyops-cn/docusaurus-search-local in the peer benchmark: installed into a fresh
// Docusaurus classic template, its index rebuilt by the plugin's own postBuild from
// this site's built pages, and driven through its search bar.
import {existsSync} from 'node:fs';
import {cp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import type {Browser, Page} from '@playwright/test';

import {serveBuild} from '../../../tests/e2e/support/serve-build';
import {createTemplateSite, DOCUSAURUS_VERSION, run} from '../builds';
import type {RelevanceQuery} from '../search-queries';
import {bytesFor, hydrated, lastKeyAt, newPage, rankOf, type EngineFigures} from './figures';
import {COLD_QUERY, log, PEER_VERSIONS, TYPED_QUERIES} from './settings';

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
      answers.push({
        query,
        urls: results.map(({document}) => `${document.u}${document.h ?? ''}`),
        at: performance.now(),
      });
    });
  };
  for (const prototype of [MessagePort.prototype, Worker.prototype]) {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its own receiver (post.call)
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
      const answers = (window as unknown as {searchAnswers: {query: string; urls: string[]; at: number}[]})
        .searchAnswers;
      return answers.slice(count).find((answer) => answer.query === expected) ?? false;
    },
    {query, after},
    {timeout: 30_000},
  );
  return (await handle.jsonValue()) as {urls: string[]; at: number};
}

const answerCount = (page: Page) =>
  page.evaluate(() => (window as unknown as {searchAnswers: unknown[]}).searchAnswers.length);

async function prepareEasyops(workDir: string, logFile: string): Promise<string> {
  const siteDir = path.join(workDir, 'easyops-site');
  const buildDir = path.join(workDir, 'easyops-build');
  const ready = path.join(workDir, 'easyops-ready');
  if (existsSync(ready)) return buildDir;
  await rm(siteDir, {recursive: true, force: true});
  log(
    `Creating the Docusaurus ${DOCUSAURUS_VERSION} classic template with @easyops-cn/docusaurus-search-local ${PEER_VERSIONS.easyops} (npm install, a few minutes) ...`,
  );
  await createTemplateSite(siteDir, {logFile, pinnedPackages: {'@docsearch/react': PEER_VERSIONS.docsearch}});
  await run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--save-exact',
      `@easyops-cn/docusaurus-search-local@${PEER_VERSIONS.easyops}`,
    ],
    {cwd: siteDir, logFile},
  );
  const configFile = path.join(siteDir, 'docusaurus.config.ts');
  const config = await readFile(configFile, 'utf8');
  if (!config.includes('  presets: ['))
    throw new Error(`Unexpected template config, no "presets:" line: ${configFile}`);
  // The plugin's documented setup, with the index under a fixed name so that it can be rebuilt from other pages.
  await writeFile(
    configFile,
    config.replace(
      '  presets: [',
      `  themes: [['@easyops-cn/docusaurus-search-local', {hashed: false, indexDocs: true, indexBlog: true}]],\n  presets: [`,
    ),
  );
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
  type PostBuild = (props: {
    routesPaths: string[];
    outDir: string;
    baseUrl: string;
    siteConfig: {trailingSlash?: boolean};
  }) => Promise<void>;
  const pluginModule = requireInSite('@easyops-cn/docusaurus-search-local') as {
    default: (context: unknown, options: unknown) => {postBuild: PostBuild};
    validateOptions: (input: {options: unknown; validate: unknown}) => unknown;
  };
  const {normalizePluginOptions} = requireInSite('@docusaurus/utils-validation') as {normalizePluginOptions: unknown};
  const options = pluginModule.validateOptions({
    validate: normalizePluginOptions,
    options: {hashed: false, indexDocs: true, indexBlog: true},
  });
  const plugin = pluginModule.default(
    {
      siteDir,
      generatedFilesDir: path.join(workDir, 'easyops-generated'),
      baseUrl: basePath,
      siteConfig: {themeConfig: {}},
      i18n: {currentLocale: 'en'},
    },
    options,
  );
  await plugin.postBuild({
    routesPaths: await routesOf(pages, basePath),
    outDir: pages,
    baseUrl: basePath,
    siteConfig: {},
  });
  return readFile(path.join(pages, 'search-index.json'));
}

export async function benchEasyops(
  browser: Browser,
  workDir: string,
  logFile: string,
  buildDir: string,
  queries: RelevanceQuery[],
  basePath: string,
): Promise<EngineFigures> {
  const templateBuild = await prepareEasyops(workDir, logFile);
  log('Indexing this site with the easyops plugin ...');
  const index = await easyopsIndexOf(workDir, buildDir, basePath);
  // The template is built at the root; its search bar loads the index from there.
  const site = await serveBuild({
    dir: templateBuild,
    applyHeadersFile: false,
    gzip: true,
    replacements: {'/search-index.json': index},
  });
  const start = `${site.url}/docs/intro`;
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
        "cold query: from focusing its search bar (autocomplete code, worker with lunr, whole index) to its worker's answer",
        "keystroke: key press to its worker's answer (the search runs in a Web Worker), in the page",
        `ranks: the rows its dropdown draws (at most 8, its searchResultLimits default)`,
      ],
    };
  } finally {
    await site.close();
  }
}
