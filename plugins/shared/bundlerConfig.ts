// What the local plugins do to Docusaurus's bundler configuration: change how it
// resolves a module (case-sensitive-routes, an exception listed in EXCEPTIONS.md),
// what its persistent cache is keyed on (bundler-cache, code-highlight), and which
// modules get a chunk of their own (admonitions, code-highlight, search).
import type {Plugin} from '@docusaurus/types';

type BundlerConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

/**
 * The bundler's module aliases, which the plugin changes in place. Stops the
 * build, naming the plugin and the modules, when Docusaurus no longer aliases
 * each of `expected`: the plugin's change would then miss its target silently.
 */
export function bundlerAliases(
  config: BundlerConfig,
  plugin: string,
  expected: readonly string[],
): Record<string, string | false | string[]> {
  const aliases = config.resolve?.alias;
  if (!aliases || Array.isArray(aliases) || expected.some((name) => !(name in aliases))) {
    const names = expected.map((name) => `"${name}"`).join(' and ');
    throw new Error(
      `${plugin}: the bundler configuration no longer aliases ${names} as expected; check how Docusaurus resolves ${expected.length > 1 ? 'them' : 'it'} now`,
    );
  }
  return aliases;
}

/** What the bundler's persistent cache is keyed on: caches of another version are not read. */
interface PersistentCache {
  version?: string;
  buildDependencies?: string[];
}

/** The persistent cache's settings, which the caller may change; undefined in a build without it (DOCUSAURUS_NO_PERSISTENT_CACHE). */
export function persistentCache(config: BundlerConfig): PersistentCache | undefined {
  const cache = (config.experiments as {cache?: PersistentCache | boolean} | undefined)?.cache;
  return cache && typeof cache === 'object' ? cache : undefined;
}

/**
 * Makes a change of any of `files` invalidate the bundler's persistent cache,
 * which Docusaurus keys on its own files and the config file only. A build
 * without the persistent cache is left as it is.
 */
export function rebuildWhenChanged(config: BundlerConfig, files: readonly string[]): void {
  const cache = persistentCache(config);
  if (cache) cache.buildDependencies = [...(cache.buildDependencies ?? []), ...files];
}

/**
 * The browser bundle's setting that gives the modules `test` matches one chunk of
 * their own, shared by whatever imports them: under the bundler's size for a shared
 * chunk, each importer would otherwise carry its own copy. Ranked above Docusaurus's
 * "common" group (40), so that they stay out of what every page loads.
 */
export function ownChunk(group: string, test: RegExp, name?: string): BundlerConfig['optimization'] {
  return {splitChunks: {cacheGroups: {[group]: {test, ...(name && {name}), priority: 50, enforce: true}}}};
}
