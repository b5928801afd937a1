// A synthetic documentation site for the search benchmark: pages shaped like
// this site's (a title, a description, headings, and 1 to 4 text blocks under
// each) in made-up words. As in English prose, about 4 words in 10 are common
// ones (the search's stop words) and the others follow a Zipf law.
// Deterministic: the same seed gives the same corpus.
import {STOP_WORDS} from '../../src/search/tokenize';
import type {ExtractedPage, PageEntry} from '../../src/search/types';

/** mulberry32: a small, fast, seedable generator. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CONSONANTS = 'bcdfghjklmnprstvwz';
const VOWELS = 'aeiou';
const COMMON_SHARE = 0.4;
/** Offset of the Zipf ranks: content words are never as frequent as "the". */
const ZIPF_OFFSET = 20;

export interface CorpusOptions {
  pages: number;
  seed?: number;
  vocabulary?: number;
}

export function syntheticCorpus({pages, seed = 1, vocabulary = 30_000}: CorpusOptions): ExtractedPage[] {
  const next = random(seed);
  const letter = (letters: string) => letters[Math.floor(next() * letters.length)];
  const seen = new Set<string>(STOP_WORDS);
  const words: string[] = [];
  while (words.length < vocabulary) {
    let candidate = '';
    const length = 3 + Math.floor(next() * 8);
    for (let i = 0; i < length; i += 1) candidate += letter(i % 2 ? VOWELS : CONSONANTS);
    if (!seen.has(candidate)) {
      seen.add(candidate);
      words.push(candidate);
    }
  }
  const common = [...STOP_WORDS];
  const cumulative: number[] = [];
  words.reduce((sum, _, rank) => (cumulative[rank] = sum + 1 / (rank + ZIPF_OFFSET)), 0);
  const total = cumulative[cumulative.length - 1];
  const word = () => {
    if (next() < COMMON_SHARE) return common[Math.floor(next() * common.length)];
    const target = next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return words[low];
  };
  const phrase = (min: number, max: number) =>
    Array.from({length: min + Math.floor(next() * (max - min + 1))}, word).join(' ');
  const sentence = () => {
    const text = phrase(8, 40);
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  };

  return Array.from({length: pages}, (_, n): ExtractedPage => {
    const entries: PageEntry[] = [[0, sentence()]];
    const sections = 3 + Math.floor(next() * 5);
    for (let s = 0; s < sections; s += 1) {
      const level = s > 0 && next() < 0.4 ? 3 : 2;
      const heading = phrase(1, 4);
      entries.push([level, heading, `${heading.replace(/ /g, '-')}-${s}`]);
      const blocks = 1 + Math.floor(next() * 4);
      for (let b = 0; b < blocks; b += 1) entries.push([0, next() < 0.7 ? sentence() : phrase(2, 10)]);
    }
    return {
      section: n % 3 === 0 ? 'API Reference' : 'Documentation',
      title: phrase(1, 4).replace(/^\w/, (first) => first.toUpperCase()),
      path: `/docs/synthetic/page-${n}`,
      language: 'en',
      docusaurusTag: 'docs-default-current',
      description: next() < 0.5 ? sentence() : null,
      entries,
    };
  });
}
