// The docs plugin (@docusaurus/plugin-content-docs), wrapped so that the version data every
// docs page loads carries no page descriptions.
//
// The docs plugin hands its version route a `version` prop (PropVersionMetadata) whose `docs`
// map holds the id, title, description and sidebar of every page; each docs page loads it at
// first load. The theme reads a description from it only in doc cards (DocCard: the cards of
// a generated-index category or of <DocCardList>), which this site does not use, and the
// descriptions were 2.6 KB of its 4.7 KB gzip (December 2026). Each page's own description
// (its <meta> tags, search, llms.txt) comes from that page's metadata, which is unchanged.
//
// The wrapper is Docusaurus's documented way to extend a plugin: the instance is the docs
// plugin's own, and its contentLoaded gets the same actions, except that addRoute passes on
// routes whose version prop has no descriptions. The build stops, naming this file, if the
// plugin no longer hands over that prop, or if the site starts to show doc cards.
import {readFile} from 'node:fs/promises';

import pluginContentDocs, {
  validateOptions,
  type LoadedContent,
  type PluginOptions,
  type PropVersionMetadata,
} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';

export {validateOptions};

const SELF = 'plugins/docs/index.ts';

type VersionProp = Omit<PropVersionMetadata, 'docs'> & {docs: Record<string, {description?: string}>};

function isVersionProp(value: unknown): value is VersionProp {
  return (
    typeof value === 'object' &&
    value !== null &&
    'docsSidebars' in value &&
    'docs' in value &&
    typeof value.docs === 'object' &&
    value.docs !== null
  );
}

/**
 * `route` and its nested routes, each version prop without the pages' descriptions; `trimmed`
 * counts the version props it met.
 */
export function withoutDocDescriptions(route: RouteConfig, trimmed = {count: 0}): RouteConfig {
  const routes = route.routes?.map((child) => withoutDocDescriptions(child, trimmed));
  const version = route.props?.version;
  if (!isVersionProp(version)) return {...route, ...(routes && {routes})};
  trimmed.count += 1;
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, {description: _dropped, ...doc}]) => [id, doc]),
  );
  return {...route, props: {...route.props, version: {...version, docs}}, ...(routes && {routes})};
}

type SidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];

/** The labels of the categories among `items`, nested ones too, whose link is a generated index of doc cards. */
function generatedIndexCategories(items: SidebarItem[]): string[] {
  return items.flatMap((item) =>
    item.type === 'category'
      ? [...(item.link?.type === 'generated-index' ? [item.label] : []), ...generatedIndexCategories(item.items)]
      : [],
  );
}

/** Where the site would show doc cards, which read the descriptions this plugin drops: "file (why)". */
export async function docCardUses(content: LoadedContent, siteDir: string): Promise<string[]> {
  const uses: string[] = [];
  for (const version of content.loadedVersions) {
    for (const label of Object.values(version.sidebars).flatMap(generatedIndexCategories))
      uses.push(`sidebars.ts (the category "${label}" has a generated index of cards)`);
    for (const doc of version.docs) {
      const file = doc.source.replace(/^@site\//, '');
      const text = await readFile(`${siteDir}/${file}`, 'utf8');
      if (/@theme\/DocCard/.test(text)) uses.push(`${file} (imports a doc card component)`);
    }
  }
  return uses;
}

export default async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const {contentLoaded} = plugin;
  if (!contentLoaded) throw new Error(`${SELF}: the docs plugin no longer has a contentLoaded step to wrap.`);
  return {
    ...plugin,
    async contentLoaded(args) {
      const cardUses = await docCardUses(args.content, context.siteDir);
      if (cardUses.length > 0) {
        throw new Error(
          `${SELF} leaves the pages' descriptions out of the data the browser gets, and doc cards show them: ` +
            `${cardUses.join('; ')}. Remove the wrapper (use the preset's docs plugin) to show cards.`,
        );
      }
      const trimmed = {count: 0};
      await contentLoaded({
        ...args,
        actions: {...args.actions, addRoute: (route) => args.actions.addRoute(withoutDocDescriptions(route, trimmed))},
      });
      if (trimmed.count === 0) {
        throw new Error(
          `${SELF}: the docs plugin added no route with a version prop, so the pages' descriptions ` +
            `could not be left out of it: see how this Docusaurus version passes the version data on.`,
        );
      }
    },
  };
}
