// Makes the browser's router match every route case-sensitively, as the files
// of a static host do. Docusaurus's router matches without regard to case, so
// at /DOCS/INTRODUCTION the host sends its not-found page and the browser then
// draws the Introduction over it (a hydration error).
// Two parts, because Docusaurus matches routes in two ways and both must agree:
//  - sensitiveRoutes.ts (a client module) marks every route `sensitive`, which
//    the route lookups honour (the code preloaded before the first render, the
//    docs' own choice of page);
//  - renderRoutes.ts stands in for `@docusaurus/renderRoutes`, which draws the
//    matching route at each level and would drop that flag: the one it wraps
//    (react-router-config) does not pass `sensitive` on to the router.
// With only the first part, /DOCS/INTRODUCTION preloaded the not-found page while
// the router drew the docs layout, whose code was not loaded yet, so the server's
// HTML stayed and the layout was drawn a second time below it.
import {fileURLToPath} from 'node:url';

import type {Plugin} from '@docusaurus/types';

import {bundlerAliases} from '../shared/bundlerConfig';

/** The module Docusaurus's client code imports to draw nested routes. */
export const RENDER_ROUTES_MODULE = '@docusaurus/renderRoutes';

export const RENDER_ROUTES_REPLACEMENT = fileURLToPath(new URL('./renderRoutes.ts', import.meta.url));

export default function caseSensitiveRoutesPlugin(): Plugin {
  return {
    name: 'case-sensitive-routes',
    getClientModules: () => [fileURLToPath(new URL('./sensitiveRoutes.ts', import.meta.url))],
    // Server and browser alike, so that both render the same routes the same way.
    configureWebpack(config) {
      const aliases = bundlerAliases(config, 'case-sensitive-routes', [RENDER_ROUTES_MODULE]);
      aliases[RENDER_ROUTES_MODULE] = RENDER_ROUTES_REPLACEMENT;
      return {};
    },
  };
}
