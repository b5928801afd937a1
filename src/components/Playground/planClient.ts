// The page's side of the config worker: one worker at a time, one request at a time,
// and a time limit from the moment the loaded worker gets the request. A config that
// does not finish (an endless loop) cannot be interrupted from inside, so the page
// terminates the worker and starts a new one for the next request.
import type {PlanOutcome} from './worker/plan';
import type {ProjectFiles} from './worker/projectFiles';

/** How long the worker may take to read the configs and plan, in milliseconds. */
export const PLAN_TIME_LIMIT_MS = 2000;

export type ClientOutcome = PlanOutcome | {kind: 'timeout'} | {kind: 'worker-error'; message: string};

interface StartedWorker {
  worker: Worker;
  /** Settles once the worker has loaded and says so (undefined), or with why it failed to load. */
  ready: Promise<string | undefined>;
}

let started: StartedWorker | undefined;
let nextId = 1;

function startWorker(): StartedWorker {
  // The chunk name gives the worker file a recognisable name in the build.
  const worker = new Worker(/* webpackChunkName: "playground-config-worker" */ new URL('./worker/configWorker.ts', import.meta.url));
  const ready = new Promise<string | undefined>((resolve) => {
    const onReady = (event: MessageEvent<{ready?: boolean}>) => {
      if (!event.data.ready) return;
      worker.removeEventListener('message', onReady);
      resolve(undefined);
    };
    worker.addEventListener('message', onReady);
    worker.addEventListener('error', (event) => resolve(event.message || 'the planning worker could not be loaded'), {once: true});
  });
  return {worker, ready};
}

export async function planInWorker(files: ProjectFiles, argv: readonly string[]): Promise<ClientOutcome> {
  started ??= startWorker();
  const {worker: current, ready} = started;
  const loadError = await ready;
  if (loadError) {
    current.terminate();
    if (started?.worker === current) started = undefined;
    return {kind: 'worker-error', message: loadError};
  }
  const id = nextId++;
  return new Promise((resolve) => {
    const finish = (outcome: ClientOutcome) => {
      clearTimeout(timer);
      current.removeEventListener('message', onMessage);
      current.removeEventListener('error', onError);
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      current.terminate();
      if (started?.worker === current) started = undefined;
      finish({kind: 'timeout'});
    }, PLAN_TIME_LIMIT_MS);
    const onMessage = (event: MessageEvent<{id: number; outcome: PlanOutcome}>) => {
      if (event.data.id === id) finish(event.data.outcome);
    };
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      current.terminate();
      if (started?.worker === current) started = undefined;
      finish({kind: 'worker-error', message: event.message || 'The planning worker stopped.'});
    };
    current.addEventListener('message', onMessage);
    current.addEventListener('error', onError);
    current.postMessage({id, files, argv});
  });
}
