// The playground's place on the page. Until the reader starts it, the page carries
// only this: a short description and a Start button, or what a shared link holds and
// a button that runs it (a link never runs by itself). Starting it loads the editor,
// the planning model and their workers, which no page downloads before. They are a bundle of their own, built apart
// from the site (plugins/playground/appBundle.ts), so that no other page's scripts
// even name them.
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {Fragment, jsx, jsxs} from 'react/jsx-runtime';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import appBundle from '@generated/playground/default/app-bundle.json';

import {APP_BUNDLE_GLOBAL, SHARE_HASH_PREFIX, SHARED_MODULES_GLOBAL, type SHARED_MODULES} from './appBundleContract';
import type {SharedLink} from './shareLink';
import type {SharedLinkContents} from './sharedLinkContents';
import type PlaygroundApp from './PlaygroundApp';

/** What the bundle's entry script leaves on `window`. */
interface AppBundleExports {
  default: typeof PlaygroundApp;
}

declare global {
  interface Window {
    [APP_BUNDLE_GLOBAL]?: AppBundleExports;
    /** The page's React modules, which the bundle uses instead of its own. */
    [SHARED_MODULES_GLOBAL]?: Record<(typeof SHARED_MODULES)[number], unknown>;
  }
}

let loadingBundle: Promise<AppBundleExports> | undefined;

/** Runs the bundle's entry script once; a failed load can be tried again. */
function loadAppBundle(src: string): Promise<AppBundleExports> {
  loadingBundle ??= new Promise<AppBundleExports>((resolve, reject) => {
    // React's default export holds every hook; the JSX functions are what compiled JSX calls.
    // Named values, not the modules' namespaces, which would keep every export of React
    // in the script all pages load.
    window[SHARED_MODULES_GLOBAL] = {react: React, 'react/jsx-runtime': {Fragment, jsx, jsxs}};
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => {
      const bundle = window[APP_BUNDLE_GLOBAL];
      if (bundle) resolve(bundle);
      else reject(new Error(`${src} did not load the playground`));
    };
    script.onerror = () => reject(new Error(`${src} could not be loaded`));
    document.head.append(script);
  }).catch((error: unknown) => {
    loadingBundle = undefined;
    throw error;
  });
  return loadingBundle;
}

// Inline styles rather than a CSS module: Docusaurus puts every CSS module in the
// stylesheet of every page, and this one is for this page only.
const PLACEHOLDER_STYLE = {
  border: '1px dashed var(--ifm-color-emphasis-400)',
  borderRadius: 'var(--ifm-global-radius)',
  padding: '1rem',
  marginBottom: 'var(--ifm-leading)',
} as const;

export default function Playground(): ReactNode {
  const isBrowser = useIsBrowser();
  const entryUrl = useBaseUrl(appBundle.entry);
  const realmUrl = useBaseUrl(appBundle.realm);
  const siteBaseUrl = useBaseUrl('/');
  const [App, setApp] = useState<AppBundleExports['default'] | undefined>(undefined);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [link, setLink] = useState<SharedLink>({kind: 'none'});
  const [LinkContents, setLinkContents] = useState<typeof SharedLinkContents | undefined>(undefined);
  const region = useRef<HTMLDivElement>(null);
  const runButton = useRef<HTMLButtonElement>(null);

  const start = useCallback(() => {
    // A second press while loading changes nothing.
    if (status === 'loading') return;
    setStatus('loading');
    loadAppBundle(entryUrl).then(
      (bundle) => setApp(() => bundle.default),
      () => setStatus('failed'),
    );
  }, [entryUrl, status]);

  // A shared link is read, and shown, but runs only when the reader asks.
  // The reader and the view of a link load only with such a link (about 3.5 KB gzip).
  useEffect(() => {
    const {hash} = window.location;
    if (!hash.startsWith(SHARE_HASH_PREFIX)) return;
    void import('./sharedLinkContents').then(async ({readSharedLink, SharedLinkContents: contents}) => {
      setLinkContents(() => contents);
      setLink(await readSharedLink(hash));
    });
  }, []);
  useEffect(() => {
    if (link.kind === 'state') runButton.current?.focus();
  }, [link]);

  if (App) {
    return (
      <div style={{marginBottom: 'var(--ifm-leading)'}} ref={region}>
        <App
          realmUrl={realmUrl}
          siteBaseUrl={siteBaseUrl}
          shared={link.kind === 'state' ? link.state : undefined}
          onReady={() => region.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus()}
        />
      </div>
    );
  }
  // While the bundle loads, the button keeps the focus and says so; it is disabled only before hydration.
  const loading = status === 'loading';
  const startButtonState = {disabled: !isBrowser, 'aria-disabled': loading || undefined, onClick: start};
  return (
    // The Markdown twin of the page leaves this out: it only works here.
    <div style={PLACEHOLDER_STYLE} data-page-only="">
      {link.kind === 'state' && LinkContents ? (
        <>
          <h3 style={{marginTop: 0}}>A shared playground</h3>
          <LinkContents state={link.state} />
          <button ref={runButton} type="button" className="button button--primary" {...startButtonState}>
            {loading ? 'Starting the playground…' : `Open the playground and run nadle ${link.state.command}`}
          </button>
        </>
      ) : (
        <>
          {link.kind === 'unreadable' && (
            <p role="alert" style={{fontWeight: 600}}>
              The playground link in this address cannot be used: the link {link.reason}. The address keeps it as it was
              sent; starting the playground opens the example and leaves the address alone until you change something.
            </p>
          )}
          <p>
            Edit the example&apos;s <code>nadle.config.ts</code> with TypeScript checking, type a <code>nadle</code>{' '}
            command, and see what Nadle 0.5.1 would plan for it, with its task graph. Nothing is installed and no task
            code runs; the editor loads when you start it.
          </p>
          <button type="button" className="button button--primary" {...startButtonState}>
            {loading ? 'Starting the playground…' : 'Start the playground'}
          </button>
        </>
      )}
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
