// Settings shared by the search benchmark next to peers (../search-peers.ts): the
// pinned peer versions, the queries typed key by key and the rank cut-off.

export const PEER_VERSIONS = {
  easyops: '0.55.3',
  pagefind: '1.6.0',
  /** The version this site uses; the template's newest @docsearch/react 4 needs @docsearch/core 4.7.1, which not every registry serves (builds.ts). */
  docsearch: '3.9.0',
};

/** Queries typed one key at a time for the per-keystroke latency (the same as the local benchmark's). */
export const TYPED_QUERIES = [
  'install',
  'workspace',
  'dependsOn',
  'configure task',
  'misspelled task name',
  'CopyTask',
];
export const COLD_QUERY = 'workspace';
/** Ranks beyond this count as a miss for every engine (MRR@10). */
export const MAX_RANK = 10;
/** Results whose text Pagefind's UI loads at once (its page size). */
export const PAGEFIND_SHOWN = 5;

export const log = (message: string) => console.log(`[bench:search peers] ${message}`);
