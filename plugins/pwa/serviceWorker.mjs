// Code added to the service worker of @docusaurus/plugin-pwa (its `swCustom`
// option). The plugin answers every request for a file in its precache; this
// adds what it leaves to the network:
//  - a page it has not saved, while the network is down: the site's offline page
//    for a page the build has but does not save, the not-found page for any other
//    path, never the browser's error page;
//  - no new precache download when the connection asks to save data.
// Requests to other origins (analytics, Algolia) are never answered here.
import {isDataSaving, NOT_FOUND_FILE, OFFLINE_PAGE, UNSAVED_PAGE_PREFIXES} from './precache.mjs';

/** The plugin's fetch handler answering a made-up request from the precache, or undefined when it has no such file. */
function answerFromPrecache(precacheHandler, url) {
  let answer;
  // The plugin's handler reads only `request.url` and answers synchronously.
  precacheHandler({request: new Request(url), respondWith: (response) => (answer = response)});
  return answer;
}

async function pageFromNetworkOrFallback(request, precacheHandler) {
  try {
    return await fetch(request);
  } catch (networkError) {
    const base = new URL(self.registration.scope).pathname;
    const url = new URL(request.url);
    const pathInSite = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname;
    if (UNSAVED_PAGE_PREFIXES.some((prefix) => pathInSite.startsWith(prefix))) {
      const from = encodeURIComponent(url.pathname + url.search);
      return Response.redirect(`${base}${OFFLINE_PAGE}?from=${from}`, 302);
    }
    const notFound = await answerFromPrecache(precacheHandler, `${base}${NOT_FOUND_FILE}`);
    if (!notFound) throw networkError;
    return new Response(notFound.body, {status: 404, statusText: 'Not Found', headers: notFound.headers});
  }
}

export default function addOfflineFallbacks() {
  self.addEventListener('install', (event) => {
    if (isDataSaving(self.navigator.connection)) {
      event.waitUntil(Promise.reject(new Error('The connection asks to save data: the new version is not downloaded now.')));
    }
  });

  // The plugin adds its fetch handler right after this function returns. Wrap it
  // so that a navigation it does not answer gets the fallback above.
  self.addEventListener = function addEventListenerWrappingFetch(type, listener, options) {
    if (type !== 'fetch') return EventTarget.prototype.addEventListener.call(self, type, listener, options);
    delete self.addEventListener;
    return EventTarget.prototype.addEventListener.call(
      self,
      'fetch',
      (event) => {
        let answered = false;
        const respondWith = event.respondWith.bind(event);
        event.respondWith = (response) => {
          answered = true;
          respondWith(response);
        };
        listener(event);
        const {request} = event;
        const url = new URL(request.url);
        if (answered || url.origin !== self.location.origin) return;
        // Pages are saved under their folder's URL (plugins/pwa/precache.mjs); the plugin
        // tries the address as it is and with "/index.html", not with "/".
        const page = url.pathname.endsWith('/') ? undefined : answerFromPrecache(listener, `${url.origin}${url.pathname}/`);
        if (page) respondWith(page);
        else if (request.mode === 'navigate') respondWith(pageFromNetworkOrFallback(request, listener));
      },
      options,
    );
  };
}
