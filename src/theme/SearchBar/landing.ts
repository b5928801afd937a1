// Where focus goes after the reader chooses a search result: to the section
// the link leads to (its heading), or to the page's main heading, once the
// new page is drawn. Without this, focus would return to the search button
// of a page the reader has left. Closed without a result, the modal gives
// focus back to the control that opened it (./opener.ts). This part comes
// with the modal's chunk, not with every page.

/** How long to wait for the page of a result to be drawn. */
const LANDING_TIMEOUT_MS = 5000;
/**
 * After a navigation without an anchor, the theme moves focus to the top of
 * the new page once it is drawn; focus is checked again this long after it was
 * given, and given back to the chosen result if the theme took it.
 */
const THEME_FOCUS_CHECKS_MS = [150, 500];

function targetOf(url: URL): HTMLElement | null {
  const id = decodeURIComponent(url.hash.slice(1));
  if (id) return document.getElementById(id);
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
}

/** Where a chosen result leads, noted before the router moves: the old page's element that must not get the focus. */
export interface Landing {
  url: URL;
  stale: HTMLElement | null;
}

/** Notes a result the reader chose, before the router navigates to it. */
export function landingOf(href: string): Landing {
  const url = new URL(href, window.location.href);
  // Until the new page is drawn, the old one is on the screen, with its own heading (or the same anchor).
  return {url, stale: url.pathname === window.location.pathname ? null : targetOf(url)};
}

/** Focuses the section a landing leads to once it is on the screen, without scrolling: the router scrolls to it. */
export function focusLanding({url, stale}: Landing): void {
  const started = performance.now();
  const attempt = () => {
    const target = window.location.pathname === url.pathname ? targetOf(url) : null;
    if (target && target !== stale) {
      // A heading is not focusable by default; -1 keeps it out of the Tab order.
      if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
      target.focus({preventScroll: true});
      for (const delay of THEME_FOCUS_CHECKS_MS) {
        window.setTimeout(() => {
          const active = document.activeElement;
          if (target.isConnected && active !== target && !document.querySelector('main')?.contains(active))
            target.focus({preventScroll: true});
        }, delay);
      }
    } else if (performance.now() - started < LANDING_TIMEOUT_MS) {
      requestAnimationFrame(attempt);
    }
  };
  requestAnimationFrame(attempt);
}
