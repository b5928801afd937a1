// Turns the search backend read from the environment (config/searchEnv.ts) into
// the theme configuration and this plugin's entry, once, at build time. In
// local mode the DocSearch modal and the /search page answer from the static
// index this plugin writes after the build; in Algolia mode the stock DocSearch
// path queries Algolia.
import {fileURLToPath} from 'node:url';

import type {PluginConfig} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-search-algolia';

import {readSearchEnv} from '../../config/searchEnv';
import {LOCAL_INDEX_NAME} from '../../src/search/types';
import type {SearchPluginOptions} from './index';

/** Credentials the theme requires even when the local client answers; never sent anywhere. */
const LOCAL_PLACEHOLDER = 'local';

export interface SearchSetup {
  mode: 'local' | 'algolia';
  /**
   * themeConfig.algolia. Set in both modes: it is what makes the classic preset
   * add @docusaurus/theme-search-algolia (SearchBar, /search page, translations).
   * In local mode the credentials are placeholders the local client never uses.
   */
  algolia: ThemeConfig['algolia'];
  plugins: PluginConfig[];
}

const pluginPath = fileURLToPath(new URL('./index.ts', import.meta.url));

export function resolveSearch(env: NodeJS.ProcessEnv): SearchSetup {
  const search = readSearchEnv(env);
  const common = {contextualSearch: true, searchPagePath: 'search'};
  const options: SearchPluginOptions = {mode: search.mode};
  const plugins: PluginConfig[] = [[pluginPath, options]];
  if (search.mode === 'local') {
    return {
      mode: 'local',
      algolia: {
        ...common,
        appId: LOCAL_PLACEHOLDER,
        apiKey: LOCAL_PLACEHOLDER,
        indexName: LOCAL_INDEX_NAME,
        insights: false,
      },
      plugins,
    };
  }
  const {appId, apiKey, indexName, insights} = search;
  return {mode: 'algolia', algolia: {...common, appId, apiKey, indexName, insights}, plugins};
}
