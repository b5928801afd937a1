// What DocSearch 3.9's modal lacks for screen-reader and keyboard users, added
// around it rather than by forking it further:
//  - a polite live region announces the number of results, or that there are
//    none, once typing pauses;
//  - the modal is a dialog (role and aria-modal, named like the search field),
//    its overlay no longer a "button" around it, and Tab and Shift+Tab wrap
//    inside it (DocSearch's own trap measures its first and last controls
//    once, before the results that change them are drawn);
//  - the key hints of its footer, drawn as pictures, also read as text;
//  - closing returns focus to the control that opened it (SearchBar).
import React, {useEffect, useRef, useState, type ReactNode} from 'react';

import type {SearchClient} from '@site/src/search/client';

/** How long typing must pause before the result count is announced. */
export const ANNOUNCE_DELAY_MS = 1000;

export interface SearchOutcome {
  query: string;
  nbHits: number;
}

/**
 * Carries outcomes from the search client to the live region without state in
 * the SearchBar: a re-render there would hand the modal new props, which makes
 * DocSearch start its autocomplete over and lose what is being typed.
 */
export interface OutcomeChannel {
  report: (outcome: SearchOutcome | null) => void;
  subscribe: (listener: (outcome: SearchOutcome | null) => void) => () => void;
}

export function createOutcomeChannel(): OutcomeChannel {
  const listeners = new Set<(outcome: SearchOutcome | null) => void>();
  return {
    report: (outcome) => listeners.forEach((listener) => listener(outcome)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A search client that reports each answered query to `report`. */
export function reportingClient(client: SearchClient, report: (outcome: SearchOutcome) => void): SearchClient {
  return {
    search(params) {
      // The client's own promise goes back to DocSearch: keepErrorScreen (errorStatus.ts) depends on it.
      const response = client.search(params);
      const request = Array.isArray(params) ? params[0] : params.requests[0];
      response.then(
        ({results: [first]}) => first && report({query: request?.query ?? '', nbHits: first.nbHits}),
        () => {
          // The error screen reports failures.
        },
      );
      return response;
    },
  };
}

/** The sentence read out for an outcome. */
export function announcement({query, nbHits}: SearchOutcome): string {
  if (nbHits === 0) return `No results for "${query}"`;
  return nbHits === 1 ? '1 result' : `${nbHits} results`;
}

/**
 * A visually hidden polite live region with the latest outcome, written only
 * once no new outcome came for ANNOUNCE_DELAY_MS, so that a screen reader is
 * not interrupted at every keystroke.
 */
export function ResultsAnnouncer({channel}: {channel: OutcomeChannel}): ReactNode {
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const [text, setText] = useState('');
  useEffect(() => channel.subscribe(setOutcome), [channel]);
  useEffect(() => {
    if (!outcome) return undefined;
    const timer = window.setTimeout(() => setText(announcement(outcome)), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="DocSearch-Announcer">
      {text}
    </div>
  );
}

/** Gives the open modal its dialog semantics and its key hints a text (see the top of this file). */
export function useModalSemantics(container: HTMLElement | null, isOpen: boolean, label: string): void {
  useEffect(() => {
    if (!isOpen || !container) return undefined;
    const overlay = container.querySelector<HTMLElement>('.DocSearch-Container');
    const dialog = container.querySelector<HTMLElement>('.DocSearch-Modal');
    if (!overlay || !dialog) return undefined;
    // The overlay closes the modal on a click outside it; it is not a control to announce.
    overlay.setAttribute('role', 'presentation');
    overlay.removeAttribute('tabindex');
    overlay.removeAttribute('aria-expanded');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', label);
    const focusable = () =>
      Array.from(dialog.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]:not([tabindex="-1"])')).filter(
        (element) => !element.hasAttribute('disabled') && element.getClientRects().length > 0,
      );
    const keepFocusInside = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const elements = focusable();
      if (elements.length === 0) return;
      const first = elements[0];
      const last = elements[elements.length - 1];
      const active = document.activeElement;
      if (event.shiftKey ? active === first || !dialog.contains(active) : active === last || !dialog.contains(active)) {
        event.preventDefault();
        event.stopPropagation();
        (event.shiftKey ? last : first).focus();
      }
    };
    // Capture phase, before DocSearch's own handler acts on stale ends.
    document.addEventListener('keydown', keepFocusInside, true);
    for (const icon of Array.from(dialog.querySelectorAll<SVGElement>('.DocSearch-Commands-Key svg[aria-label]'))) {
      const key = icon.parentElement!;
      if (key.querySelector('.DocSearch-KeyName')) continue;
      const name = document.createElement('span');
      name.className = 'DocSearch-KeyName';
      name.textContent = icon.getAttribute('aria-label');
      icon.setAttribute('aria-hidden', 'true');
      key.append(name);
    }
    return () => document.removeEventListener('keydown', keepFocusInside, true);
  }, [container, isOpen, label]);
}

/** The element that had focus when the modal opened, to give it back on close. */
export function useOpener(): {remember: () => void; restore: (fallback: HTMLElement | null) => void} {
  const opener = useRef<HTMLElement | null>(null);
  // One object for the component's life, so that callbacks built on it keep their identity.
  const [api] = useState(() => ({
    remember() {
      const active = document.activeElement;
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
