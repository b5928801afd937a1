// What the in-page playground (src/components/Playground) needs from the build:
//  - the declaration files its TypeScript worker compiles against, as data: the Nadle
//    API (api/index.ts and what it imports, the `nadle` module of the playground, as for
//    the site's samples) and the standard library files of ES2022;
//  - the TypeScript compiler in a chunk of its own name, playground-typescript, which the
//    offline worker saves the first time the playground loads it instead of in its precache
//    (too large for the precache budget; see plugins/pwa/precache.mjs).
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

/** File name (without hash) of the chunk that holds the TypeScript compiler. */
export const COMPILER_CHUNK_NAME = 'playground-typescript';
/** The data module the TypeScript worker imports: `@generated/playground/default/<this>`. */
export const TYPESCRIPT_FILES_DATA = 'typescript-files.json';

const require = createRequire(import.meta.url);
const TYPESCRIPT_LIB_DIR = path.dirname(require.resolve('typescript/lib/lib.es5.d.ts'));
const ROOT_LIB = 'lib.es2022.d.ts';

/** A standard library file and every library file it references, by name. */
export function libraryClosure(root: string, read: (name: string) => string): string[] {
  const found: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (found.includes(name)) continue;
    found.push(name);
    for (const match of read(name).matchAll(/\/\/\/\s*<reference lib="([^"]+)"\s*\/>/g)) pending.push(`lib.${match[1]}.d.ts`);
  }
  return found.sort();
}

/** Paths of the playground's virtual file system, and their text. */
export function typescriptFiles(siteDir: string): Record<string, string> {
  const readLib = (name: string) => readFileSync(path.join(TYPESCRIPT_LIB_DIR, name), 'utf8');
  return {
    ...Object.fromEntries(libraryClosure(ROOT_LIB, readLib).map((name) => [`/${name}`, readLib(name)])),
    '/nadle/index.ts': readFileSync(path.join(siteDir, 'api/index.ts'), 'utf8'),
    '/nadle/external.ts': readFileSync(path.join(siteDir, 'api/external.ts'), 'utf8'),
  };
}

export default function playgroundPlugin(context: LoadContext): Plugin<Record<string, string>> {
  return {
    name: 'playground',
    loadContent: async () => typescriptFiles(context.siteDir),
    async contentLoaded({content, actions}) {
      await actions.createData(TYPESCRIPT_FILES_DATA, JSON.stringify(content));
    },
    configureWebpack(config, isServer) {
      const cacheGroups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined;
      if (isServer || !cacheGroups) return {};
      cacheGroups[COMPILER_CHUNK_NAME] = {
        test: /[\\/]node_modules[\\/]typescript[\\/]/,
        name: COMPILER_CHUNK_NAME,
        chunks: 'all',
        enforce: true,
        priority: 100,
      };
      return {};
    },
  };
}
