// The page's side of the realm that runs the reader's configs (realm/hostScript.ts): a
// hidden iframe, sandboxed with an opaque origin, that starts a fresh worker for each
// plan. The page sends it the realm bundle's text (fetched once from the site, so it
// works offline), the files and the command; it accepts only messages from that frame,
// and only answers of the expected shape (realm/messages.ts). A plan that does not
// finish in time (an endless loop) is stopped by removing the frame, which ends its
// worker; the next plan starts a new one.
import {REALM_HOST_SCRIPT, realmDocument} from './realm/hostScript';
import {readOutcome, type RealmOutcome} from './realm/messages';
import type {ProjectFiles} from './worker/projectFiles';

/**
 * How long the realm may take to read the configs and plan, in milliseconds, from the
 * moment its worker has the request. Endless loops are stopped sooner, and the same on
 * every device, by the step limit (realm/instrumentConfig.ts); this is the backstop for
 * what it cannot count, such as a regular expression that backtracks without end. A
 * config of 60,000 lines took 4 s on a 2-core machine under heavy load.
 */
export const PLAN_TIME_LIMIT_MS = 60_000;

/** How long the realm may take to start (its worker loads the bundle), before a plan's time starts. */
const START_TIME_LIMIT_MS = 30_000;

export type ClientOutcome =
  | RealmOutcome
  | {kind: 'timeout'}
  /** The realm could not run the plan: it failed to load, or its worker stopped. */
  | {kind: 'realm-error'; message: string};

interface Realm {
  frame: HTMLIFrameElement;
  ready: Promise<void>;
}

let realm: Realm | undefined;
let realmSource: Promise<string> | undefined;
let nextId = 1;

/** A message from the realm's frame, or undefined for anything else that reaches the page. */
function fromRealm(event: MessageEvent, frame: HTMLIFrameElement): Record<string, unknown> | undefined {
  if (event.source !== frame.contentWindow || event.origin !== 'null') return undefined;
  const data: unknown = event.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
}

async function cspHash(script: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

function startRealm(): Realm {
  const frame = document.createElement('iframe');
  // Scripts, and nothing else: no allow-same-origin, so the frame's origin is opaque.
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.hidden = true;
  frame.title = 'Where the playground runs your configs';
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (fromRealm(event, frame)?.type !== 'ready') return;
      window.removeEventListener('message', onMessage);
      resolve();
    };
    window.addEventListener('message', onMessage);
    setTimeout(() => reject(new Error('the playground’s realm did not start')), START_TIME_LIMIT_MS);
  });
  void cspHash(REALM_HOST_SCRIPT).then((hash) => {
    frame.srcdoc = realmDocument(hash);
    document.body.append(frame);
  });
  return {frame, ready};
}

function stopRealm(stopped: Realm): void {
  stopped.frame.remove();
  if (realm === stopped) realm = undefined;
}

function loadRealmSource(url: string): Promise<string> {
  realmSource ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.text();
    })
    .catch((error: unknown) => {
      realmSource = undefined;
      throw error;
    });
  return realmSource;
}

/** Plans one command in the realm; `realmUrl` is the realm bundle's script. */
export async function planInRealm(
  realmUrl: string,
  files: ProjectFiles,
  argv: readonly string[],
): Promise<ClientOutcome> {
  let source: string;
  try {
    source = await loadRealmSource(realmUrl);
  } catch (error) {
    return {kind: 'realm-error', message: `the playground’s planner could not be loaded (${(error as Error).message})`};
  }
  realm ??= startRealm();
  const current = realm;
  try {
    await current.ready;
  } catch (error) {
    stopRealm(current);
    return {kind: 'realm-error', message: (error as Error).message};
  }
  const id = nextId++;
  return new Promise<ClientOutcome>((resolve) => {
    let timer = setTimeout(
      () => finishAndStop({kind: 'realm-error', message: 'the playground’s planner did not start'}),
      START_TIME_LIMIT_MS,
    );
    const finish = (outcome: ClientOutcome) => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(outcome);
    };
    function finishAndStop(outcome: ClientOutcome) {
      stopRealm(current);
      finish(outcome);
    }
    function onMessage(event: MessageEvent) {
      const message = fromRealm(event, current.frame);
      if (!message || message.id !== id) return;
      if (message.type === 'started') {
        clearTimeout(timer);
        timer = setTimeout(() => finishAndStop({kind: 'timeout'}), PLAN_TIME_LIMIT_MS);
      } else if (message.type === 'outcome') {
        const read = readOutcome(message.outcome);
        finish(
          'outcome' in read
            ? read.outcome
            : {kind: 'realm-error', message: `its answer could not be shown: ${read.malformed}`},
        );
      } else if (message.type === 'failed') {
        finish({
          kind: 'realm-error',
          message: typeof message.message === 'string' ? message.message.slice(0, 500) : 'its worker stopped',
        });
      }
    }
    window.addEventListener('message', onMessage);
    current.frame.contentWindow?.postMessage({type: 'plan', id, source, request: {files, argv: [...argv]}}, '*');
  });
}
