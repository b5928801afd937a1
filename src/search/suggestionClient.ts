// Where the no-results screen's suggestions come from, per backend: the local
// engine checks its candidates against its own index; Algolia mode looks the
// query's words up in the word list the build ships and asks Algolia, in one
// request, which candidates give results. Loaded when a search first finds
// nothing, never with the page.
import {algoliaClient, localIndex, type AlgoliaCredentials} from './client';
import type {SearchRequest} from './docsearch';
import {candidateQueries, MAX_SUGGESTIONS} from './suggest';
import type {SearchGlobalData, SearchVocabulary} from './types';

/** Candidates sent to Algolia in one request: enough for 3 that answer, few enough to stay cheap. */
const MAX_CHECKED = 6;

const vocabularies = new Map<string, Promise<ReadonlyMap<string, number>>>();

/** The word list as counts, by rank: the first word counts most. Loaded once; a failed load is tried again next time. */
function vocabularyOf(path: string): Promise<ReadonlyMap<string, number>> {
  let loading = vocabularies.get(path);
  if (!loading) {
    loading = fetch(new URL(path, window.location.origin), {cache: 'no-cache', credentials: 'same-origin'})
      .then((response) => {
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        return response.json() as Promise<SearchVocabulary>;
      })
      .then(({words}) => new Map(words.map((word, rank) => [word, words.length - rank])));
    loading.catch(() => vocabularies.delete(path));
    vocabularies.set(path, loading);
  }
  return loading;
}

export interface SuggestionContext {
  setup: SearchGlobalData;
  credentials: AlgoliaCredentials & {indexName: string};
  docusaurusVersion: string;
  facetFilters: SearchRequest['facetFilters'];
  /** Never suggested: the site's section names, which are group titles. */
  sectionNames: ReadonlySet<string>;
}

/** Up to MAX_SUGGESTIONS queries close to `query` that give results, best first. */
export async function suggestQueries(
  query: string,
  {setup, credentials, docusaurusVersion, facetFilters, sectionNames}: SuggestionContext,
): Promise<string[]> {
  if (setup.mode === 'local') {
    const index = await localIndex(setup.manifestPath);
    // The engine leaves out the section names of its own index.
    return index.suggest(query, {facetFilters});
  }
  const counts = await vocabularyOf(setup.vocabularyPath);
  const candidates = candidateQueries(
    query,
    {words: [...counts.keys()], count: (word) => counts.get(word) ?? 0},
    sectionNames,
  ).slice(0, MAX_CHECKED);
  if (candidates.length === 0) return [];
  const client = await algoliaClient(credentials.appId, credentials.apiKey, docusaurusVersion);
  const {results} = await client.search({
    // Probes, not searches: counted by nobody's analytics, and no hit is needed.
    requests: candidates.map(
      (candidate) =>
        ({
          indexName: credentials.indexName,
          query: candidate,
          hitsPerPage: 0,
          facetFilters,
          analytics: false,
        }) as SearchRequest,
    ),
  });
  return candidates.filter((_, index) => (results[index]?.nbHits ?? 0) > 0).slice(0, MAX_SUGGESTIONS);
}
