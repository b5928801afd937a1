// The /search page: the theme's page queries Algolia itself (it takes no
// search client), so local mode renders a page of its own (LocalSearchPage)
// over the same local client as the modal. Algolia mode renders the theme's
// page unchanged.
import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';

import {useSearchSetup} from '@site/src/search/client';
import LocalSearchPage from './LocalSearchPage';

export default function SearchPageWrapper(): ReactNode {
  const setup = useSearchSetup();
  return setup.mode === 'local' ? <LocalSearchPage manifestPath={setup.manifestPath} /> : <SearchPage />;
}
