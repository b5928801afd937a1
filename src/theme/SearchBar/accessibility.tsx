// What DocSearch 3.9's modal lacks for screen-reader and keyboard users, added
// around it rather than by forking it further:
//  - a polite live region announces the number of results, or that there are
//    none, once typing pauses;
//  - the modal is a dialog (role and aria-modal, named like the search field),
//    its overlay no longer a "button" around it, and Tab and Shift+Tab wrap
//    inside it (DocSearch's own trap measures its first and last controls
//    once, before the results that change them are drawn);
//  - the key hints of its footer, drawn as pictures, also read as text;
//  - each list of results has its own id, which the search field's
//    aria-controls names (DocSearch gives every list one id, and names a list
//    that may not be drawn);
//  - after the save or remove button of a saved search, whose row goes away,
//    focus stays in the dialog, on the search field;
//  - the no-results screen does not offer the names of the site's sections
//    ("Documentation") as queries: they are group titles, not searches (the
//    site's own suggestions are querySuggestions.ts);
//  - closing returns focus to the control that opened it, and choosing a
//    result moves it to the section the reader lands on (landing.ts, used
//    by SearchBar, which every page loads);
//  - a result's link is itself the option of the list (optionOnLink), rather
//    than a link inside an option, whose content is not exposed on its own;
//  - a saved search, whose row holds save and remove buttons beside its link,
//    is an item of a tree (useSavedSearchItem): an option may hold nothing to
//    operate, and a tree item may.
import React, {useEffect, useLayoutEffect, useState, type ReactNode, type RefObject} from 'react';

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
      {/* No empty text node: an empty one written again on a render reads as a change of the live region. */}
      {text || null}
    </div>
  );
}

/** The id of a list of results, from the ids DocSearch gives its options ("docsearch-hits0-item-3"). */
function listId(list: Element): string | null {
  const option = list.querySelector('[role="option"][id], [role="treeitem"][id]');
  const match = option && /^(.*)-item-\d+$/.exec(option.id);
  return match ? `${match[1]}-list` : null;
}

/** Unique list ids, and an aria-controls on the search field that names the lists drawn (or none). */
function linkListsToField(dialog: HTMLElement): void {
  const lists = Array.from(dialog.querySelectorAll<HTMLElement>('[role="listbox"], [role="tree"]'));
  for (const list of lists) {
    const id = listId(list);
    if (id && list.id !== id) list.id = id;
  }
  const input = dialog.querySelector<HTMLInputElement>('input[aria-autocomplete]');
  if (!input) return;
  const drawn = lists.map((list) => list.id).filter(Boolean);
  const named = (input.getAttribute('aria-controls') ?? '').split(/\s+/).filter(Boolean);
  const valid = named.filter((id) => drawn.includes(id));
  const controls = (valid.length > 0 ? valid : drawn).join(' ');
  if (controls === '') input.removeAttribute('aria-controls');
  else if (input.getAttribute('aria-controls') !== controls) input.setAttribute('aria-controls', controls);
}

/**
 * Hides DocSearch's own suggested queries that are only section names, and its
 * whole list when none is left or when the site's list (querySuggestions.ts,
 * marked data-suggested-queries) is drawn: one "Try searching for" at most.
 */
function hideSectionSuggestions(dialog: HTMLElement, sectionNames: ReadonlySet<string>): void {
  const list = dialog.querySelector<HTMLElement>('.DocSearch-NoResults-Prefill-List:not([data-suggested-queries])');
  if (!list) return;
  let shown = 0;
  for (const button of Array.from(list.querySelectorAll<HTMLElement>('.DocSearch-Prefill'))) {
    const item = button.closest('li') ?? button;
    const hide = sectionNames.has((button.textContent ?? '').trim());
    if (item.hidden !== hide) item.hidden = hide;
    if (!hide) shown += 1;
  }
  const hide = shown === 0 || dialog.querySelector('[data-suggested-queries]') !== null;
  if (list.hidden !== hide) list.hidden = hide;
}

/** Gives the open modal its dialog semantics and its key hints a text (see the top of this file). */
export function useModalSemantics(
  container: HTMLElement | null,
  isOpen: boolean,
  label: string,
  sectionNames: ReadonlySet<string> = new Set(),
): void {
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
      Array.from(
        dialog.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]:not([tabindex="-1"])'),
      ).filter((element) => !element.hasAttribute('disabled') && element.getClientRects().length > 0);
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
    // The save and remove buttons of a saved search take their row, and the
    // focus with it, away once its animation ends.
    let actionUsed = false;
    const noteAction = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.DocSearch-Hit-action-button')) actionUsed = true;
    };
    dialog.addEventListener('click', noteAction, true);
    const repair = () => {
      linkListsToField(dialog);
      hideSectionSuggestions(dialog, sectionNames);
      const active = document.activeElement;
      if (actionUsed && (!active || active === document.body || !active.isConnected)) {
        actionUsed = false;
        dialog.querySelector<HTMLInputElement>('input')?.focus();
      }
    };
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(dialog, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-controls', 'id'],
    });
    for (const icon of Array.from(dialog.querySelectorAll<SVGElement>('.DocSearch-Commands-Key svg[aria-label]'))) {
      const key = icon.parentElement!;
      if (key.querySelector('.DocSearch-KeyName')) continue;
      const name = document.createElement('span');
      name.className = 'DocSearch-KeyName';
      name.textContent = icon.getAttribute('aria-label');
      icon.setAttribute('aria-hidden', 'true');
      key.append(name);
    }
    return () => {
      observer.disconnect();
      dialog.removeEventListener('click', noteAction, true);
      document.removeEventListener('keydown', keepFocusInside, true);
    };
  }, [container, isOpen, label, sectionNames]);
}

/** The attributes that make DocSearch's list item an option, which move to the link it holds. */
const OPTION_ATTRIBUTES = ['id', 'aria-selected'] as const;

/**
 * Makes a result's link the option of the list, in place of the list item
 * DocSearch draws around it. An option's content is presentational, so a link
 * inside one is a control that assistive technology may not expose; as the
 * option itself it keeps all a link does (click, middle click, the context
 * menu), and the field's aria-activedescendant finds it by the id it takes.
 * DocSearch keeps setting the option's attributes on the item as the active
 * result changes; they move over after each of its renders, before paint.
 */
export function useOptionOnLink(link: RefObject<HTMLAnchorElement | null>, enabled: boolean): void {
  useLayoutEffect(() => {
    const anchor = link.current;
    const item = anchor?.parentElement;
    if (!enabled || !anchor || !item) return;
    if (item.getAttribute('role') === 'option') {
      item.setAttribute('role', 'none');
      anchor.setAttribute('role', 'option');
    }
    for (const name of OPTION_ATTRIBUTES) {
      const value = item.getAttribute(name);
      if (value === null) continue;
      anchor.setAttribute(name, value);
      item.removeAttribute(name);
    }
  });
}

/**
 * Makes the list item around `row` an item of a tree, and its list the tree:
 * for a saved search, whose row holds its save and remove buttons beside its
 * link. An option's content is presentational, so it may hold no control; a
 * tree item may, and a tree is a popup a search field can control. The item
 * keeps the id and aria-selected that DocSearch sets as the active search
 * changes, so the field's aria-activedescendant and the arrow keys work as
 * for results.
 */
export function useSavedSearchItem(row: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const item = row.current?.parentElement;
    const list = item?.parentElement;
    if (!item || !list) return;
    if (item.getAttribute('role') !== 'treeitem') item.setAttribute('role', 'treeitem');
    if (list.getAttribute('role') !== 'tree') list.setAttribute('role', 'tree');
  });
}
