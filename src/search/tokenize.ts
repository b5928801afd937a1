// Splits text into search terms. Shared by the build (which indexes with it)
// and the browser (which tokenizes queries and highlights with it), so a word
// is cut the same way on both sides.

/** Words too common to tell pages apart; they are neither indexed nor searched. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a all an and are as at be but by for from has have how i if in into is it its of on or ' +
    'so that the their then there these they this to was were what when where which who will with you your ' +
    // Words of a question ("how do I …", "why does my …") that say nothing about its subject.
    'can could did do does me my should we why would'
  ).split(' '),
);

/**
 * A run of letters and digits, with version numbers kept whole (0.5.1, v0.5.0)
 * and words joined by hyphens kept together (--cache-dir, genrate-routes).
 */
const WORD = /[vV]?\d+(?:\.\d+)+|[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
/**
 * WORD for text without a non-ASCII character, where it matches the same words:
 * the Unicode classes make WORD several times slower, and most of the docs are ASCII.
 */
const ASCII_WORD = /[vV]?\d+(?:\.\d+)+|[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*/g;
/** The words of a hyphenated compound. */
const HYPHEN = /-/;
/** The parts of a camelCase or PascalCase identifier: maxWorkers, CopyTaskOptions, HTMLParser. */
const CAMEL_PART = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?[\p{Ll}\p{Lo}\p{Lm}]+|\p{Lu}+|\p{N}+/gu;
const VERSION_PREFIX = /^v(?=\d)/;
const DIACRITICS = /\p{M}+/gu;
const NON_ASCII = /\P{ASCII}/u;
/** An upper-case letter after the first one, or letters mixed with digits: worth splitting. */
const MIXED_WORD = /.\p{Lu}|\p{L}.*\p{N}|\p{N}.*\p{L}/u;

export interface Token {
  /** The word as written. */
  text: string;
  /** Offset of the word in the source string. */
  start: number;
  /**
   * Normalized terms for the word: the whole word (a hyphenated one written
   * together: "cachedir"), then its parts (camelCase humps, hyphenated words),
   * so that "cache dir", "cacheDir", "cache-dir" and "cachedir" meet.
   */
  terms: string[];
}

export function normalizeTerm(word: string): string {
  const lower = word.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(DIACRITICS, '') : lower;
}

/** Every word of `text` with its position and the terms it stands for. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    tokens.push({text: match[0], start: match.index, terms: termsOfWord(match[0])});
  }
  return tokens;
}

/** The terms of a word as WORD matches it, hyphens and all. */
function termsOfWord(word: string): string[] {
  if (!HYPHEN.test(word)) return wordTerms(word);
  const terms = [normalizeTerm(word.replace(/-/g, ''))];
  for (const part of word.split('-')) {
    for (const term of wordTerms(part)) if (!terms.includes(term)) terms.push(term);
  }
  return terms;
}

/** A word that is its own only term; most words are, and this test is cheaper than the ones below. */
const PLAIN_WORD = /^[a-z]+$/;

/** The terms of one word without hyphens: the whole word, then its camelCase parts. */
function wordTerms(word: string): string[] {
  if (PLAIN_WORD.test(word)) return [word];
  const whole = normalizeTerm(word);
  const terms = [whole];
  if (word.includes('.')) {
    // "v0.5.0" is also found by "0.5.0".
    const bare = whole.replace(VERSION_PREFIX, '');
    if (bare !== whole) terms.push(bare);
  } else if (MIXED_WORD.test(word)) {
    const parts = word.match(CAMEL_PART) ?? [];
    if (parts.length > 1) {
      for (const part of parts) {
        const term = normalizeTerm(part);
        if (!terms.includes(term)) terms.push(term);
      }
    }
  }
  return terms;
}

/**
 * The index terms of each word seen, by the word as written. The browser builds its index
 * when search first opens, and that is the wait of a first search: the docs repeat a few
 * thousand words, so each is split and normalized once instead of at each of its uses.
 */
const indexTermsOfWord = new Map<string, readonly string[]>();
const MAX_CACHED_WORDS = 50_000;

/** The terms to index for a piece of text: stop words and lone characters add nothing. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.match(NON_ASCII.test(text) ? WORD : ASCII_WORD) ?? []) {
    let known = indexTermsOfWord.get(word);
    if (known === undefined) {
      known = termsOfWord(word).filter((term) => term.length > 1 && !STOP_WORDS.has(term));
      if (indexTermsOfWord.size >= MAX_CACHED_WORDS) indexTermsOfWord.clear();
      indexTermsOfWord.set(word, known);
    }
    for (const term of known) terms.push(term);
  }
  return terms;
}

/** One word of a query: the terms it stands for, any of which may match. */
export interface QueryWord {
  terms: string[];
  /** The word is still being typed, so it may be the start of a longer word. */
  prefix: boolean;
}

/**
 * Most words of a query we look at: enough for an error message pasted whole
 * into the modal, which caps input at 64 characters (the /search page does not).
 */
export const MAX_QUERY_WORDS = 12;

/**
 * The words of a query. The last word counts as a prefix unless the query ends
 * with a space (the reader finished typing it). Stop words are dropped, except
 * an unfinished word that is the whole query: "in" may become "install", while
 * "how to" or "the and of" look for nothing.
 */
export function queryWords(query: string): QueryWord[] {
  const tokens = tokenize(query);
  const lastWordOpen = tokens.length > 0 && /[\p{L}\p{N}]$/u.test(query);
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  tokens.forEach((token, index) => {
    const prefix = lastWordOpen && index === tokens.length - 1;
    const keepCommon = prefix && tokens.length === 1;
    const terms = token.terms.filter(
      (term) => !seen.has(term) && (keepCommon || (term.length > 1 && !STOP_WORDS.has(term))),
    );
    if (terms.length === 0) return;
    for (const term of terms) seen.add(term);
    words.push({terms, prefix});
  });
  return words.slice(-MAX_QUERY_WORDS);
}
