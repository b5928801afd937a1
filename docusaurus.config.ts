import {fileURLToPath} from 'node:url';

import type {Config} from '@docusaurus/types';
import type {Options as PluginContentDocsOptions} from '@docusaurus/plugin-content-docs';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';

import {COPYRIGHT_YEAR, NADLE_VERSION, RELEASE_URL, REPOSITORY_URL} from './src/data/release';
import {checkNavbarItemTypes} from './src/data/navbarItemTypes';
import {readSiteEnv} from './config/siteEnv';
import {readGitHistory, warnOnceAboutLastUpdate} from './config/gitHistory';
import {resolveSearch} from './plugins/search/config';
import remarkCodeTokens from './plugins/code-highlight/remark';
import {offlineReadingOptions} from './plugins/pwa/options';
import remarkNoInlineScript from './plugins/content-rules/remarkNoInlineScript';
import remarkFlagTables from './plugins/flag-tables/remark';
import remarkAdmonitionImport from './plugins/admonitions/remark';

// Everything that depends on the environment is decided here, once.
// README.md has the table of these variables.
const env = readSiteEnv(process.env);
const search = resolveSearch(process.env);
// "Last updated" dates need the full git history; without it they are left out, with one warning.
const gitHistory = readGitHistory(fileURLToPath(new URL('.', import.meta.url)));
warnOnceAboutLastUpdate(gitHistory);

const TAGLINE = 'A modern, type-safe task runner for Node.js';
/** Prism languages beyond prism-react-renderer's own set. */
const PRISM_EXTRA_LANGUAGES = ['bash', 'json'];
/**
 * Code blocks are highlighted while pages compile (the browser gets tokens, not Prism); a <script> in content fails the build;
 * the option tables of the Configuration Reference are generated from the model's table of options.
 */
const beforeDefaultRemarkPlugins = [
  remarkNoInlineScript,
  remarkFlagTables,
  [remarkCodeTokens, {additionalLanguages: PRISM_EXTRA_LANGUAGES, taskGraphs: !env.skipTaskGraphs}],
];
/** After Docusaurus's own: a page with admonitions imports the theme's Admonition (the MDX component map leaves it out). */
const remarkPlugins = [remarkAdmonitionImport];

// The docs plugin's options. It is registered below (plugins/docs) and not by the preset: that
// wrapper keeps the pages' descriptions out of the version data every docs page loads.
const docsOptions = {
  sidebarPath: './sidebars.ts',
  beforeDefaultRemarkPlugins,
  remarkPlugins,
  // The API pages are generated from api/index.ts, so they get no edit link.
  editUrl: ({docPath}) => (docPath.startsWith('api/') ? undefined : `${env.editUrl}docs/${docPath}`),
  showLastUpdateTime: gitHistory.complete,
} satisfies PluginContentDocsOptions;

const presetOptions = {
  docs: false,
  blog: {
    blogTitle: 'Nadle blog',
    blogDescription: 'Release notes and articles about Nadle from its maintainers',
    postsPerPage: 5,
    blogSidebarCount: 'ALL',
    beforeDefaultRemarkPlugins,
    remarkPlugins,
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
    remarkPlugins,
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
    // Change the id whenever the news changes, so readers who dismissed the old one see it.
    id: 'release-0-5-1',
    // The short version replaces the long one on narrow screens, so the bar keeps to one line (src/css/custom.css).
    content:
      `<span class="announcement-long">Nadle ${NADLE_VERSION} is out: list your workspaces with <code>--list-workspaces</code> and query the resolved configuration with <code>--config-key</code>.</span>` +
      `<span class="announcement-short">Nadle ${NADLE_VERSION} is out: <a href="${RELEASE_URL}">what's new</a></span>`,
    // Colors of both modes, from src/css/custom.css (the theme's default is white in dark mode too).
    backgroundColor: 'var(--site-announcement-background)',
    textColor: 'var(--site-announcement-color)',
    isCloseable: true,
  },
  navbar: {
    title: 'Nadle',
    hideOnScroll: false,
    logo: {alt: 'Nadle logo', src: 'img/logo.svg', width: 32, height: 32},
    // The swizzled NavbarItem/ComponentTypes maps only the types used here: another type stops the build.
    items: checkNavbarItemTypes([
      {type: 'docSidebar', sidebarId: 'docsSidebar', position: 'left', label: 'Docs'},
      {to: '/blog', label: 'Blog', position: 'left'},
      {
        href: RELEASE_URL,
        label: NADLE_VERSION,
        position: 'right',
        'aria-label': `Nadle ${NADLE_VERSION} release notes`,
      },
      {href: REPOSITORY_URL, label: 'GitHub', position: 'right', 'aria-label': 'GitHub repository'},
      {type: 'localeDropdown', position: 'right'},
    ]),
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
  // Two pages at one route (a docs page and a page of src/pages/, say) fail the build instead of one hiding the other.
  onDuplicateRoutes: 'throw',
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

  // Run in every page, before React starts: the error box of a page whose code fails on
  // the first load, the repair of a malformed address fragment that would crash the
  // page, and the address checks that keep the drawn page the one the server sent.
  clientModules: [
    './src/client/pageLoadError.ts',
    './src/client/malformedPath.ts',
    './src/client/malformedHash.ts',
    './src/client/canonicalAddress.ts',
  ],
  presets: [['classic', presetOptions]],
  plugins: [
    // Keys the bundler's persistent cache on the site's own Node code and its Markdown plugins' options, too.
    './plugins/bundler-cache/index.ts',
    // Generates the API reference (docs/api/) from api/index.ts with docusaurus-plugin-typedoc
    // (options in typedoc.json), or takes it from the last build when nothing it reads changed.
    ['./plugins/api-reference/index.ts', {}],
    // Every docs page has a description; see the plugin for the rules content follows.
    './plugins/content-rules/index.ts',
    ['./plugins/docs/index.ts', docsOptions],
    './plugins/code-highlight/index.ts',
    // Admonitions load only with the pages that have them (with the remark plugin above).
    './plugins/admonitions/index.ts',
    // Leaves out of the theme's Infima stylesheet the rules and custom properties nothing in the site uses.
    './plugins/infima-trim/index.ts',
    // Routes match with their letter case, as the host's files do, so no address draws a page over the host's
    // not-found page. An exception to the public surface: EXCEPTIONS.md.
    './plugins/case-sensitive-routes/index.ts',
    ...search.plugins,
    // The fixture pages of the browser tests (tests/pages/, under /tests/) exist only in test builds.
    ...(env.testPages
      ? [
          [
            'content-pages',
            {id: 'test-pages', path: 'tests/pages', routeBasePath: '/tests', beforeDefaultRemarkPlugins, remarkPlugins},
          ],
        ]
      : []),
    // The in-page playground's TypeScript files and compiler chunk (src/components/Playground).
    './plugins/playground/index.ts',
    // Offline reading (@docusaurus/plugin-pwa): README.md ("Offline reading") explains when the worker starts and what it saves.
    ['./plugins/pwa/index.ts', offlineReadingOptions],
    // Everything the build writes after the pages, in order (the table at the top of plugins/build-output/index.ts):
    // search index, Markdown twins with llms.txt and robots.txt, social cards, service worker and manifest, _headers.
    [
      './plugins/build-output/index.ts',
      {
        searchIndex: search.mode === 'local',
        thirdParties: {
          googleTag: Boolean(env.gtagMeasurementId),
          algolia: search.mode === 'algolia' ? search.algolia : undefined,
        },
      },
    ],
  ],
  themeConfig,
};

export default config;
