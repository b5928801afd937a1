/// <reference types="@docusaurus/plugin-pwa" />
// Wraps the reload prompt of @docusaurus/plugin-pwa, shown when a new deploy of
// the site is ready, in a polite live region: screen readers announce it without
// interrupting, and focus stays where the reader is. The region is in the page
// before its content, so that the content's arrival is what gets announced.
// The theme component keeps its texts and its close button, which dismisses it.
import React, {useEffect, useState, type ReactNode} from 'react';
import PwaReloadPopup from '@theme-original/PwaReloadPopup';
import type {Props} from '@theme/PwaReloadPopup';

export default function PwaReloadPopupWrapper(props: Props): ReactNode {
  // The prompt renders in a React root of its own (plugins/pwa/registerServiceWorker.ts),
  // outside Docusaurus's providers, so useIsBrowser() would stay false here: the content
  // comes one commit after the empty region instead.
  const [shown, setShown] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the region must be in the page before its content
  useEffect(() => setShown(true), []);
  return (
    <div role="status" aria-live="polite">
      {shown && <PwaReloadPopup {...props} />}
    </div>
  );
}
