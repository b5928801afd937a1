// The page's side of the TypeScript worker: started when the first .ts file asks for
// diagnostics, after the editor is usable, and asked one question at a time.
import type {TypeScriptRequest} from './tsWorker';
import type {PlaygroundDiagnostic, PlaygroundQuickInfo} from './typescriptService';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Question = WithoutId<TypeScriptRequest>;

let worker: Worker | undefined;
let failed: string | undefined;
let nextId = 1;
const waiting = new Map<number, {resolve: (answer: unknown) => void; reject: (error: Error) => void}>();

function typescriptWorker(): Worker {
  if (worker) return worker;
  if (failed) throw new Error(failed);
  const started = new Worker(
    /* webpackChunkName: "playground-typescript-worker" */ new URL('./tsWorker.ts', import.meta.url),
  );
  started.onmessage = (event: MessageEvent<{id: number; answer: unknown}>) => {
    waiting.get(event.data.id)?.resolve(event.data.answer);
    waiting.delete(event.data.id);
  };
  started.onerror = (event) => {
    event.preventDefault();
    failed = `The TypeScript checker stopped: ${event.message || 'it could not be loaded'}.`;
    for (const {reject} of waiting.values()) reject(new Error(failed));
    waiting.clear();
    started.terminate();
    worker = undefined;
  };
  worker = started;
  // With offline reading on, the compiler is saved for the next time the playground opens offline.
  void navigator.serviceWorker?.getRegistration().then((registration) => {
    if (registration) started.postMessage({kind: 'saveForOffline'});
  });
  return started;
}

function ask<T>(question: Question): Promise<T> {
  return new Promise((resolve, reject) => {
    try {
      const target = typescriptWorker();
      const id = nextId++;
      waiting.set(id, {resolve: resolve as (answer: unknown) => void, reject});
      target.postMessage({id, ...question});
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

export function diagnosticsOf(file: string, text: string): Promise<PlaygroundDiagnostic[]> {
  return ask({kind: 'diagnostics', file, text});
}

export function quickInfoAt(file: string, text: string, position: number): Promise<PlaygroundQuickInfo | undefined> {
  return ask({kind: 'quickInfo', file, text, position});
}
