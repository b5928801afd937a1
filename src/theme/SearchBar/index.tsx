// Ejected from @docusaurus/theme-search-algolia 3.10.2 (MIT, (c) Meta
// Platforms), and kept in upstream's order and names so that an upgrade is a
// diff against upstream's file. Each change is marked "Change:" where it is
// made; together they are:
//
//  1. The search backend (src/search/client.ts): in local mode the modal gets
//     the local search client and nothing names or contacts Algolia (no
//     preconnect link; styles.css hides "Search by Algolia"); in Algolia mode
//     one algoliasearch client per page, whose host cache remembers failed
//     hosts across openings. The modal draws the hits the backend returned,
//     no more (upstream's default transformItems).
//  2. Loading starts when the button is hovered or focused, not only on click;
//     SearchButton.tsx replaces DocSearch's button, which would put the whole
//     modal in every page's bundle.
//  3. DocSearch 3.9's wording, which the site's texts follow (utils.ts), and
//     the no-results screen's "Let us know." link to a new issue.
//  4. Accessibility (accessibility.tsx): a live region announcing the result
//     count, dialog semantics, key hints as text, focus back to the opener.
//  5. Search analytics load the bundled search-insights package, never a CDN
//     script (insights.ts).
//  6. No Ask AI: it is DocSearch 4 only, and its version check would bundle
//     DocSearch 3.9 into every page.
//  7. The modal's container is a <section>, so the modal's <header> and
//     <footer> are not a second banner and contentinfo landmark.
//
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
import {pageSearchClient, prefetchSearch, useSearchSetup, type AlgoliaCredentials} from '@site/src/search/client';
import type {SearchGlobalData} from '@site/src/search/types';
import {missingResultsUrl, withDocSearch3Wording} from './utils';
import {SearchButton, useSearchShortcuts} from './SearchButton';
import {createOutcomeChannel, reportingClient, ResultsAnnouncer, useModalSemantics, useOpener, type SearchOutcome} from './accessibility';
import {installBundledInsights} from './insights';
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

// Change: the theme config's own keys are taken out before the rest goes to the
// modal, so that nothing from the config can replace a prop the SearchBar sets.
type DocSearchProps = Omit<
  DocSearchModalProps,
  'onClose' | 'initialScrollY' | 'translations'
> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  replaceSearchResultPathname?: unknown;
  searchPagePath: boolean | string;
  translations?: DocSearchTranslations;
};

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

// Change: the modal gets the page's search client, which also reports each
// answer to the live region.
function useTransformSearchClient(
  setup: SearchGlobalData,
  report: (outcome: SearchOutcome) => void,
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: DocSearchTransformClient) =>
      reportingClient(
        pageSearchClient(
          setup,
          searchClient as unknown as AlgoliaCredentials,
          docusaurusVersion,
        ),
        report,
      ) as unknown as DocSearchTransformClient,
    [docusaurusVersion, setup, report],
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
            items.map((item) => ({
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

function DocSearch({externalUrlRegex, ...props}: DocSearchProps) {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props});
  const transformItems = useTransformItems(props);
  // Change: the backend follows the search mode; answers feed the live region.
  const setup = useSearchSetup();
  const [outcomes] = useState(createOutcomeChannel);
  const transformSearchClient = useTransformSearchClient(setup, outcomes.report);
  const {appId, apiKey, insights} = props;
  const prefetch = useCallback(() => {
    prefetchSearch(setup);
    // Change: analytics through the bundled search-insights package.
    if (setup.mode === 'algolia' && insights) {
      installBundledInsights(appId, apiKey);
    }
    return importDocSearchModalIfNeeded();
  }, [setup, insights, appId, apiKey]);

  const searchContainer = useRef<HTMLElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(
    undefined,
  );
  // Change: focus goes back to the control that opened the modal.
  const opener = useOpener();

  const placeholder =
    translations.modal?.searchBox?.placeholderText || props.placeholder;

  useModalSemantics(searchContainer.current, isOpen, placeholder ?? 'Search');

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      // Change: a <section> (see the top of this file).
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
    opener.remember();
    outcomes.report(null);
    // Change: opening the modal also starts loading the search code and index.
    prefetch().then(() => setIsOpen(true));
  }, [prepareSearchContainer, prefetch, opener, outcomes]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    opener.restore(searchButtonRef.current);
    setInitialQuery(undefined);
  }, [opener]);

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

  // Change: only the modal's own props go to the modal, and before the SearchBar's.
  const {contextualSearch, replaceSearchResultPathname, searchPagePath, translations: propTranslations, ...modalProps} = props;

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
        translations={propTranslations?.button ?? translations.button}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <>
            <DocSearchModal
              {...modalProps}
              onClose={closeModal}
              initialScrollY={window.scrollY}
              initialQuery={initialQuery}
              navigator={navigator}
              transformItems={transformItems}
              hitComponent={Hit}
              transformSearchClient={transformSearchClient}
              {...(searchPagePath && {
                resultsFooterComponent,
              })}
              placeholder={placeholder}
              // Change: the no-results screen's "Let us know." link.
              getMissingResultsUrl={missingResultsUrl}
              // Change: DocSearch 3.9's wording, which the site's texts follow.
              translations={withDocSearch3Wording(propTranslations?.modal ?? translations.modal)}
              searchParameters={searchParameters}
            />
            {/* Change: the live region of the result count. */}
            <ResultsAnnouncer channel={outcomes} />
          </>,
          searchContainer.current,
        )}
    </>
  );
}

export default function SearchBar(props: Partial<DocSearchProps>): ReactNode {
  const {siteConfig} = useDocusaurusContext();

  const docSearchProps: DocSearchProps = {
    ...(siteConfig.themeConfig.algolia as DocSearchProps),
    // Let props override theme config
    // See https://github.com/facebook/docusaurus/pull/11581
    ...props,
  };

  return <DocSearch {...docSearchProps} />;
}
