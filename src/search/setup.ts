// The search setup of the site (local index or Algolia), which every page's search
// button reads. Kept apart from ./client, whose search clients load with the modal
// or the /search page, so that the script every page loads carries only this.
import {usePluginData} from '@docusaurus/useGlobalData';

import {SEARCH_PLUGIN_NAME, type SearchGlobalData} from './types';

export function useSearchSetup(): SearchGlobalData {
  const data = usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData | undefined;
  if (!data)
    throw new Error(
      `The ${SEARCH_PLUGIN_NAME} plugin is not loaded: add resolveSearch(process.env).plugins to the site config.`,
    );
  return data;
}
