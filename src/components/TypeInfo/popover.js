// @ts-check
// The quick-info popover of the TypeScript samples: shown on hover, keyboard
// focus and tap, closed by Escape. Loaded by ./index.tsx on first use, as a file
// of its own (not a bundler chunk, which would add its name to the runtime every
// page loads); hence plain JavaScript, type-checked through JSDoc.
//
// Keyboard: a code block stays one tab stop (its scroll container, as without
// JavaScript). From there, or from an identifier, the arrow keys move the focus
// between the identifiers (left/right: previous/next; up/down: the nearest one
// on the line above/below; Home/End: first/last). The focused identifier shows
// its information, which is also its accessible description (aria-describedby).
// Tab goes on to the reference link in the popover, then out of the block.
//
// ./index.tsx names each block with identifiers and adds its keyboard hint.
// A word with a squiggle is a target too: its popover, and so its description, holds
// the compiler's message of that line. Escape closes the popover wherever focus is.
// The popover opens below the word, or above it when the viewport has no room below,
// and stays inside the viewport; none opens while the mouse is selecting text.
//
// Listeners sit on the content element, not on the code blocks, since the theme
// renders its code blocks again once the page has hydrated.
/** @typedef {[signature: string, docs: string, link?: string]} QuickInfo */

/**
 * The popover's CSS, which only a page whose popover has loaded needs: it comes with this
 * file (about 0.2 KB gzip off the first load of each page with samples, and off its HTML),
 * as a constructed sheet, which the Content-Security-Policy does not restrict.
 */
const POPOVER_CSS = `
  .ts-popover {
    position: absolute;
    z-index: calc(var(--ifm-z-index-dropdown) + 1);
    max-width: min(36rem, 100%);
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--nadle-code-border);
    border-radius: var(--nadle-radius-md);
    background: var(--ifm-background-surface-color);
    box-shadow: var(--ifm-global-shadow-md);
    color: var(--ifm-font-color-base);
    font-size: var(--ifm-code-font-size);
    line-height: 1.5;
  }
  .ts-popover > code {
    display: block;
    padding: 0;
    border: 0;
    background: none;
    white-space: pre-wrap;
  }
  .ts-popover p,
  .ts-popover a {
    display: block;
    margin: 0.5rem 0 0;
    font-family: var(--ifm-font-family-base);
  }
  .ts-popover p code {
    font-size: 0.9em;
  }
  .ts-popover .ts-popover-error {
    padding-left: 0.5rem;
    border-left: 3px solid var(--ts-error);
  }
  @media print {
    .ts-popover {
      display: none;
    }
  }
`;
/** @type {CSSStyleSheet | undefined} */
let popoverSheet;
/** How many enhanced contents use the sheet; the last to go removes it. */
let sheetUsers = 0;

function adoptPopoverSheet() {
  if (!popoverSheet) {
    popoverSheet = new CSSStyleSheet();
    popoverSheet.replaceSync(POPOVER_CSS);
  }
  if (sheetUsers++ === 0) document.adoptedStyleSheets = [...document.adoptedStyleSheets, popoverSheet];
}

function dropPopoverSheet() {
  if (--sheetUsers > 0) return;
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== popoverSheet);
}

const HIDE_DELAY_MS = 300;
const KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
let popoverCount = 0;

/**
 * @param {HTMLElement} content The element around the code blocks these quick infos are for.
 * @param {QuickInfo[]} infos
 * @param {(path: string) => string} withBaseUrl
 * @returns {() => void} Removes the popover and its listeners.
 */
export function enhance(content, infos, withBaseUrl) {
  adoptPopoverSheet();
  const popover = document.createElement('div');
  popover.className = 'ts-popover';
  popover.id = `ts-popover-${++popoverCount}`;
  popover.hidden = true;
  /** @type {HTMLElement | undefined} */
  let current;
  /** @type {number | undefined} */
  let hideTimer;

  /** @param {Element | null} element */
  const infoOf = (element) => /\btsh-(\d+)\b/.exec(element?.className ?? '')?.[1];
  /** @param {Element | null} element A token with quick info, or with a squiggle. */
  const isTarget = (element) => infoOf(element) !== undefined || Boolean(element?.classList.contains('tse'));
  /** @param {EventTarget | null} node @returns {HTMLElement | undefined} */
  const targetOf = (node) => {
    const target = node instanceof Element ? /** @type {HTMLElement | null} */ (node.closest('pre .token')) : null;
    return target && content.contains(target) && isTarget(target) ? target : undefined;
  };
  /** @param {Element} pre */
  const targetsOf = (pre) =>
    Array.from(pre.querySelectorAll('.token'))
      .filter(isTarget)
      .map((token) => /** @type {HTMLElement} */ (token));
  /** Whether the reader is selecting text: then no popover opens. */
  const selecting = () => !(window.getSelection()?.isCollapsed ?? true);

  /**
   * The compiler's messages of the line of a word with a squiggle: the text of the line's
   * error callouts, which the page's CSS draws (`content: "message" / "Error: message"`).
   * @param {HTMLElement} target @returns {string[]}
   */
  function errorsOf(target) {
    if (!target.classList.contains('tse')) return [];
    const line = target.closest('.token-line');
    return Array.from(line?.querySelectorAll('.tsm') ?? []).flatMap((callout) => {
      const text = cssStringValue(getComputedStyle(callout, '::after').content);
      return text ? [text] : [];
    });
  }

  /** @param {string} tag @param {string} text */
  function append(tag, text) {
    const node = document.createElement(tag);
    node.textContent = text;
    popover.append(node);
    return node;
  }

  /**
   * TSDoc text with its `backticked` spans as code.
   * @param {HTMLElement} parent @param {string} text
   */
  function appendWithCode(parent, text) {
    text.split(/`([^`]+)`/).forEach((part, index) => {
      if (index % 2 === 0) parent.append(part);
      else parent.append(Object.assign(document.createElement('code'), {textContent: part}));
    });
  }

  /** @param {HTMLElement} target */
  function show(target) {
    window.clearTimeout(hideTimer);
    // The same word again: the page may have scrolled since, so only the placement changes.
    if (current === target) {
      place(popover, target, /** @type {HTMLElement} */ (popover.parentElement));
      return;
    }
    hide();
    const info = infoOf(target);
    const [signature, docs, link] = info === undefined ? [] : infos[Number(info)];
    popover.replaceChildren();
    if (signature) append('code', signature);
    if (docs) appendWithCode(append('p', ''), docs);
    for (const message of errorsOf(target)) append('p', `Error: ${message}`).className = 'ts-popover-error';
    if (link) {
      // "/docs/api/index/interfaces/TasksAPI#register" names TasksAPI.register.
      const anchor = /** @type {HTMLAnchorElement} */ (
        append('a', `${link.replace(/^.*\//, '').replace('#', '.')} in the API reference`)
      );
      anchor.href = withBaseUrl(link);
    }
    // Placed after the block's <pre>, in the block's positioned box: out of the flow, so nothing moves.
    const pre = /** @type {HTMLPreElement} */ (target.closest('pre'));
    const box = /** @type {HTMLElement} */ (pre.parentElement);
    if (popover.previousElementSibling !== pre) pre.after(popover);
    popover.hidden = false;
    place(popover, target, box);
    target.setAttribute('aria-describedby', popover.id);
    target.dataset.active = '';
    current = target;
  }

  function hide() {
    window.clearTimeout(hideTimer);
    popover.hidden = true;
    if (!current) return;
    current.removeAttribute('aria-describedby');
    delete current.dataset.active;
    current = undefined;
  }

  /**
   * The identifier an arrow key leads to from `from`, or from the block itself.
   * @param {string} key @param {HTMLElement[]} targets @param {HTMLElement | undefined} from
   * @returns {HTMLElement | undefined}
   */
  function next(key, targets, from) {
    if (key === 'Home') return targets[0];
    if (key === 'End') return targets.at(-1);
    if (!from) return key === 'ArrowRight' || key === 'ArrowDown' ? targets[0] : undefined;
    const index = targets.indexOf(from);
    if (key === 'ArrowRight') return targets[index + 1];
    if (key === 'ArrowLeft') return targets[index - 1];
    const {top, left} = from.getBoundingClientRect();
    const down = key === 'ArrowDown';
    const candidates = targets.filter((target) =>
      down ? target.getBoundingClientRect().top > top + 1 : target.getBoundingClientRect().top < top - 1,
    );
    if (candidates.length === 0) return undefined;
    const lineTop = (down ? candidates[0] : /** @type {HTMLElement} */ (candidates.at(-1))).getBoundingClientRect().top;
    /** @param {HTMLElement} target */
    const distance = (target) => Math.abs(target.getBoundingClientRect().left - left);
    return candidates
      .filter((target) => Math.abs(target.getBoundingClientRect().top - lineTop) < 1)
      .reduce((best, target) => (distance(target) < distance(best) ? target : best));
  }

  /** @type {[EventTarget, string, (event: any) => void][]} */
  const listeners = [
    [
      content,
      'pointerover',
      (/** @type {PointerEvent} */ event) => {
        const target = targetOf(event.target);
        // A pressed button means a selection (or a drag) in progress.
        if (target && event.pointerType === 'mouse' && event.buttons === 0 && !selecting()) show(target);
        else if (popover.contains(/** @type {Node} */ (event.target))) window.clearTimeout(hideTimer);
      },
    ],
    [
      content,
      'pointerout',
      (/** @type {PointerEvent} */ event) => {
        if (event.pointerType !== 'mouse' || !current || current === document.activeElement) return;
        window.clearTimeout(hideTimer);
        hideTimer = window.setTimeout(hide, HIDE_DELAY_MS);
      },
    ],
    // A tap (or a click) shows the identifier's information; one elsewhere closes it.
    [
      document,
      'click',
      (/** @type {MouseEvent} */ event) => {
        const target = targetOf(event.target);
        if (target && !selecting()) show(target);
        else if (!popover.contains(/** @type {Node} */ (event.target))) hide();
      },
    ],
    [
      content,
      'focusin',
      (/** @type {FocusEvent} */ event) => {
        const target = targetOf(event.target);
        if (target) show(target);
      },
    ],
    [
      content,
      'focusout',
      (/** @type {FocusEvent} */ event) => {
        const to = /** @type {Node | null} */ (event.relatedTarget);
        if (!to || !(popover.contains(to) || targetOf(to))) hide();
      },
    ],
    // On the document: Escape closes the popover wherever focus is (in the page, the popover, or nowhere).
    [
      document,
      'keydown',
      (/** @type {KeyboardEvent} */ event) => {
        if (event.key !== 'Escape' || popover.hidden) return;
        const target = current;
        const focusInPopover = popover.contains(document.activeElement);
        // Focus first: focusing the identifier would show the popover again.
        if (focusInPopover) target?.focus();
        hide();
        event.stopPropagation();
      },
    ],
    [
      content,
      'keydown',
      (/** @type {KeyboardEvent} */ event) => {
        if (!KEYS.includes(event.key)) return;
        const from = targetOf(event.target);
        const pre = from ? from.closest('pre') : event.target instanceof HTMLPreElement ? event.target : null;
        if (!pre || !content.contains(pre)) return;
        const targets = targetsOf(pre);
        const to = next(event.key, targets, from);
        if (!to) return;
        event.preventDefault();
        to.tabIndex = -1;
        to.focus();
      },
    ],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  return () => {
    hide();
    popover.remove();
    dropPopoverSheet();
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
  };
}

/**
 * Puts the popover under the word, or above it when the viewport has no room below and
 * more above, inside the block's box and inside the viewport.
 * @param {HTMLElement} popover @param {HTMLElement} target @param {HTMLElement} box
 */
function place(popover, target, box) {
  const gap = 4;
  const boxRect = box.getBoundingClientRect();
  const at = target.getBoundingClientRect();
  const height = popover.offsetHeight;
  const roomBelow = window.innerHeight - at.bottom - gap;
  const roomAbove = at.top - gap;
  const above = height > roomBelow && roomAbove > roomBelow;
  popover.style.top = `${above ? at.top - boxRect.top - gap - height : at.bottom - boxRect.top + gap}px`;
  const viewportLeft = -boxRect.left + gap;
  const viewportRight = window.innerWidth - boxRect.left - gap - popover.offsetWidth;
  const left = Math.min(at.left - boxRect.left, boxRect.width - popover.offsetWidth, viewportRight);
  popover.style.left = `${Math.max(left, viewportLeft, Math.min(0, viewportRight))}px`;
  popover.dataset.placement = above ? 'above' : 'below';
}

/**
 * The visible text of a computed `content` value: its first CSS string (`"a \\"b\\""` → `a "b"`).
 * @param {string} content @returns {string}
 */
export function cssStringValue(content) {
  const match = /^"((?:[^"\\]|\\.)*)"/.exec(content);
  if (!match) return '';
  return match[1].replace(/\\(?:([0-9a-fA-F]{1,6}) ?|([\s\S]))/g, (_escape, hex, character) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : character,
  );
}
