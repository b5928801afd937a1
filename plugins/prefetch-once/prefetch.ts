// Stands in for Docusaurus's `prefetch` (@docusaurus/core/lib/client/prefetch.js):
// fetches a file of code ahead, as a <link rel="prefetch"> where the browser
// supports it and a request otherwise, as the original does, but only once per
// address: a call while the file is on its way or fetched gets the first call's
// promise and adds no element; a failed fetch is forgotten, so a later call tries
// again, as every call of the original does. Like the original, the promise never
// rejects (a failed request shows in the browser's console anyway).

const requested = new Map<string, Promise<void>>();

function supportsLinkPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

function prefetchWithLink(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.setAttribute('rel', 'prefetch');
    link.setAttribute('href', url);
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`Could not prefetch ${url}`));
    document.head.appendChild(link);
  });
}

function prefetchWithRequest(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('GET', url, true);
    request.withCredentials = true;
    request.onload = () => (request.status === 200 ? resolve() : reject(new Error(`Could not prefetch ${url}`)));
    request.send(null);
  });
}

export default function prefetch(url: string): Promise<void> {
  let request = requested.get(url);
  if (!request) {
    request = (supportsLinkPrefetch() ? prefetchWithLink(url) : prefetchWithRequest(url)).catch(() => {
      requested.delete(url);
    });
    requested.set(url, request);
  }
  return request;
}
