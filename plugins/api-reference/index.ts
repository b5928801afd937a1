// The API reference (docs/api/): docusaurus-plugin-typedoc runs TypeDoc over
// api/index.ts with the options of typedoc.json. TypeDoc reads nothing else of the
// site, so a build whose api/, typedoc.json, package.json and packages are those of
// an earlier build takes that build's pages from the output cache
// (plugins/shared/outputCache.ts) instead of running TypeDoc again, about 3 s of one
// core. Any change of those files runs TypeDoc, with every check of typedoc.json.
import {readdir, rm} from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import typedocPlugin from 'docusaurus-plugin-typedoc';

import {dependencyDigests, filesUnder, outputCache, writeFilesUnder} from '../shared/outputCache';

type TypedocPluginOptions = Parameters<typeof typedocPlugin>[1];

/** Where the pages go (docusaurus-plugin-typedoc's default, named here so that the cache knows it too). */
const OUT_DIR = 'docs/api';

/** What TypeDoc reads of the site: the declarations and their compiler settings, its options, and the package's name (typedoc.json's link mappings). */
async function typedocInputs(siteDir: string): Promise<string[]> {
  const declarations = await readdir(path.join(siteDir, 'api'), {recursive: true, withFileTypes: true});
  return [
    ...declarations.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)),
    path.join(siteDir, 'typedoc.json'),
    path.join(siteDir, 'package.json'),
  ];
}

export default async function apiReferencePlugin(context: LoadContext, options: TypedocPluginOptions): Promise<Plugin> {
  const typedocOptions = {...options, out: `./${OUT_DIR}`};
  const outDir = path.join(context.siteDir, OUT_DIR);
  // The plugin also passes TypeDoc the docs folder and number-prefix rule of the preset, which the sidebar it writes depends on.
  const docsOptions = context.siteConfig.presets
    .map((preset) =>
      Array.isArray(preset)
        ? (preset[1] as {docs?: {path?: string; numberPrefixParser?: unknown}} | undefined)?.docs
        : undefined,
    )
    .map((docs) => docs && {path: docs.path, numberPrefixParser: docs.numberPrefixParser});
  const cache = outputCache<null>(context.siteDir, 'api-reference', [
    JSON.stringify(typedocOptions),
    JSON.stringify(docsOptions),
  ]);
  const cached = await cache.read();
  if (!cached) {
    // Taken before TypeDoc reads them: a file edited meanwhile makes the entry stale, never wrong.
    const dependencies = dependencyDigests(context.siteDir, await typedocInputs(context.siteDir));
    const plugin = await typedocPlugin(context, typedocOptions);
    await cache.write(dependencies, {files: await filesUnder(outDir), data: null});
    return plugin;
  }

  // TypeDoc empties its output folder first; so does this.
  await rm(outDir, {recursive: true, force: true});
  await writeFilesUnder(outDir, cached.files);
  console.log(
    `[api-reference] ${OUT_DIR}/ is TypeDoc's output of an earlier build: api/, typedoc.json and the packages have not changed since.`,
  );
  return {
    name: 'docusaurus-plugin-typedoc',
    // The plugin's command (`docusaurus generate-typedoc`) still runs TypeDoc itself.
    extendCli: (cli) =>
      cli
        .command('generate-typedoc')
        .description('Runs TypeDoc to write the API reference (docs/api/) without building the site.')
        .action(async () => {
          await typedocPlugin(context, typedocOptions);
        }),
  };
}
