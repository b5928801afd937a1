// Keeps the bundler's persistent cache (node_modules/.cache/rspack) from serving
// modules compiled under other rules. The cache keeps each compiled module until
// a build dependency changes, and Docusaurus names only its own files and
// docusaurus.config.ts. Two things shape how a page compiles without being either:
//  - the site's own Node code: the local plugins, the remark plugins under them,
//    and what those import (the Nadle model that draws the task graphs);
//  - the options of the Markdown plugins, which reach the MDX loader as objects
//    the bundler does not compare (SKIP_TASK_GRAPHS turns the task graphs off there).
// Without this plugin a build after `SKIP_TASK_GRAPHS=true npm run build` (which
// `npm run bench:pages` runs) reused pages compiled without their graphs, and an
// edit of a remark plugin left every unchanged page as it was compiled before.
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import ts from 'typescript';

import {persistentCache, rebuildWhenChanged} from '../shared/bundlerConfig';

/** The local plugin modules the site config names ("./plugins/pwa/index.ts"), as absolute paths. */
export function localPluginEntries(siteConfig: {plugins?: readonly unknown[]}, siteDir: string): string[] {
  return (siteConfig.plugins ?? [])
    .map((entry: unknown) => (Array.isArray(entry) ? (entry[0] as unknown) : entry))
    .filter((name): name is string => typeof name === 'string' && name.startsWith('.'))
    .map((name) => path.resolve(siteDir, name));
}

const RESOLUTION: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
};

/** Every file of the site (under `siteDir`, outside node_modules) that `entries` import, directly or not, the entries included. */
export function localModuleGraph(entries: readonly string[], siteDir: string): string[] {
  const found = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    const {importedFiles} = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const {fileName} of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, RESOLUTION, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.endsWith('.d.ts')) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (target.startsWith(siteDir + path.sep) && !target.includes(`${path.sep}node_modules${path.sep}`))
        pending.push(target);
    }
  }
  return [...found].sort();
}

const MARKDOWN_PLUGIN_KEYS = new Set([
  'remarkPlugins',
  'rehypePlugins',
  'recmaPlugins',
  'beforeDefaultRemarkPlugins',
  'beforeDefaultRehypePlugins',
]);

/**
 * A digest of every Markdown plugin list in the site config (the preset's docs, blog
 * and pages, and any content plugin), with the plugins' options: a plugin counts by
 * its function's name, its options by their value.
 */
export function markdownPluginsDigest(siteConfig: unknown): string {
  const lists: unknown[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown) => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      if (MARKDOWN_PLUGIN_KEYS.has(key)) lists.push([key, child]);
      else visit(child);
    }
  };
  visit(siteConfig);
  const json = JSON.stringify(lists, (_key, value: unknown) =>
    typeof value === 'function' ? `function ${value.name}` : value,
  );
  return createHash('sha256').update(json).digest('hex').slice(0, 12);
}

export default function bundlerCachePlugin(context: LoadContext): Plugin {
  const files = localModuleGraph(
    [context.siteConfigPath, ...localPluginEntries(context.siteConfig, context.siteDir)],
    context.siteDir,
  );
  const digest = markdownPluginsDigest(context.siteConfig);
  return {
    name: 'bundler-cache',
    configureWebpack(config) {
      rebuildWhenChanged(config, files);
      // Caches of another version are not read: a build with other Markdown options gets its own.
      const cache = persistentCache(config);
      if (cache) cache.version = `${cache.version ?? ''}-markdown-${digest}`;
      return {};
    },
  };
}
