// The local search engine: MiniSearch over the records of the static index,
// answering DocSearch's requests in Algolia's response shape. Loaded lazily
// (see client.ts), never with the page.
import MiniSearch, {type Query, type SearchResult} from 'minisearch';

import {escapeHtml, highlight, snippet, type HighlightResult, type HighlightTags, type SnippetResult, type TermMatcher} from './highlight';
import {pageRecords} from './records';
import {indexTerms, queryWords, type QueryWord} from './tokenize';
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
const DEFAULT_TAGS: HighlightTags = {pre: '<em>', post: '</em>'};

/** Titles and headings rank above body text; the section name (lvl0) barely counts. */
const FIELD_BOOST = {title: 6, headings: 3, text: 1, section: 0.3};
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

function fuzziness(term: string): number | false {
  if (term.length >= TWO_TYPOS_FROM) return 2;
  if (term.length >= ONE_TYPO_FROM) return 1;
  return false;
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

export class LocalSearchIndex {
  private readonly sections: Section[] = [];
  private records = 0;
  private readonly miniSearch: MiniSearch<Section>;
  /** How often each indexed term occurs, to pick the expansions of a short prefix. */
  private readonly termCounts = new Map<string, number>();
  private sortedTerms: string[] | undefined;
  private readonly expansions = new Map<string, string[]>();

  constructor(shards: readonly IndexShard[], origin: string) {
    const counts = this.termCounts;
    const termsOfText = new Map<string, string[]>();
    this.miniSearch = new MiniSearch<Section>({
      idField: 'id',
      fields: ['section', 'title', 'headings', 'text'],
      extractField: (section, field) => {
        if (field === 'id') return section.id;
        const {hierarchy} = section.records[0];
        if (field === 'section') return hierarchy.lvl0;
        if (field === 'title') return hierarchy.lvl1;
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
        this.sections.push(entry);
        added.push(entry);
      }
    }
    this.miniSearch.addAll(added);
    this.sortedTerms = undefined;
    this.expansions.clear();
  }

  /** The most frequent indexed words starting with a one- or two-letter prefix. */
  private expandShortPrefix(prefix: string): string[] {
    const cached = this.expansions.get(prefix);
    if (cached) return cached;
    this.sortedTerms ??= [...this.termCounts.keys()].sort();
    const terms = this.sortedTerms;
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (terms[middle] < prefix) low = middle + 1;
      else high = middle;
    }
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

  private wordQuery(word: QueryWord): Query {
    const queries: Query[] = [{queries: word.terms, combineWith: 'OR', prefix: false, fuzzy: fuzziness}];
    if (word.prefix) {
      const long = word.terms.filter((term) => term.length > 2);
      if (long.length > 0) queries.push({queries: long, combineWith: 'OR', prefix: true, fuzzy: false});
      for (const term of word.terms.filter((term) => term.length <= 2)) {
        const expansion = this.expandShortPrefix(term);
        // Scored like MiniSearch's own prefix matches.
        if (expansion.length > 0) {
          queries.push({queries: expansion, combineWith: 'OR', prefix: false, fuzzy: false, fields: SHORT_PREFIX_FIELDS, boostTerm: () => 0.375});
        }
      }
    }
    return {queries, combineWith: 'OR'};
  }

  private run(words: QueryWord[], combineWith: 'AND' | 'OR', filter: FacetTest | undefined): SearchResult[] {
    const sections = this.sections;
    return this.miniSearch.search(
      {queries: words.map((word) => this.wordQuery(word)), combineWith},
      {
        tokenize: (term) => [term],
        processTerm: (term) => term,
        boost: FIELD_BOOST,
        weights: {prefix: 0.375, fuzzy: 0.45},
        boostDocument: (id: number) => TYPE_BOOST[sections[id].records[0].type],
        filter: filter && ((result) => filter(sections[result.id as number].records[0])),
      },
    );
  }

  search(request: SearchRequest): SearchResponse {
    const started = performance.now();
    const query = request.query ?? '';
    const hitsPerPage = Math.max(0, Math.min(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE, 1000));
    const page = Math.max(0, request.page ?? 0);
    const words = queryWords(query);
    const filter = compileFacetFilters(request.facetFilters);

    // All words must match, as in Algolia; when that finds nothing, any word may.
    let results = words.length > 0 ? this.run(words, 'AND', filter) : [];
    if (results.length === 0 && words.length > 1) results = this.run(words, 'OR', filter);

    const ranked = this.grouped(results);
    const pageResults = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const tags: HighlightTags = request.highlightPreTag !== undefined && request.highlightPostTag !== undefined
      ? {pre: request.highlightPreTag, post: request.highlightPostTag}
      : DEFAULT_TAGS;
    const hits = pageResults.map((result) => this.toHit(result, words, request, tags));
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
   * Hits grouped as DocSearch shows them: sections of the site (lvl0) in the
   * order of their best hit, pages (lvl1) inside a section likewise, then hits
   * by score.
   */
  private grouped(results: SearchResult[]): SearchResult[] {
    // Results come best first, and Maps keep insertion order: one pass groups them.
    const bySection = new Map<string, Map<string, SearchResult[]>>();
    for (const result of results) {
      const {hierarchy, url_without_anchor: page} = this.sections[result.id as number].records[0];
      let pages = bySection.get(hierarchy.lvl0);
      if (!pages) bySection.set(hierarchy.lvl0, (pages = new Map()));
      const hits = pages.get(page);
      if (hits) hits.push(result);
      else pages.set(page, [result]);
    }
    return [...bySection.values()].flatMap((pages) => [...pages.values()].flat());
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

  private toHit(result: SearchResult, words: QueryWord[], request: SearchRequest, tags: HighlightTags): SearchHit {
    const matched = new Set(result.terms);
    const record = this.bestRecord(this.sections[result.id as number], matched);
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
