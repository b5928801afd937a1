// Keeps the page React draws the same as the page the server sent, whatever
// form of its address the reader typed, so that no address ends in a
// hydration error.
//  - When the server sent a page at a form of its address that the router does
//    not know (//docs//introduction, /docs/introduction%2f, /DOCS/INTRODUCTION
//    on a host that reads them as /docs/introduction; routes match with their
//    letter case, plugins/case-sensitive-routes), the address is replaced by
//    the page's canonical one before React starts, so the router draws that
//    same page.
// It runs before hydration: client modules load before the app renders.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** A path without its trailing slash: both forms reach the same page. Not decoded: %2f is not a slash to the router. */
const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/$/, '');

/** The path of the served page's canonical link, unless the page is the not-found page (which has no address of its own). */
export function canonicalPathOfServedPage(canonicalHref: string | null | undefined): string | undefined {
  if (!canonicalHref) return undefined;
  const {pathname} = new URL(canonicalHref, window.location.href);
  return pathname.endsWith('/404.html') ? undefined : pathname;
}

if (ExecutionEnvironment.canUseDOM) {
  const canonical = canonicalPathOfServedPage(document.querySelector('link[rel="canonical"]')?.getAttribute('href'));
  const {pathname, search, hash} = window.location;
  if (canonical !== undefined && withoutTrailingSlash(canonical) !== withoutTrailingSlash(pathname)) {
    window.history.replaceState(window.history.state, '', `${canonical}${search}${hash}`);
  }
}
