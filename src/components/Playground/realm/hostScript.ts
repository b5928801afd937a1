// The document of the realm that runs a reader's configs: a sandboxed iframe with an
// opaque origin (sandbox="allow-scripts", no allow-same-origin) whose only script is
// REALM_HOST_SCRIPT. The script starts a fresh worker for each plan from the realm
// bundle's text, which the page sends, relays the worker's first answer and ends it.
// Opaque, the realm has no storage, no cache and no service worker of the site; its
// policy (REALM_POLICY, on top of the page's, which the srcdoc document inherits)
// leaves it no network and no way to load code. The page's Content-Security-Policy
// allows this one inline script by its hash (plugins/security-headers/policy.ts).

/** The realm's own policy: nothing but its one script and workers made from the text it is sent. */
export const REALM_POLICY = "default-src 'none'; script-src 'sha256-{hash}'; worker-src blob:";

// Plain ES2020, as written here: the page's CSP holds the hash of this exact text.
// Protocol (page -> host): {type: 'plan', id, source, request}. Host -> page: {type: 'ready'},
// {type: 'started', id} once a worker has loaded and has the request, {type: 'outcome', id,
// outcome} with the worker's first answer, {type: 'failed', id, message} when it threw or
// could not start. A spare worker is started after each plan, so the next one skips the
// bundle's start-up; it has run nothing of the reader's.
export const REALM_HOST_SCRIPT = `(() => {
  const page = window.parent;
  const send = (message) => page.postMessage(message, '*');
  let source;
  let url;
  let spare;
  const spawn = () => {
    const worker = new Worker(url);
    const loaded = new Promise((resolve, reject) => {
      worker.onmessage = (event) => (event.data && event.data.ready === true ? resolve() : reject(new Error('the realm worker spoke before it loaded')));
      worker.onerror = (event) => {
        event.preventDefault();
        reject(new Error(event.message || 'the realm worker could not start'));
      };
    });
    loaded.catch(() => worker.terminate());
    return {worker, loaded};
  };
  const plan = async ({id, request}) => {
    const {worker, loaded} = spare || spawn();
    spare = undefined;
    let answered = false;
    const finish = (message) => {
      if (answered) return;
      answered = true;
      worker.terminate();
      send(message);
      spare = spawn();
    };
    try {
      await loaded;
    } catch (error) {
      finish({type: 'failed', id, message: String(error.message)});
      return;
    }
    worker.onmessage = (event) => finish({type: 'outcome', id, outcome: event.data});
    worker.onmessageerror = () => finish({type: 'failed', id, message: 'the realm worker sent an answer that cannot be read'});
    worker.onerror = (event) => {
      event.preventDefault();
      finish({type: 'failed', id, message: String(event.message || 'the realm worker stopped')});
    };
    worker.postMessage(request);
    send({type: 'started', id});
  };
  window.addEventListener('message', (event) => {
    const message = event.data;
    if (event.source !== page || !message || message.type !== 'plan' || typeof message.source !== 'string') return;
    if (message.source !== source) {
      if (spare) spare.worker.terminate();
      if (url) URL.revokeObjectURL(url);
      source = message.source;
      url = URL.createObjectURL(new Blob([source], {type: 'text/javascript'}));
      spare = undefined;
    }
    plan(message);
  });
  send({type: 'ready'});
})();`;

/** The srcdoc of the realm's iframe, given the CSP hash source of REALM_HOST_SCRIPT ('sha256-…'). */
export function realmDocument(scriptHash: string): string {
  const policy = REALM_POLICY.replace("'sha256-{hash}'", scriptHash);
  return `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${policy}"><script>${REALM_HOST_SCRIPT}</script></head></html>`;
}
