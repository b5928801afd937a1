// Docusaurus fetches ahead the code of every page a visible link leads to: for
// each such page, one <link rel="prefetch"> per file of code it needs. Pages of
// one section share most of their files (the docs layout, the sidebar), and
// Docusaurus adds a new element for a file however often it was asked before:
// on the API index page a phone appends 170 of them, for 17 files, in one task
// right after the page has hydrated. This plugin stands in for the module that
// adds them (`prefetch.ts`), which asks for each file once.
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

import type {Plugin} from '@docusaurus/types';

/** The file Docusaurus's client code imports (as `./prefetch`) to fetch one file ahead. */
export const PREFETCH_MODULE = createRequire(import.meta.url).resolve('@docusaurus/core/lib/client/prefetch.js');

export const PREFETCH_REPLACEMENT = fileURLToPath(new URL('./prefetch.ts', import.meta.url));

export default function prefetchOncePlugin(): Plugin {
  return {
    name: 'prefetch-once',
    configureWebpack(config, isServer) {
      // Only the browser prefetches.
      if (isServer) return {};
      return {resolve: {alias: {[PREFETCH_MODULE]: PREFETCH_REPLACEMENT}}};
    },
  };
}
