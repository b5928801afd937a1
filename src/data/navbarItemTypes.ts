// The navbar item types this site renders. src/theme/NavbarItem/ComponentTypes.tsx
// maps exactly these (the type checker keeps the two in step), so that the page
// bundle carries no component of a type the navbar never shows; the site config
// checks its items against this list, so that a new type fails the build with the
// file to edit, not with a render error of the first page.
import type {NavbarItem} from '@docusaurus/theme-common';

/** The `type` of each navbar item the site uses; an item without one is `default` (or `dropdown` with `items`). */
export const NAVBAR_ITEM_TYPES = ['default', 'dropdown', 'localeDropdown', 'docSidebar'] as const;

export type NavbarItemType = (typeof NAVBAR_ITEM_TYPES)[number];

/** The file that maps navbar item types to components, named in the build error. */
export const COMPONENT_TYPES_FILE = 'src/theme/NavbarItem/ComponentTypes.tsx';

/** The type the theme renders an item with (theme-classic's NavbarItem: no type, or `default`, with `items` is a dropdown). */
function renderedType(item: NavbarItem): string {
  if (item.type === undefined || item.type === 'default') return item.items ? 'dropdown' : 'default';
  return item.type;
}

/**
 * Returns `items` unchanged, or throws when one of them, or of their dropdowns, has a type
 * that ComponentTypes.tsx does not map.
 */
export function checkNavbarItemTypes(items: NavbarItem[]): NavbarItem[] {
  const visit = (item: NavbarItem) => {
    const type = renderedType(item);
    if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) {
      throw new Error(
        `The navbar item type "${type}" has no component in this site: ${COMPONENT_TYPES_FILE} maps only ` +
          `${NAVBAR_ITEM_TYPES.join(', ')}. Import its component there (from @theme/NavbarItem/...) and add ` +
          `"${type}" to NAVBAR_ITEM_TYPES in src/data/navbarItemTypes.ts.`,
      );
    }
    item.items?.forEach(visit);
  };
  items.forEach(visit);
  return items;
}
