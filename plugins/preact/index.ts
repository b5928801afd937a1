// Runs the pages in the browser on Preact (preact/compat) instead of React:
// react-dom alone is about 50 KB gzip of every first load, Preact with its
// React-compatible layer about 5. The server still renders every page with React,
// so the HTML is unchanged; only the browser bundle resolves `react`, `react-dom`
// and their entry points to preact/compat, which hydrates that HTML.
import {fileURLToPath} from 'node:url';

import type {Plugin} from '@docusaurus/types';

import {bundlerAliases} from '../shared/bundlerConfig';

/** Each React entry point the browser code imports, and the Preact module that stands in for it. */
export const CLIENT_ALIASES: Readonly<Record<string, string>> = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};

export default function preactPlugin(): Plugin {
  return {
    name: 'preact',
    // Each path written out, so that the dependency check follows them.
    getClientModules: () => [
      fileURLToPath(new URL('./autoFocus.ts', import.meta.url)),
      fileURLToPath(new URL('./hydrationMismatch.ts', import.meta.url)),
    ],
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const aliases = bundlerAliases(config, 'preact', ['react', 'react-dom']);
      // Docusaurus points `react` and `react-dom` (and every path under them) at the
      // site's copies, and those aliases would win over the exact ones below.
      delete aliases.react;
      delete aliases['react-dom'];
      Object.assign(aliases, CLIENT_ALIASES);
      return {};
    },
  };
}
