// The site's search plugin. It tells the browser which backend to use, and in
// local mode, after the build, extracts DocSearch records from the built HTML
// and writes them as a content-hashed static index (see indexFiles.ts).
import type {LoadContext, Plugin} from '@docusaurus/types';

import {INDEX_DIR, MANIFEST_FILE, SEARCH_PLUGIN_NAME, type SearchGlobalData} from '../../src/search/types';
import {buildIndexFiles, writeIndexFiles} from './indexFiles';
import {extractSite} from './site';

export type SearchPluginOptions = {
  mode: 'local' | 'algolia';
};

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const {baseUrl, siteConfig} = context;
  return {
    name: SEARCH_PLUGIN_NAME,

    async contentLoaded({actions}) {
      const data: SearchGlobalData =
        options.mode === 'local' ? {mode: 'local', manifestPath: `${baseUrl}${INDEX_DIR}/${MANIFEST_FILE}`} : {mode: 'algolia'};
      actions.setGlobalData(data);
    },

    async postBuild({outDir}) {
      if (options.mode !== 'local') return;
      const pages = await extractSite({outDir, baseUrl, trailingSlash: siteConfig.trailingSlash});
      if (pages.length === 0) {
        throw new Error(`[${SEARCH_PLUGIN_NAME}] No docs, API or blog page found in ${outDir}: the search index would be empty.`);
      }
      const files = buildIndexFiles(pages);
      await writeIndexFiles(outDir, files);
      console.info(
        `[INFO] Search index: ${files.manifest.records} records from ${pages.length} pages in ${files.shards.length} file(s).`,
      );
    },
  };
}
