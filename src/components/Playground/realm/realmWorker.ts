// The worker the realm (hostScript.ts) starts for one plan: it reads the reader's files,
// runs their configs and asks the planning model, then the realm ends it, so nothing a
// config changes (a built-in's prototype, a timer, a pending promise) reaches the next
// plan. It runs with the realm's opaque origin and policy: no network, no storage, no
// code loading. Built as a bundle of its own, with no chunk to load (plugins/playground).
import {planCommand, type PlanRequest} from '../worker/plan';
import {installAllocationBudget} from './allocationBudget';
import {outcomeTooLarge} from './messages';

// A worker started from here would be a realm without the budget; none is needed.
const scope = globalThis as unknown as Record<string, unknown>;
for (const name of ['Worker', 'SharedWorker']) delete scope[name];
installAllocationBudget();

self.onmessage = (event: MessageEvent<PlanRequest>) => {
  self.onmessage = null;
  const outcome = planCommand(event.data);
  self.postMessage(outcomeTooLarge(outcome) ?? outcome);
};

// Loaded: the page's time limit starts once the worker has the request, so that a slow
// start of the bundle is not taken for an endless loop.
self.postMessage({ready: true});
