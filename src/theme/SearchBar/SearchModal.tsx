// The open search modal of the SearchBar ejected from @docusaurus/theme-search-algolia
// 3.10.2 (MIT, (c) Meta Platforms; ./index.tsx lists every change from upstream): the
// part of upstream's index.js that only an open modal needs, loaded with the modal
// (change 12 there). The code that moved keeps upstream's order and names, so that an
// upgrade is still a diff against upstream's file: from useNavigator to
// useSearchParameters as upstream has them, then what upstream's DocSearch does for
// the open modal, as SearchModal.
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
import {DocSearchModal} from '@docsearch/react/modal';
import {pageSearchClient, type AlgoliaCredentials} from '@site/src/search/client';
import {useSearchSetup} from '@site/src/search/setup';
import type {SearchRequest} from '@site/src/search/docsearch';
import type {SearchGlobalData} from '@site/src/search/types';
import {missingResultsUrl, withDocSearch3Wording} from './utils';
import {
  createOutcomeChannel,
  reportingClient,
  ResultsAnnouncer,
  useModalSemantics,
  useOptionOnLink,
  useSavedSearchItem,
  type SearchOutcome,
} from './accessibility';
import {repairStoredSearches, storedText} from './storedSearches';
import {landingOf, type Landing} from './landing';
import type {DocSearchProps} from './index';
import type {
  InternalDocSearchHit,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
} from '@docsearch/react';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';

/** Names of the site's sections (the groups of results, lvl0): never offered as a query. */
const SECTION_NAMES: ReadonlySet<string> = new Set(['Documentation', 'API Reference', 'Blog', 'Pages']);

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

// Change: the open modal's CSS, which ./index.tsx adopts as this chunk arrives (change 13 there).
export {adoptModalStyles} from './modalStyles';
// Change: what ./index.tsx calls when the modal closes after a result was chosen, with the modal's code.
export {focusLanding} from './landing';

export interface SearchModalProps {
  /** The SearchBar's props, the theme config's own keys among them. */
  docSearchProps: DocSearchProps;
  /** The <section> the modal is drawn in (SearchBar's prepareSearchContainer). */
  container: HTMLElement;
  initialQuery: string | undefined;
  /** SearchBar's closeModal, which also decides where focus goes. */
  closeModal: () => void;
  /** Notes where the result chosen leads, whose section gets the focus once the modal closes. */
  land: (landing: Landing) => void;
}

/** Upstream's DocSearch from its hooks to its portal, for the time the modal is open. */
export default function SearchModal({
  docSearchProps: {externalUrlRegex, ...props},
  container,
  initialQuery,
  closeModal,
  land,
}: SearchModalProps): ReactNode {
  // Change: malformed saved searches are dropped before DocSearch reads them (before its first render).
  useState(() => repairStoredSearches(props.indexName));
  // Noted before the router moves, while the old page is still drawn.
  const landAt = useCallback((url: string) => land(landingOf(url)), [land]);
  const navigator = useNavigator({externalUrlRegex, onNavigate: landAt});
  const searchParameters = useSearchParameters({...props});
  const transformItems = useTransformItems(props);
  // Change: the backend follows the search mode; answers feed the live region.
  const setup = useSearchSetup();
  const [outcomes] = useState(createOutcomeChannel);
  const transformSearchClient = useTransformSearchClient(setup, outcomes.report);
  const {appId, apiKey} = props;

  const placeholder = translations.modal?.searchBox?.placeholderText || props.placeholder;

  useModalSemantics(container, true, placeholder ?? 'Search', SECTION_NAMES);
  // Change: suggested queries on the no-results screen.
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  const {indexName} = props;
  // By value: each render makes a new array of the same filters.
  const filtersKey = JSON.stringify(searchParameters?.facetFilters ?? []);
  const suggestedQueryText = translations.modal?.noResultsScreen?.suggestedQueryText ?? 'Try searching for';
  useEffect(() => {
    const dialog = container.querySelector<HTMLElement>('.DocSearch-Modal');
    if (!dialog) return undefined;
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
  }, [container, setup, appId, apiKey, indexName, docusaurusVersion, filtersKey, suggestedQueryText]);

  const resultsFooterComponent = useResultsFooterComponent({closeModal});

  // Change: only the modal's own props go to the modal, and before the SearchBar's.
  const {
    contextualSearch,
    replaceSearchResultPathname,
    searchPagePath,
    translations: propTranslations,
    ...modalProps
  } = props;

  return createPortal(
    <LandingContext.Provider value={landAt}>
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
  );
}
