// Shapes shared by the build (plugins/search) and the browser (src/search):
// the pages extracted from the built HTML, the DocSearch records made from
// them, and the static index files the local search loads.

export const RECORD_LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type RecordLevel = (typeof RECORD_LEVELS)[number];
export type RecordType = RecordLevel | 'content';

/** lvl0 is the section (Documentation, API Reference, Blog), lvl1 the page title, lvl2+ the headings. */
export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** A DocSearch record, as the DocSearch crawler would write it, plus the contextual-search facets. */
export interface SearchRecord {
  objectID: string;
  /** Absolute URL, with the anchor of the nearest heading. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  /** The paragraph, list item or table cell; null for page and heading records. */
  content: string | null;
  /** From <meta name="docsearch:language">; the theme filters on it (language:en). */
  language: string;
  /** From <meta name="docsearch:docusaurus_tag">; the theme filters on it (docusaurus_tag:docs-default-current). */
  docusaurus_tag: string;
  /** DocSearch's ranking attributes: headings above text, earlier above later. */
  weight: {pageRank: number; level: number; position: number};
}

/**
 * A heading (level 2 to 6), a piece of text (level 0) or the code words of a
 * sample (CODE_LEVEL) of a page, in reading order.
 */
export type PageEntry = [level: number, text: string, anchor?: string];

/**
 * Level of an entry holding the names, option keys and commands of a code
 * sample. The local engine searches them, below the prose, as part of the
 * section that shows the sample; they make no DocSearch record (pageRecords).
 */
export const CODE_LEVEL = 9;

/** One indexable page, as extracted from its HTML. */
export interface ExtractedPage {
  section: string;
  title: string;
  /** Path of the page, base URL included, without anchor. */
  path: string;
  language: string;
  docusaurusTag: string;
  /** The page's meta description, the text of its page (lvl1) record; null when it repeats the first paragraph. */
  description: string | null;
  entries: PageEntry[];
}

/**
 * A page in an index shard: [section index, title, path, language, docusaurus_tag, entries, description?].
 * Arrays rather than objects keep the file small; the browser expands them into records.
 */
export type CompactPage = [
  section: number,
  title: string,
  path: string,
  language: string,
  tag: string,
  entries: PageEntry[],
  description?: string,
];

export interface IndexShard {
  version: typeof INDEX_VERSION;
  sections: string[];
  pages: CompactPage[];
}

/** Fixed-name file pointing to the content-hashed shards, so a deploy never serves a stale index. */
export interface IndexManifest {
  version: typeof INDEX_VERSION;
  /** Shard file names, relative to the manifest. */
  shards: string[];
  records: number;
}

export const INDEX_VERSION = 1;
/** Folder of the local index in the build output, under the base URL. */
export const INDEX_DIR = 'search-index';
export const MANIFEST_FILE = 'manifest.json';

/**
 * Algolia mode's word list for the no-results screen's suggestions, under
 * INDEX_DIR: the site's words, most frequent first (plugins/search/vocabulary.ts).
 */
export interface SearchVocabulary {
  words: string[];
}

/** Fixed name, revalidated like the manifest: a deploy's new words are seen at once. */
export const VOCABULARY_FILE = 'vocabulary.json';

/** Index name of local mode: it only names the browser storage of recent and favorite searches. */
export const LOCAL_INDEX_NAME = 'nadle';

/** Name of the search plugin, under which its global data is published. */
export const SEARCH_PLUGIN_NAME = 'nadle-search';

/**
 * What the search plugin tells the browser (usePluginData): the backend, and
 * the URL path, base URL included, of the index manifest in local mode or of
 * the word list in Algolia mode. Code that needs either asks for the mode
 * first, so both questions are one.
 */
export type SearchGlobalData = {mode: 'local'; manifestPath: string} | {mode: 'algolia'; vocabularyPath: string};
