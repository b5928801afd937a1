// The site's search plugin: it tells the browser which backend to use. In local
// mode the build-output pipeline (plugins/build-output) then calls
// writeSearchIndex, which extracts DocSearch records from the built HTML and
// writes them as a content-hashed static index (see indexFiles.ts).
import type {LoadContext, Plugin} from '@docusaurus/types';

import {INDEX_DIR, MANIFEST_FILE, SEARCH_PLUGIN_NAME, type SearchGlobalData} from '../../src/search/types';
import type {BuiltPage} from '../shared/builtPages';
import {buildIndexFiles, writeIndexFiles} from './indexFiles';
import {extractPages} from './site';

export type SearchPluginOptions = {
  mode: 'local' | 'algolia';
};

/** Writes the local search index of the built pages into the build folder. */
export async function writeSearchIndex({outDir, baseUrl, pages}: {outDir: string; baseUrl: string; pages: readonly BuiltPage[]}) {
  const extracted = extractPages(pages, baseUrl);
  if (extracted.length === 0) {
    throw new Error(`[${SEARCH_PLUGIN_NAME}] No docs, API or blog page found in ${outDir}: the search index would be empty.`);
  }
  const files = buildIndexFiles(extracted);
  await writeIndexFiles(outDir, files);
  console.info(
    `[INFO] Search index: ${files.manifest.records} records from ${extracted.length} pages in ${files.shards.length} file(s).`,
  );
}

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const {baseUrl} = context;
  return {
    name: SEARCH_PLUGIN_NAME,

    async contentLoaded({actions}) {
      const data: SearchGlobalData =
        options.mode === 'local' ? {mode: 'local', manifestPath: `${baseUrl}${INDEX_DIR}/${MANIFEST_FILE}`} : {mode: 'algolia'};
      actions.setGlobalData(data);
    },
  };
}
