// The worker that runs the TypeScript compiler for the playground, started after the
// editor is usable. It keeps one language service and answers one request at a time.
import typescriptFiles from '@generated/playground/default/typescript-files.json';
import ts from 'typescript';

import {TypeScriptService} from './typescriptService';

export type TypeScriptRequest =
  | {id: number; kind: 'diagnostics'; file: string; text: string}
  | {id: number; kind: 'quickInfo'; file: string; text: string; position: number};

const service = new TypeScriptService(ts, typescriptFiles as Record<string, string>);

self.onmessage = (event: MessageEvent<TypeScriptRequest>) => {
  const request = event.data;
  service.setFile(request.file, request.text);
  const answer = request.kind === 'diagnostics' ? service.diagnostics(request.file) : service.quickInfo(request.file, request.position);
  self.postMessage({id: request.id, answer});
};
