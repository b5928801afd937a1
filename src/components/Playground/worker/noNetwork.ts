// Imported first by the config worker, before the interpreter copies the worker's
// globals: the reader's config gets no way to reach the network or load code.
const NETWORK_AND_LOADING = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'WebTransport',
  'EventSource',
  'importScripts',
  'Worker',
  'SharedWorker',
  'BroadcastChannel',
  'indexedDB',
  'caches',
] as const;

const scope = globalThis as unknown as Record<string, unknown>;
for (const name of NETWORK_AND_LOADING) {
  // Some are accessors on the prototype chain: shadow them on the global object itself.
  Object.defineProperty(scope, name, {value: undefined, configurable: false, writable: false});
}

export const NETWORK_GLOBALS_REMOVED = NETWORK_AND_LOADING;
