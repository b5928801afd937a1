import path from 'node:path';
import {fileURLToPath} from 'node:url';

import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import bundlerCachePlugin, {
  localModuleGraph,
  localPluginEntries,
  markdownPluginsDigest,
} from '../../plugins/bundler-cache';
import codeHighlightPlugin from '../../plugins/code-highlight';
import siteConfig from '../../docusaurus.config';

type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

const SITE_DIR = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const SITE_CONFIG_PATH = path.join(SITE_DIR, 'docusaurus.config.ts');
const context = {siteDir: SITE_DIR, siteConfigPath: SITE_CONFIG_PATH, siteConfig} as unknown as LoadContext;

/** The cache settings Docusaurus gives the bundler; without them (DOCUSAURUS_NO_PERSISTENT_CACHE) there are none. */
const docusaurusConfig = (): Configuration => ({
  experiments: {
    cache: {type: 'persistent', version: 'docusaurus', buildDependencies: [SITE_CONFIG_PATH]},
  },
});

function configure(plugin: Plugin, config: Configuration, isServer = false) {
  (plugin.configureWebpack as unknown as (config: Configuration, isServer: boolean, utils: object) => unknown)(
    config,
    isServer,
    {
      currentBundler: {instance: {NormalModuleReplacementPlugin: class {}}},
    },
  );
  return (config.experiments as {cache?: {version: string; buildDependencies: string[]}} | undefined)?.cache;
}

const relative = (files: string[]) => files.map((file) => path.relative(SITE_DIR, file));

describe('the bundler-cache plugin', () => {
  const graph = relative(localModuleGraph([SITE_CONFIG_PATH, ...localPluginEntries(siteConfig, SITE_DIR)], SITE_DIR));

  it('names every local plugin, the remark plugins and what they import, and no installed package', () => {
    expect(graph).toEqual(
      expect.arrayContaining([
        'docusaurus.config.ts',
        'config/siteEnv.ts',
        'plugins/bundler-cache/index.ts',
        'plugins/case-sensitive-routes/index.ts',
        'plugins/code-highlight/remark.ts',
        'src/task-graph/draw.ts',
        'plugins/flag-tables/remark.ts',
        'src/nadle-model/plan.ts',
      ]),
    );
    expect(
      graph.filter((file) => file.startsWith('..') || file.includes('node_modules') || file.endsWith('.d.ts')),
    ).toEqual([]);
  });

  it("adds those files to the cache, after Docusaurus's own, and a Markdown digest to its version", () => {
    const cache = configure(bundlerCachePlugin(context), docusaurusConfig());
    expect(cache?.buildDependencies[0]).toBe(SITE_CONFIG_PATH);
    expect(relative(cache?.buildDependencies ?? [])).toEqual(
      expect.arrayContaining(['plugins/code-highlight/remark.ts', 'src/nadle-model/plan.ts']),
    );
    expect(cache?.version).toBe(`docusaurus-markdown-${markdownPluginsDigest(siteConfig)}`);
  });

  it('leaves a build without the persistent cache without one', () => {
    const config: Configuration = {};
    expect(configure(bundlerCachePlugin(context), config)).toBeUndefined();
    expect(config).toEqual({});
  });

  it("changes the digest with a Markdown plugin's options, and only with them", () => {
    const remark = function remarkCodeTokens() {};
    const configWith = (taskGraphs: boolean, baseUrl = '/') => ({
      baseUrl,
      presets: [['classic', {docs: {beforeDefaultRemarkPlugins: [[remark, {taskGraphs}]]}, blog: {remarkPlugins: []}}]],
    });
    expect(markdownPluginsDigest(configWith(true))).toBe(markdownPluginsDigest(configWith(true)));
    expect(markdownPluginsDigest(configWith(false))).not.toBe(markdownPluginsDigest(configWith(true)));
    // The rest of the config reaches the bundle as a module of its own, which the cache compares.
    expect(markdownPluginsDigest(configWith(true, '/nadle/'))).toBe(markdownPluginsDigest(configWith(true)));
  });
});

describe('the code-highlight plugin', () => {
  it('makes a change of the API declarations the samples compile against evict the cache', () => {
    // The server bundle: the browser bundle's chunk settings, which it also changes, are not set here.
    const cache = configure(codeHighlightPlugin(context), docusaurusConfig(), true);
    expect(relative(cache?.buildDependencies ?? [])).toContain('api/index.ts');
  });
});
