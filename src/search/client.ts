// The search clients the SearchBar hands to DocSearch (transformSearchClient), and
// the /search page's. Loaded with the modal, the /search page, or the first sign
// that the reader is about to search (prefetchSearch); the engine and the index
// load from their own chunk and files on first use.
import {keepErrorScreen, RETRY_ERROR_NAME} from './errorStatus';
import type {SearchRequest, SearchResponse} from './docsearch';
import type {LocalSearchIndex} from './engine';
import type {IndexManifest, IndexShard, SearchGlobalData} from './types';

/** The part of an Algolia client DocSearch and the /search page call. */
export interface SearchClient {
  search(params: {requests: SearchRequest[]} | SearchRequest[]): Promise<{results: SearchResponse[]}>;
}

/** How the message of SearchUnavailableError starts. */
export const SEARCH_UNAVAILABLE = 'The search index could not be loaded';

/** The local index could not be loaded; named so that DocSearch shows its error screen. */
export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`${SEARCH_UNAVAILABLE}: ${cause instanceof Error ? cause.message : String(cause)}`, {cause});
    this.name = RETRY_ERROR_NAME;
  }
}

async function fetchJson<T>(url: URL, cache: RequestCache): Promise<T> {
  const response = await fetch(url, {cache, credentials: 'same-origin'});
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
  return (await response.json()) as T;
}

async function loadIndex(manifestPath: string): Promise<LocalSearchIndex> {
  const started = performance.now();
  const manifestUrl = new URL(manifestPath, window.location.origin);
  const [{LocalSearchIndex}, manifest] = await Promise.all([
    import(/* webpackChunkName: "search-engine" */ './engine'),
    // The manifest has a fixed name: revalidate it so a deploy is seen at once.
    fetchJson<IndexManifest>(manifestUrl, 'no-cache'),
  ]);
  // Shard names carry a content hash, so the normal HTTP cache is right for them.
  const shards = await Promise.all(
    manifest.shards.map((name) => fetchJson<IndexShard>(new URL(name, manifestUrl), 'default')),
  );
  const index = new LocalSearchIndex(shards, window.location.origin);
  performance.measure('search-index-load', {start: started});
  return index;
}

const loading = new Map<string, Promise<LocalSearchIndex>>();

/** Loads the engine and the index once per page; a failed load is tried again by the next call. */
export function localIndex(manifestPath: string): Promise<LocalSearchIndex> {
  let promise = loading.get(manifestPath);
  if (!promise) {
    promise = loadIndex(manifestPath).catch((error: unknown) => {
      loading.delete(manifestPath);
      throw new SearchUnavailableError(error);
    });
    loading.set(manifestPath, promise);
  }
  return promise;
}

function prefetchLocalSearch(manifestPath: string): void {
  localIndex(manifestPath).catch(() => {
    // Reported by the search that needs the index, which tries again.
  });
}

function requestsOf(params: {requests: SearchRequest[]} | SearchRequest[]): SearchRequest[] {
  return Array.isArray(params) ? params : params.requests;
}

const localClients = new Map<string, SearchClient>();

/** One local client per page and index, shared by every opening of the modal and by the /search page. */
export function localSearchClient(manifestPath: string): SearchClient {
  let client = localClients.get(manifestPath);
  if (!client) {
    client = {
      search: keepErrorScreen(async (params: {requests: SearchRequest[]} | SearchRequest[]) => {
        const index = await localIndex(manifestPath);
        const started = performance.now();
        const results = requestsOf(params).map((request) => index.search(request));
        performance.measure('search-query', {start: started});
        return {results};
      }),
    };
    localClients.set(manifestPath, client);
  }
  return client;
}

/** The Algolia credentials of the client DocSearch passes to transformSearchClient, the only part of it we use. */
export interface AlgoliaCredentials {
  appId: string;
  apiKey: string;
}

let algoliaClientPromise: Promise<SearchClient> | undefined;

/** The page's one algoliasearch client, loaded on first use. */
export function algoliaClient(appId: string, apiKey: string, docusaurusVersion: string): Promise<SearchClient> {
  algoliaClientPromise ??= import(/* webpackChunkName: "search-algolia-client" */ './algoliaClient').then(
    ({createAlgoliaClient}) => createAlgoliaClient(appId, apiKey, docusaurusVersion) as unknown as SearchClient,
  );
  algoliaClientPromise.catch(() => {
    algoliaClientPromise = undefined;
  });
  return algoliaClientPromise;
}

let algoliaSearchClient: SearchClient | undefined;

/**
 * Algolia mode: one client for the life of the page, however often the modal
 * opens (DocSearch makes a new one each time), so the hosts that failed stay
 * known; see createHostStateCache.
 */
function pageAlgoliaClient({appId, apiKey}: AlgoliaCredentials, docusaurusVersion: string): SearchClient {
  algoliaSearchClient ??= {
    search: keepErrorScreen(async (params: {requests: SearchRequest[]} | SearchRequest[]) =>
      (await algoliaClient(appId, apiKey, docusaurusVersion)).search(params),
    ),
  };
  return algoliaSearchClient;
}

/** The client DocSearch's modal uses in place of its own (transformSearchClient). */
export function pageSearchClient(
  setup: SearchGlobalData,
  credentials: AlgoliaCredentials,
  docusaurusVersion: string,
): SearchClient {
  return setup.mode === 'local'
    ? localSearchClient(setup.manifestPath)
    : pageAlgoliaClient(credentials, docusaurusVersion);
}

/** Starts loading the search code (and the local index) when the reader is about to search. */
export function prefetchSearch(setup: SearchGlobalData): void {
  if (setup.mode === 'local') {
    prefetchLocalSearch(setup.manifestPath);
  } else {
    import(/* webpackChunkName: "search-algolia-client" */ './algoliaClient').catch(() => {
      // The search that needs the client reports the failure.
    });
  }
}
