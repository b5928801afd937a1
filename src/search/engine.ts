// The local search engine: MiniSearch over the records of the static index,
// answering DocSearch's requests in Algolia's response shape. Loaded lazily
// (see client.ts), never with the page.
import MiniSearch, {type Query, type SearchResult} from 'minisearch';

import {escapeHtml, highlight, snippet, type HighlightResult, type HighlightTags, type SnippetResult, type TermMatcher} from './highlight';
import {pageRecords} from './records';
import {SYNONYMS} from './synonyms';
import {indexTerms, queryWords, STOP_WORDS, tokenize, type QueryWord} from './tokenize';
import {typoCandidates} from './typos';
import type {Hierarchy, IndexShard, SearchRecord} from './types';

/** The part of an Algolia search request the local engine honours. */
export interface SearchRequest {
  query?: string;
  indexName?: string;
  hitsPerPage?: number;
  page?: number;
  /** Names such as "content:10": snippet the attribute to that many words. */
  attributesToSnippet?: string[];
  attributesToRetrieve?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** ANDed entries; an array entry is ORed inside, as Algolia does: ["language:en", ["docusaurus_tag:default", ...]]. */
  facetFilters?: string | readonly (string | readonly string[])[];
  clickAnalytics?: boolean;
}

type HierarchyResults<T> = Partial<Record<keyof Hierarchy, T>>;

/** A hit in Algolia's shape. Every text field is HTML-escaped: DocSearch renders them as HTML. */
export interface SearchHit extends Omit<SearchRecord, 'hierarchy'> {
  hierarchy: Record<keyof Hierarchy, string | null>;
  _highlightResult: {hierarchy: HierarchyResults<HighlightResult>; content?: HighlightResult};
  _snippetResult: {hierarchy: HierarchyResults<SnippetResult>; content?: SnippetResult};
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  queryID: string;
}

const HIERARCHY_KEYS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const DEFAULT_HITS_PER_PAGE = 20;
/** Rows of one docs page in a response (not a page of results): its page hit and its best other hit. */
const ROWS_PER_DOC = 2;
const DEFAULT_TAGS: HighlightTags = {pre: '<em>', post: '</em>'};

/**
 * Titles and headings rank above body text; the section name (lvl0) barely
 * counts. A page's path counts as much as a heading: it holds the qualifier of
 * an API item (namespaces/Inputs/functions/files is Inputs.files).
 */
const FIELD_BOOST = {title: 6, headings: 3, path: 3, text: 1, section: 0.3};
/** Weight of a word found through a typo, a synonym, its plural or singular, or as the start of a longer word. */
const TYPO_WEIGHT = 0.45;
const SYNONYM_WEIGHT = 0.6;
const INFLECTION_WEIGHT = 0.5;
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
const TYPE_BOOST: Record<SearchRecord['type'], number> = {lvl1: 1.5, lvl2: 1.25, lvl3: 1.15, lvl4: 1.1, lvl5: 1.1, lvl6: 1.1, content: 1};
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

let queryCounter = 0;
/** Algolia returns a 32-hex-digit queryID when asked for click analytics; DocSearch reads it either way. */
function nextQueryID(): string {
  queryCounter += 1;
  const random = Math.floor(Math.random() * 0x1_0000_0000).toString(16).padStart(8, '0');
  return (Date.now().toString(16) + random + queryCounter.toString(16)).padStart(32, '0').slice(-32);
}

type FacetTest = (record: SearchRecord) => boolean;

function facetTest(filter: string): FacetTest {
  const separator = filter.indexOf(':');
  if (separator < 0) return () => false;
  const attribute = filter.slice(0, separator);
  let value = filter.slice(separator + 1);
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  return (record) => {
    const actual = (record as unknown as Record<string, unknown>)[attribute];
    return (String(actual) === value) !== negated;
  };
}

function compileFacetFilters(filters: SearchRequest['facetFilters']): FacetTest | undefined {
  if (filters === undefined) return undefined;
  const clauses = (typeof filters === 'string' ? [filters] : filters).map((clause) => {
    const alternatives = (typeof clause === 'string' ? [clause] : clause).map(facetTest);
    return (record: SearchRecord) => alternatives.some((test) => test(record));
  });
  if (clauses.length === 0) return undefined;
  return (record) => clauses.every((test) => test(record));
}

function snippetLengths(attributes: readonly string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name, words] = attribute.split(':');
    const count = Number(words);
    lengths.set(name, Number.isInteger(count) && count > 0 ? count : 10);
  }
  return lengths;
}

/**
 * What the engine indexes: one URL of the site, that is a page's opening (its
 * title, description and first paragraphs) or one heading with the text under
 * it. DocSearch shows one hit per URL, so this is the unit hits are ranked on;
 * which of its records the hit shows is decided per query (bestRecord).
 */
/** One row of a response: a section of the index, shown as the page hit or as itself. */
interface Row {
  id: number;
  /** The indexed terms the query matched in it (in all of the page's sections, for a page row). */
  terms: string[];
  page: boolean;
}

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
  return tokenize([heading, record.content].filter(Boolean).join(' '))
    .map((token) => token.terms.filter((term) => term.length > 1 && !STOP_WORDS.has(term)))
    .filter((terms) => terms.length > 0);
}

export class LocalSearchIndex {
  private readonly sections: Section[] = [];
  private records = 0;
  private readonly miniSearch: MiniSearch<Section>;
  /** How often each indexed term occurs, to pick the expansions of a short prefix. */
  private readonly termCounts = new Map<string, number>();
  private sortedTerms: string[] | undefined;
  private readonly expansions = new Map<string, string[]>();
  private readonly typoCache = new Map<string, string[]>();
  /** The section of each page's opening (its lvl1 record), by URL without anchor. */
  private readonly openings = new Map<string, number>();

  constructor(shards: readonly IndexShard[], origin: string) {
    const counts = this.termCounts;
    const termsOfText = new Map<string, string[]>();
    this.miniSearch = new MiniSearch<Section>({
      idField: 'id',
      fields: ['section', 'title', 'headings', 'path', 'text'],
      extractField: (section, field) => {
        if (field === 'id') return section.id;
        const {hierarchy, type, url_without_anchor: url} = section.records[0];
        if (field === 'section') return hierarchy.lvl0;
        if (field === 'title') return hierarchy.lvl1;
        // Only the page's opening: the page is the answer, not each of its sections.
        if (field === 'path') return type === 'lvl1' ? pathText(url) : '';
        if (field === 'headings') return HEADING_LEVELS.map((level) => hierarchy[level]).filter(Boolean).join(' ');
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
    return this.records;
  }

  private addShard(shard: IndexShard, origin: string): void {
    const added: Section[] = [];
    for (const [section, title, path, language, docusaurusTag, entries, description] of shard.pages) {
      const page = {section: shard.sections[section], title, path, language, docusaurusTag, entries, description: description ?? null};
      const records = pageRecords(page, origin);
      this.records += records.length;
      for (const sectionRecords of sectionsOf(records)) {
        const entry: Section = {id: this.sections.length, records: sectionRecords};
        if (sectionRecords[0].type === 'lvl1') this.openings.set(sectionRecords[0].url_without_anchor, entry.id);
        this.sections.push(entry);
        added.push(entry);
      }
    }
    this.miniSearch.addAll(added);
    this.sortedTerms = undefined;
    this.expansions.clear();
    this.typoCache.clear();
  }

  /** The singular or plural of each term that the index holds: "alias" also finds "aliases". */
  private inflections(terms: readonly string[]): string[] {
    const forms: string[] = [];
    for (const term of terms) {
      if (term.length < ONE_TYPO_FROM) continue;
      const candidates = term.endsWith('es') ? [term.slice(0, -1), term.slice(0, -2)] : term.endsWith('s') ? [term.slice(0, -1)] : [`${term}s`, `${term}es`];
      for (const form of candidates) if (this.termCounts.has(form) && !terms.includes(form)) forms.push(form);
    }
    return forms;
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
  private wordQuery(word: QueryWord, joined: readonly string[]): Query {
    const exact = [...word.terms, ...joined.filter((term) => this.termCounts.has(term))];
    const queries: Query[] = [{queries: exact, combineWith: 'OR', prefix: false, fuzzy: false}];
    const inflections = this.inflections(word.terms);
    if (inflections.length > 0) {
      queries.push({queries: inflections, combineWith: 'OR', prefix: false, fuzzy: false, boostTerm: () => INFLECTION_WEIGHT});
    }
    // A word being typed that starts indexed words is not a typo yet. A word
    // found through a typo may itself be the start of a longer word (instlal → installation).
    const typos = word.terms.flatMap((term) => (word.prefix && this.startsAWord(term) ? [] : this.typos(term)));
    if (typos.length > 0) queries.push({queries: typos, combineWith: 'OR', prefix: true, fuzzy: false, boostTerm: () => TYPO_WEIGHT});
    const synonyms = word.terms.flatMap((term) => SYNONYMS[term] ?? []).filter((term) => !word.terms.includes(term));
    if (synonyms.length > 0) {
      queries.push({queries: synonyms, combineWith: 'OR', prefix: false, fuzzy: false, boostTerm: () => SYNONYM_WEIGHT});
    }
    if (word.prefix) {
      const long = word.terms.filter((term) => term.length > 2);
      if (long.length > 0) queries.push({queries: long, combineWith: 'OR', prefix: true, fuzzy: false});
      for (const term of word.terms.filter((term) => term.length <= 2)) {
        const expansion = this.expandShortPrefix(term);
        // Scored like the prefix matches.
        if (expansion.length > 0) {
          queries.push({queries: expansion, combineWith: 'OR', prefix: false, fuzzy: false, fields: SHORT_PREFIX_FIELDS, boostTerm: () => PREFIX_WEIGHT});
        }
      }
    }
    return {queries, combineWith: 'OR'};
  }

  private run(words: QueryWord[], combineWith: 'AND' | 'OR', filter: FacetTest | undefined): SearchResult[] {
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
    const queries = words.map((word, index) => this.wordQuery(word, joinedTerms[index]));
    const results = this.miniSearch.search(
      {queries, combineWith},
      {
        tokenize: (term) => [term],
        processTerm: (term) => term,
        boost: FIELD_BOOST,
        weights: {prefix: PREFIX_WEIGHT, fuzzy: TYPO_WEIGHT},
        boostDocument: (id: number) => TYPE_BOOST[sections[id].records[0].type],
        filter: filter && ((result) => filter(sections[result.id as number].records[0])),
      },
    );
    if (words.length < 2) return results;
    const alternatives = queries.map((query) => new Set(termsOf(query)));
    const matches = (token: string[], index: number) =>
      token.some((term) => alternatives[index].has(term) || (words[index].prefix && words[index].terms.some((prefix) => term.startsWith(prefix))));
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
        result.score *= 1 + PHRASE_BOOST * (this.phrasePairs(sections[result.id as number], words.length, matches) / (words.length - 1));
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
  private phrasePairs(section: Section, wordCount: number, matches: (token: string[], word: number) => boolean): number {
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

  search(request: SearchRequest): SearchResponse {
    const started = performance.now();
    const query = request.query ?? '';
    const hitsPerPage = Math.max(0, Math.min(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE, 1000));
    const page = Math.max(0, request.page ?? 0);
    const words = queryWords(query);
    const filter = compileFacetFilters(request.facetFilters);

    // All words must match, as in Algolia; when that finds nothing (or little,
    // for a longer query), any word may, and sections holding more of the
    // words rank first.
    let results = words.length > 0 ? this.run(words, 'AND', filter) : [];
    const enough = words.length >= LONG_QUERY_WORDS ? ENOUGH_RESULTS : 1;
    if (results.length < enough && words.length > 1) results = this.run(words, 'OR', filter);

    const ranked = this.grouped(results);
    const pageResults = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const tags: HighlightTags = request.highlightPreTag !== undefined && request.highlightPostTag !== undefined
      ? {pre: request.highlightPreTag, post: request.highlightPostTag}
      : DEFAULT_TAGS;
    const hits = pageResults.map((row) => this.toHit(row, words, request, tags));
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(ranked.length / hitsPerPage) : 0,
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
      query,
      params: new URLSearchParams({query, hitsPerPage: String(hitsPerPage)}).toString(),
      index: request.indexName ?? '',
      queryID: nextQueryID(),
    };
  }

  /**
   * The rows of the response, grouped as DocSearch shows them: sections of the
   * site (lvl0) in the order of their best hit, pages (lvl1) inside a section
   * likewise. Each page leads with its page hit, which DocSearch needs to save
   * a selected text hit to the recent searches (it saves the page hit of the
   * text hit's group), followed by its best other hit: two rows a page, so
   * that a group of 5 rows shows 3 pages.
   */
  private grouped(results: SearchResult[]): Row[] {
    // Results come best first, and Maps keep insertion order: one pass groups them.
    const bySection = new Map<string, Map<string, SearchResult[]>>();
    for (const result of results) {
      const {hierarchy, url_without_anchor: docUrl} = this.sections[result.id as number].records[0];
      let docs = bySection.get(hierarchy.lvl0);
      if (!docs) bySection.set(hierarchy.lvl0, (docs = new Map()));
      const hits = docs.get(docUrl);
      if (hits) hits.push(result);
      else docs.set(docUrl, [result]);
    }
    const rows: Row[] = [];
    for (const docs of bySection.values()) {
      for (const [docUrl, hits] of docs) {
        const opening = this.openings.get(docUrl);
        const terms = [...new Set(hits.flatMap((hit) => hit.terms))];
        if (opening === undefined) {
          rows.push(...hits.slice(0, ROWS_PER_DOC).map((hit) => ({id: hit.id as number, terms: hit.terms, page: false})));
          continue;
        }
        const openingHit = hits.find((hit) => hit.id === opening);
        const pageRows: Row[] = [{id: opening, terms: openingHit?.terms ?? terms, page: true}];
        for (const hit of hits) {
          if (pageRows.length === ROWS_PER_DOC) break;
          if (hit.id !== opening) pageRows.push({id: hit.id as number, terms: hit.terms, page: false});
        }
        rows.push(...pageRows);
      }
    }
    return rows;
  }

  /**
   * The record a hit shows, as DocSearch's ranking would pick it among the
   * records of one URL: the one whose own words hold the most matched words,
   * the heading (or page) record on a tie, since headings rank above text.
   */
  private bestRecord(section: Section, matched: ReadonlySet<string>): SearchRecord {
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

  private toHit(row: Row, words: QueryWord[], request: SearchRequest, tags: HighlightTags): SearchHit {
    const matched = new Set(row.terms);
    const section = this.sections[row.id];
    const best = this.bestRecord(section, matched);
    // A page row is the page's own record; when the words matched its opening text, it shows that text.
    const record: SearchRecord = row.page ? {...best, type: 'lvl1', objectID: section.records[0].objectID} : best;
    // A text word is highlighted when one of its terms is a matched term; it is
    // credited to the first query word whose terms start that term.
    const matcher: TermMatcher = (terms) => {
      const term = terms.find((candidate) => matched.has(candidate));
      if (term === undefined) return undefined;
      const word = words.find((candidate) => candidate.terms.some((queryTerm) => term.startsWith(queryTerm)));
      return (word ?? words[0]).terms[0];
    };
    const snippets = snippetLengths(request.attributesToSnippet);
    const ellipsis = request.snippetEllipsisText ?? '…';

    const hierarchy = {} as SearchHit['hierarchy'];
    const highlighted: SearchHit['_highlightResult'] = {hierarchy: {}};
    const snippeted: SearchHit['_snippetResult'] = {hierarchy: {}};
    for (const key of HIERARCHY_KEYS) {
      const text = record.hierarchy[key];
      hierarchy[key] = text === null ? null : escapeHtml(text);
      if (text === null) continue;
      highlighted.hierarchy[key] = highlight(text, matcher, words.length, tags);
      const length = snippets.get(`hierarchy.${key}`);
      if (length !== undefined) snippeted.hierarchy[key] = snippet(text, matcher, words.length, length, tags, ellipsis);
    }
    if (record.content !== null) {
      highlighted.content = highlight(record.content, matcher, words.length, tags);
      const length = snippets.get('content');
      if (length !== undefined) snippeted.content = snippet(record.content, matcher, words.length, length, tags, ellipsis);
    }
    return {
      ...record,
      hierarchy,
      content: record.content === null ? null : escapeHtml(record.content),
      _highlightResult: highlighted,
      _snippetResult: snippeted,
    };
  }
}
