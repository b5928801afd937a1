// The local search engine: MiniSearch over the sections of the static index,
// and the ranking of a query's sections. What DocSearch is sent of them (rows
// of each page and group, highlighted hits) is docsearch.ts. Loaded lazily
// (see client.ts), never with the page.
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {stemmer} from 'stemmer';

import {answer, type SearchRequest, type SearchResponse} from './docsearch';
import {pageRecords} from './records';
import {candidateQueries, MAX_SUGGESTIONS} from './suggest';
import {SYNONYMS} from './synonyms';
import {indexTerms, queryWords, STOP_WORDS, tokenize, type QueryWord} from './tokenize';
import {typoCandidates, typoDistance} from './typos';
import {CODE_LEVEL, type IndexShard, type PageEntry, type SearchRecord} from './types';

export type {SearchHit, SearchRequest, SearchResponse} from './docsearch';

/** Decides whether a record may be a hit (the request's facet filters). */
export type RecordFilter = (record: SearchRecord) => boolean;

/** A section that matched a query: its id, its score, and the indexed terms it matched. */
export interface RankedSection {
  id: number;
  score: number;
  terms: string[];
}

/**
 * The reader's words mapped to the docs' words (synonyms.ts). A Map, so that a
 * query word such as "constructor" is a word like any other, not a property
 * every object inherits.
 */
const SYNONYM_MAP: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(SYNONYMS));

/** Words of code samples count below prose: a sample shows a name, the text around it explains it. */
const CODE_BOOST = 0.3;
/**
 * Titles and headings rank above body text; the section name (lvl0) barely
 * counts. A page's path counts as much as a heading: it holds the qualifier of
 * an API item (namespaces/Inputs/functions/files is Inputs.files).
 */
const FIELD_BOOST = {title: 6, headings: 3, path: 3, text: 1, code: CODE_BOOST, section: 0.3};
/** Weight of a word found through a typo, a synonym, another form of the word (its stem), or as the start of a longer word. */
const TYPO_WEIGHT = 0.45;
/** Words of at least this many letters one typo (a swap, a dropped letter) from an indexed word weigh SURE_TYPO_WEIGHT. */
const SURE_TYPO_FROM = 7;
const SURE_TYPO_WEIGHT = 0.85;
const SYNONYM_WEIGHT = 0.6;
const FORM_WEIGHT = 0.45;
const ONLY_FORM_WEIGHT = 0.6;
/** How much a section's score grows when its title and headings hold all of the query's words (in part for some). */
const NAME_COVERAGE = 2;
const NAME_FIELDS: ReadonlySet<string> = new Set(['title', 'headings']);
/** Words shorter than this are looked up as written only: "run" is not "running", "go" not "going". */
const MIN_STEMMED_LENGTH = 4;
const LETTERS_ONLY = /^[a-z]+$/;
/** Endings that make a word of another kind, which the stemmer takes off: its forms keep them. */
const DERIVED_ENDING = /(?:able|ible|ment|ness|ity)s?$/;
/** Most indexed words after a stem's prefix that are stemmed to find its forms. */
const MAX_FORM_CANDIDATES = 200;
const PREFIX_WEIGHT = 0.375;
/** How strongly the share of a query's words a section holds scales its score, when not all match. */
const COVERAGE_EXPONENT = 3;
/** Queries of at most this many words need all of them to match, when they can. */
const MAX_JOINED_WORDS = 3;
/**
 * A query of this many words or more whose words all match in fewer than
 * ENOUGH_RESULTS sections is ranked as one any of whose words may match:
 * a question holds words the docs need not use ("give a task a description").
 */
const LONG_QUERY_WORDS = 3;
const ENOUGH_RESULTS = 5;
/** The phrase bonus: a section whose record has every neighbouring pair of query words scores this much more, plus one. */
const PHRASE_BOOST = 1;
/** How far apart (in words, stop words left out) two query words may stand in a phrase. */
const PHRASE_WINDOW = 3;
/** A phrase in a heading counts this many times as much as one in a paragraph. */
const HEADING_PHRASE_FACTOR = 2;
/** How many of the best results the phrase bonus looks at. */
const PHRASE_CANDIDATES = 40;
/** Among URLs matching alike, a page's opening, then its sections by heading level. */
const TYPE_BOOST: Record<SearchRecord['type'], number> = {
  lvl1: 1.5,
  lvl2: 1.25,
  lvl3: 1.15,
  lvl4: 1.1,
  lvl5: 1.1,
  lvl6: 1.1,
  content: 1,
};
/** Words of at least this many letters tolerate one typo, and two from TWO_TYPOS_FROM on. */
const ONE_TYPO_FROM = 4;
const TWO_TYPOS_FROM = 8;
/**
 * How many words a one- or two-letter prefix may stand for (the most frequent
 * ones), and where they are looked for: such prefixes match a good part of the
 * vocabulary, and the reader has barely started typing.
 */
const SHORT_PREFIX_EXPANSIONS = [0, 6, 12];
const SHORT_PREFIX_FIELDS = ['section', 'title', 'headings'];
/** Titles and headings repeat across sections; longer texts are unique. */
const MAX_CACHED_TEXT = 120;

/** The site's name: dropped from a query that has other words. */
const SITE_NAME_TERMS: ReadonlySet<string> = new Set(['nadle']);
/**
 * Words that only qualify the others ("copy only some files"): dropped from a
 * query that has other words, which all must match; a section rarely says
 * "only" or "some" where it answers such a question.
 */
const QUALIFIER_TERMS: ReadonlySet<string> = new Set([
  'only',
  'some',
  'just',
  'any',
  'such',
  'certain',
  'particular',
  'specific',
]);

/** How a query's shape weighs the sections of the site (lvl0). */
type Intent = ReadonlyMap<string, number>;
/**
 * A query typed like code (tasks.register, ExecTask, --dry-run) asks for the
 * reference; one in plain words asks how to do something, which the guides and
 * concept pages answer, though an API page's short title matches as well.
 */
const IDENTIFIER_INTENT: Intent = new Map([['API Reference', 1.6]]);
const PLAIN_INTENT: Intent = new Map([
  ['API Reference', 0.6],
  ['Blog', 0.7],
]);
/** A dotted name, a word with a capital inside (camelCase, PascalCase) or a flag. */
const IDENTIFIER_SHAPE = /\p{L}\.\p{L}|\p{Ll}\p{Lu}|(?:^|\s)--?\p{L}/u;

function identifierShaped(query: string): boolean {
  return IDENTIFIER_SHAPE.test(query);
}

/** Every term a query (or one of its nested queries) looks for. */
function termsOf(query: Query): string[] {
  if (typeof query === 'string') return [query];
  if (typeof query === 'symbol') return [];
  return query.queries.flatMap(termsOf);
}

/** Typos a word may hold; a swap of two neighbouring letters counts as one (see typos.ts). */
function typoBudget(term: string): number {
  if (term.length >= TWO_TYPOS_FROM) return 2;
  if (term.length >= ONE_TYPO_FROM) return 1;
  return 0;
}

/** Path words of a page: the URL path less the words every page of its kind shares. */
const COMMON_PATH_WORDS = new Set(['docs', 'api', 'index', 'blog']);
function pathText(url: string): string {
  return new URL(url).pathname
    .split(/[/-]/)
    .filter((word) => word && !COMMON_PATH_WORDS.has(word))
    .join(' ');
}

/**
 * What the engine indexes: one URL of the site, that is a page's opening (its
 * title, description and first paragraphs) or one heading with the text under
 * it. DocSearch shows one hit per URL, so this is the unit hits are ranked on;
 * which of its records the hit shows is decided per query (bestRecord).
 */
interface Section {
  /** MiniSearch's document id: the position in LocalSearchIndex.sections. */
  id: number;
  /** The page (lvl1) or heading record first, then the text records under it. */
  records: SearchRecord[];
  /**
   * Each record's own words (its heading and its text), in reading order, for
   * bestRecord. Worked out when the section is first a hit: tokenizing every
   * record up front would slow the index's first load.
   */
  recordTerms?: Set<string>[];
  /** Each record's words in order, each word as its terms; for the phrase bonus, worked out likewise. */
  recordTokens?: string[][][];
  /** Names, option keys and commands of the section's code samples (CODE_LEVEL entries). */
  code: string;
}

/** The code words of each section of a page, in the order of sectionsOf: the opening, then each heading. */
function codeOfSections(entries: readonly PageEntry[]): string[] {
  const code = [''];
  for (const [level, text] of entries) {
    if (level >= 2 && level <= 6) code.push('');
    else if (level === CODE_LEVEL) code[code.length - 1] += `${text} `;
  }
  return code;
}

function sectionsOf(records: SearchRecord[]): SearchRecord[][] {
  const sections: SearchRecord[][] = [];
  for (const record of records) {
    if (record.type === 'content' && sections.length > 0) sections[sections.length - 1].push(record);
    else sections.push([record]);
  }
  return sections;
}

const HEADING_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** A record's own words: its heading (page and heading records) and its text. */
function ownTerms(record: SearchRecord): Set<string> {
  const heading = record.type === 'content' ? null : record.hierarchy[record.type];
  return new Set(indexTerms([heading, record.content].filter(Boolean).join(' ')));
}

/** A record's own words in reading order, each as its terms, without stop words. */
function ownTokens(record: SearchRecord): string[][] {
  const heading = record.type === 'content' ? null : record.hierarchy[record.type];
  const text = [heading, record.content].filter(Boolean).join(' ');
  return tokenize(text)
    .map(({terms, text: word, start}) => {
      const kept = terms.filter((term) => term.length > 1 && !STOP_WORDS.has(term));
      return text[start - 1] === '<' && text[start + word.length] === '>' ? [...kept, PLACEHOLDER] : kept;
    })
    .filter((terms) => terms.length > 0);
}

/**
 * Marks a placeholder of a quoted message ("RUN SUCCESSFUL in <duration>",
 * "Task <name> not found") among a word's terms; no indexed term has angle brackets.
 */
const PLACEHOLDER = '<>';

export class LocalSearchIndex {
  private readonly sections: Section[] = [];
  private recordTotal = 0;
  private readonly miniSearch: MiniSearch<Section>;
  /** How often each indexed term occurs, to pick the expansions of a short prefix. */
  private readonly termCounts = new Map<string, number>();
  private sortedTerms: string[] | undefined;
  private readonly expansions = new Map<string, string[]>();
  private readonly typoCache = new Map<string, string[]>();
  private readonly formCache = new Map<string, string[]>();
  private readonly stems = new Map<string, string>();
  /** The section of each page's opening (its lvl1 record), by URL without anchor. */
  private readonly openings = new Map<string, number>();

  constructor(shards: readonly IndexShard[], origin: string) {
    const counts = this.termCounts;
    const termsOfText = new Map<string, string[]>();
    this.miniSearch = new MiniSearch<Section>({
      idField: 'id',
      fields: ['section', 'title', 'headings', 'path', 'text', 'code'],
      extractField: (section, field) => {
        if (field === 'id') return section.id;
        const {hierarchy, type, url_without_anchor: url} = section.records[0];
        if (field === 'section') return hierarchy.lvl0;
        if (field === 'title') return hierarchy.lvl1;
        // Only the page's opening: the page is the answer, not each of its sections.
        if (field === 'path') return type === 'lvl1' ? pathText(url) : '';
        if (field === 'headings')
          return HEADING_LEVELS.map((level) => hierarchy[level])
            .filter(Boolean)
            .join(' ');
        if (field === 'code') return section.code;
        return section.records.map((record) => record.content ?? '').join(' ');
      },
      tokenize: (text) => {
        // Sections repeat their page's title and section name: tokenize those once.
        let terms = termsOfText.get(text);
        if (terms === undefined) {
          terms = indexTerms(text);
          if (text.length <= MAX_CACHED_TEXT) termsOfText.set(text, terms);
        }
        for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
        return terms;
      },
      processTerm: (term) => term,
    });
    for (const shard of shards) this.addShard(shard, origin);
    termsOfText.clear();
  }

  /** Number of DocSearch records (page, heading and text records). */
  get recordCount(): number {
    return this.recordTotal;
  }

  private addShard(shard: IndexShard, origin: string): void {
    const added: Section[] = [];
    for (const [section, title, path, language, docusaurusTag, entries, description] of shard.pages) {
      const page = {
        section: shard.sections[section],
        title,
        path,
        language,
        docusaurusTag,
        entries,
        description: description ?? null,
      };
      const records = pageRecords(page, origin);
      this.recordTotal += records.length;
      const code = codeOfSections(entries);
      sectionsOf(records).forEach((sectionRecords, index) => {
        const entry: Section = {id: this.sections.length, records: sectionRecords, code: code[index] ?? ''};
        if (sectionRecords[0].type === 'lvl1') this.openings.set(sectionRecords[0].url_without_anchor, entry.id);
        this.sections.push(entry);
        added.push(entry);
      });
    }
    this.miniSearch.addAll(added);
    this.sortedTerms = undefined;
    this.expansions.clear();
    this.typoCache.clear();
    this.formCache.clear();
  }

  /**
   * The other forms of each term that the index holds, by their English stem
   * (the Porter stemmer): "cache" also finds "caching" and "cached",
   * "abbreviate" finds "abbreviations". A word's forms start with its stem, or
   * with all of it but the last letter ("librari" of "library"), so only the
   * indexed words after that prefix are stemmed, once each.
   */
  private wordForms(terms: readonly string[]): string[] {
    const forms: string[] = [];
    for (const term of terms) {
      if (term.length < MIN_STEMMED_LENGTH || !LETTERS_ONLY.test(term)) continue;
      let found = this.formCache.get(term);
      if (found === undefined) {
        found = [];
        const stem = this.stemOf(term);
        const prefix = stem.slice(0, Math.max(MIN_STEMMED_LENGTH - 1, stem.length - 1));
        const vocabulary = this.vocabulary;
        const end = Math.min(vocabulary.length, this.firstAtOrAfter(prefix) + MAX_FORM_CANDIDATES);
        for (let i = this.firstAtOrAfter(prefix); i < end && vocabulary[i].startsWith(prefix); i += 1) {
          const word = vocabulary[i];
          if (word !== term && this.stemOf(word) === stem) found.push(word);
        }
        this.formCache.set(term, found);
      }
      // A derived word the docs hold names its own thing: "executable" is not "executing", "deployment" not "deploying".
      const derived = DERIVED_ENDING.exec(term);
      if (derived && this.termCounts.has(term))
        found = found.filter((word) => word.startsWith(term.slice(0, derived.index + 3)));
      // The stemmer leaves some plurals apart ("alias" and "aliases"): those are forms too.
      const plurals = term.endsWith('es')
        ? [term.slice(0, -1), term.slice(0, -2)]
        : term.endsWith('s')
          ? [term.slice(0, -1)]
          : [`${term}s`, `${term}es`];
      for (const form of [...found, ...plurals.filter((plural) => this.termCounts.has(plural))]) {
        if (!terms.includes(form) && !forms.includes(form)) forms.push(form);
      }
    }
    return forms;
  }

  private stemOf(word: string): string {
    let stem = this.stems.get(word);
    if (stem === undefined) {
      stem = stemmer(word);
      this.stems.set(word, stem);
    }
    return stem;
  }

  /** Position of the first indexed word not before `prefix` in alphabetical order. */
  private firstAtOrAfter(prefix: string): number {
    const terms = this.vocabulary;
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (terms[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private startsAWord(prefix: string): boolean {
    return this.vocabulary[this.firstAtOrAfter(prefix)]?.startsWith(prefix) ?? false;
  }

  /** The most frequent indexed words starting with a one- or two-letter prefix. */
  private expandShortPrefix(prefix: string): string[] {
    const cached = this.expansions.get(prefix);
    if (cached) return cached;
    const terms = this.vocabulary;
    const low = this.firstAtOrAfter(prefix);
    const candidates: string[] = [];
    for (let i = low; i < terms.length && terms[i].startsWith(prefix); i += 1) {
      if (terms[i] !== prefix) candidates.push(terms[i]);
    }
    const counts = this.termCounts;
    const expansion = candidates
      .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b))
      .slice(0, SHORT_PREFIX_EXPANSIONS[prefix.length]);
    this.expansions.set(prefix, expansion);
    return expansion;
  }

  private get vocabulary(): string[] {
    this.sortedTerms ??= [...this.termCounts.keys()].sort();
    return this.sortedTerms;
  }

  /** Indexed words one or two typos away from `term` (a swap counting as one), cached per term. */
  private typos(term: string): string[] {
    let candidates = this.typoCache.get(term);
    if (candidates === undefined) {
      const budget = typoBudget(term);
      candidates = budget === 0 || this.termCounts.has(term) ? [] : typoCandidates(term, this.vocabulary, budget);
      this.typoCache.set(term, candidates);
    }
    return candidates;
  }

  /**
   * What one query word may match, each alternative with its weight: its terms
   * as typed, words one typo away when a term is not in the index, the docs'
   * words for a reader's word (synonyms.ts), and, while the word is being
   * typed, the words it starts.
   */
  private wordQuery(word: QueryWord, joined: readonly string[], wordCount: number): Query {
    const asTyped = [...word.terms, ...joined.filter((term) => this.termCounts.has(term))];
    const queries: Query[] = [{queries: asTyped, combineWith: 'OR', prefix: false, fuzzy: false}];
    // A long query (a pasted message) means its words as written: other forms
    // of words the docs hold would only favour sections that repeat them.
    const exact = word.terms.some((term) => this.termCounts.has(term));
    const forms = wordCount >= LONG_QUERY_WORDS + 1 && exact ? [] : this.wordForms(word.terms);
    if (forms.length > 0) {
      // Exact forms first: another form counts less when the word as typed is in the docs.
      const weight = exact ? FORM_WEIGHT : ONLY_FORM_WEIGHT;
      queries.push({queries: forms, combineWith: 'OR', prefix: false, fuzzy: false, boostTerm: () => weight});
    }
    // A word being typed that starts indexed words is not a typo yet. A word
    // found through a typo may itself be the start of a longer word (instlal → installation).
    const typos = word.terms.flatMap((term) => (word.prefix && this.startsAWord(term) ? [] : this.typos(term)));
    if (typos.length > 0) {
      // A long word one slip away from an indexed word is that word, however
      // common: it must outweigh the exact matches of the query's other words.
      const sure = new Set(
        word.terms
          .filter((term) => term.length >= SURE_TYPO_FROM)
          .flatMap((term) => this.typos(term).filter((typo) => typoDistance(term, typo, 1) <= 1)),
      );
      queries.push({
        queries: typos,
        combineWith: 'OR',
        prefix: true,
        fuzzy: false,
        boostTerm: (term) => (sure.has(term) ? SURE_TYPO_WEIGHT : TYPO_WEIGHT),
      });
    }
    const synonyms = word.terms
      .flatMap((term) => SYNONYM_MAP.get(term) ?? [])
      .filter((term) => !word.terms.includes(term));
    if (synonyms.length > 0) {
      queries.push({
        queries: synonyms,
        combineWith: 'OR',
        prefix: false,
        fuzzy: false,
        boostTerm: () => SYNONYM_WEIGHT,
      });
    }
    // A finished word the docs do not hold may be the start of a word they
    // do: readers shorten words ("turbo" for Turborepo, "dep", "param").
    const starts = word.terms.filter(
      (term) => term.length > 2 && (word.prefix || (!this.termCounts.has(term) && this.startsAWord(term))),
    );
    if (starts.length > 0) queries.push({queries: starts, combineWith: 'OR', prefix: true, fuzzy: false});
    if (word.prefix) {
      for (const term of word.terms.filter((term) => term.length <= 2)) {
        const expansion = this.expandShortPrefix(term);
        // Scored like the prefix matches.
        if (expansion.length > 0) {
          queries.push({
            queries: expansion,
            combineWith: 'OR',
            prefix: false,
            fuzzy: false,
            fields: SHORT_PREFIX_FIELDS,
            boostTerm: () => PREFIX_WEIGHT,
          });
        }
      }
    }
    // Each term counts as much as it tells pages apart across the whole site (see rarity).
    return {queries: queries.map((query) => this.weighedByRarity(query)), combineWith: 'OR'};
  }

  /** `query` with each of its terms' weight multiplied by the term's rarity. */
  private weighedByRarity(query: Query): Query {
    if (typeof query !== 'object') return query;
    const weight = query.boostTerm;
    return {
      ...query,
      boostTerm: (term, position, terms) => (weight ? weight(term, position, terms) : 1) * this.rarity(term),
    };
  }

  /**
   * How telling a term is: its inverse document frequency over every field
   * of the site. MiniSearch weighs a term by its frequency in each field
   * alone, so a word found everywhere ("run", "task") weighs a lot in the
   * few headings that hold it, and a heading would outrank the paragraph
   * holding the query's rare words.
   */
  private rarity(term: string): number {
    return Math.log(1 + this.sections.length / (1 + (this.termCounts.get(term) ?? 0)));
  }

  private run(
    words: QueryWord[],
    combineWith: 'AND' | 'OR',
    filter: RecordFilter | undefined,
    intent: Intent,
  ): SearchResult[] {
    const sections = this.sections;
    // Neighbouring words written together in the docs ("working dir" and
    // workingDir, "exec task options" and ExecTaskOptions) match as that one
    // word too, which counts for each of them.
    const joinedTerms = words.map((): string[] => []);
    for (let start = 0; start < words.length - 1; start += 1) {
      let joined = words[start].terms[0];
      for (let end = start + 1; end < Math.min(words.length, start + MAX_JOINED_WORDS); end += 1) {
        joined += words[end].terms[0];
        for (let index = start; index <= end; index += 1) joinedTerms[index].push(joined);
      }
    }
    const queries = words.map((word, index) => this.wordQuery(word, joinedTerms[index], words.length));
    const results = this.miniSearch.search(
      {queries, combineWith},
      {
        tokenize: (term) => [term],
        processTerm: (term) => term,
        boost: FIELD_BOOST,
        weights: {prefix: PREFIX_WEIGHT, fuzzy: TYPO_WEIGHT},
        boostDocument: (id: number) => {
          const {type, hierarchy} = sections[id].records[0];
          return TYPE_BOOST[type] * (intent.get(hierarchy.lvl0) ?? 1);
        },
        filter: filter && ((result) => filter(sections[result.id as number].records[0])),
      },
    );
    const alternatives = queries.map((query) => new Set(termsOf(query)));
    // A word the docs never use (a duration, a name from the reader's
    // project) stands where a quoted message has a placeholder.
    const foreign = alternatives.map((terms) => ![...terms].some((term) => this.termCounts.has(term)));
    const matches = (token: string[], index: number) =>
      token.some(
        (term) =>
          alternatives[index].has(term) ||
          (words[index].prefix && words[index].terms.some((prefix) => term.startsWith(prefix))),
      ) ||
      (foreign[index] && token.includes(PLACEHOLDER));
    const weights = words.map((word) => Math.max(...word.terms.map((term) => this.rarity(term))));
    const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
    // The more of the query's words a section's title and headings hold, the
    // more it is about them, rather than mentioning them; a word counts as
    // much as it is rare ("list" in "list all tasks", not "tasks").
    for (const result of results) {
      const nameTerms = Object.keys(result.match).filter((term) =>
        result.match[term].some((field) => NAME_FIELDS.has(field)),
      );
      const named = words.reduce((sum, _, index) => sum + (matches(nameTerms, index) ? weights[index] : 0), 0);
      result.score *= 1 + NAME_COVERAGE * (named / totalWeight);
    }
    // A section whose heading holds every word of the query is the answer, as
    // much as a page whose title does: it ranks as its page would.
    for (const result of results) {
      const {type} = sections[result.id as number].records[0];
      if (type === 'lvl1' || type === 'content') continue;
      const headingTerms = Object.keys(result.match).filter((term) => result.match[term].includes('headings'));
      if (words.every((_, index) => matches(headingTerms, index))) result.score *= TYPE_BOOST.lvl1 / TYPE_BOOST[type];
    }
    if (words.length < 2) return results.sort((a, b) => b.score - a.score);
    const wordsOfTerm = new Map<string, number[]>();
    alternatives.forEach((terms, index) => {
      for (const term of terms) wordsOfTerm.set(term, [...(wordsOfTerm.get(term) ?? []), index]);
    });
    results.forEach((result, position) => {
      // When not every word matches (a pasted message with its own names and
      // paths, a question in the reader's words), a section holding more of
      // the words ranks above one repeating a few of them.
      if (combineWith === 'OR') {
        const matched = new Set(result.queryTerms.flatMap((term) => wordsOfTerm.get(term) ?? []));
        result.score *= (matched.size / words.length) ** COVERAGE_EXPONENT;
      }
      // Words that follow each other in the query and in one paragraph or
      // heading are a phrase: a quoted message, a name written apart.
      if (combineWith === 'OR' && position < PHRASE_CANDIDATES) {
        result.score *=
          1 +
          PHRASE_BOOST * (this.phrasePairs(sections[result.id as number], words.length, matches) / (words.length - 1));
      }
    });
    return results.sort((a, b) => b.score - a.score);
  }

  /**
   * The most query words that one record of the section (a heading counting
   * double) has followed, within
   * PHRASE_WINDOW words, by the next query word or the one after: a message
   * quoted with placeholders ("Task <name> not found") and pasted with the
   * names filled in ("Task biuld not found") still reads in the same order.
   */
  private phrasePairs(
    section: Section,
    wordCount: number,
    matches: (token: string[], word: number) => boolean,
  ): number {
    section.recordTokens ??= section.records.map(ownTokens);
    let best = 0;
    section.recordTokens.forEach((tokens, record) => {
      const positions: number[][] = [];
      for (let word = 0; word < wordCount; word += 1) {
        positions.push(tokens.flatMap((token, position) => (matches(token, word) ? [position] : [])));
      }
      let pairs = 0;
      for (let word = 0; word < wordCount - 1; word += 1) {
        const followers = [...positions[word + 1], ...(positions[word + 2] ?? [])];
        if (positions[word].some((at) => followers.some((next) => next > at && next - at <= PHRASE_WINDOW))) pairs += 1;
      }
      // A heading that reads like the query is the answer; a paragraph may only mention it.
      if (section.records[record].type !== 'content') pairs *= HEADING_PHRASE_FACTOR;
      if (pairs > best) best = pairs;
    });
    return best;
  }

  /**
   * The sections matching `query`, best first, and the query's words. All
   * words must match, as in Algolia; when that finds nothing (or little, for a
   * longer query), any word may, and sections holding more of the words rank
   * first.
   */
  rank(query: string, filter?: RecordFilter): {words: QueryWord[]; results: RankedSection[]} {
    let words = queryWords(query);
    // The product's name is on every page: beside other words it tells nothing ("run eslint with nadle").
    const telling = words.filter(
      ({terms, prefix}) =>
        !terms.every((term) => SITE_NAME_TERMS.has(term)) &&
        (prefix || !terms.every((term) => QUALIFIER_TERMS.has(term))),
    );
    if (telling.length > 0) words = telling;
    const intent = identifierShaped(query) ? IDENTIFIER_INTENT : PLAIN_INTENT;
    let results = words.length > 0 ? this.run(words, 'AND', filter, intent) : [];
    const enough = words.length >= LONG_QUERY_WORDS ? ENOUGH_RESULTS : 1;
    if (results.length < enough && words.length > 1) results = this.run(words, 'OR', filter, intent);
    return {words, results: results.map(({id, score, terms}) => ({id: id as number, score, terms}))};
  }

  /** Answers a DocSearch request (see docsearch.ts). */
  search(request: SearchRequest): SearchResponse {
    return answer(this, request);
  }

  /**
   * The no-results screen's suggestions: queries close to `query` (suggest.ts)
   * that give results under the request's filters, at most MAX_SUGGESTIONS.
   */
  suggest(query: string, request: Omit<SearchRequest, 'query'> = {}): string[] {
    const counts = this.termCounts;
    const sectionNames = new Set(this.sections.map((section) => section.records[0].hierarchy.lvl0));
    const candidates = candidateQueries(
      query,
      {words: this.vocabulary, count: (word) => counts.get(word) ?? 0},
      sectionNames,
    );
    const kept: string[] = [];
    for (const candidate of candidates) {
      if (kept.length === MAX_SUGGESTIONS) break;
      if (this.search({...request, query: candidate, hitsPerPage: 1}).nbHits > 0) kept.push(candidate);
    }
    return kept;
  }

  /** The records of a section: its page (lvl1) or heading record, then the text records under it. */
  records(id: number): readonly SearchRecord[] {
    return this.sections[id].records;
  }

  /** The section of a page's opening (its lvl1 record), by the page's URL without anchor. */
  opening(pageUrl: string): number | undefined {
    return this.openings.get(pageUrl);
  }

  /**
   * The record a hit shows, as DocSearch's ranking would pick it among the
   * records of one URL: the one whose own words hold the most matched words,
   * the heading (or page) record on a tie, since headings rank above text.
   */
  bestRecord(id: number, matched: ReadonlySet<string>): SearchRecord {
    const section = this.sections[id];
    let best = 0;
    let bestCount = -1;
    section.recordTerms ??= section.records.map(ownTerms);
    section.recordTerms.forEach((terms, index) => {
      let count = 0;
      for (const term of matched) if (terms.has(term)) count += 1;
      if (count > bestCount) {
        best = index;
        bestCount = count;
      }
    });
    return section.records[best];
  }
}
