// The reader's saved searches (DocSearch's recent and favorite lists in local
// storage), checked before the modal reads them. DocSearch parses them with a
// bare JSON.parse and draws whatever it finds: text that is not JSON, a value
// that is not a list, or an entry without a hierarchy crashes the modal, and
// an entry's fields are drawn as HTML. Here a malformed list is cleared, a
// malformed entry dropped and the rest kept; stored text is drawn as text
// (storedText, used by the SearchBar's Hit).

/** DocSearch's storage keys, per index name. */
export function storedSearchKeys(indexName: string): string[] {
  return [`__DOCSEARCH_RECENT_SEARCHES__${indexName}`, `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`];
}

const TYPES = new Set(['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']);
const HEADING_KEYS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
/** Fields of a result that DocSearch strips before saving; a stored entry holding them was not saved by it. */
const RESULT_ONLY_KEYS = ['_highlightResult', '_snippetResult', '__docsearch_parent'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/** A link of the site or another http(s) page: never javascript: or data:, which a stored entry could hold. */
function isSafeUrl(url: string, origin: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url, origin).protocol);
  } catch {
    return false;
  }
}

/** The entry as DocSearch can draw it, or null when it is malformed. */
export function validStoredSearch(entry: unknown, origin: string): Record<string, unknown> | null {
  if (!isRecord(entry)) return null;
  const {objectID, url, type, hierarchy, content} = entry;
  if (typeof objectID !== 'string' || objectID === '') return null;
  if (typeof url !== 'string' || !isSafeUrl(url, origin)) return null;
  if (typeof type !== 'string' || !TYPES.has(type)) return null;
  if (!isRecord(hierarchy) || typeof hierarchy.lvl0 !== 'string' || typeof hierarchy.lvl1 !== 'string') return null;
  if (!HEADING_KEYS.every((key) => optionalText(hierarchy[key]))) return null;
  if (!optionalText(content)) return null;
  // The row shows the field its type names: a heading row needs its heading, a text row its text.
  if (type === 'content' ? typeof content !== 'string' : typeof hierarchy[type] !== 'string') return null;
  const kept = {...entry};
  for (const key of RESULT_ONLY_KEYS) delete kept[key];
  return kept;
}

/** The valid entries of one stored list; an unreadable list is empty. */
export function validStoredSearches(stored: string | null, origin: string): unknown[] {
  if (stored === null) return [];
  let list: unknown;
  try {
    list = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.map((entry) => validStoredSearch(entry, origin)).filter((entry) => entry !== null);
}

/**
 * Rewrites each saved-search list of `indexName` to its valid entries, before
 * DocSearch reads it. Storage that cannot be read or written (private mode,
 * blocked cookies) is left alone: DocSearch then keeps no history.
 */
export function repairStoredSearches(indexName: string): void {
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    return;
  }
  for (const key of storedSearchKeys(indexName)) {
    try {
      const stored = storage.getItem(key);
      if (stored === null) continue;
      const repaired = JSON.stringify(validStoredSearches(stored, window.location.origin));
      if (repaired !== stored) storage.setItem(key, repaired);
    } catch {
      // Unreadable or full storage: DocSearch's own check turns history off.
    }
  }
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/**
 * The text of a stored field. Saved results hold the escaped text of a hit
 * ("&lt;em&gt;"): its character references are read back, and anything else,
 * markup included, stays as written and is shown as text.
 */
export function storedText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]);
}
