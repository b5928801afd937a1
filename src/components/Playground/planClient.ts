// The page's side of the config worker: one worker at a time, one request at a time,
// and a time limit. A config that does not finish (an endless loop) cannot be
// interrupted from inside, so the page terminates the worker and starts a new one
// for the next request.
import type {PlanOutcome} from './worker/plan';
import type {ProjectFiles} from './worker/projectFiles';

/** How long the worker may take to read the configs and plan, in milliseconds. */
export const PLAN_TIME_LIMIT_MS = 2000;

export type ClientOutcome = PlanOutcome | {kind: 'timeout'} | {kind: 'worker-error'; message: string};

let worker: Worker | undefined;
let nextId = 1;

function startWorker(): Worker {
  // The chunk name gives the worker file a recognisable name in the build.
  return new Worker(/* webpackChunkName: "playground-config-worker" */ new URL('./worker/configWorker.ts', import.meta.url));
}

export function planInWorker(files: ProjectFiles, argv: readonly string[]): Promise<ClientOutcome> {
  worker ??= startWorker();
  const current = worker;
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
      if (worker === current) worker = undefined;
      finish({kind: 'timeout'});
    }, PLAN_TIME_LIMIT_MS);
    const onMessage = (event: MessageEvent<{id: number; outcome: PlanOutcome}>) => {
      if (event.data.id === id) finish(event.data.outcome);
    };
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      current.terminate();
      if (worker === current) worker = undefined;
      finish({kind: 'worker-error', message: event.message || 'The planning worker stopped.'});
    };
    current.addEventListener('message', onMessage);
    current.addEventListener('error', onError);
    current.postMessage({id, files, argv});
  });
}
