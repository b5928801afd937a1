// Offline reading: @docusaurus/plugin-pwa, run from here. The plugin keeps the
// parts Docusaurus needs while it bundles (the registration client module, the
// head tags, the worker's build variables); its last build step (bundling the
// service worker and the list of files it saves) is writeOfflineReadingFiles,
// which the build-output pipeline (plugins/build-output) calls after every other
// step that writes a file the worker saves, such as the local search index. That
// step then adds what the site needs:
//  - the web app manifest, from src/data/pwa.ts;
//  - a report of what the worker saves, raw and gzip, failing the build above budget.
// Options: `pwa` is handed to @docusaurus/plugin-pwa as they are.
import {readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
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
}

/** At most this many gzip bytes are saved for offline reading. */
export const PRECACHE_GZIP_BUDGET = 1.5 * 1024 * 1024;

const require = createRequire(import.meta.url);
const PWA_PACKAGE_DIR = path.dirname(require.resolve('@docusaurus/plugin-pwa/package.json'));

export function validateOptions({validate, options}: OptionValidationContext<OfflineReadingOptions, OfflineReadingOptions>) {
  return {
    pwa: validatePwaOptions({validate: validate as never, options: options.pwa as never}),
  };
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

type PostBuildProps = Parameters<NonNullable<Plugin<void>['postBuild']>>[0];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Without a service worker (the dev server), the plugin is left out: null. */
function createPwaPlugin(context: LoadContext, options: OfflineReadingOptions) {
  return pluginPWA(context, options.pwa as PwaOptions);
}

export default function offlineReadingPlugin(context: LoadContext, options: OfflineReadingOptions): Plugin<void> | null {
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
 * build step), writes the web app manifest, and reports the precache size,
 * failing above PRECACHE_GZIP_BUDGET. `options` are those of the plugin, validated.
 */
export async function writeOfflineReadingFiles(context: LoadContext, options: OfflineReadingOptions, props: PostBuildProps): Promise<void> {
  const pwa = createPwaPlugin(context, options);
  if (!pwa) return;
  const {outDir} = props;
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
}
