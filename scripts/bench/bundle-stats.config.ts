// The site's configuration plus one plugin that writes the stats of the client
// bundle (modules, chunks, assets) next to the output folder, as
// `<out-dir>.stats.json` (bundle-stats-path.ts), for `npm run bench:bundle`. The site's own builds never
// load this file: `docusaurus build --config scripts/bench/bundle-stats.config.ts`.
import {writeFileSync} from 'node:fs';
import path from 'node:path';

import type {Config, Plugin} from '@docusaurus/types';

import siteConfig from '../../docusaurus.config';
import {statsFileOf} from './bundle-stats-path';

function bundleStatsPlugin(context: {outDir: string}): Plugin {
  return {
    name: 'bench-bundle-stats',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: {
              hooks: {
                done: {tap: (name: string, callback: (stats: {toJson: (options: object) => unknown}) => void) => void};
              };
            }) {
              compiler.hooks.done.tap('bench-bundle-stats', (stats) => {
                const json = stats.toJson({
                  all: false,
                  assets: true,
                  chunks: true,
                  chunkModules: true,
                  modules: true,
                  nestedModules: true,
                  // Every module a concatenated one holds: the bundler lists them as
                  // orphans (no chunk of their own) and shows only the first few by default.
                  orphanModules: true,
                  nestedModulesSpace: Infinity,
                  ids: true,
                  entrypoints: true,
                  chunkGroups: true,
                  outputPath: true,
                  publicPath: true,
                });
                writeFileSync(statsFileOf(context.outDir), JSON.stringify(json));
              });
            },
          },
        ],
      };
    },
  };
}

// Docusaurus resolves a plugin's relative path from the config file's folder; the
// site's plugins are relative to the site folder, two levels up from here.
const SITE_DIR = path.resolve(__dirname, '../..');
const fromSiteDir = <T>(entry: T): T => {
  if (typeof entry === 'string' && entry.startsWith('./')) return path.join(SITE_DIR, entry) as T;
  if (Array.isArray(entry) && typeof entry[0] === 'string')
    return [fromSiteDir(entry[0]), ...(entry.slice(1) as unknown[])] as T;
  return entry;
};

const config: Config = {
  ...siteConfig,
  plugins: [...(siteConfig.plugins ?? []).map(fromSiteDir), bundleStatsPlugin],
};

export default config;
