// The options of the offline-reading plugin (index.ts), in one place because two
// plugins read them: plugins/pwa for what runs while Docusaurus bundles, and the
// build-output pipeline, whose step bundles the service worker after the pages.
import {fileURLToPath} from 'node:url';

import {MANIFEST_FILE, THEME_COLORS} from '../../src/data/pwa';

export const offlineReadingOptions = {
  pwa: {
    // Offline mode is on for every reader the registration lets through (after load and
    // idle, never with Save-Data or on 2g): see registerServiceWorker.ts.
    offlineModeActivationStrategies: ['always'],
    swRegister: fileURLToPath(new URL('./registerServiceWorker.ts', import.meta.url)),
    swCustom: fileURLToPath(new URL('./serviceWorker.mjs', import.meta.url)),
    // No injectManifestConfig: the build makes the list of saved files (writeOfflineReadingFiles in index.ts).
    pwaHead: [
      {tagName: 'link', rel: 'manifest', href: MANIFEST_FILE},
      {tagName: 'meta', name: 'theme-color', media: '(prefers-color-scheme: light)', content: THEME_COLORS.light},
      {tagName: 'meta', name: 'theme-color', media: '(prefers-color-scheme: dark)', content: THEME_COLORS.dark},
    ],
  },
};
