// The site's search plugin: it tells the browser which backend to use. In local
// mode the build-output pipeline (plugins/build-output) then calls
// writeSearchIndex, which extracts DocSearch records from the built HTML and
// writes them as a content-hashed static index (see indexFiles.ts); in Algolia
// mode it calls writeSearchVocabulary, the word list of the no-results
// screen's suggestions (see vocabulary.ts).
import type {LoadContext, Plugin} from '@docusaurus/types';

import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';

import browserslist from 'browserslist';

import {
  INDEX_DIR,
  MANIFEST_FILE,
  SEARCH_PLUGIN_NAME,
  VOCABULARY_FILE,
  type SearchGlobalData,
} from '../../src/search/types';
import {ownChunk} from '../shared/bundlerConfig';
import type {BuiltPage} from '../shared/builtPages';
import {buildIndexFiles, writeIndexFiles} from './indexFiles';
import {extractPages} from './site';
import {buildVocabulary} from './vocabulary';

/** The search clients and what only they use (src/search/client.ts). */
const SEARCH_CLIENT_MODULES = /[\\/]src[\\/]search[\\/](client|errorStatus)\.ts$/;

export type SearchPluginOptions = {
  mode: 'local' | 'algolia';
};

/** Writes the local search index of the built pages into the build folder. */
export async function writeSearchIndex({
  outDir,
  baseUrl,
  pages,
}: {
  outDir: string;
  baseUrl: string;
  pages: readonly BuiltPage[];
}) {
  const extracted = extractPages(pages, baseUrl);
  if (extracted.length === 0) {
    throw new Error(
      `[${SEARCH_PLUGIN_NAME}] No docs, API or blog page found in ${outDir}: the search index would be empty.`,
    );
  }
  const files = buildIndexFiles(extracted);
  await writeIndexFiles(outDir, files);
  console.info(
    `[INFO] Search index: ${files.manifest.records} records from ${extracted.length} pages in ${files.shards.length} file(s).`,
  );
}

/** Writes Algolia mode's word list of the built pages into the build folder. */
export async function writeSearchVocabulary({
  outDir,
  baseUrl,
  pages,
}: {
  outDir: string;
  baseUrl: string;
  pages: readonly BuiltPage[];
}) {
  const vocabulary = buildVocabulary(extractPages(pages, baseUrl));
  const contents = JSON.stringify(vocabulary);
  await mkdir(path.join(outDir, INDEX_DIR), {recursive: true});
  await writeFile(path.join(outDir, INDEX_DIR, VOCABULARY_FILE), contents);
  console.info(
    `[INFO] Search vocabulary: ${vocabulary.words.length} words, ${(contents.length / 1024).toFixed(1)} KiB.`,
  );
}

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const {baseUrl} = context;
  return {
    name: SEARCH_PLUGIN_NAME,

    contentLoaded({actions}) {
      const data: SearchGlobalData =
        options.mode === 'local'
          ? {mode: 'local', manifestPath: `${baseUrl}${INDEX_DIR}/${MANIFEST_FILE}`}
          : {mode: 'algolia', vocabularyPath: `${baseUrl}${INDEX_DIR}/${VOCABULARY_FILE}`};
      actions.setGlobalData(data);
    },

    // A file imported with `?text` is its text, minified for the browsers the site supports (its
    // browserslist): how the search modal's chunk carries its CSS (src/theme/SearchBar/modalStyles.ts).
    // A post loader, so that the import's `-!` keeps Docusaurus's CSS loaders off the file, not this.
    // The search clients get one chunk, which the button's prefetch, the modal and the /search page share.
    configureWebpack(_config, isServer) {
      const targets = browserslist.loadConfig({path: context.siteDir}) ?? browserslist.defaults;
      return {
        ...(!isServer && {optimization: ownChunk('searchClients', SEARCH_CLIENT_MODULES)}),
        module: {
          rules: [
            {
              resourceQuery: /^\?text$/,
              enforce: 'post',
              type: 'asset/source',
              use: [{loader: 'builtin:lightningcss-loader', options: {minify: true, targets}}],
            },
          ],
        },
      };
    },
  };
}
