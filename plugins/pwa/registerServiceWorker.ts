// Registers the offline-reading service worker of @docusaurus/plugin-pwa (its
// `swRegister` option, in place of the plugin's own registration). It costs a
// reader nothing they did not want:
//  - it starts only after the page has loaded and the browser is idle;
//  - never when the connection asks to save data or is a 2g one;
//  - the worker code is downloaded only then, not with the page.
// The worker then saves the whole site (offline mode is always on once registered).
// When a new deploy is found, the reader is offered a reload (theme component
// PwaReloadPopup); the new worker takes over only on that reload, or by itself
// once no tab of the old version is open, so no page mixes assets of two builds.
// The platform's own API does all of it in a few lines: workbox-window, which the
// plugin's registration uses, would add a 2.3 KB gzip download to every first visit.
import {createElement} from 'react';
import {createRoot} from 'react-dom/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {REGISTER_IDLE_TIMEOUT_MS, isDataSaving} from './precache.mjs';

// Set by @docusaurus/plugin-pwa for the client bundle.
const SERVICE_WORKER_URL = process.env.PWA_SERVICE_WORKER_URL as string;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The theme's reload prompt (src/theme/PwaReloadPopup), in a root of its own at the end of the page. */
async function showReloadPrompt(onReload: () => void): Promise<void> {
  const {default: ReloadPopup} = await import('@theme/PwaReloadPopup');
  const container = document.body.appendChild(document.createElement('div'));
  createRoot(container).render(createElement(ReloadPopup, {onReload}));
}

async function registerServiceWorker(): Promise<void> {
  if (isDataSaving((navigator as Navigator & {connection?: NetworkInformation}).connection)) return;
  const params = encodeURIComponent(JSON.stringify({offlineMode: true, debug: false}));
  const registration = await navigator.serviceWorker.register(`${SERVICE_WORKER_URL}?params=${params}`);

  let prompted = false;
  const offerReload = () => {
    const waiting = registration.waiting;
    // A first install has no older version on screen to replace.
    if (prompted || !waiting || !navigator.serviceWorker.controller) return;
    prompted = true;
    void showReloadPrompt(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {once: true});
      // The plugin's worker takes over on this message.
      waiting.postMessage({type: 'SKIP_WAITING'});
    });
  };
  const offerOnceInstalled = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerReload();
    });
  // A new worker already waiting since an earlier visit, one installing now, or one found later.
  offerReload();
  offerOnceInstalled(registration.installing);
  registration.addEventListener('updatefound', () => offerOnceInstalled(registration.installing));
}

function whenLoadedAndIdle(task: () => void): void {
  const afterLoad = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, {timeout: REGISTER_IDLE_TIMEOUT_MS});
    else setTimeout(task, 1_000);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, {once: true});
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  whenLoadedAndIdle(() => {
    // Offline reading is an extra: a browser that refuses workers (policy, private mode) keeps the page as it is.
    registerServiceWorker().catch((error: unknown) => console.warn('Offline reading is unavailable:', error));
  });
}
