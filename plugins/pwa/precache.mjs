// What the service worker saves for offline reading, shared by the build (which
// filters the precache list and reports its size) and the worker (which must know
// which pages of the site exist but were left out). Paths are relative to the
// build directory, i.e. to the site's base URL. Plain JavaScript because the
// @docusaurus/plugin-pwa bundles the worker's code with Babel for .js/.mjs only.

/** Pages of the build that are never saved: the fixture pages of the browser tests. */
export const UNSAVED_PAGE_PREFIXES = ['tests/'];

/** The page the worker shows for a page it has not saved while the network is down. */
export const OFFLINE_PAGE = 'offline';

/** The not-found page of the site, shown offline for a path that is no page of the saved build. */
export const NOT_FOUND_FILE = '404.html';

// Not content-hashed, but on every page (navbar logo, favicon); the precache stores them by revision.
const PAGE_FURNITURE = ['img/logo.svg', 'img/favicon.svg'];

/** The folder of the build that holds the playground's own bundle (plugins/playground/appBundle.ts). */
export const PLAYGROUND_BUNDLE_DIR = 'assets/playground';

/** The name of the playground bundle's chunk that holds the TypeScript compiler; its worker's chunk adds "-worker". */
export const PLAYGROUND_COMPILER_CHUNK = 'playground-typescript';

/**
 * Content-hashed files left out of the precache, and saved by the worker the first time a
 * page loads them instead: the playground's TypeScript compiler (too large for the budget)
 * and the worker that runs it (about 60 KB gzip that only a reader who starts the
 * playground needs, and who then saves it with the compiler).
 */
export const SAVED_ON_FIRST_USE_PREFIXES = [
  `${PLAYGROUND_BUNDLE_DIR}/${PLAYGROUND_COMPILER_CHUNK}.`,
  `${PLAYGROUND_BUNDLE_DIR}/${PLAYGROUND_COMPILER_CHUNK}-worker.`,
];

/** The cache that holds the files saved on first use. */
export const FIRST_USE_CACHE = 'saved-on-first-use';

/** The Markdown twins of the pages (plugins/llms) and their index: small, and "Copy page" reads the twins. */
const MARKDOWN_FOR_AGENTS = ['**/*.md', 'llms.txt'];

// The files of the build the precache list is made from: the patterns @docusaurus/plugin-pwa
// 3.10.2 hands to Workbox, and the Markdown the site serves beside its pages. The build
// makes the list itself (plugins/pwa/index.ts) and hands it to the plugin whole.
export const PRECACHE_GLOB_PATTERNS = [
  '**/*.{js,json,css,html}',
  '**/*.{png,jpg,jpeg,gif,svg,ico}',
  '**/*.{woff,woff2,eot,ttf,otf}',
  ...MARKDOWN_FOR_AGENTS,
];

/**
 * Whether a file of the build is saved for offline reading: content-hashed
 * assets (but those saved on first use), the site's pages, the local search
 * index, and the pages' Markdown twins with llms.txt (not llms-full.txt, which
 * repeats the twins).
 * @param {string} file path relative to the build directory, "/"-separated
 */
export function isSavedForOffline(file) {
  if (UNSAVED_PAGE_PREFIXES.some((prefix) => file.startsWith(prefix))) return false;
  if (SAVED_ON_FIRST_USE_PREFIXES.some((prefix) => file.startsWith(prefix))) return false;
  return (
    file.startsWith('assets/') ||
    file.endsWith('.html') ||
    file.startsWith('search-index/') ||
    file.endsWith('.md') ||
    file === 'llms.txt' ||
    PAGE_FURNITURE.includes(file)
  );
}

/**
 * A Workbox manifest transform that keeps only the files saved for offline reading.
 * @template {{url: string}} Entry
 * @param {Entry[]} entries
 * @returns {Promise<{manifest: Entry[], warnings: string[]}>}
 */
export async function keepSavedFiles(entries) {
  return {manifest: entries.filter((entry) => isSavedForOffline(entry.url)), warnings: []};
}

/**
 * A Workbox manifest transform that saves each page under its folder's URL
 * ("docs/intro/" for docs/intro/index.html), the URL static hosts serve it at
 * without a redirect: some rewrite ".../index/index.html" to a path that does not exist.
 * @template {{url: string}} Entry
 * @param {Entry[]} entries
 * @returns {Promise<{manifest: Entry[], warnings: string[]}>}
 */
export async function savePagesByFolderUrl(entries) {
  const manifest = entries.map((entry) =>
    entry.url === 'index.html' ? {...entry, url: './'} : {...entry, url: entry.url.replace(/\/index\.html$/, '/')},
  );
  return {manifest, warnings: []};
}

/**
 * The key of a precache URL in the worker's list of file digests: its path under
 * the base URL, "" for the home page (saved as "./").
 * @param {string} url a URL of the precache manifest
 */
export function digestKeyOfPrecacheUrl(url) {
  return url === './' ? '' : url;
}

/**
 * The build's file behind a precache URL: a page's folder URL is its index.html.
 * @param {string} url a URL of the precache manifest
 */
export function fileOfPrecacheUrl(url) {
  const key = digestKeyOfPrecacheUrl(url);
  return key === '' || key.endsWith('/') ? `${key}index.html` : key;
}

/**
 * The text the build replaces with the worker's checks of saved files
 * (plugins/pwa/index.ts), as Workbox replaces `self.__WB_MANIFEST` with its list.
 */
export const SAVED_FILE_CHECKS_INJECTION_POINT = 'self.__SAVED_FILE_CHECKS__';

/** How long after load the page waits at most for an idle moment before it registers the worker. */
export const REGISTER_IDLE_TIMEOUT_MS = 10_000;

/**
 * Whether a connection asks for no background downloads: Save-Data is on, or it is a 2g one.
 * @param {{saveData?: boolean, effectiveType?: string} | undefined} connection navigator.connection
 */
export function isDataSaving(connection) {
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}
