// Decides the search backend from the environment. Placeholder until the
// search work lands: local mode with no plugins yet.
import type {PluginConfig} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-search-algolia';

export interface SearchSetup {
  mode: 'local' | 'algolia';
  /** themeConfig.algolia; undefined in local mode. */
  algolia: ThemeConfig['algolia'] | undefined;
  themes: PluginConfig[];
  plugins: PluginConfig[];
}

export function resolveSearch(_env: NodeJS.ProcessEnv): SearchSetup {
  return {mode: 'local', algolia: undefined, themes: [], plugins: []};
}
