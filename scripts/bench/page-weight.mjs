// What a page makes the browser download on a first visit: every response from
// navigation until the page has hydrated and the network is idle, summed by kind,
// raw and gzip. Counting responses (not the script tags of the HTML) includes the
// route chunks the runtime fetches before the page becomes interactive.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

/** Text in a downloaded script that tells what it holds, for the report. */
const SCRIPT_MARKERS = {
  'search engine (MiniSearch)': /MiniSearch: /,
  // Strings of the modal's markup and of the Algolia client, not of the search button.
  'DocSearch modal': /DocSearch-Hit-source|algolianet\.com/,
  'code highlighting (Prism)': /token-line/,
};

const KIND_BY_RESOURCE_TYPE = {
  document: 'html',
  script: 'js',
  stylesheet: 'css',
  font: 'font',
  image: 'image',
  fetch: 'data',
  xhr: 'data',
};

/**
 * Kind of a response. `<link rel="prefetch">` downloads (Docusaurus prefetches the
 * chunks of visible links once the page is idle) have resource type "other": they
 * are counted apart, since nothing runs them for this page.
 * @param {string} resourceType
 * @param {string} url
 */
function kindOf(resourceType, url) {
  const kind = KIND_BY_RESOURCE_TYPE[/** @type {keyof typeof KIND_BY_RESOURCE_TYPE} */ (resourceType)];
  if (kind) return kind;
  return /\.(js|css)(\?|$)/.test(url) ? 'prefetch' : 'other';
}

/**
 * @typedef {{url: string, kind: string, raw: number, gzip: number, markers: string[]}} LoadedFile
 * @typedef {{count: number, raw: number, gzip: number}} Total
 */

/**
 * @param {LoadedFile[]} files
 * @returns {Record<string, Total>}
 */
export function totalsByKind(files) {
  /** @type {Record<string, Total>} */
  const totals = {};
  for (const kind of ['html', 'js', 'css', 'font', 'image', 'data', 'prefetch', 'other']) {
    const ofKind = files.filter((file) => file.kind === kind);
    totals[kind] = {
      count: ofKind.length,
      raw: ofKind.reduce((sum, file) => sum + file.raw, 0),
      gzip: ofKind.reduce((sum, file) => sum + file.gzip, 0),
    };
  }
  return totals;
}

/**
 * The body of a response. Chromium does not hand over the body of a `<link rel="prefetch">`
 * download, so those are read from the build.
 * @param {import('@playwright/test').Response} response
 * @param {string} urlPath
 * @param {string} buildDir
 */
async function bodyOf(response, urlPath, buildDir) {
  const body = await response.body().catch(() => undefined);
  if (body && body.length > 0) return body;
  return readFile(path.join(buildDir, decodeURIComponent(urlPath.split('?')[0]))).catch(() => body);
}

/**
 * Records the files a page downloads while `action` runs.
 * @param {import('@playwright/test').Page} page
 * @param {string} origin Responses from other origins are listed as external.
 * @param {string} buildDir The directory the origin serves.
 * @param {() => Promise<void>} action
 */
export async function recordDownloads(page, origin, buildDir, action) {
  /** @type {Promise<LoadedFile | undefined>[]} */
  const pending = [];
  /** @type {string[]} */
  const external = [];
  /** @param {import('@playwright/test').Response} response */
  const onResponse = (response) => {
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
  const files = /** @type {LoadedFile[]} */ ((await Promise.all(pending)).filter(Boolean));
  return {files, external: [...new Set(external)]};
}

/**
 * First visit of a page in a fresh browser context (empty cache).
 * @param {import('@playwright/test').Browser} browser
 * @param {{url: string, dir: string}} site where it is served from, and the build it serves
 * @param {string} route
 */
export async function measureFirstLoad(browser, site, route) {
  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  try {
    const {files, external} = await recordDownloads(page, site.url, site.dir, async () => {
      await page.goto(`${site.url}${route}`, {waitUntil: 'load'});
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 30_000});
      await page.waitForLoadState('networkidle');
    });
    return {route, totals: totalsByKind(files), files, external};
  } finally {
    await context.close();
  }
}

/**
 * What using search adds to a page already loaded: hover the search button, open
 * the modal with Ctrl+K, type a query and wait for results.
 * @param {import('@playwright/test').Browser} browser
 * @param {{url: string, dir: string}} site
 * @param {string} route
 */
export async function measureSearchFirstUse(browser, site, route) {
  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  try {
    await page.goto(`${site.url}${route}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    const {files, external} = await recordDownloads(page, site.url, site.dir, async () => {
      await page.getByRole('button', {name: /search/i}).first().hover();
      await page.keyboard.press('Control+k');
      await page.getByRole('searchbox').fill('install');
      await page.getByRole('listbox').getByRole('option').first().waitFor({timeout: 15_000});
      await page.waitForLoadState('networkidle');
    });
    return {route, totals: totalsByKind(files), files, external};
  } finally {
    await context.close();
  }
}
