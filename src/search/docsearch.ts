// The local engine's answers in the shape DocSearch asks for: Algolia's search
// request and response. The ranking is engine.ts; this file decides what the
// modal shows of it: the filters of the request, the rows of each page and
// group, and each hit's highlighted, snippeted and escaped fields.
import {
  escapeHtml,
  highlight,
  snippet,
  type HighlightResult,
  type HighlightTags,
  type SnippetResult,
  type TermMatcher,
} from './highlight';
import type {QueryWord} from './tokenize';
import type {Hierarchy, SearchRecord} from './types';
import type {LocalSearchIndex, RankedSection, RecordFilter} from './engine';

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
/** DocSearch's default page of hits: its modal shows at most this many. */
const DEFAULT_HITS_PER_PAGE = 20;
/**
 * Rows of one docs page in a response (not a page of results): its page hit
 * and its best other hit. The modal shows 5 rows of a group (lvl0), so a group
 * shows at least 2 docs pages and the start of a third.
 */
const ROWS_PER_DOC = 2;
const DEFAULT_TAGS: HighlightTags = {pre: '<em>', post: '</em>'};

let queryCounter = 0;
/** Algolia returns a 32-hex-digit queryID when asked for click analytics; DocSearch reads it either way. */
function nextQueryID(): string {
  queryCounter += 1;
  const random = Math.floor(Math.random() * 0x1_0000_0000)
    .toString(16)
    .padStart(8, '0');
  return (Date.now().toString(16) + random + queryCounter.toString(16)).padStart(32, '0').slice(-32);
}

function facetTest(filter: string): RecordFilter {
  const separator = filter.indexOf(':');
  if (separator < 0) return () => false;
  const attribute = filter.slice(0, separator);
  let value = filter.slice(separator + 1);
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  return (record) => {
    // Only the record's own attributes: "constructor:x" names no facet.
    const actual = Object.hasOwn(record, attribute)
      ? (record as unknown as Record<string, unknown>)[attribute]
      : undefined;
    return (String(actual) === value) !== negated;
  };
}

export function compileFacetFilters(filters: SearchRequest['facetFilters']): RecordFilter | undefined {
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

/** One row of a response: a section of the index, shown as the page hit or as itself. */
interface Row {
  /** The section's id in the engine. */
  id: number;
  /** The indexed terms the query matched in it (in all of the page's sections, for a page row). */
  terms: string[];
  page: boolean;
}

/**
 * The rows of the response, grouped as DocSearch shows them: sections of the
 * site (lvl0) in the order of their best hit, pages (lvl1) inside a section
 * likewise. Each page leads with its page hit, which DocSearch needs to save
 * a selected text hit to the recent searches (it saves the page hit of the
 * text hit's group), followed by its best other hit (ROWS_PER_DOC).
 */
function grouped(index: LocalSearchIndex, results: readonly RankedSection[]): Row[] {
  // Results come best first, and Maps keep insertion order: one pass groups them.
  const bySection = new Map<string, Map<string, RankedSection[]>>();
  for (const result of results) {
    const {hierarchy, url_without_anchor: docUrl} = index.records(result.id)[0];
    let docs = bySection.get(hierarchy.lvl0);
    if (!docs) bySection.set(hierarchy.lvl0, (docs = new Map<string, RankedSection[]>()));
    const hits = docs.get(docUrl);
    if (hits) hits.push(result);
    else docs.set(docUrl, [result]);
  }
  const rows: Row[] = [];
  for (const docs of bySection.values()) {
    for (const [docUrl, hits] of docs) {
      const opening = index.opening(docUrl);
      const terms = [...new Set(hits.flatMap((hit) => hit.terms))];
      if (opening === undefined) {
        rows.push(...hits.slice(0, ROWS_PER_DOC).map((hit) => ({id: hit.id, terms: hit.terms, page: false})));
        continue;
      }
      const openingHit = hits.find((hit) => hit.id === opening);
      const pageRows: Row[] = [{id: opening, terms: openingHit?.terms ?? terms, page: true}];
      for (const hit of hits) {
        if (pageRows.length === ROWS_PER_DOC) break;
        if (hit.id !== opening) pageRows.push({id: hit.id, terms: hit.terms, page: false});
      }
      rows.push(...pageRows);
    }
  }
  return rows;
}

function toHit(
  index: LocalSearchIndex,
  row: Row,
  words: QueryWord[],
  request: SearchRequest,
  tags: HighlightTags,
): SearchHit {
  const matched = new Set(row.terms);
  const records = index.records(row.id);
  const best = index.bestRecord(row.id, matched);
  // A page row is the page's own record; when the words matched its opening text, it shows that text.
  const record: SearchRecord = row.page ? {...best, type: 'lvl1', objectID: records[0].objectID} : best;
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
    if (length !== undefined)
      snippeted.content = snippet(record.content, matcher, words.length, length, tags, ellipsis);
  }
  return {
    ...record,
    hierarchy,
    content: record.content === null ? null : escapeHtml(record.content),
    _highlightResult: highlighted,
    _snippetResult: snippeted,
  };
}

/** Answers one DocSearch request from the local index. */
export function answer(index: LocalSearchIndex, request: SearchRequest): SearchResponse {
  const started = performance.now();
  const query = request.query ?? '';
  const hitsPerPage = Math.max(0, Math.min(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE, 1000));
  const page = Math.max(0, request.page ?? 0);
  const {words, results} = index.rank(query, compileFacetFilters(request.facetFilters));
  const ranked = grouped(index, results);
  const pageRows = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const tags: HighlightTags =
    request.highlightPreTag !== undefined && request.highlightPostTag !== undefined
      ? {pre: request.highlightPreTag, post: request.highlightPostTag}
      : DEFAULT_TAGS;
  return {
    hits: pageRows.map((row) => toHit(index, row, words, request, tags)),
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
