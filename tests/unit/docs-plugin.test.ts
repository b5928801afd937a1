import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';

import {docCardUses, withoutDocDescriptions} from '../../plugins/docs';

/** The docs plugin's route tree: the docs root, a version route with the version prop, a sidebar layout, the pages. */
function docsRoutes(): RouteConfig {
  return {
    path: '/docs',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/docs',
        component: '@theme/DocVersionRoot',
        props: {
          version: {
            pluginId: 'default',
            version: 'current',
            label: 'Next',
            docsSidebars: {docsSidebar: [{type: 'link', label: 'Introduction', href: '/docs/introduction'}]},
            docs: {
              introduction: {
                id: 'introduction',
                title: 'Introduction',
                description: 'What Nadle is.',
                sidebar: 'docsSidebar',
              },
              'why-nadle': {
                id: 'why-nadle',
                title: 'Why Nadle',
                description: 'Where it helps.',
                sidebar: 'docsSidebar',
              },
            },
          },
        },
        routes: [
          {
            path: '/docs',
            component: '@theme/DocRoot',
            routes: [{path: '/docs/introduction', component: '@theme/DocItem', exact: true}],
          },
        ],
      },
    ],
  };
}

describe('withoutDocDescriptions', () => {
  it("drops every page's description from the version prop, and keeps everything else", () => {
    const routes = docsRoutes();
    const before = structuredClone(routes);
    const trimmed = {count: 0};

    const result = withoutDocDescriptions(routes, trimmed);

    expect(trimmed.count).toBe(1);
    const version = result.routes?.[0]?.props?.version as {docs: Record<string, object>; docsSidebars: unknown};
    expect(version.docs).toEqual({
      introduction: {id: 'introduction', title: 'Introduction', sidebar: 'docsSidebar'},
      'why-nadle': {id: 'why-nadle', title: 'Why Nadle', sidebar: 'docsSidebar'},
    });
    expect(version.docsSidebars).toEqual((before.routes?.[0]?.props?.version as {docsSidebars: unknown}).docsSidebars);
    expect(result.routes?.[0]?.routes).toEqual(before.routes?.[0]?.routes);
    // The docs plugin's own objects are left as they were.
    expect(routes).toEqual(before);
  });

  it('counts nothing in a tree without a version prop', () => {
    const trimmed = {count: 0};
    const page: RouteConfig = {path: '/blog', component: '@theme/BlogListPage', props: {title: 'Blog'}};
    expect(withoutDocDescriptions(page, trimmed)).toEqual(page);
    expect(trimmed.count).toBe(0);
  });
});

describe('docCardUses', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'docs-plugin-test-'));
  afterAll(() => rmSync(siteDir, {recursive: true, force: true}));
  mkdirSync(path.join(siteDir, 'docs'));
  writeFileSync(path.join(siteDir, 'docs', 'plain.md'), '# Plain\n\nText.\n');
  writeFileSync(
    path.join(siteDir, 'docs', 'cards.mdx'),
    "import DocCardList from '@theme/DocCardList';\n\n# Cards\n\n<DocCardList />\n",
  );

  const content = (docs: string[], sidebarItems: unknown[]) =>
    ({
      loadedVersions: [
        {
          docs: docs.map((file) => ({source: `@site/docs/${file}`})),
          sidebars: {docsSidebar: sidebarItems},
        },
      ],
    }) as unknown as LoadedContent;

  it('finds none on a site without doc cards', async () => {
    const items = [{type: 'category', label: 'Guides', items: [{type: 'doc', id: 'plain'}]}];
    expect(await docCardUses(content(['plain.md'], items), siteDir)).toEqual([]);
  });

  it('names a generated-index category, however deep, and a page that imports a doc card component', async () => {
    const items = [
      {
        type: 'category',
        label: 'Guides',
        items: [{type: 'category', label: 'Recipes', link: {type: 'generated-index'}, items: []}],
      },
    ];
    expect(await docCardUses(content(['plain.md', 'cards.mdx'], items), siteDir)).toEqual([
      'sidebars.ts (the category "Recipes" has a generated index of cards)',
      'docs/cards.mdx (imports a doc card component)',
    ]);
  });
});
