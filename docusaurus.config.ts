import {fileURLToPath} from 'node:url';

import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';

import {COPYRIGHT_YEAR, NADLE_VERSION, RELEASE_URL, REPOSITORY_URL} from './src/data/release';
import {readSiteEnv} from './config/siteEnv';
import {readGitHistory, warnOnceAboutLastUpdate} from './config/gitHistory';
import {resolveSearch} from './plugins/search/config';
import remarkCodeTokens from './plugins/code-highlight/remark';
import {createLlmsPlugin} from './plugins/llms';
import {MANIFEST_FILE, THEME_COLORS} from './src/data/pwa';
import {keepSavedFiles, savePagesByFolderUrl} from './plugins/pwa/precache.mjs';
import {INDEX_DIR, MANIFEST_FILE as SEARCH_MANIFEST_FILE} from './src/search/types';

// Everything that depends on the environment is decided here, once.
// README.md has the table of these variables.
const env = readSiteEnv(process.env);
const search = resolveSearch(process.env);
// "Last updated" dates need the full git history; without it they are left out, with one warning.
const gitHistory = readGitHistory(fileURLToPath(new URL('.', import.meta.url)));
warnOnceAboutLastUpdate(gitHistory);

const SEARCH_INDEX_MANIFEST = `${INDEX_DIR}/${SEARCH_MANIFEST_FILE}`;
const TAGLINE = 'A modern, type-safe task runner for Node.js';
// Markdown twins of the pages, llms.txt, llms-full.txt and robots.txt.
const llms = createLlmsPlugin({
  summary:
    'Nadle is a type-safe task runner for Node.js: projects register named tasks in a TypeScript file, nadle.config.ts, ' +
    'declare which tasks depend on which and which files they read and write, and run them with the nadle command, which ' +
    'orders them, runs independent tasks in parallel and skips tasks that are up to date. It works in single packages and ' +
    'in pnpm, npm and yarn monorepos. These pages document version 0.5.1.',
});
/** Prism languages beyond prism-react-renderer's own set. */
const PRISM_EXTRA_LANGUAGES = ['bash', 'json'];
/** Code blocks are highlighted while pages compile; the browser gets tokens, not Prism. */
const beforeDefaultRemarkPlugins = [[remarkCodeTokens, {additionalLanguages: PRISM_EXTRA_LANGUAGES}]];

const presetOptions = {
  docs: {
    sidebarPath: './sidebars.ts',
    beforeDefaultRemarkPlugins,
    // The API pages are generated from api/index.ts, so they get no edit link.
    editUrl: ({docPath}) => (docPath.startsWith('api/') ? undefined : `${env.editUrl}docs/${docPath}`),
    showLastUpdateTime: gitHistory.complete,
  },
  blog: {
    blogTitle: 'Nadle blog',
    blogDescription: 'Release notes and articles about Nadle from its maintainers',
    postsPerPage: 5,
    blogSidebarCount: 'ALL',
    beforeDefaultRemarkPlugins,
    blogSidebarTitle: 'All posts',
    editUrl: env.editUrl,
    feedOptions: {
      type: 'all',
      title: 'Nadle blog',
      description: 'Release notes and articles about Nadle, the type-safe task runner for Node.js',
      copyright: `Copyright © ${COPYRIGHT_YEAR} Nadle`,
    },
    // A strict blog: every tag is declared in blog/tags.yml and every post has a truncate marker.
    onInlineTags: 'throw',
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'throw',
  },
  pages: {
    beforeDefaultRemarkPlugins,
  },
  theme: {
    customCss: './src/css/custom.css',
  },
  sitemap: {
    ignorePatterns: ['/tests/**', '/search', '/offline'],
  },
  ...(env.gtagMeasurementId && {
    gtag: {trackingID: env.gtagMeasurementId, anonymizeIP: true},
  }),
} satisfies Preset.Options;

const themeConfig = {
  // The home page's social card (plugins/social-cards), also the default of pages without their own.
  image: 'img/social/home.png',
  metadata: [{property: 'og:image:alt', content: `Nadle: ${TAGLINE}`}],
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  announcementBar: {
    // Change the id whenever the content changes, so readers who dismissed the old one see it.
    id: 'release-0-5-1',
    content: `Nadle ${NADLE_VERSION} is out: list your workspaces with <code>--list-workspaces</code> and query the resolved configuration with <code>--config-key</code>.`,
    isCloseable: true,
  },
  navbar: {
    title: 'Nadle',
    hideOnScroll: false,
    logo: {alt: 'Nadle logo', src: 'img/logo.svg', width: 32, height: 32},
    items: [
      {type: 'docSidebar', sidebarId: 'docsSidebar', position: 'left', label: 'Docs'},
      {to: '/blog', label: 'Blog', position: 'left'},
      {href: RELEASE_URL, label: NADLE_VERSION, position: 'right', 'aria-label': `Nadle ${NADLE_VERSION} release notes`},
      {href: REPOSITORY_URL, label: 'GitHub', position: 'right', 'aria-label': 'GitHub repository'},
      {type: 'localeDropdown', position: 'right'},
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Documentation',
        items: [
          {label: 'Introduction', to: '/docs/introduction'},
          {label: 'Installation', to: '/docs/getting-started/installation'},
          {label: 'Features', to: '/docs/getting-started/features'},
        ],
      },
      {
        title: 'More',
        items: [{label: 'GitHub', href: REPOSITORY_URL}],
      },
    ],
    copyright: `Copyright © ${COPYRIGHT_YEAR} Nadle. Built with Docusaurus.`,
  },
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  blog: {sidebar: {groupByYear: true}},
  prism: {
    theme: prismThemes.github,
    darkTheme: prismThemes.dracula,
    additionalLanguages: PRISM_EXTRA_LANGUAGES,
  },
  ...(search.algolia && {algolia: search.algolia}),
} satisfies Preset.ThemeConfig;

const config: Config = {
  title: 'Nadle',
  tagline: TAGLINE,
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: env.baseUrl,
  noIndex: env.noIndex,
  organizationName: 'nadlejs',
  projectName: 'nadle',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {hooks: {onBrokenMarkdownLinks: 'warn'}},

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en', direction: 'ltr'}},
  },

  future: {
    faster: true,
    // The v4 flags we take now. siteStorageNamespacing stays off so that
    // localStorage keys keep their plain names, without a per-site suffix
    // (the docs version preference is stored as docs-preferred-version-default).
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    // Reads the git history once, up front; files without history (the generated API pages) get no date.
    experimental_vcs: gitHistory.complete ? 'git-eager' : 'disabled',
  },

  // Runs in every page: the error box of a page whose code fails on the first load.
  clientModules: ['./src/client/pageLoadError.ts'],
  presets: [['classic', presetOptions]],
  plugins: [
    // Generates the API reference (docs/api/) from api/index.ts; options live in typedoc.json.
    ['docusaurus-plugin-typedoc', {}],
    './plugins/code-highlight/index.ts',
    ...search.plugins,
    // The fixture pages of the browser tests (tests/pages/, under /tests/) exist only in test builds.
    ...(env.testPages ? [['content-pages', {id: 'test-pages', path: 'tests/pages', routeBasePath: '/tests', beforeDefaultRemarkPlugins}]] : []),
    llms.plugin,
    './plugins/social-cards/index.ts',
    // The in-page playground's TypeScript files and compiler chunk (src/components/Playground).
    './plugins/playground/index.ts',
    // Offline reading (@docusaurus/plugin-pwa): README.md ("Offline reading") explains when the worker starts and what it saves.
    [
      './plugins/pwa/index.ts',
      {
        pwa: {
          // Offline mode is on for every reader the registration lets through (after load and
          // idle, never with Save-Data or on 2g): see plugins/pwa/registerServiceWorker.ts.
          offlineModeActivationStrategies: ['always'],
          swRegister: fileURLToPath(new URL('./plugins/pwa/registerServiceWorker.ts', import.meta.url)),
          swCustom: fileURLToPath(new URL('./plugins/pwa/serviceWorker.mjs', import.meta.url)),
          injectManifestConfig: {manifestTransforms: [keepSavedFiles, savePagesByFolderUrl]},
          pwaHead: [
            {tagName: 'link', rel: 'manifest', href: MANIFEST_FILE},
            {tagName: 'meta', name: 'theme-color', media: '(prefers-color-scheme: light)', content: THEME_COLORS.light},
            {tagName: 'meta', name: 'theme-color', media: '(prefers-color-scheme: dark)', content: THEME_COLORS.dark},
          ],
        },
        // The local search index is written by the search plugin at the same build step.
        awaitFiles: search.mode === 'local' ? [SEARCH_INDEX_MANIFEST] : [],
      },
    ],
    [
      './plugins/security-headers/index.ts',
      {
        googleTag: Boolean(env.gtagMeasurementId),
        algolia: search.mode === 'algolia' ? search.algolia : undefined,
        noIndexPaths: () => llms.markdownPaths(env.baseUrl),
      },
    ],
  ],
  themeConfig,
};

export default config;
