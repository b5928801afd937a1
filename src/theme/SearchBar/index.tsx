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
// 12. Split in two: this file keeps what every page needs (the button, the
//     shortcuts, the loader and the closing focus); what only the open modal
//     needs (from useNavigator to useSearchParameters, Hit, the error boundary
//     and screen, and DocSearch's hooks and portal for the open modal) moved,
//     in upstream's order and names, to SearchModal.tsx, which loads with the
//     modal. The button's label comes from its own translate() call, with the
//     id and message of @theme/SearchTranslations, which only the modal loads.
//     To upgrade, diff upstream's file against the two files read as one.
// 13. The open modal's CSS (DocSearch's modal.css and the site's rules for the
//     modal) ships in the modal's chunk as a constructed stylesheet
//     (modalStyles.ts) instead of upstream's lazy CSS imports, which Docusaurus
//     would put into the stylesheet every page loads; the button's CSS is
//     imported here, for the stylesheet.
//
// Why not a wrapper: upstream renders <link rel="preconnect"
// href="https://{appId}-dsn.algolia.net"> unconditionally; props only change the
// host's first label and react-helmet-async cannot remove a tag another
// component renders, so no wrapper can keep local mode from hinting Algolia.
import React, {useCallback, useRef, useState, type ComponentType, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearchSetup} from '@site/src/search/setup';
import {SearchButton, useSearchShortcuts} from './SearchButton';
import {installBundledInsights} from './insights';
import {useOpener} from './opener';
import type {Landing} from './landing';
import type {SearchModalProps} from './SearchModal';
import type {DocSearchModalProps, DocSearchTranslations} from '@docsearch/react';
// Change: the button's CSS, in the stylesheet every page loads, so that the button has its look at
// first paint; the open modal's comes with the modal (modalStyles.ts, change 13).
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

// Change: the theme config's own keys are taken out before the rest goes to the
// modal, so that nothing from the config can replace a prop the SearchBar sets.
export type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY' | 'translations'> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  replaceSearchResultPathname?: unknown;
  searchPagePath: boolean | string;
  translations?: DocSearchTranslations;
};

// Change: the open modal's part of this file, with the modal itself (change 12).
let SearchModal: ComponentType<SearchModalProps> | null = null;
// Change: focuses where a chosen result leads; it comes with the modal, which alone chooses one.
let focusLanding: ((landing: Landing) => void) | null = null;

// Change: the button's label without @theme/SearchTranslations (change 12).
const buttonTranslations = {
  buttonText: translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  }),
};

function importDocSearchModalIfNeeded() {
  if (SearchModal) {
    return Promise.resolve();
  }
  // Change: the modal's CSS comes with its chunk and is in place before the modal first draws (modalStyles.ts).
  return import('./SearchModal').then(({default: Modal, adoptModalStyles, focusLanding: focusLandingOfModal}) => {
    adoptModalStyles();
    SearchModal = Modal;
    focusLanding = focusLandingOfModal;
  });
}

function DocSearch(props: DocSearchProps) {
  // Change: the URL of the result chosen, whose section gets the focus once the modal closes.
  const landing = useRef<Landing | null>(null);
  const [land] = useState(() => (chosen: Landing) => {
    landing.current = chosen;
  });
  // Change: the backend follows the search mode.
  const setup = useSearchSetup();
  const {appId, apiKey, insights} = props;
  const prefetch = useCallback(() => {
    // Change: the search clients load in a chunk of their own, beside the modal's, not with every page.
    import('@site/src/search/client')
      .then(({prefetchSearch}) => prefetchSearch(setup))
      .catch(() => {
        // The search that needs the clients reports the failure.
      });
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
    // Change: opening the modal also starts loading the search code and index.
    void prefetch().then(() => setIsOpen(true));
  }, [prepareSearchContainer, prefetch, opener]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    // Change: after a result, focus goes to where the reader landed; otherwise
    // back to the opener. A result chosen with Enter closes the modal before
    // it navigates, in the same task: the decision waits for that.
    queueMicrotask(() => {
      if (landing.current && focusLanding) {
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
        translations={props.translations?.button ?? buttonTranslations}
      />

      {/* Change: the open modal's part (SearchModal.tsx, change 12). */}
      {isOpen && SearchModal && container && (
        <SearchModal
          docSearchProps={props}
          container={container}
          initialQuery={initialQuery}
          closeModal={closeModal}
          land={land}
        />
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
