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
//    saved, else from the network, then saved for next time (one version of each kept);
//  - a check of every saved copy before it is served. Any script of the site's origin
//    (a page, a worker) can write to these caches, and a copy planted there would be
//    served on every later visit. So the build records the SHA-256 digest of each file
//    the worker may save (plugins/pwa/index.ts); a copy whose body does not match is
//    never served: the file comes from the network instead, and replaces the copy
//    when it matches. A saved copy is served with the headers the host sends (the
//    Content-Security-Policy among them), never with the headers stored beside it.
// Requests to other origins (analytics, Algolia) are never answered here.
import {
  FIRST_USE_CACHE,
  isDataSaving,
  NOT_FOUND_FILE,
  OFFLINE_PAGE,
  SAVED_ON_FIRST_USE_PREFIXES,
  UNSAVED_PAGE_PREFIXES,
} from './precache.mjs';

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

/** @typedef {{digests: Record<string, string>, headers: {prefix: string, headers: Record<string, string>}[]}} SavedFileChecks */

/**
 * The digests and headers the build writes in place of the injection point
 * (SAVED_FILE_CHECKS_INJECTION_POINT); without them (an unbuilt worker) no saved copy is trusted.
 * @returns {SavedFileChecks}
 */
function savedFileChecks() {
  const checks = /** @type {{__SAVED_FILE_CHECKS__?: SavedFileChecks}} */ (/** @type {unknown} */ (self))
    .__SAVED_FILE_CHECKS__;
  return checks ?? {digests: {}, headers: []};
}
const CHECKS = savedFileChecks();

// The types of the files the worker saves: a saved copy keeps no header of its own.
/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
};

/**
 * The key of a file in the list of digests ("" for the home page, "docs/intro/" for a
 * page), as the precache lists it, for the URL a request names; undefined when the
 * build recorded no digest for it. Tries the forms the plugin tries: as it is, and with "index.html".
 * @param {string} href
 */
function digestKeyOf(href) {
  const path = pathInSite(href);
  if (path === undefined) return undefined;
  const forms = [path, path === '' || path.endsWith('/') ? `${path}index.html` : `${path}/index.html`];
  return forms.find((form) => Object.prototype.hasOwnProperty.call(CHECKS.digests, form));
}

/**
 * The headers the host sends with a file, by its key (as _headers gives them, later rules winning).
 * @param {string} key
 * @returns {Record<string, string>}
 */
function headersOf(key) {
  const extension = key === '' || key.endsWith('/') ? 'html' : (/\.([a-z0-9]+)$/.exec(key)?.[1] ?? '');
  const rules = CHECKS.headers.filter((rule) => key.startsWith(rule.prefix)).map((rule) => rule.headers);
  return Object.assign({'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream'}, ...rules);
}

/** @param {ArrayBuffer} body */
async function sha256(body) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  return btoa(String.fromCharCode(...digest));
}

/**
 * The saved copy as the site built it, with the host's headers, or undefined when
 * there is none or its body is not the file the build recorded under `key`.
 * @param {Response | undefined} saved
 * @param {string | undefined} key
 * @param {number} [status]
 */
async function verified(saved, key, status = 200) {
  if (!saved || key === undefined) return undefined;
  const body = await saved.arrayBuffer();
  if ((await sha256(body)) !== CHECKS.digests[key]) return undefined;
  return new Response(body, {status, headers: headersOf(key)});
}

/**
 * Replaces every saved copy of a file (in any cache, whatever its revision parameter)
 * with the network's, when the network's matches its digest; else removes them.
 * @param {string} href
 * @param {string} key
 * @param {Response | undefined} fresh the network's response, or none
 */
async function replaceSavedCopies(href, key, fresh) {
  const matches = fresh?.ok ? await verified(fresh.clone(), key) : undefined;
  const url = new URL(href);
  url.search = '';
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys(url.href, {ignoreSearch: true})) {
      if (matches && fresh) await cache.put(request, fresh.clone());
      else await cache.delete(request);
    }
  }
}

const DAMAGED_COPY =
  'The copy of this file saved for offline reading is missing or is not the one this site made, so it was not used, ' +
  'and the network cannot be reached to download the file again. Reconnect, then reload the page.';

/**
 * A saved copy checked before it is served: when it fails its check (or is missing), the
 * network's copy, which also replaces it in the cache; with no network, a plain-text error.
 * @param {Request} request
 * @param {Response | Promise<Response | undefined> | undefined} saved
 * @param {string} [href] the URL the copy was looked up by, when not the request's
 */
async function checkedSavedCopy(request, saved, href = request.url) {
  const key = digestKeyOf(href);
  const copy = await verified(await saved, key);
  if (copy) return copy;
  let fresh;
  try {
    fresh = await fetch(request);
  } catch {
    return new Response(DAMAGED_COPY, {
      status: 503,
      headers: {...headersOf(''), 'Content-Type': 'text/plain; charset=utf-8'},
    });
  }
  if (key !== undefined) await replaceSavedCopies(href, key, fresh.clone());
  return fresh;
}

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
    const notFound = await verified(
      await answerFromPrecache(precacheHandler, `${base}${NOT_FOUND_FILE}`),
      NOT_FOUND_FILE,
      404,
    );
    if (!notFound) throw networkError;
    return notFound;
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
  const key = pathInSite(request.url);
  const saved = await verified(await cache.match(request), key);
  if (saved) return saved;
  const response = await fetch(request);
  // Only the file this build made is saved (the check above would refuse any other).
  if (response.ok && (await verified(response.clone(), key))) {
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
    if (
      event.request.method === 'GET' &&
      path &&
      SAVED_ON_FIRST_USE_PREFIXES.some((prefix) => path.startsWith(prefix))
    ) {
      event.respondWith(savedOnFirstUse(event.request));
    }
  });

  self.addEventListener('install', (event) => {
    if (isDataSaving(worker.navigator.connection)) {
      /** @type {{waitUntil: (promise: Promise<unknown>) => void}} */ (/** @type {unknown} */ (event)).waitUntil(
        Promise.reject(new Error('The connection asks to save data: the new version is not downloaded now.')),
      );
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
    if (type !== 'fetch')
      return EventTarget.prototype.addEventListener.call(
        self,
        type,
        /** @type {EventListener} */ (/** @type {unknown} */ (listener)),
        options,
      );
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
        // The plugin answers with whatever its caches hold under the file's URL: checked first.
        /** @param {Response | Promise<Response>} response */
        event.respondWith = (response) => {
          answered = true;
          respondWith(checkedSavedCopy(request, response));
        };
        listener(event);
        if (answered || url.origin !== worker.location.origin) return;
        // Pages are saved under their folder's URL (plugins/pwa/precache.mjs); the plugin
        // tries the address as it is and with "/index.html", not with "/".
        const folder = `${url.origin}${url.pathname}/`;
        const page = url.pathname.endsWith('/') ? undefined : answerFromPrecache(listener, folder);
        if (page) respondWith(checkedSavedCopy(request, page, folder));
        else if (request.mode === 'navigate') respondWith(pageFromNetworkOrFallback(request, listener));
      },
      options,
    );
  };
}
