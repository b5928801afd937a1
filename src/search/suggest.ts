// Queries to suggest on the no-results screen ("Try searching for"): what the
// reader typed, with each word the index lacks replaced by the closest indexed
// words (a typo or another form of the word away), or left out. Shared by local
// mode, over the engine's own vocabulary, and Algolia mode, over the word list
// the build ships (plugins/search/vocabulary.ts). The caller keeps the
// candidates that give results, in this order, up to MAX_SUGGESTIONS.
import {STOP_WORDS, tokenize} from './tokenize';
import {typoDistance} from './typos';

/** The spec's limit of suggested queries. */
export const MAX_SUGGESTIONS = 3;

/** The words an index holds, with how many times each occurs (0: not held). */
export interface Vocabulary {
  words: readonly string[];
  count(word: string): number;
}

/** Endings of English word forms, longest first: "caching", "cached" and "caches" share "cach". */
const ENDINGS = ['ations', 'ation', 'ings', 'ing', 'ies', 'ers', 'ed', 'es', 'er', 'ly', 's', 'e'];
const LETTERS = /^[a-z]+$/;
/** Alternatives tried for one unknown word; each becomes a candidate query. */
const MAX_CORRECTIONS = 3;

/** A word less its inflection, to tell forms of one word: close enough for suggestions, which are checked anyway. */
function baseOf(word: string): string {
  for (const ending of ENDINGS) {
    if (word.length - ending.length >= 3 && word.endsWith(ending)) return word.slice(0, -ending.length);
  }
  return word;
}

/**
 * Typos allowed between a typed word and a suggestion: more than the engine
 * matches by itself (one from 4 letters, two from 8), since a word within
 * those would have found results already.
 */
function suggestionBudget(word: string): number {
  if (word.length >= 8) return 3;
  if (word.length >= 5) return 2;
  return word.length >= 3 ? 1 : 0;
}

/** The indexed words closest to `word`: fewest typos (another form counting as one), then most frequent. */
export function closestWords(word: string, vocabulary: Vocabulary, limit = MAX_CORRECTIONS): string[] {
  const budget = suggestionBudget(word);
  if (budget === 0 || !LETTERS.test(word)) return [];
  const base = baseOf(word);
  const found: [string, number, number][] = [];
  for (const candidate of vocabulary.words) {
    if (candidate === word || Math.abs(candidate.length - word.length) > budget + 2) continue;
    const form = baseOf(candidate) === base;
    // A slip on the first letter is rare; a swap of the first two is not.
    if (!form && candidate[0] !== word[0] && candidate[0] !== word[1]) continue;
    const distance = form ? 1 : typoDistance(word, candidate, budget);
    if (distance <= budget) found.push([candidate, distance, vocabulary.count(candidate)]);
  }
  return found
    .sort((a, b) => a[1] - b[1] || b[2] - a[2] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([candidate]) => candidate);
}

interface TypedWord {
  text: string;
  /** A stop word or a lone letter: neither looked up nor suggested away. */
  neutral: boolean;
  /** How often the index holds it; 0 for a word it lacks. */
  count: number;
}

/** How often the index holds a typed word: as written, or every part of it (cacheDir, --cache-dir). */
function countOf(terms: readonly string[], vocabulary: Vocabulary): number {
  const whole = vocabulary.count(terms[0]);
  if (whole > 0 || terms.length === 1) return whole;
  const parts = terms.slice(1).map((term) => vocabulary.count(term));
  return parts.every((count) => count > 0) ? Math.min(...parts) : 0;
}

const key = (query: string) => query.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Candidate queries for `query`, best first: each unknown word replaced by its
 * closest indexed word (then the next closest, for the first such word), then
 * the query without its rarest unmatched word. Never the query itself, nor a
 * name in `excluded` (the section names, which are group titles, not searches).
 */
export function candidateQueries(
  query: string,
  vocabulary: Vocabulary,
  excluded: ReadonlySet<string> = new Set(),
): string[] {
  const words: TypedWord[] = tokenize(query).map(({text, terms}) => {
    const neutral = terms.every((term) => term.length < 2 || STOP_WORDS.has(term));
    return {text, neutral, count: neutral ? 1 : countOf(terms, vocabulary)};
  });
  const unknown = words.filter((word) => !word.neutral && word.count === 0);
  const corrections = new Map(unknown.map((word) => [word, closestWords(word.text.toLowerCase(), vocabulary)]));
  const written = (replace: (word: TypedWord) => string | null) =>
    words
      .map(replace)
      .filter((text): text is string => text !== null)
      .join(' ');
  const candidates: string[] = [];
  const fixable = unknown.filter((word) => corrections.get(word)!.length > 0);
  if (fixable.length > 0) {
    const [first] = fixable;
    for (const choice of corrections.get(first)!) {
      // Other unknown words take their closest word, or are left out when none is close.
      candidates.push(
        written((word) =>
          word === first ? choice : corrections.has(word) ? (corrections.get(word)![0] ?? null) : word.text,
        ),
      );
    }
  }
  // The word that matches least: an unknown one, the one with no close word first; else the rarest.
  const meaningful = words.filter((word) => !word.neutral);
  if (meaningful.length > 1) {
    const rarest = [...meaningful].sort(
      (a, b) => a.count - b.count || (corrections.get(a)?.length ?? 0) - (corrections.get(b)?.length ?? 0),
    )[0];
    candidates.push(written((word) => (word === rarest ? null : word.text)));
  }
  const own = key(query);
  const seen = new Set<string>();
  const excludedKeys = new Set([...excluded].map(key));
  return candidates.filter((candidate) => {
    const candidateKey = key(candidate);
    const hasWords = tokenize(candidate).some(({terms}) =>
      terms.some((term) => term.length > 1 && !STOP_WORDS.has(term)),
    );
    if (!hasWords || candidateKey === own || excludedKeys.has(candidateKey) || seen.has(candidateKey)) return false;
    seen.add(candidateKey);
    return true;
  });
}
