// What a page makes the browser download on a first visit: every response from
// navigation until the page has hydrated and the network is idle, summed by kind,
// raw and gzip. Counting responses (not the script tags of the HTML) includes the
// route chunks the runtime fetches before the page becomes interactive.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import type {Browser, Page, Response} from '@playwright/test';

import {HYDRATED} from '../../tests/e2e/support/page';

/** Text in a downloaded script that tells what it holds, for the report. */
const SCRIPT_MARKERS: Record<string, RegExp> = {
  'search engine (MiniSearch)': /MiniSearch: /,
  // Strings of the modal's markup and of the Algolia client, not of the search button.
  'DocSearch modal': /DocSearch-Hit-source|algolianet\.com/,
  'code highlighting (Prism)': /token-line/,
};

const KIND_BY_RESOURCE_TYPE: Record<string, Kind> = {
  document: 'html',
  script: 'js',
  stylesheet: 'css',
  font: 'font',
  image: 'image',
  fetch: 'data',
  xhr: 'data',
};

export type Kind = 'html' | 'js' | 'css' | 'font' | 'image' | 'data' | 'prefetch' | 'other';
const KINDS: readonly Kind[] = ['html', 'js', 'css', 'font', 'image', 'data', 'prefetch', 'other'];

/**
 * Kind of a response. `<link rel="prefetch">` downloads (Docusaurus prefetches the
 * chunks of visible links once the page is idle) have resource type "other": they
 * are counted apart, since nothing runs them for this page.
 */
function kindOf(resourceType: string, url: string): Kind {
  const kind = KIND_BY_RESOURCE_TYPE[resourceType];
  if (kind) return kind;
  return /\.(js|css)(\?|$)/.test(url) ? 'prefetch' : 'other';
}

/** One downloaded file: its path on the site, kind, size raw and gzip, and what it holds. */
export interface LoadedFile {
  url: string;
  kind: Kind;
  raw: number;
  gzip: number;
  markers: string[];
}

export interface Total {
  count: number;
  raw: number;
  gzip: number;
}

export type Totals = Record<Kind, Total>;

/** The downloads of one page visit. */
export interface PageWeight {
  route: string;
  totals: Totals;
  files: LoadedFile[];
  /** URLs of other origins the page requested. */
  external: string[];
}

/** Where a build is served from, and the directory it serves. */
export interface ServedSite {
  url: string;
  dir: string;
}

/** The bytes a page needs before it is interactive: its HTML, scripts and stylesheets, gzip. */
export function firstLoadGzip(totals: Totals): number {
  return totals.html.gzip + totals.js.gzip + totals.css.gzip;
}

/**
 * The name of a built file without its content hash ("/assets/js/main.3f2a9c1b.js"
 * is "assets/js/main.js"), which stays the same from one build to the next.
 */
export function stableFileName(url: string): string {
  return url.replace(/^\//, '').replace(/\.[0-9a-f]{8,}(?=\.(?:js|css)$)/, '');
}

function totalsByKind(files: LoadedFile[]): Totals {
  const totals = {} as Totals;
  for (const kind of KINDS) {
    const ofKind = files.filter((file) => file.kind === kind);
    totals[kind] = {
      count: ofKind.length,
      raw: ofKind.reduce((sum, file) => sum + file.raw, 0),
      gzip: ofKind.reduce((sum, file) => sum + file.gzip, 0),
    };
  }
  return totals;
}

/** The weight of a visit of `route` from what recordDownloads recorded during it. */
export function pageWeight(route: string, {files, external}: {files: LoadedFile[]; external: string[]}): PageWeight {
  return {route, totals: totalsByKind(files), files, external};
}

/**
 * The body of a response. Chromium does not hand over the body of a `<link rel="prefetch">`
 * download, so those are read from the build.
 */
async function bodyOf(response: Response, urlPath: string, buildDir: string): Promise<Buffer | undefined> {
  const body = await response.body().catch(() => undefined);
  if (body && body.length > 0) return body;
  return readFile(path.join(buildDir, decodeURIComponent(urlPath.split('?')[0]))).catch(() => body);
}

/**
 * Records the files a page downloads while `action` runs. Responses from other
 * origins than `origin` are listed as external; `buildDir` is the directory the
 * origin serves.
 */
export async function recordDownloads(
  page: Page,
  origin: string,
  buildDir: string,
  action: () => Promise<void>,
): Promise<{files: LoadedFile[]; external: string[]}> {
  const pending: Promise<LoadedFile | undefined>[] = [];
  const external: string[] = [];
  const onResponse = (response: Response) => {
    const url = response.url();
    if (!url.startsWith(origin)) {
      external.push(url);
      return;
    }
    if (response.status() >= 300 && response.status() < 400) return;
    const urlPath = url.slice(origin.length);
    pending.push(
      bodyOf(response, urlPath, buildDir).then((body) => {
        if (!body) return undefined;
        const kind = kindOf(response.request().resourceType(), url);
        const text = kind === 'js' || kind === 'prefetch' ? body.toString('latin1') : '';
        return {
          url: urlPath,
          kind,
          raw: body.length,
          gzip: gzipSync(body).length,
          markers: Object.entries(SCRIPT_MARKERS)
            .filter(([, pattern]) => pattern.test(text))
            .map(([name]) => name),
        };
      }),
    );
  };
  page.on('response', onResponse);
  page.on('requestfailed', (request) => {
    if (!request.url().startsWith(origin)) external.push(request.url());
  });
  try {
    await action();
  } finally {
    page.off('response', onResponse);
  }
  const files = (await Promise.all(pending)).filter((file): file is LoadedFile => file !== undefined);
  return {files, external: [...new Set(external)]};
}

/** First visit of a page in a fresh browser context (empty cache). */
export async function measureFirstLoad(browser: Browser, site: ServedSite, route: string): Promise<PageWeight> {
  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  try {
    const downloads = await recordDownloads(page, site.url, site.dir, async () => {
      await page.goto(`${site.url}${route}`, {waitUntil: 'load'});
      await page.locator(HYDRATED).waitFor({state: 'attached', timeout: 30_000});
      await page.waitForLoadState('networkidle');
    });
    return pageWeight(route, downloads);
  } finally {
    await context.close();
  }
}

/**
 * What using search adds to a page already loaded: hover the search button, open
 * the modal with Ctrl+K, type a query and wait for results.
 */
export async function measureSearchFirstUse(browser: Browser, site: ServedSite, route: string): Promise<PageWeight> {
  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  try {
    await page.goto(`${site.url}${route}`);
    await page.locator(HYDRATED).waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    const downloads = await recordDownloads(page, site.url, site.dir, async () => {
      await page
        .getByRole('button', {name: /search/i})
        .first()
        .hover();
      await page.keyboard.press('Control+k');
      await page.getByRole('searchbox').fill('install');
      await page.getByRole('listbox').getByRole('option').first().waitFor({timeout: 15_000});
      await page.waitForLoadState('networkidle');
    });
    return pageWeight(route, downloads);
  } finally {
    await context.close();
  }
}
