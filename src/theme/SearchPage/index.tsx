// The /search page, one for both backends (SearchResultsPage) over the modal's
// own search client. The theme's page queries Algolia through a search helper
// of its own that takes no client: with Algolia unreachable it showed the
// heading alone, threw an uncaught error and failed to hydrate, and in local
// mode it has nothing to query. It is not rendered.
import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {localSearchClient, pageSearchClient} from '@site/src/search/client';
import {useSearchSetup} from '@site/src/search/setup';
import {LOCAL_INDEX_NAME} from '@site/src/search/types';
import SearchResultsPage from './SearchResultsPage';

interface AlgoliaThemeConfig {
  appId: string;
  apiKey: string;
  indexName: string;
}

export default function SearchPage(): ReactNode {
  const setup = useSearchSetup();
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  if (setup.mode === 'local') {
    return <SearchResultsPage client={localSearchClient(setup.manifestPath)} indexName={LOCAL_INDEX_NAME} />;
  }
  const {appId, apiKey, indexName} = siteConfig.themeConfig.algolia as AlgoliaThemeConfig;
  return (
    <SearchResultsPage
      client={pageSearchClient(setup, {appId, apiKey}, siteMetadata.docusaurusVersion)}
      indexName={indexName}
    />
  );
}
