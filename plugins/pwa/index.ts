// Offline reading: @docusaurus/plugin-pwa, run from here so that its last build
// step (the list of files the service worker saves) comes after the files other
// plugins write in the same step, and followed by what the site adds:
//  - the web app manifest, from src/data/pwa.ts;
//  - a report of what the worker saves, raw and gzip, failing the build above budget.
// Options: `pwa` is handed to @docusaurus/plugin-pwa as they are; `awaitFiles` lists
// files of the build (relative to it) that other plugins write after the pages and
// that the worker must save, such as the local search index.
import {readFile, stat, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {gzipSync} from 'node:zlib';

// The package's own type entry declares only its options; the plugin function is typed in lib/.
import pluginPWA, {validateOptions as validatePwaOptions} from '@docusaurus/plugin-pwa/lib/index.js';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {getManifest} from 'workbox-build';

import {MANIFEST_FILE, webAppManifest} from '../../src/data/pwa';
import {keepSavedFiles, PLUGIN_GLOB_PATTERNS} from './precache.mjs';

export interface OfflineReadingOptions {
  pwa: Partial<PwaOptions>;
  awaitFiles?: string[];
}

/** At most this many gzip bytes are saved for offline reading. */
export const PRECACHE_GZIP_BUDGET = 1.5 * 1024 * 1024;
// How long another plugin may take to write a file the worker saves.
const AWAIT_FILE_TIMEOUT_MS = 5 * 60_000;

const require = createRequire(import.meta.url);
const PWA_PACKAGE_DIR = path.dirname(require.resolve('@docusaurus/plugin-pwa/package.json'));

export function validateOptions({validate, options}: OptionValidationContext<OfflineReadingOptions, OfflineReadingOptions>) {
  return {
    awaitFiles: options.awaitFiles ?? [],
    pwa: validatePwaOptions({validate: validate as never, options: options.pwa as never}),
  };
}

/** Waits until another plugin has written a file of the build: it exists and, for JSON, parses. */
async function fileWritten(file: string): Promise<void> {
  const deadline = Date.now() + AWAIT_FILE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      await stat(file);
      if (file.endsWith('.json')) JSON.parse(await readFile(file, 'utf8'));
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`[offline-reading] ${file} was not written within ${AWAIT_FILE_TIMEOUT_MS / 1000} s; the service worker needs it in its precache.`);
}

export interface PrecacheSize {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/** What the service worker saves from a build: the same files, by the same rules, as its precache list. */
export async function measurePrecache(outDir: string): Promise<PrecacheSize> {
  const {manifestEntries} = await getManifest({
    globDirectory: outDir,
    globPatterns: PLUGIN_GLOB_PATTERNS,
    globIgnores: ['sw.js'],
    manifestTransforms: [keepSavedFiles],
  });
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const entry of manifestEntries ?? []) {
    const contents = await readFile(path.join(outDir, entry.url));
    rawBytes += contents.length;
    gzipBytes += gzipSync(contents).length;
  }
  return {files: manifestEntries?.length ?? 0, rawBytes, gzipBytes};
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export default function offlineReadingPlugin(context: LoadContext, options: OfflineReadingOptions): Plugin<void> | null {
  const pwa = pluginPWA(context, options.pwa as PwaOptions);
  if (!pwa) return null;
  return {
    ...pwa,
    // The plugin names its theme folders relative to its own package, not to this file.
    getThemePath: () => path.join(PWA_PACKAGE_DIR, 'lib/theme'),
    getTypeScriptThemePath: () => path.join(PWA_PACKAGE_DIR, 'src/theme'),
    async postBuild(props) {
      const {outDir} = props;
      await Promise.all((options.awaitFiles ?? []).map((file) => fileWritten(path.join(outDir, file))));
      await pwa.postBuild?.(props);
      await writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(webAppManifest(context.siteConfig.baseUrl), null, 2)}\n`);
      const size = await measurePrecache(outDir);
      console.log(
        `[offline-reading] Saved for offline reading: ${size.files} files, ${kib(size.rawBytes)} raw, ` +
          `${kib(size.gzipBytes)} gzip (budget ${kib(PRECACHE_GZIP_BUDGET)} gzip).`,
      );
      if (size.gzipBytes > PRECACHE_GZIP_BUDGET) {
        throw new Error(
          `[offline-reading] The offline precache is ${kib(size.gzipBytes)} gzip, over its budget of ${kib(PRECACHE_GZIP_BUDGET)}: ` +
            'leave large files out in plugins/pwa/precache.mjs or raise the budget in plugins/pwa/index.ts.',
        );
      }
    },
  };
}
