// Where focus goes when the search modal closes without a result: back to the
// control that opened it. Part of every page's script, with the search button;
// a chosen result's landing (./landing.ts) comes with the modal.
import {useRef, useState} from 'react';

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
