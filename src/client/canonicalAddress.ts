// Keeps the page React draws the same as the page the server sent, whatever
// form of its address the reader typed, so that no address ends in a
// hydration error:
//  - Routes match case-sensitively, as the files of a static host do. The
//    router matches without regard to case by default, so /DOCS/INTRODUCTION
//    got the server's not-found page and then drew the Introduction over it.
//  - When the server sent a page at a form of its address that the router does
//    not know (//docs//introduction, /docs/introduction%2f on a host that
//    reads them as /docs/introduction), the address is replaced by the page's
//    canonical one before React starts, so the router draws that same page.
// Both run before hydration: client modules load before the app renders.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';

type Route = {sensitive?: boolean; routes?: Route[]};

function matchCaseSensitively(list: Route[]): void {
  for (const route of list) {
    route.sensitive = true;
    if (route.routes) matchCaseSensitively(route.routes);
  }
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname).replace(/\/$/, '');
  } catch {
    return pathname;
  }
}

/** The path of the served page's canonical link, unless the page is the not-found page (which has no address of its own). */
export function canonicalPathOfServedPage(canonicalHref: string | null | undefined): string | undefined {
  if (!canonicalHref) return undefined;
  const {pathname} = new URL(canonicalHref, window.location.href);
  return pathname.endsWith('/404.html') ? undefined : pathname;
}

matchCaseSensitively(routes as Route[]);

if (ExecutionEnvironment.canUseDOM) {
  const canonical = canonicalPathOfServedPage(document.querySelector('link[rel="canonical"]')?.getAttribute('href'));
  const {pathname, search, hash} = window.location;
  // A trailing slash is not a different page: both forms reach it.
  if (canonical !== undefined && decodedPath(canonical) !== decodedPath(pathname)) {
    window.history.replaceState(window.history.state, '', `${canonical}${search}${hash}`);
  }
}
