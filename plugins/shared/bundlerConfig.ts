// What the plugins that change how the bundler resolves modules (preact,
// case-sensitive-routes) do to Docusaurus's bundler configuration.
import type {Plugin} from '@docusaurus/types';

type BundlerConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

/**
 * The bundler's module aliases, which the plugin changes in place. Stops the
 * build, naming the plugin and the modules, when Docusaurus no longer aliases
 * each of `expected`: the plugin's change would then miss its target silently.
 */
export function bundlerAliases(config: BundlerConfig, plugin: string, expected: readonly string[]): Record<string, string | false | string[]> {
  const aliases = config.resolve?.alias;
  if (!aliases || Array.isArray(aliases) || expected.some((name) => !(name in aliases))) {
    const names = expected.map((name) => `"${name}"`).join(' and ');
    throw new Error(`${plugin}: the bundler configuration no longer aliases ${names} as expected; check how Docusaurus resolves ${expected.length > 1 ? 'them' : 'it'} now`);
  }
  return aliases as Record<string, string | false | string[]>;
}

/**
 * Makes a change of `pluginFile` invalidate the bundler's persistent cache, which
 * is keyed on the config files only: without this, a change of the plugin's
 * aliases would reuse modules resolved the old way.
 */
export function rebuildWhenChanged(config: BundlerConfig, pluginFile: string): void {
  const cache = (config.experiments as {cache?: {buildDependencies?: string[]}} | undefined)?.cache;
  cache?.buildDependencies?.push(pluginFile);
}
