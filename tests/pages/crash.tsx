// Hidden page for the browser tests of the crash screen (tests/e2e/errors/crash.spec.ts):
// it throws while rendering, in the browser only, as long as the session holds the fault flag.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {CRASH_FLAG_KEY} from './_crashFlag';

function readCrashFlag(): string | null {
  try {
    return window.sessionStorage.getItem(CRASH_FLAG_KEY);
  } catch {
    return null;
  }
}

function FaultyContent(): ReactNode {
  // The server render and the first client render never throw, so the build
  // and hydration succeed; the fault shows once the page runs in the browser.
  const isBrowser = useIsBrowser();
  const flag = isBrowser ? readCrashFlag() : null;
  if (flag !== null) {
    throw new Error('The crash test page failed to render', {
      cause: new Error(`sessionStorage "${CRASH_FLAG_KEY}" asks for a crash: ${flag}`),
    });
  }
  return (
    <main className="container margin-vert--xl">
      <h1>Crash test page</h1>
      <p>This page renders normally while no fault is set.</p>
    </main>
  );
}

export default function CrashTestPage(): ReactNode {
  return (
    <Layout title="Crash test page" description="A page for testing the crash screen">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <FaultyContent />
    </Layout>
  );
}
