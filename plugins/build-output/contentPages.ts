// The content pages of the site, from the docs and blog plugins' loaded content:
// every docs, API and blog post page, in the order llms.txt and llms-full.txt list
// them (docs in sidebar order, then the API reference by kind, then the blog).
// Each gets a Markdown twin and a social card.
import type {AllContent} from '@docusaurus/types';

export interface ContentPage {
  /** Route of the HTML page, base URL included ("/docs/introduction", "/docs/api/index/"). */
  permalink: string;
  title: string;
  description: string;
  section: 'docs' | 'api' | 'blog';
  /** API pages: the kind folder ("functions", "interfaces", ...); namespace members go with their namespace. */
  kind?: string;
}

/** The API kinds in the order of the reference's own index page. */
export const API_KINDS: Record<string, string> = {
  functions: 'Functions',
  interfaces: 'Interfaces',
  namespaces: 'Namespaces',
  'type-aliases': 'Type Aliases',
  variables: 'Variables',
};

interface DocMetadata {
  id: string;
  title: string;
  description: string;
  permalink: string;
}
interface SidebarItem {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}
interface DocsContent {
  loadedVersions: {docs: DocMetadata[]; sidebars: Record<string, SidebarItem[]>}[];
}
interface BlogContent {
  blogPosts: {metadata: {permalink: string; title: string; description: string}}[];
}

/** Doc ids of a sidebar in reading order (category pages before their items). */
function sidebarOrder(items: SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'doc' && item.id ? [item.id] : []),
    ...(item.type === 'category' && item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
    ...(item.items ? sidebarOrder(item.items) : []),
  ]);
}

const API_ID = /^api\/index\/(?:(?<kind>[a-z-]+)\/)?/;

function listContentPages(docsContent: DocsContent, blogContent: BlogContent | undefined): ContentPage[] {
  const version = docsContent.loadedVersions[0];
  const order = Object.values(version.sidebars).flatMap(sidebarOrder);
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  // Stable sort: docs left out of the sidebar keep their file order, after those in it.
  const docs = [...version.docs].sort((a, b) => rank(a.id) - rank(b.id));

  const toPage = (doc: DocMetadata): ContentPage => {
    const api = API_ID.exec(doc.id);
    return {
      permalink: doc.permalink,
      title: doc.title,
      description: doc.description,
      section: api ? 'api' : 'docs',
      ...(api && {kind: api.groups?.kind && API_KINDS[api.groups.kind] ? api.groups.kind : undefined}),
    };
  };
  const pages = docs.map(toPage);
  const apiPages = pages.filter((page) => page.section === 'api');
  const kindRank = (page: ContentPage) => (page.kind ? Object.keys(API_KINDS).indexOf(page.kind) + 1 : 0);
  const blogPages: ContentPage[] = (blogContent?.blogPosts ?? []).map(({metadata}) => ({
    permalink: metadata.permalink,
    title: metadata.title,
    description: metadata.description,
    section: 'blog',
  }));
  return [
    ...pages.filter((page) => page.section === 'docs'),
    ...apiPages.sort((a, b) => kindRank(a) - kindRank(b)),
    ...blogPages,
  ];
}

/** The content pages of a site from everything its plugins loaded; fails when the docs plugin has none. */
export function contentPagesOf(allContent: AllContent): ContentPage[] {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  if (!docs)
    throw new Error('[build-output] The docs plugin has no content; the Markdown twins and social cards need it.');
  return listContentPages(docs, blog);
}
