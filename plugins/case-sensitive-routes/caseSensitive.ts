/** A route of the generated route list, as far as matching goes: its flag and its nested routes. */
export interface NestedRoute {
  sensitive?: boolean;
  routes?: NestedRoute[];
}

/**
 * Marks every route `sensitive`, at every level of nesting: the docs are three
 * nested layout routes (/docs) around their pages, and a layout that matched
 * /Docs/... while its pages did not would draw the docs layout around a
 * not-found text instead of the site's not-found page.
 */
export function matchCaseSensitively(list: NestedRoute[]): void {
  for (const route of list) {
    route.sensitive = true;
    if (route.routes) matchCaseSensitively(route.routes);
  }
}
