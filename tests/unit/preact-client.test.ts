import {createRequire} from 'node:module';

import type {Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import preactPlugin, {CLIENT_ALIASES} from '../../plugins/preact';

const require = createRequire(import.meta.url);

/** The bundler configuration a plugin's configureWebpack receives. */
type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

/** The aliases Docusaurus sets for React, and the cache settings of its rspack config. */
function docusaurusConfig(): Configuration {
  return {
    resolve: {
      alias: {react: '/site/node_modules/react', 'react-dom': '/site/node_modules/react-dom', '@site': '/site'},
    },
  };
}

function configure(config: Configuration, isServer: boolean) {
  const plugin = preactPlugin();
  // Its third argument, the bundler utilities, is not used.
  (plugin.configureWebpack as (config: Configuration, isServer: boolean) => unknown)(config, isServer);
  return config;
}

describe('the Preact plugin', () => {
  it('resolves React and every entry point of it to preact/compat in the browser bundle', () => {
    const aliases = configure(docusaurusConfig(), false).resolve!.alias as Record<string, string>;
    expect(aliases.react).toBeUndefined();
    expect(aliases['react-dom']).toBeUndefined();
    expect(aliases).toMatchObject({
      react$: 'preact/compat',
      'react-dom/client$': 'preact/compat/client',
      '@site': '/site',
    });
  });

  it('leaves the server bundle on React, so the HTML is rendered by React', () => {
    expect(configure(docusaurusConfig(), true)).toEqual(docusaurusConfig());
  });

  it('names modules that the installed Preact has', () => {
    for (const target of new Set(Object.values(CLIENT_ALIASES)))
      expect(() => require.resolve(target), target).not.toThrow();
  });

  it('stops the build with a clear message when Docusaurus stops aliasing React', () => {
    expect(() => configure({resolve: {alias: {}}}, false)).toThrow(/no longer aliases "react" and "react-dom"/);
  });
});
