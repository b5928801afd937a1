// Change: ejected from @docusaurus/theme-search-algolia 3.10.2 (MIT, (c) Meta
// Platforms) to swap the search backend; otherwise upstream, each change marked
// "Change:". In local mode (plugins/search/config.ts) the modal gets the local
// search client of src/search/client.ts, loading starts when the button is
// hovered or focused, and nothing names or contacts Algolia: no preconnect link,
// no "Search by Algolia" footer. In Algolia mode the page keeps one algoliasearch
// client whose host cache works, so a failed host is not asked again for 2
// minutes, across modal openings too. In both modes the modal keeps DocSearch
// 3.9's own wording (utils.ts).
// Why not a wrapper: upstream renders <link rel="preconnect"
// href="https://{appId}-dsn.algolia.net"> unconditionally; props only change the
// host's first label and react-helmet-async cannot remove a tag another
// component renders, so no wrapper can keep local mode from hinting Algolia.
import React, {
  useCallback,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {
  isRegexpStringMatch,
  useSearchLinkCreator,
} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
// Change: the search backend module.
import {pageSearchClient, prefetchSearch, useSearchSetup, type DocSearchClient} from '@site/src/search/client';
import type {SearchGlobalData} from '@site/src/search/types';
import {missingResultsUrl, withDocSearch3Wording, withPageHit} from './utils';
// Change: a button and shortcuts of our own keep DocSearch 3.9 out of the page bundle.
import {SearchButton, useSearchShortcuts} from './SearchButton';
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
  DocSearchTranslations,
} from '@docsearch/react';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';

type DocSearchProps = Omit<
  DocSearchModalProps,
  'onClose' | 'initialScrollY'
> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
};

// Change: no Ask AI (DocSearch 4 only; its version check would bundle DocSearch 3.9 into every page).
interface DocSearchV4Props extends DocSearchProps {
  indexName: string;
  translations?: DocSearchTranslations;
}

let DocSearchModal: typeof DocSearchModalType | null = null;

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
}

function useNavigator({
  externalUrlRegex,
}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

// Change: the modal gets the page's search client: local, or one Algolia client per page.
function useTransformSearchClient(
  setup: SearchGlobalData,
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: DocSearchTransformClient) =>
      pageSearchClient(
        setup,
        searchClient as unknown as DocSearchClient,
        docusaurusVersion,
      ) as unknown as DocSearchTransformClient,
    [docusaurusVersion, setup],
  );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(
    () => {
      return (items: DocSearchHit[]) =>
        props.transformItems
          ? // Custom transformItems
            props.transformItems(items)
          : // Default transformItems
            // Change: DocSearch calls this once per page group; give each its page hit.
            withPageHit(items).map((item) => ({
              ...item,
              url: processSearchResultUrl(item.url),
            }));
    },
  );
  return transformItems;
}

function useResultsFooterComponent({
  closeModal,
}: {
  closeModal: () => void;
}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) =>
        <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
}

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}) {
  return <Link to={hit.url}>{children}</Link>;
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();

  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate
        id="theme.SearchBar.seeAll"
        values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({
  contextualSearch,
  ...props
}: DocSearchProps): DocSearchProps['searchParameters'] {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();

  const configFacetFilters: FacetFilters =
    props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // We let users override default searchParameters if they want to
  return {
    ...props.searchParameters,
    facetFilters,
  };
}

function DocSearch({externalUrlRegex, ...props}: DocSearchV4Props) {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props} as DocSearchProps);
  const transformItems = useTransformItems(props);
  // Change: the backend follows the search mode.
  const setup = useSearchSetup();
  const transformSearchClient = useTransformSearchClient(setup);
  const prefetch = useCallback(() => {
    prefetchSearch(setup);
    return importDocSearchModalIfNeeded();
  }, [setup]);

  const searchContainer = useRef<HTMLElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(
    undefined,
  );

  const placeholder =
    translations.modal?.searchBox?.placeholderText || props.placeholder;

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      // Change: a <section>, so that the modal's <header> and <footer> are not
      // a second banner and contentinfo landmark beside the page's own.
      const container = document.createElement('section');
      // Change: lets styles.css hide the "Search by Algolia" footer in local mode.
      if (setup.mode === 'local') {
        container.className = 'local-search';
      }
      searchContainer.current = container;
      document.body.insertBefore(container, document.body.firstChild);
    }
  }, [setup.mode]);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    // Change: opening the modal also starts loading the search code and index.
    prefetch().then(() => setIsOpen(true));
  }, [prepareSearchContainer, prefetch]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useResultsFooterComponent({closeModal});

  useSearchShortcuts({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  return (
    <>
      {/* Change: the preconnect hint only when searching Algolia. */}
      {setup.mode === 'algolia' && (
        <Head>
          {/* This hints the browser that the website will load data from Algolia,
          and allows it to preconnect to the DocSearch cluster. It makes the first
          query faster, especially on mobile. */}
          <link
            rel="preconnect"
            href={`https://${props.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}

      {/* Change: hovering or focusing the button also starts loading the search code and index. */}
      <SearchButton
        onTouchStart={prefetch}
        onFocus={prefetch}
        onMouseOver={prefetch}
        onClick={openModal}
        ref={searchButtonRef}
        translations={props.translations?.button ?? translations.button}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            placeholder={placeholder}
            // Change: the no-results screen's "Let us know." link (spec section 8).
            getMissingResultsUrl={missingResultsUrl}
            {...(props as any)}
            // Change: DocSearch 3.9's wording, which the spec follows.
            translations={withDocSearch3Wording(props.translations?.modal ?? translations.modal)}
            searchParameters={searchParameters}
          />,
          searchContainer.current,
        )}
    </>
  );
}

export default function SearchBar(props: Partial<DocSearchV4Props>): ReactNode {
  const {siteConfig} = useDocusaurusContext();

  const docSearchProps: DocSearchV4Props = {
    ...(siteConfig.themeConfig.algolia as DocSearchV4Props),
    // Let props override theme config
    // See https://github.com/facebook/docusaurus/pull/11581
    ...props,
  };

  return <DocSearch {...docSearchProps} />;
}
