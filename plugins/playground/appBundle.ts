// The playground's own bundle: the app, the editor, the TypeScript compiler and its
// worker, and the realm's worker (the configs' interpreter and the planning model, one
// self-contained script that the realm starts from its text), compiled by a second
// Rspack run beside the site's.
//
// Why a second compilation: every chunk of the site's compilation has its name and hash
// in the runtime that every page loads first (about 80 bytes gzip for the playground's
// chunks and workers). Built apart, the playground costs the other pages nothing; the
// playground page finds the bundle's entry through a data module (see index.ts).
import {rmSync} from 'node:fs';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {getSwcLoaderOptions, rspack} from '@docusaurus/faster';

import {filesUnder} from '../shared/outputCache';
import {
  APP_BUNDLE_GLOBAL,
  SHARED_MODULES,
  SHARED_MODULES_GLOBAL,
} from '../../src/components/Playground/appBundleContract';
// The bundle's folder and compiler chunk, named where the offline worker's first-use rules are.
import {PLAYGROUND_BUNDLE_DIR, PLAYGROUND_COMPILER_CHUNK} from '../pwa/precache.mjs';

export interface AppBundle {
  /** The entry script, relative to the site's base URL. */
  entry: string;
  /** The realm worker's script, relative to the site's base URL. */
  realm: string;
  /** Every file of the bundle by its path in the build. */
  files: Map<string, Buffer>;
  /** Every file the compilation read or looked for in vain (absolute paths), the module of `typescriptFiles` left out. */
  inputs: string[];
}

interface AppBundleOptions {
  siteDir: string;
  /** Where the module of `typescriptFiles` is written: a path that is the same in every build, as module ids, and so the bundle's file names, derive from it. */
  typescriptFilesModule: string;
  /** The TypeScript worker's declaration files by virtual path, which it imports as data. */
  typescriptFiles: Record<string, string>;
  production: boolean;
}

// Rspack's types through the one export of it that Docusaurus Faster gives.
type RspackConfiguration = Exclude<Parameters<typeof rspack>[0], readonly unknown[]>;
type RspackStats = InstanceType<typeof rspack.Stats>;

const REALM_ENTRY = 'playground-realm';

function rspackConfig(
  {siteDir, production, typescriptFilesModule}: AppBundleOptions,
  outputDir: string,
): RspackConfiguration {
  return {
    mode: production ? 'production' : 'development',
    // The bundle is the same for every build of a checkout: rebuilt from the cache when
    // nothing it reads has changed, as the site's own compilation is.
    cache: !process.env.DOCUSAURUS_NO_PERSISTENT_CACHE,
    experiments: process.env.DOCUSAURUS_NO_PERSISTENT_CACHE
      ? {}
      : {
          cache: {
            type: 'persistent',
            buildDependencies: [fileURLToPath(import.meta.url), path.join(siteDir, 'package-lock.json')],
            storage: {type: 'filesystem', directory: path.join(siteDir, 'node_modules/.cache/playground-bundle')},
          },
        },
    context: siteDir,
    target: 'web',
    devtool: false,
    entry: {
      'playground-app': {
        import: path.join(siteDir, 'src/components/Playground/PlaygroundApp.tsx'),
        // On the entry only: the workers' own entries have no window.
        library: {type: 'window', name: APP_BUNDLE_GLOBAL},
      },
      // An entry, so that it is one file with no chunk to load: the realm runs it from a
      // blob: URL under a policy that lets it load nothing.
      [REALM_ENTRY]: path.join(siteDir, 'src/components/Playground/realm/realmWorker.ts'),
    },
    output: {
      path: path.join(outputDir, PLAYGROUND_BUNDLE_DIR),
      // Resolved from the entry script's own address, so any base URL works.
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      // Keeps this bundle's chunk loader apart from the site's on the same page.
      uniqueName: 'nadle-playground',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {'@playground/typescript-files.json$': typescriptFilesModule},
    },
    externalsType: 'window',
    externals: Object.fromEntries(SHARED_MODULES.map((name) => [name, [SHARED_MODULES_GLOBAL, name]])),
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: swcLoaderOptions(),
        },
      ],
    },
    optimization: {
      splitChunks: {
        cacheGroups: {
          // The compiler apart, so that the offline worker can leave it out of its precache.
          [PLAYGROUND_COMPILER_CHUNK]: {
            test: /[\\/]node_modules[\\/]typescript[\\/]/,
            name: PLAYGROUND_COMPILER_CHUNK,
            chunks: 'all',
            enforce: true,
          },
        },
      },
    },
    performance: false,
    // The site's build prints its own summary; this one speaks only when something fails.
    stats: 'errors-warnings',
    infrastructureLogging: {level: 'error'},
  };
}

/** The site's SWC options, with JSX always compiled for `react/jsx-runtime`, the one JSX module the page lends. */
function swcLoaderOptions() {
  const options = getSwcLoaderOptions({isServer: false, bundlerName: 'rspack'});
  return {
    ...options,
    jsc: {
      ...options.jsc,
      transform: {...options.jsc?.transform, react: {...options.jsc?.transform?.react, development: false}},
    },
  };
}

/** Compiles the playground's bundle and returns its files; throws with the compiler's messages. */
export async function buildAppBundle(options: AppBundleOptions): Promise<AppBundle> {
  const outputDir = await mkdtemp(path.join(tmpdir(), 'nadle-playground-'));
  // When another plugin fails while this compiles, Docusaurus ends the process
  // (process.exit) before the `finally` below can run: remove the folder then too.
  const removeOutputDir = () => rmSync(outputDir, {recursive: true, force: true});
  process.once('exit', removeOutputDir);
  const {typescriptFilesModule} = options;
  try {
    await mkdir(path.dirname(typescriptFilesModule), {recursive: true});
    await writeFile(typescriptFilesModule, JSON.stringify(options.typescriptFiles));
    const {stats, inputs} = await new Promise<{stats: RspackStats; inputs: string[]}>((resolve, reject) => {
      const compiler = rspack(rspackConfig(options, outputDir));
      compiler.run((error, result) => {
        const inputs = result
          ? [...result.compilation.fileDependencies, ...result.compilation.missingDependencies]
          : [];
        compiler.close(() => undefined);
        if (error || !result) reject(error ?? new Error('no result'));
        else resolve({stats: result, inputs: inputs.filter((file) => file !== typescriptFilesModule)});
      });
    });
    const {errors = [], entrypoints} = stats.toJson({all: false, errors: true, entrypoints: true});
    if (stats.hasErrors()) {
      throw new Error(
        `The playground's bundle (plugins/playground) did not compile:\n${errors.map((error) => error.message).join('\n\n')}`,
      );
    }
    const files = await filesUnder(outputDir);
    const entryFile = entrypoints?.['playground-app']?.assets?.at(-1)?.name;
    const realmFiles = entrypoints?.[REALM_ENTRY]?.assets ?? [];
    if (!entryFile) throw new Error("The playground's bundle (plugins/playground) has no entry script.");
    if (realmFiles.length !== 1)
      throw new Error(`The playground's realm worker must be one script; it has ${realmFiles.length}.`);
    return {
      entry: `${PLAYGROUND_BUNDLE_DIR}/${entryFile}`,
      realm: `${PLAYGROUND_BUNDLE_DIR}/${realmFiles[0].name}`,
      files,
      inputs,
    };
  } finally {
    process.off('exit', removeOutputDir);
    await rm(outputDir, {recursive: true, force: true});
  }
}
