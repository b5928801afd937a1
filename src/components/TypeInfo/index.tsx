// What the TypeScript compiler knows about the code samples of a page, added to
// the page by plugins/code-highlight/remark.ts (which explains the token types
// used here). The theme's code blocks render the samples unchanged; this adds:
// - the CSS of the callouts (answers of `// ^?` queries, expected errors) and the
//   squiggles, in the page itself (a <noscript> <style> without JavaScript, a
//   constructed sheet with it), so they show without JavaScript and in print, and
//   pages without samples carry none of it (as a CSS module, its 0.7 KB gzip would
//   join the stylesheet every page loads); the popover's own CSS comes with it. A callout sits under the
//   column it points at while at least 32 characters of the visible width remain
//   from there; otherwise it starts at the start of the visible width (the step in
//   margin-left: the visible width is the <pre>'s, a size container, not the scrolled
//   line's); a block with a squiggle out of view is scrolled to it after layout;
// - the names and keyboard hints of the code blocks with identifiers, at once;
// - the quick-info popover (./popover.js) and the page's quick infos (a JSON file of
//   the build), for the code blocks of the content this element closes, loaded on the reader's
//   first pointer, focus, tap or key in one of them, not with the page (popover.js's 2 KB
//   gzip and up to 2.7 KB of infos are then off the first load); the events
//   that came before it was ready are handed to it again, so that the first hover,
//   tap or arrow key already shows a popover.
import React, {useEffect, useRef, type ReactNode} from 'react';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';

import {compactCss, css} from '../../css/tag';

import type {QuickInfo, enhance as Enhance} from './popover.js';

const POPOVER_SCRIPT = new URL('./popover.js', import.meta.url).href;

const STYLES = compactCss(css`
  pre .token[class*='tsh-'] {
    cursor: help;
  }
  pre .token[class*='tsh-']:hover,
  pre .token[data-active] {
    text-decoration: underline dotted;
  }
  pre .token[class*='tsh-']:focus-visible {
    outline: 2px solid var(--ifm-color-primary);
    outline-offset: 1px;
    border-radius: 2px;
  }
  pre .tse {
    text-decoration: underline wavy var(--ts-error);
    text-decoration-skip-ink: none;
    text-underline-offset: 3px;
  }
  pre:has(.tsc) {
    container-type: inline-size;
  }
  /* Under the column it points at when 32 characters of the visible width remain from
     there, else at the start of the visible width: --tsc-scroll is how far the script
     scrolled the block to its squiggle (revealSquiggles), 0 until then. */
  pre .tsc::after {
    --tsc-room: calc(100cqw - 2 * var(--ifm-pre-padding) - var(--tsc-column) + var(--tsc-scroll, 0px) - 32ch);
    display: block;
    width: fit-content;
    max-width: calc(100cqw - 2 * var(--ifm-pre-padding));
    margin-top: 0.15rem;
    margin-bottom: 0.35rem;
    margin-left: max(var(--tsc-scroll, 0px), min(var(--tsc-column), var(--tsc-room) * 1000 + var(--tsc-column)));
    padding: 0.1rem 0.5rem;
    border-radius: var(--nadle-radius-sm);
    white-space: pre-wrap;
    font-style: normal;
  }
  pre .tsq::after {
    border: 1px solid var(--ifm-color-emphasis-400);
    background: var(--ifm-color-emphasis-100);
    color: var(--ifm-font-color-base);
  }
  pre .tsm::after {
    border-left: 3px solid var(--ts-error);
    background: var(--ifm-color-danger-contrast-background);
    color: var(--ifm-color-danger-contrast-foreground);
  }
  pre .tsc + br {
    display: none;
  }
  :root {
    --ts-error: #c4111d;
  }
  [data-theme='dark'] {
    --ts-error: #ff7b72;
  }
  .ts-hint {
    display: none;
    position: absolute;
    right: 0.5rem;
    bottom: 0.25rem;
    padding: 0 0.4rem;
    border-radius: var(--nadle-radius-sm);
    background: var(--ifm-color-emphasis-200);
    color: var(--ifm-font-color-base);
    font-family: var(--ifm-font-family-base);
    font-size: 0.75rem;
  }
  pre:focus-visible ~ .ts-hint {
    display: block;
  }
`);

/**
 * With JavaScript, the styles come from a constructed style sheet, which the
 * Content-Security-Policy does not restrict: React 19 does not hydrate a <style>
 * element of the server HTML but inserts its own, which the policy blocks.
 */
function usePageStyles(css: string): void {
  useEffect(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [css]);
}

/**
 * Scrolls each code block of `content` whose first squiggle is out of its visible width
 * (a long line on a phone) so that the squiggle shows, centred, and tells the callouts
 * (--tsc-scroll) to stay in that visible width. Only blocks that scroll sideways move;
 * with reduced motion asked for, they jump instead of gliding.
 */
function revealSquiggles(content: Element): void {
  const behavior: ScrollBehavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
  for (const pre of Array.from(content.querySelectorAll('pre'))) {
    const squiggle = pre.querySelector('.tse');
    if (!squiggle || pre.scrollWidth <= pre.clientWidth) continue;
    const visible = pre.getBoundingClientRect();
    const box = squiggle.getBoundingClientRect();
    const padding = parseFloat(getComputedStyle(pre).paddingLeft) || 0;
    if (box.left >= visible.left + padding && box.right <= visible.left + pre.clientWidth - padding) continue;
    const centre = box.left + box.width / 2 - visible.left + pre.scrollLeft;
    const left = Math.round(Math.min(pre.scrollWidth - pre.clientWidth, Math.max(0, centre - pre.clientWidth / 2)));
    pre.style.setProperty('--tsc-scroll', `${left}px`);
    pre.scrollTo({left, behavior});
  }
}

const SAMPLE_NAME = 'TypeScript sample';
const EXPLORE_HINT = 'Arrow keys: move between names and read their types';
/**
 * A token with quick info (`tsh-<index>`) or with a squiggle (`tse`): popover.js's isTarget,
 * as a selector. popover.js is a file outside the bundle and cannot import from here, so
 * this and MOVING_KEYS (its KEYS) are kept in step by hand.
 */
const TARGET_SELECTOR = '.token[class*="tsh-"], .token.tse';
let hintCount = 0;

/** Names each block with identifiers, and tells keyboard and screen-reader users how to explore it. */
function labelBlocks(content: Element): void {
  for (const pre of Array.from(content.querySelectorAll('pre'))) {
    if (pre.dataset.tsExplore !== undefined || !pre.querySelector(TARGET_SELECTOR)) continue;
    const title = pre.closest('.theme-code-block')?.querySelector('[class*="codeBlockTitle"]')?.textContent?.trim();
    const hint = document.createElement('span');
    hint.className = 'ts-hint';
    hint.id = `ts-hint-${++hintCount}`;
    hint.textContent = EXPLORE_HINT;
    pre.parentElement?.append(hint);
    pre.dataset.tsExplore = '';
    pre.setAttribute('role', 'group');
    pre.setAttribute('aria-label', title || SAMPLE_NAME);
    pre.setAttribute('aria-describedby', hint.id);
  }
}

/** The events that load the popover script, and that it handles once loaded (of keys, the ones that move: popover.js's KEYS). */
const WAKING_EVENTS = ['pointerover', 'focusin', 'click', 'keydown'] as const;
const MOVING_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

/** Whether an event that came before the popover script still means something now that it is here. */
function stillApplies(event: Event): boolean {
  const target = event.target as Element;
  if (event.type === 'pointerover') return target.matches(':hover');
  if (event.type === 'click') return true;
  return target === document.activeElement;
}

/**
 * Loads the popover script on the first event of WAKING_EVENTS in a code block of `content`,
 * then replays to it the events of the wait that still apply (the last pointer move only).
 */
function enhanceOnFirstUse(content: HTMLElement, enhance: () => Promise<() => void>): () => void {
  let pending: Event[] | undefined;
  let cancelled = false;
  let cleanup: (() => void) | undefined;
  const wake = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('pre')) return;
    if (event instanceof KeyboardEvent && !MOVING_KEYS.includes(event.key)) return;
    if (pending) {
      pending = [...pending.filter((earlier) => event.type !== 'pointerover' || earlier.type !== event.type), event];
      return;
    }
    pending = [event];
    void enhance().then((remove) => {
      for (const type of WAKING_EVENTS) content.removeEventListener(type, wake);
      if (cancelled) return remove();
      cleanup = remove;
      for (const early of pending ?? []) {
        if (!stillApplies(early)) continue;
        const Replay = early.constructor as typeof Event;
        early.target?.dispatchEvent(new Replay(early.type, early));
      }
    });
  };
  for (const type of WAKING_EVENTS) content.addEventListener(type, wake);
  return () => {
    cancelled = true;
    for (const type of WAKING_EVENTS) content.removeEventListener(type, wake);
    cleanup?.();
  };
}

/** `infosUrl`: the page's quick infos, a JSON file of the build (plugins/code-highlight/remark.ts), fetched with the popover. */
export default function TypeInfo({infosUrl, css}: {infosUrl: string; css: string}): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const markerRef = useRef<HTMLSpanElement>(null);
  const styles = `${STYLES}${css}`;
  usePageStyles(styles);

  useEffect(() => {
    const content = markerRef.current?.parentElement;
    if (!content) return undefined;
    // After layout, so that the widths are the ones the reader sees.
    const frame = window.requestAnimationFrame(() => revealSquiggles(content));
    labelBlocks(content);
    // The theme renders its code blocks again after hydration: label the new ones too.
    const observer = new MutationObserver(() => labelBlocks(content));
    observer.observe(content, {childList: true, subtree: true});
    const stopPopovers = enhanceOnFirstUse(content, () =>
      Promise.all([
        import(/* webpackIgnore: true */ POPOVER_SCRIPT) as Promise<{enhance: typeof Enhance}>,
        fetch(infosUrl).then((response) => response.json() as Promise<QuickInfo[]>),
      ]).then(([{enhance}, infos]) => enhance(content, infos, withBaseUrl)),
    );
    return () => {
      window.cancelAnimationFrame(frame);
      observer.disconnect();
      stopPopovers();
    };
  }, [infosUrl, withBaseUrl]);

  // Without JavaScript the browser applies the <noscript> <style>, so callouts show;
  // with it, that markup stays inert text and the constructed sheet applies.
  return (
    <span ref={markerRef} hidden>
      <noscript dangerouslySetInnerHTML={{__html: `<style>${styles}</style>`}} />
    </span>
  );
}
