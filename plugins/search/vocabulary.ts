// The word list Algolia mode ships for the no-results screen's suggestions
// (src/search/suggest.ts): the index is not in the browser there, so the words
// closest to a query are looked up in this list, the site's most frequent
// words first, cut to a byte budget. Only words Algolia's records hold (titles,
// descriptions, headings and text, not the code words the local engine adds).
import {gzipSync} from 'node:zlib';

import {indexTerms} from '../../src/search/tokenize';
import {CODE_LEVEL, type ExtractedPage, type SearchVocabulary} from '../../src/search/types';

/** Most gzip bytes of the list: loaded once, when a search first finds nothing. */
export const VOCABULARY_GZIP_BUDGET = 8 * 1024;
/** Words a suggestion may be: plain words of 3 to 24 letters (no numbers, versions or code). */
const SUGGESTIBLE = /^[a-z]{3,24}$/;

/** The suggestible words of the pages, most frequent first (alphabetical among equals), within the budget. */
export function buildVocabulary(
  pages: readonly ExtractedPage[],
  gzipBudget = VOCABULARY_GZIP_BUDGET,
): SearchVocabulary {
  const counts = new Map<string, number>();
  const add = (text: string | null) => {
    for (const term of indexTerms(text ?? ''))
      if (SUGGESTIBLE.test(term)) counts.set(term, (counts.get(term) ?? 0) + 1);
  };
  for (const page of pages) {
    add(page.title);
    add(page.description);
    for (const [level, text] of page.entries) if (level !== CODE_LEVEL) add(text);
  }
  const words = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);
  const fits = (count: number) => gzipSync(JSON.stringify({words: words.slice(0, count)})).length <= gzipBudget;
  // The longest prefix of the list that fits: gzip size grows with the word count.
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return {words: words.slice(0, low)};
}
