// Offline reading: @docusaurus/plugin-pwa, run from here. The plugin keeps the
// parts Docusaurus needs while it bundles (the registration client module, the
// head tags, the worker's build variables); its last build step (bundling the
// service worker and the list of files it saves) is writeOfflineReadingFiles,
// which the build-output pipeline (plugins/build-output) calls after every other
// step that writes a file the worker saves, such as the local search index. That
// step makes the list of saved files itself (precache.mjs), hands it to the
// plugin, then adds what the site needs:
//  - the worker's checks of what it serves from its caches: the SHA-256 digest of
//    every file it saves, so that it never serves a copy the site did not put there
//    (any script of the origin can write to those caches), and the security headers
//    of the host, which it gives every response it serves from them;
//  - the web app manifest, from src/data/pwa.ts;
//  - a report of what the worker saves, raw and gzip, failing the build above budget.
// Options: `pwa` is handed to @docusaurus/plugin-pwa as they are.
import {createHash} from 'node:crypto';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {getManifest, type ManifestEntry, type ManifestTransform} from 'workbox-build';

import {MANIFEST_FILE, webAppManifest} from '../../src/data/pwa';
import type {HeadersRule} from '../security-headers/headersFile';
import {
  digestKeyOfPrecacheUrl,
  fileOfPrecacheUrl,
  keepSavedFiles,
  PRECACHE_GLOB_PATTERNS,
  SAVED_FILE_CHECKS_INJECTION_POINT,
  SAVED_ON_FIRST_USE_PREFIXES,
  savePagesByFolderUrl,
  UNSAVED_PAGE_PREFIXES,
} from './precache.mjs';

export interface OfflineReadingOptions {
  pwa: Partial<PwaOptions>;
}

/** At most this many gzip bytes are saved for offline reading. */
export const PRECACHE_GZIP_BUDGET = 1.5 * 1024 * 1024;

/**
 * What a test build may save beyond the budget: its fixture pages (under /tests/, which no
 * reader gets) add their scripts and search records, about 21 KiB gzip on 2026-12-03. The
 * budget itself holds for the build readers get, which `npm run build` makes.
 */
export const FIXTURE_PAGES_PRECACHE_ALLOWANCE = 24 * 1024;

/** The precache budget of a build with these routes: the fixture pages' allowance only when they are built. */
export function precacheBudget(routesPaths: readonly string[], baseUrl: string): number {
  const hasFixturePages = routesPaths.some((route) =>
    UNSAVED_PAGE_PREFIXES.some((prefix) => route.startsWith(`${baseUrl}${prefix}`)),
  );
  return PRECACHE_GZIP_BUDGET + (hasFixturePages ? FIXTURE_PAGES_PRECACHE_ALLOWANCE : 0);
}

const require = createRequire(import.meta.url);
const PWA_PACKAGE_DIR = path.dirname(require.resolve('@docusaurus/plugin-pwa/package.json'));

/** What the package's main entry exports; its type entry declares only the options. */
interface PwaPluginModule {
  default: (context: LoadContext, options: PwaOptions) => Plugin<void> | null;
  validateOptions: (context: OptionValidationContext<unknown, PwaOptions>) => PwaOptions;
}

// The package by its name, as a site's config names it: EXCEPTIONS.md says why the site runs it from here.
const {default: pluginPWA, validateOptions: validatePwaOptions} = require('@docusaurus/plugin-pwa') as PwaPluginModule;

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<OfflineReadingOptions, OfflineReadingOptions>) {
  return {
    pwa: validatePwaOptions({validate: validate as never, options: options.pwa}),
  };
}

export interface PrecacheSize {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/** An entry of Workbox's precache list, with the size Workbox's transforms carry. */
type PrecacheEntry = ManifestEntry & {size: number};

/** The precache list of a build: the files the worker saves, each page under its folder URL. */
export async function precacheManifest(outDir: string): Promise<PrecacheEntry[]> {
  let entries: PrecacheEntry[] = [];
  // Kept as the last transform sees them: the result of getManifest drops their sizes.
  const keep: ManifestTransform = (manifest) => {
    entries = manifest;
    return Promise.resolve({manifest, warnings: []});
  };
  await getManifest({
    globDirectory: outDir,
    globPatterns: PRECACHE_GLOB_PATTERNS,
    globIgnores: ['sw.js'],
    manifestTransforms: [keepSavedFiles, savePagesByFolderUrl, keep],
  });
  return entries;
}

/** What the service worker saves from a build: the files of its precache list. */
export async function measurePrecache(outDir: string, entries?: readonly PrecacheEntry[]): Promise<PrecacheSize> {
  const saved = entries ?? (await precacheManifest(outDir));
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const entry of saved) {
    const contents = await readFile(path.join(outDir, fileOfPrecacheUrl(entry.url)));
    rawBytes += contents.length;
    gzipBytes += gzipSync(contents).length;
  }
  return {files: saved.length, rawBytes, gzipBytes};
}

/** What the worker checks before it serves a saved file, and the headers it serves it with (plugins/pwa/serviceWorker.mjs). */
export interface SavedFileChecks {
  /** Base64 SHA-256 of each file it may save, by its path under the base URL ("" for the home page). */
  digests: Record<string, string>;
  /**
   * The host's headers by path prefix under the base URL, later ones winning: the rules of
   * _headers that end in "*" (the security headers of every file, the caching of assets/).
   * Its exact-path rules mark files noindex for crawlers and sw.js no-cache, neither of
   * which the worker serves.
   */
  headers: {prefix: string; headers: Record<string, string>}[];
}

const sha256 = (contents: Buffer) => createHash('sha256').update(contents).digest('base64');

/** The checks of a build's saved files (those of the precache list and those saved on first use), with the host's headers. */
export async function savedFileChecks(
  outDir: string,
  baseUrl: string,
  entries: readonly PrecacheEntry[],
  hostHeaders: readonly HeadersRule[],
): Promise<SavedFileChecks> {
  const headers = hostHeaders
    .filter(({pattern}) => pattern.startsWith(baseUrl) && pattern.endsWith('*'))
    .map((rule) => ({prefix: rule.pattern.slice(baseUrl.length, -1), headers: rule.headers}));
  const digests: Record<string, string> = {};
  for (const entry of entries) {
    digests[digestKeyOfPrecacheUrl(entry.url)] = sha256(
      await readFile(path.join(outDir, fileOfPrecacheUrl(entry.url))),
    );
  }
  const allFiles = (await readdir(outDir, {recursive: true})).map((file) => file.split(path.sep).join('/'));
  for (const file of allFiles.filter((name) => SAVED_ON_FIRST_USE_PREFIXES.some((prefix) => name.startsWith(prefix)))) {
    digests[file] = sha256(await readFile(path.join(outDir, file)));
  }
  return {digests, headers};
}

/**
 * Writes the checks into the bundled worker, in place of its one SAVED_FILE_CHECKS_INJECTION_POINT.
 * `workerFiles` are the worker's files by name: the plugin bundles the site's part of the worker
 * (serviceWorker.mjs) into a chunk of its own next to sw.js ("637.sw.js"). Returns the files changed.
 */
export function injectSavedFileChecks(
  workerFiles: Record<string, string>,
  checks: SavedFileChecks,
): Record<string, string> {
  const holders = Object.entries(workerFiles).map(
    ([name, source]) => [name, source.split(SAVED_FILE_CHECKS_INJECTION_POINT)] as const,
  );
  const found = holders.reduce((count, [, parts]) => count + parts.length - 1, 0);
  if (found !== 1) {
    throw new Error(
      `[offline-reading] The service worker must hold ${SAVED_FILE_CHECKS_INJECTION_POINT} exactly once (found ${found} in ${Object.keys(workerFiles).join(', ')}): ` +
        'it is where the build writes the digests of the saved files (plugins/pwa/serviceWorker.mjs).',
    );
  }
  const [name, parts] = holders.find(([, candidate]) => candidate.length === 2)!;
  return {[name]: parts.join(`(${JSON.stringify(checks)})`)};
}

/** The names of the worker's script files in a build: sw.js and the chunks it loads (`<id>.sw.js`). */
export async function serviceWorkerScripts(outDir: string): Promise<string[]> {
  return (await readdir(outDir)).filter((name) => /^(?:[\w-]+\.)?sw\.js$/.test(name));
}

/** The worker's script files in a build, by name. */
async function workerFilesOf(outDir: string): Promise<Record<string, string>> {
  const names = await serviceWorkerScripts(outDir);
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await readFile(path.join(outDir, name), 'utf8')] as const)),
  );
}

type PostBuildProps = Parameters<NonNullable<Plugin<void>['postBuild']>>[0];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Without a service worker (the dev server), the plugin is left out: null. */
function createPwaPlugin(context: LoadContext, options: OfflineReadingOptions) {
  return pluginPWA(context, options.pwa as PwaOptions);
}

export default function offlineReadingPlugin(
  context: LoadContext,
  options: OfflineReadingOptions,
): Plugin<void> | null {
  const pwa = createPwaPlugin(context, options);
  if (!pwa) return null;
  const {postBuild: _writtenByThePipeline, ...lifecycle} = pwa;
  return {
    ...lifecycle,
    // The plugin names its theme folders relative to its own package, not to this file.
    getThemePath: () => path.join(PWA_PACKAGE_DIR, 'lib/theme'),
    getTypeScriptThemePath: () => path.join(PWA_PACKAGE_DIR, 'src/theme'),
  };
}

/**
 * Bundles the service worker with the list of files it saves (plugin-pwa's own
 * build step), writes into it the checks of those files and the host's headers
 * (`hostHeaders`, the rules of _headers), writes the web app manifest,
 * and reports the precache size, failing above its budget (precacheBudget). `options`
 * are those of the plugin, validated.
 */
export async function writeOfflineReadingFiles(
  context: LoadContext,
  options: OfflineReadingOptions,
  props: PostBuildProps,
  hostHeaders: readonly HeadersRule[],
): Promise<void> {
  const {outDir} = props;
  const entries = await precacheManifest(outDir);
  // The plugin globs only its own patterns (no Markdown); it gets the list made here, whole.
  const useList: ManifestTransform = () => Promise.resolve({manifest: entries, warnings: []});
  // The plugin spreads this object into Workbox's options and sets the paths itself.
  const injectManifestConfig = {
    ...options.pwa.injectManifestConfig,
    manifestTransforms: [useList],
  } as PwaOptions['injectManifestConfig'];
  const pwa = createPwaPlugin(context, {...options, pwa: {...options.pwa, injectManifestConfig}});
  if (!pwa) return;
  await pwa.postBuild?.(props);
  const checks = await savedFileChecks(outDir, context.siteConfig.baseUrl, entries, hostHeaders);
  for (const [name, source] of Object.entries(injectSavedFileChecks(await workerFilesOf(outDir), checks))) {
    await writeFile(path.join(outDir, name), source);
  }
  await writeFile(
    path.join(outDir, MANIFEST_FILE),
    `${JSON.stringify(webAppManifest(context.siteConfig.baseUrl), null, 2)}\n`,
  );
  const size = await measurePrecache(outDir, entries);
  const budget = precacheBudget(props.routesPaths, context.siteConfig.baseUrl);
  const allowance = budget - PRECACHE_GZIP_BUDGET;
  const budgetText = `${kib(budget)} gzip${allowance > 0 ? `, ${kib(allowance)} of it for the test fixture pages` : ''}`;
  console.log(
    `[offline-reading] Saved for offline reading: ${size.files} files, ${kib(size.rawBytes)} raw, ` +
      `${kib(size.gzipBytes)} gzip (budget ${budgetText}).`,
  );
  if (size.gzipBytes > budget) {
    throw new Error(
      `[offline-reading] The offline precache is ${kib(size.gzipBytes)} gzip, over its budget of ${budgetText}: ` +
        'leave large files out in plugins/pwa/precache.mjs or raise the budget in plugins/pwa/index.ts.',
    );
  }
}
