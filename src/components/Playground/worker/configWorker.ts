// The dedicated worker that turns the reader's files into a plan. The page gives it
// a time limit and terminates it when a config does not finish (an endless loop).
import './noNetwork';
import {planCommand, type PlanRequest} from './plan';

export interface PlanMessage extends PlanRequest {
  id: number;
}

self.onmessage = (event: MessageEvent<PlanMessage>) => {
  const {id, ...request} = event.data;
  self.postMessage({id, outcome: planCommand(request)});
};

// Loaded: the page's time limit starts with the first request from now on, so that a
// slow download or start of this worker is not taken for an endless loop.
self.postMessage({ready: true});
