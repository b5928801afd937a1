// Lets Node 20 run the TypeScript maintainer scripts (search:upload, bench:search)
// without a separate runner: `node --import ./scripts/search/ts-loader.mjs x.ts`.
// Each .ts/.tsx file is transpiled on load with the project's own TypeScript
// (types are erased, never checked here: `npm run typecheck` does that).
import {register} from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
