// The playground's place on the page. Until the reader starts it, the page carries
// only this: a short description and a Start button. Starting it (or opening a link
// that holds a shared playground) loads the editor, the planning model and their
// worker, which no page downloads before.
import React, {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';


type AppComponent = ComponentType<{onReady?: () => void}>;

// Inline styles rather than a CSS module: Docusaurus puts every CSS module in the
// stylesheet of every page, and this one is for this page only.
const PLACEHOLDER_STYLE = {
  border: '1px dashed var(--ifm-color-emphasis-400)',
  borderRadius: 'var(--ifm-global-radius)',
  padding: '1rem',
  marginBottom: 'var(--ifm-leading)',
} as const;

const SHARED_LINK_PREFIX = '#playground=';

export default function Playground(): ReactNode {
  const isBrowser = useIsBrowser();
  const [App, setApp] = useState<AppComponent | undefined>(undefined);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const region = useRef<HTMLDivElement>(null);

  const start = useCallback(() => {
    setStatus('loading');
    import('./PlaygroundApp').then(
      (module) => setApp(() => module.default),
      () => setStatus('failed'),
    );
  }, []);

  // A shared link opens the playground it holds at once.
  useEffect(() => {
    if (window.location.hash.startsWith(SHARED_LINK_PREFIX)) start();
  }, [start]);

  if (App) {
    return (
      <div style={{marginBottom: 'var(--ifm-leading)'}} ref={region}>
        <App onReady={() => region.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus()} />
      </div>
    );
  }
  return (
    // The Markdown twin of the page leaves this out: it only works here.
    <div style={PLACEHOLDER_STYLE} data-page-only="">
      <p>
        Edit the example&apos;s <code>nadle.config.ts</code> with TypeScript checking, type a <code>nadle</code> command, and see
        what Nadle 0.5.1 would plan for it, with its task graph. Nothing is installed and no task code runs; the editor
        loads when you start it.
      </p>
      <button type="button" className="button button--primary" disabled={!isBrowser || status === 'loading'} onClick={start}>
        {status === 'loading' ? 'Starting the playground…' : 'Start the playground'}
      </button>
      {status === 'failed' && (
        <p role="alert" style={{margin: '0.5rem 0 0', fontWeight: 600}}>
          The playground could not be loaded. Check the connection and try again.
        </p>
      )}
      <noscript>
        <p>The playground needs JavaScript; the instructions below run the same example on your machine.</p>
      </noscript>
    </div>
  );
}
