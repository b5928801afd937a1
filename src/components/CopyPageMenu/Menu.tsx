// The menu of CopyPageMenu, loaded on demand, and the text shown selected when the
// clipboard is blocked. It follows the WAI-ARIA menu
// button pattern: arrow keys, Home and End move between items, Escape closes
// and returns focus to the button, Tab closes and moves on.
import React, {useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject} from 'react';

import type {InitialFocus} from './index';
import styles from './styles.module.css';

interface MenuProps {
  id: string;
  initialFocus: InitialFocus;
  /** Path of the page's Markdown twin, for the View link and for copying. */
  markdownPath: string;
  /** Absolute URL of the twin, which the chat prompts cite. */
  markdownUrl: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
  onStatus: (message: string) => void;
  /** The clipboard refused the text: show it selected instead. */
  onBlocked: (markdown: string) => void;
}

/** The Markdown twins are not saved for offline reading (only the pages are), so copying and viewing need the network. */
const OFFLINE_MESSAGE =
  'You are offline, and the Markdown of a page is not saved for offline reading: copy it once you are back online.';
const OFFLINE_HINT = ' (needs a connection: not saved for offline reading)';

const prompt = (url: string) => `Read ${url} and answer my questions about it.`;

async function copyMarkdown(markdownPath: string, {onStatus, onBlocked}: Pick<MenuProps, 'onStatus' | 'onBlocked'>) {
  let markdown: string;
  try {
    const response = await fetch(markdownPath);
    if (!response.ok) throw new Error(String(response.status));
    markdown = await response.text();
  } catch {
    onStatus(navigator.onLine ? 'Could not load the Markdown of this page.' : OFFLINE_MESSAGE);
    return;
  }
  try {
    await navigator.clipboard.writeText(markdown);
    onStatus('Copied the page as Markdown.');
  } catch {
    onBlocked(markdown);
    onStatus('The clipboard is blocked: the Markdown is shown selected below; press Ctrl+C or ⌘C to copy it.');
  }
}

export default function Menu(props: MenuProps): ReactNode {
  const {id, initialFocus, markdownPath, markdownUrl, buttonRef, onClose} = props;
  const menuRef = useRef<HTMLUListElement>(null);
  // Read when the menu opens, which is when the reader looks at its items.
  const offline = !navigator.onLine;
  const items = (): HTMLElement[] =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    const all = items();
    (initialFocus === 'first' ? all[0] : all.at(-1))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // Runs once, when the menu opens: focus moves into it then, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        focusAt(current - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(all.length - 1);
        break;
      case 'Escape':
        onClose(true);
        break;
      case 'Tab':
        onClose(false);
        return;
      case ' ':
        (document.activeElement as HTMLElement | null)?.click();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const external = (label: string, href: string) => (
    <li role="none">
      <a
        role="menuitem"
        tabIndex={-1}
        className={`dropdown__link ${styles.item}`}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => onClose(false)}
      >
        {label}
        <span className={styles.hint}> (opens in a new tab)</span>
      </a>
    </li>
  );

  return (
    <ul id={id} ref={menuRef} role="menu" aria-label="Copy page" className={styles.menu} onKeyDown={onKeyDown}>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={`dropdown__link ${styles.item}`}
          onClick={() => {
            onClose(true);
            void copyMarkdown(markdownPath, props);
          }}
        >
          Copy page as Markdown
          {offline && <span className={styles.hint}>{OFFLINE_HINT}</span>}
        </button>
      </li>
      <li role="none">
        <a
          role="menuitem"
          tabIndex={-1}
          className={`dropdown__link ${styles.item}`}
          href={markdownPath}
          onClick={() => onClose(false)}
        >
          View as Markdown
          {offline && <span className={styles.hint}>{OFFLINE_HINT}</span>}
        </a>
      </li>
      {external('Open in ChatGPT', `https://chatgpt.com/?q=${encodeURIComponent(prompt(markdownUrl))}`)}
      {external('Open in Claude', `https://claude.ai/new?q=${encodeURIComponent(prompt(markdownUrl))}`)}
    </ul>
  );
}

/** The Markdown the clipboard refused, shown selected, ready for Ctrl+C. */
export function BlockedCopy({id, markdown, onClose}: {id: string; markdown: string; onClose: () => void}): ReactNode {
  const textRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    textRef.current?.focus();
    textRef.current?.select();
  }, [markdown]);
  return (
    <div className={styles.fallback}>
      <label htmlFor={id}>Markdown of this page (selected: press Ctrl+C or ⌘C to copy)</label>
      <textarea id={id} ref={textRef} readOnly rows={8} value={markdown} />
      <button type="button" className="button button--sm button--secondary" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
