// What the in-page playground (src/components/Playground) needs from the build:
//  - the declaration files its TypeScript worker compiles against, as data: the Nadle
//    API (api/index.ts and what it imports, the `nadle` module of the playground, as for
//    the site's samples) and the standard library files of ES2022;
//  - the playground itself, compiled apart from the site (appBundle.ts), its files added
//    to the site's build output, and where its entry script is, as data for the page.
import {readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {localModuleGraph} from '../bundler-cache';
import {dependencyDigests, isSiteFile, outputCache} from '../shared/outputCache';
import {buildAppBundle, type AppBundle} from './appBundle';

/** The data module that tells the playground page where the bundle starts. */
const APP_BUNDLE_DATA = 'app-bundle.json';

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
    for (const match of read(name).matchAll(/\/\/\/\s*<reference lib="([^"]+)"\s*\/>/g))
      pending.push(`lib.${match[1]}.d.ts`);
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

// The site's bundler as Docusaurus types it (Rspack here, with the same plugin API).
type SiteBundlerConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];
type SiteBundlerPlugin = Exclude<
  NonNullable<SiteBundlerConfig['plugins']>[number],
  false | '' | 0 | null | undefined | ((...args: never[]) => void)
>;
type SiteCompiler = Parameters<SiteBundlerPlugin['apply']>[0];

/** Adds the bundle's files to the site's output; read at each compilation, so the dev server serves the latest. */
function emitAppBundle(current: () => Bundle | undefined): SiteBundlerPlugin {
  return {
    apply(compiler: SiteCompiler) {
      const {RawSource} = compiler.webpack.sources;
      compiler.hooks.thisCompilation.tap('playground', (compilation) => {
        compilation.hooks.processAssets.tap(
          {name: 'playground', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
          () => {
            for (const [file, contents] of current()?.files ?? []) compilation.emitAsset(file, new RawSource(contents));
          },
        );
      });
    },
  };
}

/** What the site's build needs of the bundle. */
type Bundle = Pick<AppBundle, 'entry' | 'realm' | 'files'>;

/** The plugin's own modules, which make the bundler's configuration. */
const CONFIG_MODULES = [fileURLToPath(import.meta.url)];

/**
 * The bundle: compiled, or taken from the output cache (plugins/shared/outputCache.ts)
 * when every file an earlier compilation read, the TypeScript files and the plugin's
 * own modules are as they were then (about 3.5 s of compiling, most of it minifying
 * the compiler).
 */
async function playgroundBundle(siteDir: string, generatedFilesDir: string): Promise<Bundle> {
  const production = process.env.NODE_ENV === 'production';
  const files = typescriptFiles(siteDir);
  const cache = outputCache<{entry: string; realm: string}>(siteDir, 'playground-bundle-output', [
    production ? 'production' : 'development',
    JSON.stringify(files),
  ]);
  const cached = await cache.read();
  if (cached) return {entry: cached.data.entry, realm: cached.data.realm, files: cached.files};

  const configDigests = dependencyDigests(siteDir, localModuleGraph(CONFIG_MODULES, siteDir));
  const started = Date.now();
  const built = await buildAppBundle({
    siteDir,
    typescriptFiles: files,
    typescriptFilesModule: path.join(generatedFilesDir, 'playground', 'typescript-files.json'),
    production,
  });
  const inputs = built.inputs.filter((file) => isSiteFile(siteDir, file));
  // The compilation's inputs are known once it ends: one edited meanwhile may not be in the bundle as it is now.
  const editedMeanwhile = inputs.some((file) => (statSync(file, {throwIfNoEntry: false})?.mtimeMs ?? 0) >= started);
  if (!editedMeanwhile)
    await cache.write(
      {...configDigests, ...dependencyDigests(siteDir, inputs)},
      {files: built.files, data: {entry: built.entry, realm: built.realm}},
    );
  return built;
}

export default function playgroundPlugin(context: LoadContext): Plugin<{entry: string; realm: string}> {
  const startBuild = () => playgroundBundle(context.siteDir, context.generatedFilesDir);
  // Started now, while the other plugins start (TypeDoc takes seconds), so the build
  // rarely waits for it; loadContent collects it, and builds it again on a later reload.
  let pending: Promise<Bundle> | undefined = startBuild();
  pending.catch(() => undefined); // Reported where it is awaited.
  let bundle: Bundle | undefined;
  return {
    name: 'playground',
    getPathsToWatch: () => [
      path.join(context.siteDir, 'src/components/Playground/**'),
      path.join(context.siteDir, 'src/nadle-model/**'),
    ],
    async loadContent() {
      bundle = await (pending ?? startBuild());
      pending = undefined;
      return {entry: bundle.entry, realm: bundle.realm};
    },
    async contentLoaded({content, actions}) {
      await actions.createData(APP_BUNDLE_DATA, JSON.stringify(content));
    },
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [emitAppBundle(() => bundle)]};
    },
  };
}
