import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

import styles from './styles.module.css';

export interface PlaygroundEmbedProps {
  /** Address of the sandbox page to embed. */
  src: string;
  /** Accessible name of the embedded frame. */
  title: string;
}

// Permissions the embedded editor needs to run its terminal, previews and dialogs.
const SANDBOX_PERMISSIONS = 'allow-forms allow-modals allow-popups allow-presentation allow-same-origin allow-scripts';

/**
 * An online sandbox that is loaded only when the reader asks for it, so that the page
 * itself makes no request to the sandbox host and stays fast.
 */
export default function PlaygroundEmbed({src, title}: PlaygroundEmbedProps): ReactNode {
  const [requested, setRequested] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The button needs JavaScript; until the page is interactive it is shown disabled.
  const isBrowser = useIsBrowser();

  useEffect(() => {
    // The button the reader pressed is gone; keep keyboard focus on what replaced it.
    if (requested) {
      frameRef.current?.focus();
    }
  }, [requested]);

  if (!requested) {
    return (
      // The Markdown twin of the page leaves this out: it only works here.
      <div className={styles.placeholder} data-page-only="">
        <p className={styles.hint}>
          Or load it inside this page. The sandbox is loaded from codesandbox.io only when you open it, and needs a few
          seconds to start.
        </p>
        <button
          type="button"
          className="button button--primary"
          disabled={!isBrowser}
          onClick={() => setRequested(true)}
        >
          Load the online playground
        </button>
      </div>
    );
  }

  return (
    <iframe
      ref={frameRef}
      className={styles.frame}
      src={src}
      title={title}
      loading="lazy"
      sandbox={SANDBOX_PERMISSIONS}
    />
  );
}
