// The /search page: the theme's page queries Algolia itself (it takes no
// search client), so local mode renders a page of its own over the same local
// client as the modal. Algolia mode renders the theme's page unchanged.
import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';

import LocalSearchPage from '@site/src/search/LocalSearchPage';
import {useSearchSetup} from '@site/src/search/client';

export default function SearchPageWrapper(): ReactNode {
  const {manifestPath} = useSearchSetup();
  return manifestPath ? <LocalSearchPage manifestPath={manifestPath} /> : <SearchPage />;
}
