// Where focus goes after the reader chooses a search result: to the section
// the link leads to (its heading), or to the page's main heading, once the
// new page is drawn. Without this, focus would return to the search button
// of a page the reader has left. Closed without a result, the modal gives
// focus back to the control that opened it (useOpener).
import {useRef, useState} from 'react';

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

/** The element that had focus when the modal opened, to give it back on close. */
export function useOpener(): {remember: () => void; restore: (fallback: HTMLElement | null) => void} {
  const opener = useRef<HTMLElement | null>(null);
  // One object for the component's life, so that callbacks built on it keep their identity.
  const [api] = useState(() => ({
    remember() {
      // Inside a shadow root (the playground's editor), the document sees only the host:
      // the control to return to is the shadow root's own active element.
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    restore(fallback: HTMLElement | null) {
      const target = opener.current?.isConnected ? opener.current : fallback;
      opener.current = null;
      target?.focus();
    },
  }));
  return api;
}
