// Every route the site has, with the heading a reader expects to see there
// (any other path shows the not-found page). Kept as data so that each
// page-wide test (the route sweep with accessibility, the sitemap, no-JS reading, security
// headers, page weight) walks the same list.

export interface SiteRoute {
  path: string;
  /** Text of the page's main heading (h1), or a pattern for it. */
  heading: string | RegExp;
}

const docs: SiteRoute[] = [
  {path: '/docs/introduction', heading: 'Introduction'},
  {path: '/docs/why-nadle', heading: 'Why Nadle?'},
  {path: '/docs/config-reference', heading: 'Configuration Reference'},
  {path: '/docs/concepts/task', heading: 'Task'},
  {path: '/docs/concepts/workspace', heading: 'Workspace'},
  {path: '/docs/getting-started/installation', heading: 'Installation'},
  {path: '/docs/getting-started/playground', heading: 'Playground'},
  {path: '/docs/getting-started/features', heading: 'Features'},
  {path: '/docs/getting-started/features/auto-correction', heading: 'Autocorrection'},
  {path: '/docs/getting-started/features/monorepo', heading: 'Monorepo Support'},
  {path: '/docs/getting-started/why-nadle', heading: 'Why Nadle?'},
  {path: '/docs/guides/configuring-nadle', heading: 'Configuring Nadle'},
  {path: '/docs/guides/configuring-task', heading: 'Configuring Task'},
  {path: '/docs/guides/defining-task', heading: 'Defining Task'},
  {path: '/docs/guides/executing-task', heading: 'Executing Task'},
  {path: '/docs/guides/registering-task', heading: 'Registering Task'},
];

const API = '/docs/api/index';
const apiItem = (kind: string, name: string): SiteRoute => ({
  path: `${API}/${kind}/${name}`,
  heading: new RegExp(`\\b${name}\\b`),
});

const api: SiteRoute[] = [
  {path: `${API}/`, heading: 'API Reference'},
  ...['configure', 'defineTask'].map((name) => apiItem('functions', name)),
  ...[
    'CopyTaskOptions',
    'DefineTaskParams',
    'DeleteTaskOptions',
    'DirDeclaration',
    'ExecTaskOptions',
    'FileDeclaration',
    'Logger',
    'NadleBaseOptions',
    'NadleFileOptions',
    'PnpmTaskOptions',
    'RunnerContext',
    'Task',
    'TaskConfiguration',
    'TaskConfigurationBuilder',
    'TasksAPI',
  ].map((name) => apiItem('interfaces', name)),
  apiItem('namespaces', 'Inputs'),
  apiItem('namespaces/Inputs/functions', 'dirs'),
  apiItem('namespaces/Inputs/functions', 'files'),
  apiItem('namespaces', 'MaybeArray'),
  apiItem('namespaces/MaybeArray/functions', 'toArray'),
  apiItem('namespaces', 'Outputs'),
  apiItem('namespaces/Outputs/variables', 'dirs'),
  apiItem('namespaces/Outputs/variables', 'files'),
  ...[
    'AliasOption',
    'Awaitable',
    'Callback',
    'Declaration',
    'MaybeArray',
    'Resolver',
    'SupportLogLevel',
    'TaskEnv',
    'TaskFn',
  ].map((name) => apiItem('type-aliases', name)),
  ...['CopyTask', 'DeleteTask', 'ExecTask', 'PnpmTask', 'SupportLogLevels', 'tasks'].map((name) =>
    apiItem('variables', name),
  ),
];

const blog: SiteRoute[] = [
  {path: '/blog', heading: 'Nadle blog'},
  {path: '/blog/archive', heading: 'Archive'},
  {path: '/blog/authors', heading: 'Authors'},
  {path: '/blog/authors/nam-hle', heading: /Nam Hoang Le/},
  {path: '/blog/release-v0-5-0', heading: /Nadle v0\.5\.0 released/},
  {path: '/blog/tags', heading: 'Tags'},
  {path: '/blog/tags/release', heading: /tagged with "Release"/i},
];

const general: SiteRoute[] = [
  {path: '/', heading: 'Nadle'},
  {path: '/search', heading: /Search/},
];

export const SITE_ROUTES: SiteRoute[] = [...general, ...blog, ...docs, ...api];

/**
 * One route of each page layout (home, doc, playground, API index and item, blog list, post,
 * archive, tags, authors, search): the other routes share one of these layouts and differ
 * only in their content. Sweeps that repeat a costly check on every route for what the
 * layout decides (both widths in both color modes, a reload offline) repeat it on these.
 */
export const ONE_ROUTE_PER_LAYOUT: SiteRoute[] = [
  '/',
  '/docs/introduction',
  '/docs/getting-started/playground',
  `${API}/`,
  `${API}/interfaces/Task`,
  '/blog',
  '/blog/release-v0-5-0',
  '/blog/archive',
  '/blog/tags',
  '/blog/authors',
  '/search',
].map((path) => {
  const route = SITE_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`ONE_ROUTE_PER_LAYOUT names ${path}, which is not a route of SITE_ROUTES.`);
  return route;
});
