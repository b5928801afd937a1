// Where focus goes after the reader chooses a search result: to the section
// the link leads to (its heading), or to the page's main heading, once the
// new page is drawn. Without this, focus would return to the search button
// of a page the reader has left.

/** How long to wait for the page of a result to be drawn. */
const LANDING_TIMEOUT_MS = 3000;
/** Longer than the theme takes to move focus to the top of a page it has just drawn. */
const THEME_FOCUS_DELAY_MS = 150;

function landingTarget(url: URL): HTMLElement | null {
  if (window.location.pathname !== url.pathname) return null;
  const id = decodeURIComponent(url.hash.slice(1));
  if (id) return document.getElementById(id);
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
}

/** Focuses the section `url` leads to once it is on the screen, without scrolling: the router scrolls to it. */
export function focusLanding(href: string): void {
  const url = new URL(href, window.location.href);
  const started = performance.now();
  const attempt = () => {
    const target = landingTarget(url);
    if (target) {
      // A heading is not focusable by default; -1 keeps it out of the Tab order.
      if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
      target.focus({preventScroll: true});
      // After a navigation without an anchor, the theme moves focus to the top
      // of the new page once it is drawn; the chosen result is where it belongs.
      window.setTimeout(() => {
        const active = document.activeElement;
        if (target.isConnected && active !== target && !document.querySelector('main')?.contains(active)) target.focus({preventScroll: true});
      }, THEME_FOCUS_DELAY_MS);
    } else if (performance.now() - started < LANDING_TIMEOUT_MS) {
      requestAnimationFrame(attempt);
    }
  };
  requestAnimationFrame(attempt);
}
