// "Copy page": a menu button near the title of docs, API and blog pages that
// copies the page's Markdown twin, shows it, or opens it in a chat assistant.
// Only the button and the status line are in the page bundle; the menu, its code and
// the text shown when the clipboard is blocked load on the first hover, focus or open
// (React.lazy), so pages pay a few hundred bytes for it.
import React, {lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {markdownTwinPath} from '@site/src/data/markdownTwin';

import styles from './styles.module.css';

const loadMenu = () => import('./Menu');
/** How long a result ("Copied the page as Markdown.") stays on screen. */
const STATUS_VISIBLE_MS = 5000;
const Menu = lazy(loadMenu);
/** Only a copy from the menu finds the clipboard blocked, so the menu's module has loaded by then. */
const BlockedCopy = lazy(() => loadMenu().then((module) => ({default: module.BlockedCopy})));

/** Which item gets focus when the menu opens: the first (click, Enter, Space, ArrowDown) or the last (ArrowUp). */
export type InitialFocus = 'first' | 'last';

export default function CopyPageMenu(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const [open, setOpen] = useState<InitialFocus | false>(false);
  const [status, setStatus] = useState('');
  const [selectable, setSelectable] = useState<string | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const markdownPath = markdownTwinPath(pathname);

  // Another page: the menu starts closed and silent again.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
    setStatus('');
    setSelectable(undefined);
  }

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const statusTimers = useRef<number[]>([]);
  const announce = useCallback((message: string) => {
    for (const timer of statusTimers.current) window.clearTimeout(timer);
    // Emptied first so that the same message twice is announced twice; cleared after a
    // while, so that an old result does not read as the outcome of a later action.
    setStatus('');
    statusTimers.current = [
      window.setTimeout(() => setStatus(message), 50),
      window.setTimeout(() => setStatus(''), 50 + STATUS_VISIBLE_MS),
    ];
  }, []);
  useEffect(() => () => statusTimers.current.forEach((timer) => window.clearTimeout(timer)), []);

  return (
    <div className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={`button button--sm button--secondary button--outline ${styles.button}`}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open !== false ? menuId : undefined}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => setOpen(open === false ? 'first' : false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
      >
        Copy page
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </button>
      {open !== false && (
        <Suspense fallback={null}>
          <Menu
            id={menuId}
            initialFocus={open}
            markdownPath={markdownPath}
            markdownUrl={new URL(markdownPath, siteConfig.url).href}
            buttonRef={buttonRef}
            onClose={close}
            onStatus={announce}
            onBlocked={setSelectable}
          />
        </Suspense>
      )}
      <span role="status" className={styles.status}>
        {status}
      </span>
      {selectable !== undefined && (
        <Suspense fallback={null}>
          <BlockedCopy id={`${menuId}-text`} markdown={selectable} onClose={() => setSelectable(undefined)} />
        </Suspense>
      )}
    </div>
  );
}
