// Decides the search backend from the environment, once, at build time.
//
//   local mode (default): no ALGOLIA_* variable set. The DocSearch modal and the
//     /search page answer from a static index this plugin writes after the build.
//   algolia mode: ALGOLIA_APP_ID, ALGOLIA_API_KEY (search-only) and
//     ALGOLIA_INDEX_NAME all set. The stock DocSearch path queries Algolia;
//     ALGOLIA_INSIGHTS=true turns on DocSearch's search analytics (off by default).
//
// Setting some but not all of the three fails the build, naming what is missing.
import {fileURLToPath} from 'node:url';

import type {PluginConfig} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-search-algolia';

import {LOCAL_INDEX_NAME} from '../../src/search/types';
import type {SearchPluginOptions} from './index';

export const ALGOLIA_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

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
  themes: PluginConfig[];
  plugins: PluginConfig[];
}

export class SearchEnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchEnvError';
  }
}

/** Unset and empty variables both mean "not set", as in config/siteEnv.ts. */
function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readInsights(env: NodeJS.ProcessEnv): boolean {
  const value = read(env, 'ALGOLIA_INSIGHTS');
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw new SearchEnvError(`Environment variable ALGOLIA_INSIGHTS must be "true" or "false"; got ${JSON.stringify(value)}.`);
}

const pluginPath = fileURLToPath(new URL('./index.ts', import.meta.url));

export function resolveSearch(env: NodeJS.ProcessEnv): SearchSetup {
  const [appId, apiKey, indexName] = ALGOLIA_VARIABLES.map((name) => read(env, name));
  const missing = ALGOLIA_VARIABLES.filter((name) => read(env, name) === undefined);
  const common = {contextualSearch: true, searchPagePath: 'search'};

  const insights = readInsights(env);

  if (missing.length === ALGOLIA_VARIABLES.length) {
    if (insights) {
      throw new SearchEnvError('ALGOLIA_INSIGHTS=true needs Algolia search: set ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME.');
    }
    const options: SearchPluginOptions = {mode: 'local'};
    return {
      mode: 'local',
      algolia: {...common, appId: LOCAL_PLACEHOLDER, apiKey: LOCAL_PLACEHOLDER, indexName: LOCAL_INDEX_NAME, insights: false},
      themes: [],
      plugins: [[pluginPath, options]],
    };
  }
  if (missing.length > 0) {
    const set = ALGOLIA_VARIABLES.filter((name) => !missing.includes(name));
    throw new SearchEnvError(
      `Algolia search is half configured: ${set.join(' and ')} ${set.length === 1 ? 'is' : 'are'} set but ` +
        `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing. Set all three for Algolia search, or none for local search.`,
    );
  }
  const options: SearchPluginOptions = {mode: 'algolia'};
  return {
    mode: 'algolia',
    algolia: {...common, appId: appId!, apiKey: apiKey!, indexName: indexName!, insights},
    themes: [],
    plugins: [[pluginPath, options]],
  };
}
