// The worker that runs the TypeScript compiler for the playground, started after the
// editor is usable. It keeps one language service and answers one request at a time.
import typescriptFiles from '@playground/typescript-files.json';
import ts from 'typescript';

import {FIRST_USE_CACHE, PLAYGROUND_COMPILER_CHUNK} from '../../../../plugins/pwa/precache.mjs';
import {TypeScriptService} from './typescriptService';

export type TypeScriptRequest =
  | {id: number; kind: 'diagnostics'; file: string; text: string}
  | {id: number; kind: 'quickInfo'; file: string; text: string; position: number};

/** Sent once by the page when the site has an offline-reading worker. */
export interface SaveForOfflineRequest {
  kind: 'saveForOffline';
}

/** The address of the compiler's file, whatever its hash. */
const COMPILER_FILE = new RegExp(`/${PLAYGROUND_COMPILER_CHUNK}\\.[0-9a-f]+\\.js$`);

/**
 * Saves the compiler's file where the offline-reading worker looks for it. That worker
 * saves it itself when it controls the page, but not on the visit that installed it.
 */
async function saveCompilerForOffline(): Promise<void> {
  const compiler = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .find((name) => COMPILER_FILE.test(name));
  if (!compiler || typeof caches === 'undefined') return;
  const cache = await caches.open(FIRST_USE_CACHE);
  if (await cache.match(compiler)) return;
  for (const old of await cache.keys()) if (old.url.includes(`/${PLAYGROUND_COMPILER_CHUNK}.`)) await cache.delete(old);
  await cache.add(compiler);
}

const service = new TypeScriptService(ts, typescriptFiles);

self.onmessage = (event: MessageEvent<TypeScriptRequest | SaveForOfflineRequest>) => {
  const request = event.data;
  if (request.kind === 'saveForOffline') {
    saveCompilerForOffline().catch(() => undefined);
    return;
  }
  service.setFile(request.file, request.text);
  const answer =
    request.kind === 'diagnostics'
      ? service.diagnostics(request.file)
      : service.quickInfo(request.file, request.position);
  self.postMessage({id: request.id, answer});
};
