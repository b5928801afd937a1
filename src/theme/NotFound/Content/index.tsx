// Change: ejected in place of NotFound/Content of @docusaurus/theme-classic 3.10.2 (MIT,
// (c) Meta Platforms); the page itself is ./Body.tsx. A wrapper cannot put its search
// and links inside the page's <main>.
//
// The docs layout imports this component for an address inside /docs/ that has no page,
// so every docs page loaded the body with its first load (1.2 KB gzip) for a page it
// almost never shows. Here it is lazy: the build renders it in full (the server render
// waits for it), a not-found page keeps its server HTML until the body's code arrives
// and then hydrates it, and a client-side navigation to a missing page shows it once
// loaded.
import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/NotFound/Content';

const NotFoundBody = lazy(() => import('./Body'));

export default function NotFoundContent(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <NotFoundBody {...props} />
    </Suspense>
  );
}
