// Ejected from @docusaurus/theme-classic 3.10.2 (MIT, (c) Meta Platforms): the
// map from a navbar item's `type` to its component. Docusaurus marks this file
// safe to eject, for adding item types (facebook/docusaurus#7227).
//
// Change: the map holds only the types the site's navbar uses
// (NAVBAR_ITEM_TYPES in src/data/navbarItemTypes.ts). Upstream's map imports the
// component of every type, so all of them, the version dropdowns among them, were
// in the bundle every page loads; leaving out doc, docsVersion,
// docsVersionDropdown, html and search takes 0.9 KB gzip off main.js, which every
// page loads (npm run bench:bundle, December 2026). A navbar item of another type stops the
// build with the file to edit (checkNavbarItemTypes, called by the site config).
//
// To upgrade: compare upstream's lib/theme/NavbarItem/ComponentTypes.js with this
// file; keep its import paths and names for the types listed here.
import type {ComponentType} from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';

import type {NavbarItemType} from '@site/src/data/navbarItemTypes';

// Change: `satisfies` makes the type checker hold these keys to NAVBAR_ITEM_TYPES, no more and no fewer.
const ComponentTypes = {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  dropdown: DropdownNavbarItem,
  docSidebar: DocSidebarNavbarItem,
} satisfies Record<NavbarItemType, ComponentType<never>>;

export default ComponentTypes;
