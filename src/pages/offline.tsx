// The page the offline-reading service worker (plugins/pwa) shows instead of the
// browser's error page when the network is down and the page asked for is one it
// did not save. `?from=` carries the address that could not be opened.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';

import {sameSitePath} from './_offline-from';

const SAVED_SECTIONS = [
  {to: '/docs/introduction', label: 'Documentation', detail: 'every guide and concept page'},
  {to: '/docs/api/index/', label: 'API reference', detail: 'every function, interface and namespace'},
  {to: '/blog', label: 'Blog', detail: 'every post'},
  {to: '/search', label: 'Search', detail: 'answers from the saved index'},
];

/** The address the reader asked for, when it is a path of this site (never another site's URL). */
function requestedPath({search, origin}: Location): string | undefined {
  return sameSitePath(new URLSearchParams(search).get('from'), origin);
}

export default function OfflinePage(): ReactNode {
  // Read after hydration: the server-rendered page has no query string. The
  // path already holds the base URL, so "try again" is a plain link.
  const isBrowser = useIsBrowser();
  const from = isBrowser ? requestedPath(window.location) : undefined;

  return (
    <Layout title="Offline" description="This page is not saved for offline reading.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl markdown">
        <h1>You are offline</h1>
        <p>
          {from ? (
            <>
              The page <code>{from}</code> is not saved on this device
            </>
          ) : (
            'The page you asked for is not saved on this device'
          )}
          , and it cannot be downloaded without a network connection. It opens once you are back online
          {from && (
            <>
              : <a href={from}>try again</a>
            </>
          )}
          .
        </p>
        <h2>Saved for offline reading</h2>
        <ul>
          {SAVED_SECTIONS.map((section) => (
            <li key={section.to}>
              <Link to={section.to}>{section.label}</Link>: {section.detail}
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
