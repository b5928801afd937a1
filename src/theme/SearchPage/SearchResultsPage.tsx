// The /search page of both modes: the query lives in ?q=, results come from
// the same search client as the modal (the local index or the page's Algolia
// client), with the contextual filters and the texts of the theme's own search
// page. A search that fails shows the modal's error texts and a way to retry.
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider, PageMetadata, usePluralForm, useSearchQueryString} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import translations from '@theme/SearchTranslations';

import type {SearchClient} from '@site/src/search/client';
import type {SearchHit, SearchRequest} from '@site/src/search/docsearch';
import {sectionsFirst} from './sectionsFirst';
import styles from './SearchResultsPage.module.css';

const PAGE_SIZE = 20;
const SUMMARY_WORDS = 30;
const MARK = /(<mark>|<\/mark>)/;
const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};

/**
 * Renders a highlighted value of the local engine (escaped text with <mark>
 * tags) as React text and <mark> elements, so nothing is parsed as HTML.
 */
function Highlighted({value}: {value: string}): ReactNode {
  let marked = false;
  return value.split(MARK).map((part, index) => {
    if (part === '<mark>' || part === '</mark>') {
      marked = part === '<mark>';
      return null;
    }
    const text = part.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);
    return marked ? <mark key={index}>{text}</mark> : text;
  });
}

/** language and docs-version filters, as the theme's page applies them. */
function useContextualFacetFilters(): SearchRequest['facetFilters'] {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const docsTags = Object.entries(useAllDocsData()).map(
    ([pluginId, docs]) => `docusaurus_tag:docs-${pluginId}-${docs.versions[0].name}`,
  );
  return [`language:${currentLocale}`, ['docusaurus_tag:default', ...docsTags]];
}

type SearchState =
  | {status: 'idle'}
  | {status: 'loading'; query: string}
  | {status: 'error'; query: string}
  | {status: 'done'; query: string; hits: SearchHit[]; nbHits: number};

function ResultItem({hit}: {hit: SearchHit}): ReactNode {
  const processUrl = useSearchResultUrlProcessor();
  // Algolia leaves out the highlight of an empty level, and the snippet of a record without text.
  const levels = (['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const)
    .map((level) => hit._highlightResult?.hierarchy?.[level]?.value)
    .filter((value): value is string => value !== undefined);
  const title = levels.pop() ?? '';
  const summary = hit._snippetResult?.content?.value;
  return (
    <article className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={processUrl(hit.url)}>
          <Highlighted value={title} />
        </Link>
      </Heading>
      <nav aria-label={translate({id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs'})}>
        <ul className={clsx('breadcrumbs', styles.resultPath)}>
          {levels.map((level, index) => (
            <li key={index} className="breadcrumbs__item">
              <Highlighted value={level} />
            </li>
          ))}
        </ul>
      </nav>
      {summary && (
        <p className={styles.resultSummary}>
          <Highlighted value={summary} />
        </p>
      )}
    </article>
  );
}

function ResultCount({count}: {count: number}): ReactNode {
  const {selectMessage} = usePluralForm();
  return (
    <p className={styles.count} role="status">
      {selectMessage(
        count,
        translate(
          {id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found'},
          {count},
        ),
      )}
    </p>
  );
}

export default function SearchResultsPage({client, indexName}: {client: SearchClient; indexName: string}): ReactNode {
  const [query, setQuery] = useSearchQueryString();
  const [shown, setShown] = useState(PAGE_SIZE);
  const [state, setState] = useState<SearchState>({status: 'idle'});
  // Each retry is a new search of the same query.
  const [attempt, setAttempt] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const facetFilters = useContextualFacetFilters();
  const filtersKey = JSON.stringify(facetFilters);

  // A new query starts again from the first page of results.
  const [shownFor, setShownFor] = useState(query);
  if (shownFor !== query) {
    setShownFor(query);
    setShown(PAGE_SIZE);
  }

  useEffect(() => {
    if (!query) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the state follows the search this effect runs
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    setState((previous) =>
      previous.status === 'done' && previous.query === query ? previous : {status: 'loading', query},
    );
    client
      .search({
        requests: [
          {
            query,
            indexName,
            hitsPerPage: shown,
            facetFilters: JSON.parse(filtersKey) as SearchRequest['facetFilters'],
            attributesToSnippet: [`content:${SUMMARY_WORDS}`],
            snippetEllipsisText: '…',
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      })
      .then(
        ({results: [result]}) => current && setState({status: 'done', query, hits: result.hits, nbHits: result.nbHits}),
        () => current && setState({status: 'error', query}),
      );
    return () => {
      current = false;
    };
  }, [client, indexName, query, shown, filtersKey, attempt]);

  const title = query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
  const errorTexts = translations.modal?.errorScreen;

  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <PageMetadata
          title={title}
          description={translate({
            id: 'nadle.SearchPage.description',
            message: 'Search the Nadle documentation, API reference and blog.',
          })}
        />
        {/* The page itself may be indexed; its results for one query are not worth indexing. */}
        {query && (
          <Head>
            <meta name="robots" content="noindex, follow" />
          </Head>
        )}
        <main className="container margin-vert--lg">
          <Heading as="h1">{title}</Heading>
          <form role="search" onSubmit={(event) => event.preventDefault()}>
            <input
              ref={input}
              type="search"
              name="q"
              className={styles.input}
              placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
              aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
              onChange={(event) => setQuery(event.target.value)}
              value={query}
              autoComplete="off"
              // The reader came here to type a query.
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the search page's one task is typing a query
              autoFocus
            />
          </form>

          {state.status === 'loading' && (
            <p role="status">
              <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
            </p>
          )}
          {state.status === 'error' && (
            <div role="alert">
              <p className={styles.errorTitle}>{errorTexts?.titleText ?? 'Unable to fetch results'}</p>
              <p>{errorTexts?.helpText ?? 'You might want to check your network connection.'}</p>
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  setAttempt(attempt + 1);
                  // The button goes while the search runs; the reader stays where the query is.
                  input.current?.focus();
                }}
              >
                <Translate id="nadle.SearchPage.retry">Try again</Translate>
              </button>
            </div>
          )}
          {state.status === 'done' && (
            <>
              {state.nbHits > 0 ? (
                <ResultCount count={state.nbHits} />
              ) : (
                <p role="status">
                  <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
                </p>
              )}
              {sectionsFirst(state.hits).map((hit) => (
                <ResultItem key={hit.objectID} hit={hit} />
              ))}
              {state.hits.length < state.nbHits && (
                <button
                  type="button"
                  className="button button--secondary margin-top--md"
                  onClick={() => setShown(shown + PAGE_SIZE)}
                >
                  <Translate id="nadle.SearchPage.showMore">Show more results</Translate>
                </button>
              )}
            </>
          )}
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
