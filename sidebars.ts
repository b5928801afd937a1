import {createRequire} from 'node:module';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItems = SidebarsConfig[string];

// The API Reference groups (Functions, Interfaces, Namespaces, Type Aliases, Variables) as
// listed by docusaurus-plugin-typedoc, which writes docs/api/typedoc-sidebar.cjs before the
// docs plugin reads this file. Loaded at run time because the file is generated.
function apiReferenceItems(): SidebarItems {
  const generated = createRequire(import.meta.url)('./docs/api/typedoc-sidebar.cjs') as [{items: SidebarItems}];
  return generated[0].items;
}

// The docs sidebar, in reading order. getting-started/features and
// getting-started/why-nadle are deliberately left out (linked from the footer
// and from /docs/why-nadle respectively).
const sidebars: SidebarsConfig = {
  docsSidebar: [
    'why-nadle',
    'introduction',
    {
      type: 'category',
      label: 'Getting Started',
      collapsible: true,
      items: [
        'getting-started/installation',
        'getting-started/playground',
        {
          type: 'category',
          label: 'Features',
          items: ['getting-started/features/monorepo', 'getting-started/features/auto-correction'],
        },
      ],
    },
    {
      type: 'category',
      label: 'Concepts',
      items: ['concepts/task', 'concepts/workspace'],
    },
    {
      type: 'category',
      label: 'Guides',
      items: [
        'guides/registering-task',
        'guides/defining-task',
        'guides/configuring-task',
        'guides/executing-task',
        'guides/configuring-nadle',
      ],
    },
    'config-reference',
    {
      type: 'category',
      label: 'API Reference',
      link: {type: 'doc', id: 'api/index/index'},
      items: apiReferenceItems(),
    },
  ],
};

export default sidebars;
