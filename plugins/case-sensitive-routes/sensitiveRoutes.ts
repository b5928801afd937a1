// Marks every route of the site `sensitive`, so that a path matches a route only
// with the same letter case (plugins/case-sensitive-routes/index.ts says why).
// Every level of nesting: the docs are three nested layout routes (/docs) around
// their pages, and a layout that matched /Docs/... while its pages did not would
// draw the docs layout around a not-found text instead of the site's not-found page.
// A client module runs before the app is built from the route list and before
// the first page's code is preloaded, so every lookup sees the flag.
import routes from '@generated/routes';

export interface NestedRoute {
  sensitive?: boolean;
  routes?: NestedRoute[];
}

export function matchCaseSensitively(list: NestedRoute[]): void {
  for (const route of list) {
    route.sensitive = true;
    if (route.routes) matchCaseSensitively(route.routes);
  }
}

matchCaseSensitively(routes);
