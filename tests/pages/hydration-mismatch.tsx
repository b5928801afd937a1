// Hidden page for the browser test of hydration mismatches (tests/e2e/errors/hydration.spec.ts):
// while a sessionStorage flag is set, its first render in the browser draws a list
// where the server's HTML has a paragraph, which the page must report on the console.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

import {HYDRATION_MISMATCH_FLAG_KEY} from './_hydrationFlag';

function flagSet(): boolean {
  try {
    return typeof window !== 'undefined' && window.sessionStorage.getItem(HYDRATION_MISMATCH_FLAG_KEY) !== null;
  } catch {
    return false;
  }
}

export default function HydrationMismatchPage(): ReactNode {
  return (
    <Layout title="Hydration mismatch test page">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <h1>Hydration mismatch test page</h1>
        {flagSet() ? (
          <ul>
            <li>Drawn by the browser only</li>
          </ul>
        ) : (
          <p>The same on the server and in the browser.</p>
        )}
      </main>
    </Layout>
  );
}
