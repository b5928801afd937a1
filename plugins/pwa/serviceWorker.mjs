// Code added to the service worker of @docusaurus/plugin-pwa (its `swCustom`
// option). The plugin answers every request for a file in its precache; this
// adds what it leaves to the network:
//  - a page it has not saved, while the network is down: the site's offline page
//    for a page the build has but does not save, the not-found page for any other
//    path, never the browser's error page;
//  - a page asked for by its `.html` form (`/docs/intro.html`, `/blog/index.html`,
//    `/index.html`): a redirect to the page's own address, as the site's server does;
//  - no new precache download when the connection asks to save data;
//  - the files saved on first use (the playground's compiler): from the cache when
//    saved, else from the network, then saved for next time (one version of each kept).
// Requests to other origins (analytics, Algolia) are never answered here.
import {FIRST_USE_CACHE, isDataSaving, NOT_FOUND_FILE, OFFLINE_PAGE, SAVED_ON_FIRST_USE_PREFIXES, UNSAVED_PAGE_PREFIXES} from './precache.mjs';

// The type check has the DOM types, not the worker ones: these describe the
// parts of the worker's scope and events this file uses.
/** @typedef {{request: Request, respondWith: (response: Response | Promise<Response>) => void}} FetchEventLike */
/** @typedef {(event: FetchEventLike) => void} FetchListener */
/**
 * @typedef {object} WorkerScope
 * @property {{scope: string}} registration
 * @property {{connection?: {saveData?: boolean, effectiveType?: string}}} navigator
 * @property {Location} location
 * @property {(type: string, listener: any, options?: boolean | AddEventListenerOptions) => void} [addEventListener]
 */
const worker = /** @type {WorkerScope} */ (/** @type {unknown} */ (self));

/**
 * The plugin's fetch handler answering a made-up request from the precache, or undefined when it has no such file.
 * @param {FetchListener} precacheHandler
 * @param {string} url
 * @returns {Response | Promise<Response> | undefined}
 */
function answerFromPrecache(precacheHandler, url) {
  /** @type {Response | Promise<Response> | undefined} */
  let answer;
  // The plugin's handler reads only `request.url` and answers synchronously.
  precacheHandler({request: new Request(url), respondWith: (response) => (answer = response)});
  return answer;
}

/**
 * The addresses of the page that a path ending in `.html` may name, as the
 * site's server reads it, most specific first: `/docs/api/index.html` is
 * `/docs/api/index` (or else `/docs/api`), `/docs/intro/index.html` is
 * `/docs/intro`, `/index.html` is the home page. Empty for other paths.
 * @param {string} pathname
 * @param {string} base the site's base URL, ending with "/"
 * @returns {string[]}
 */
export function pageAddressesOfHtmlPath(pathname, base) {
  if (!pathname.endsWith('.html') || !pathname.startsWith(base)) return [];
  const withoutExtension = pathname.slice(0, -'.html'.length);
  const folder = pathname.endsWith('/index.html') ? pathname.slice(0, -'/index.html'.length) : undefined;
  return [withoutExtension, ...(folder === undefined ? [] : [folder.length < base.length ? base : folder])];
}

/**
 * @param {Request} request
 * @param {FetchListener} precacheHandler
 */
async function pageFromNetworkOrFallback(request, precacheHandler) {
  try {
    return await fetch(request);
  } catch (networkError) {
    const base = new URL(worker.registration.scope).pathname;
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

/**
 * The path of a same-origin URL inside the site, or undefined for another origin.
 * @param {string} href
 */
function pathInSite(href) {
  const url = new URL(href);
  if (url.origin !== worker.location.origin) return undefined;
  const base = new URL(worker.registration.scope).pathname;
  return url.pathname.startsWith(base) ? url.pathname.slice(base.length) : undefined;
}

/**
 * A file saved on first use: the saved copy, else the network's, saved in place of older versions.
 * @param {Request} request
 */
async function savedOnFirstUse(request) {
  const cache = await caches.open(FIRST_USE_CACHE);
  const saved = await cache.match(request);
  if (saved) return saved;
  const response = await fetch(request);
  if (response.ok) {
    const prefix = SAVED_ON_FIRST_USE_PREFIXES.find((candidate) => pathInSite(request.url)?.startsWith(candidate));
    for (const old of await cache.keys()) {
      if (prefix && pathInSite(old.url)?.startsWith(prefix)) await cache.delete(old);
    }
    await cache.put(request, response.clone());
  }
  return response;
}

export default function addOfflineFallbacks() {
  // Registered before the plugin's handler, which has none of these files in its precache.
  self.addEventListener('fetch', (domEvent) => {
    const event = /** @type {FetchEventLike} */ (/** @type {unknown} */ (domEvent));
    const path = pathInSite(event.request.url);
    if (event.request.method === 'GET' && path && SAVED_ON_FIRST_USE_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      event.respondWith(savedOnFirstUse(event.request));
    }
  });

  self.addEventListener('install', (event) => {
    if (isDataSaving(worker.navigator.connection)) {
      /** @type {{waitUntil: (promise: Promise<unknown>) => void}} */ (/** @type {unknown} */ (event)).waitUntil(Promise.reject(new Error('The connection asks to save data: the new version is not downloaded now.')));
    }
  });

  // The plugin adds its fetch handler right after this function returns. Wrap it
  // so that a navigation it does not answer gets the fallback above.
  /**
   * @param {string} type
   * @param {FetchListener} listener
   * @param {boolean | AddEventListenerOptions} [options]
   */
  worker.addEventListener = function addEventListenerWrappingFetch(type, listener, options) {
    if (type !== 'fetch') return EventTarget.prototype.addEventListener.call(self, type, /** @type {EventListener} */ (/** @type {unknown} */ (listener)), options);
    delete worker.addEventListener;
    return EventTarget.prototype.addEventListener.call(
      self,
      'fetch',
      (domEvent) => {
        const event = /** @type {FetchEventLike} */ (/** @type {unknown} */ (domEvent));
        const {request} = event;
        const url = new URL(request.url);
        // The `.html` forms of a saved page's address lead to that page, online or not,
        // before the plugin answers them (it would serve the page at an address the
        // router reads differently: /docs/api/index.html as /docs/api).
        if (request.mode === 'navigate' && url.origin === worker.location.origin) {
          const base = new URL(worker.registration.scope).pathname;
          const savedPage = pageAddressesOfHtmlPath(url.pathname, base).find((page) =>
            answerFromPrecache(listener, `${url.origin}${page.endsWith('/') ? page : `${page}/`}`),
          );
          if (savedPage !== undefined) {
            event.respondWith(Response.redirect(`${url.origin}${savedPage}${url.search}`, 301));
            return;
          }
        }
        let answered = false;
        const respondWith = event.respondWith.bind(event);
        /** @param {Response | Promise<Response>} response */
        event.respondWith = (response) => {
          answered = true;
          respondWith(response);
        };
        listener(event);
        if (answered || url.origin !== worker.location.origin) return;
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
