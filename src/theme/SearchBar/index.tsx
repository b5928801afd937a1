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
//     count, dialog semantics, key hints as text, focus back to the opener,
//     and each result's link is the list's option; a saved search is an item
//     of a tree, its save and remove buttons beside its link (see Hit).
//  5. Search analytics load the bundled search-insights package, never a CDN
//     script (insights.ts).
//  6. No Ask AI: it is DocSearch 4 only, and its version check would bundle
//     DocSearch 3.9 into every page.
//  7. The modal's container is a <section>, so the modal's <header> and
//     <footer> are not a second banner and contentinfo landmark.
//  8. Saved searches are repaired before the modal reads them and drawn as
//     text (storedSearches.ts); an error boundary shows the search error
//     screen if the modal still fails, never the page's crash screen.
//  9. A saved search is saved or removed when its row's own animation ends,
//     not when any transition inside the row ends (see Hit).
// 10. Choosing a result moves focus to the section the reader lands on.
// 11. The no-results screen suggests queries that give results
//     (querySuggestions.ts, loaded when a search first finds nothing)
//     instead of section names.
//
// Why not a wrapper: upstream renders <link rel="preconnect"
// href="https://{appId}-dsn.algolia.net"> unconditionally; props only change the
// host's first label and react-helmet-async cannot remove a tag another
// component renders, so no wrapper can keep local mode from hinting Algolia.
import React, {
  Children,
  Component,
  cloneElement,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type TransitionEvent,
} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {pageSearchClient, prefetchSearch, useSearchSetup, type AlgoliaCredentials} from '@site/src/search/client';
import type {SearchRequest} from '@site/src/search/docsearch';
import type {SearchGlobalData} from '@site/src/search/types';
import {missingResultsUrl, withDocSearch3Wording} from './utils';
import {SearchButton, useSearchShortcuts} from './SearchButton';
import {
  createOutcomeChannel,
  reportingClient,
  ResultsAnnouncer,
  useModalSemantics,
  useOpener,
  useOptionOnLink,
  useSavedSearchItem,
  type SearchOutcome,
} from './accessibility';
import {installBundledInsights} from './insights';
import {repairStoredSearches, storedText} from './storedSearches';
import {focusLanding, landingOf, type Landing} from './landing';
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
type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY' | 'translations'> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  replaceSearchResultPathname?: unknown;
  searchPagePath: boolean | string;
  translations?: DocSearchTranslations;
};

let DocSearchModal: typeof DocSearchModalType | null = null;

/** Names of the site's sections (the groups of results, lvl0): never offered as a query. */
const SECTION_NAMES: ReadonlySet<string> = new Set(['Documentation', 'API Reference', 'Blog', 'Pages']);

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style'), import('./styles.css')]).then(
    ([{DocSearchModal: Modal}]) => {
      DocSearchModal = Modal;
    },
  );
}

function useNavigator({
  externalUrlRegex,
  onNavigate,
}: Pick<DocSearchProps, 'externalUrlRegex'> & {onNavigate: (url: string) => void}) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Change: focus follows the reader to the result (keyboard selection).
        onNavigate(params.itemUrl);
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
        pageSearchClient(setup, searchClient as unknown as AlgoliaCredentials, docusaurusVersion),
        report,
      ) as unknown as DocSearchTransformClient,
    [docusaurusVersion, setup, report],
  );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(() => {
    return (items: DocSearchHit[]) =>
      props.transformItems
        ? // Custom transformItems
          props.transformItems(items)
        : // Default transformItems
          items.map((item) => ({
            ...item,
            url: processSearchResultUrl(item.url),
          }));
  });
  return transformItems;
}

function useResultsFooterComponent({closeModal}: {closeModal: () => void}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) => <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
}

// Change: where a chosen result leads, for the focus (SearchBar's closeModal).
const LandingContext = createContext<(url: string) => void>(() => {});

/** A field of a hit by its dotted path, as DocSearch's Snippet reads it ("hierarchy.lvl1"). */
function fieldOf(hit: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      hit,
    );
}

/**
 * DocSearch draws each field of a row with its Snippet, as HTML. A saved
 * search is the reader's own stored data: its fields are drawn as text
 * instead, in the element and class the Snippet would have used.
 */
function withStoredText(node: ReactNode, hit: object): ReactNode {
  return Children.map(node, (child) => {
    if (
      !isValidElement<{hit?: unknown; attribute?: unknown; className?: string; tagName?: string; children?: ReactNode}>(
        child,
      )
    ) {
      return child;
    }
    const {hit: snippetHit, attribute, className, tagName, children} = child.props;
    if (snippetHit !== undefined && typeof attribute === 'string') {
      return createElement(tagName ?? 'span', {className}, storedText(fieldOf(hit, attribute)));
    }
    return children === undefined ? child : cloneElement(child, undefined, withStoredText(children, hit));
  });
}

/**
 * DocSearch moves a saved search when a transition of its row ends, and its
 * row listens for transitionend, which bubbles: the color change of this link
 * or of the star on hover also ended it, so the move ran at a moment set by
 * the pointer and the machine's speed, before the row's own animation, and
 * again at later ones. Only the row's own transition reaches it now.
 */
function keepTransitionInside(event: TransitionEvent) {
  event.stopPropagation();
}

/**
 * A saved search's row as DocSearch draws it (one container, its save and
 * remove buttons last), split into the content, which goes in the link, and
 * the buttons, which go beside it: a link may hold no button.
 */
function splitActions(row: ReactNode): {content: ReactNode; actions: ReactNode[]} {
  if (!isValidElement<{children?: ReactNode}>(row)) return {content: row, actions: []};
  const flatten = (node: ReactNode): ReactNode[] =>
    Children.toArray(node).flatMap((child) =>
      isValidElement<{children?: ReactNode}>(child) && child.type === Fragment
        ? flatten(child.props.children)
        : [child],
    );
  const parts = flatten(row.props.children);
  const isAction = (part: ReactNode) =>
    isValidElement<{className?: string}>(part) && part.props.className === 'DocSearch-Hit-action';
  return {
    content: cloneElement(row, undefined, ...parts.filter((part) => !isAction(part))),
    actions: parts.filter(isAction),
  };
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  const land = useContext(LandingContext);
  // Change: see withStoredText, splitActions and keepTransitionInside; a plain click notes where focus goes.
  const stored = !('_highlightResult' in hit);
  // Change: a result's link is the list's option; a saved search is an item
  // of a tree, with its buttons beside its link (accessibility.tsx).
  const link = useRef<HTMLAnchorElement>(null);
  const savedRow = useRef<HTMLDivElement>(null);
  useOptionOnLink(link, !stored);
  useSavedSearchItem(savedRow);
  const split = stored ? splitActions(children) : {content: children, actions: []};
  const content = stored ? withStoredText(split.content, hit) : split.content;
  const {actions} = split;
  const linkElement = (
    <Link
      ref={link}
      to={hit.url}
      onTransitionEnd={keepTransitionInside}
      onClick={(event) => {
        if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) land(hit.url);
      }}
    >
      {content}
    </Link>
  );
  if (!stored) return linkElement;
  return (
    <div className="DocSearch-Hit-Saved" ref={savedRow} onTransitionEnd={keepTransitionInside}>
      {linkElement}
      <div className="DocSearch-Hit-Saved-actions">{actions}</div>
    </div>
  );
}

/**
 * Draws `fallback` instead of its children once they throw while drawing.
 * React's own error boundary; the theme's would need a module path that the
 * dependency check cannot trace to a package.
 */
class ModalErrorBoundary extends Component<{fallback: ReactNode; children: ReactNode}, {failed: boolean}> {
  state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** What the modal shows if it fails to draw: the error screen of a search that cannot be done. */
function SearchErrorScreen({label, onClose}: {label: string; onClose: () => void}): ReactNode {
  const errorScreen = translations.modal?.errorScreen;
  return (
    <div
      className="DocSearch-Container"
      role="presentation"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="DocSearch-Modal" role="dialog" aria-modal="true" aria-label={label}>
        <div className="DocSearch-Dropdown">
          <div className="DocSearch-ErrorScreen">
            <p className="DocSearch-Title">{errorScreen?.titleText ?? 'Unable to fetch results'}</p>
            <p className="DocSearch-Help">
              {errorScreen?.helpText ?? 'You might want to check your network connection.'}
            </p>
          </div>
        </div>
        <div className="DocSearch-Footer">
          <button
            type="button"
            className="DocSearch-Cancel"
            style={{display: 'inline-block'}}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the modal's focus moves to its one control when the search fails
            autoFocus
            onClick={onClose}
          >
            {translations.modal?.searchBox?.cancelButtonText ?? 'Cancel'}
          </button>
        </div>
      </div>
    </div>
  );
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();

  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({contextualSearch, ...props}: DocSearchProps): DocSearchProps['searchParameters'] {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();

  const configFacetFilters: FacetFilters = props.searchParameters?.facetFilters ?? [];

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
  // Change: the URL of the result chosen, whose section gets the focus once the modal closes.
  const landing = useRef<Landing | null>(null);
  const [land] = useState(() => (url: string) => {
    landing.current = landingOf(url);
  });
  const navigator = useNavigator({externalUrlRegex, onNavigate: land});
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
  const startLoading = useCallback(() => void prefetch(), [prefetch]);

  // The modal's container is made once, before the modal first opens, and reading it while
  // rendering is safe: an open modal always renders after it exists (as the theme's own does).
  const searchContainer = useRef<HTMLElement | null>(null);
  // eslint-disable-next-line react-hooks/refs -- the container exists before isOpen turns true (see above)
  const container = searchContainer.current;
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  // Change: focus goes back to the control that opened the modal.
  const opener = useOpener();

  const placeholder = translations.modal?.searchBox?.placeholderText || props.placeholder;

  useModalSemantics(container, isOpen, placeholder ?? 'Search', SECTION_NAMES);
  // Change: suggested queries on the no-results screen.
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  const {indexName} = props;
  // By value: each render makes a new array of the same filters.
  const filtersKey = JSON.stringify(searchParameters?.facetFilters ?? []);
  const suggestedQueryText = translations.modal?.noResultsScreen?.suggestedQueryText ?? 'Try searching for';
  useEffect(() => {
    const dialog = searchContainer.current?.querySelector<HTMLElement>('.DocSearch-Modal');
    if (!isOpen || !dialog) return undefined;
    const facetFilters = JSON.parse(filtersKey) as SearchRequest['facetFilters'];
    const context = {
      setup,
      credentials: {appId, apiKey, indexName},
      docusaurusVersion,
      facetFilters,
      sectionNames: SECTION_NAMES,
    };
    let open = true;
    let stop: (() => void) | undefined;
    // Their code loads when a search first finds nothing, not with the modal.
    const waitForNoResults = new MutationObserver(() => start());
    const start = () => {
      if (!dialog.querySelector('.DocSearch-NoResults')) return;
      waitForNoResults.disconnect();
      import('./querySuggestions').then(
        ({showQuerySuggestions}) => {
          if (open) stop = showQuerySuggestions(dialog, context, suggestedQueryText);
        },
        () => {
          // No suggestions then; the screen says there are no results all the same.
        },
      );
    };
    waitForNoResults.observe(dialog, {subtree: true, childList: true});
    start();
    return () => {
      open = false;
      waitForNoResults.disconnect();
      stop?.();
    };
  }, [isOpen, setup, appId, apiKey, indexName, docusaurusVersion, filtersKey, suggestedQueryText]);

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
    landing.current = null;
    // Change: malformed saved searches are dropped before DocSearch reads them.
    repairStoredSearches(props.indexName);
    outcomes.report(null);
    // Change: opening the modal also starts loading the search code and index.
    void prefetch().then(() => setIsOpen(true));
  }, [prepareSearchContainer, prefetch, opener, outcomes, props.indexName]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    // Change: after a result, focus goes to where the reader landed; otherwise
    // back to the opener. A result chosen with Enter closes the modal before
    // it navigates, in the same task: the decision waits for that.
    queueMicrotask(() => {
      if (landing.current) {
        focusLanding(landing.current);
        landing.current = null;
      } else {
        opener.restore(searchButtonRef.current);
      }
    });
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
  const {
    contextualSearch,
    replaceSearchResultPathname,
    searchPagePath,
    translations: propTranslations,
    ...modalProps
  } = props;

  return (
    <>
      {/* Change: the preconnect hint only when searching Algolia. */}
      {setup.mode === 'algolia' && (
        <Head>
          {/* This hints the browser that the website will load data from Algolia,
          and allows it to preconnect to the DocSearch cluster. It makes the first
          query faster, especially on mobile. */}
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      {/* Change: hovering or focusing the button also starts loading the search code and index. */}
      <SearchButton
        onTouchStart={startLoading}
        onFocus={startLoading}
        onMouseOver={startLoading}
        onClick={openModal}
        ref={searchButtonRef}
        translations={propTranslations?.button ?? translations.button}
      />

      {isOpen &&
        DocSearchModal &&
        container &&
        createPortal(
          <LandingContext.Provider value={land}>
            {/* Change: a failing modal shows the search error screen, not the page's crash screen. */}
            <ModalErrorBoundary fallback={<SearchErrorScreen label={placeholder ?? 'Search'} onClose={closeModal} />}>
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
            </ModalErrorBoundary>
            {/* Change: the live region of the result count. */}
            <ResultsAnnouncer channel={outcomes} />
          </LandingContext.Provider>,
          container,
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
