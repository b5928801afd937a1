// The swizzled NavbarItem/ComponentTypes maps only the navbar item types the site
// uses. A maintainer who adds an item of another type to docusaurus.config.ts must
// get a build error that names the type and the file to edit, not a page that fails
// to render.
import type {NavbarItem} from '@docusaurus/theme-common';
import {describe, expect, it, vi} from 'vitest';

import {checkNavbarItemTypes, COMPONENT_TYPES_FILE, NAVBAR_ITEM_TYPES} from '../../src/data/navbarItemTypes';

/** Every list of items the check saw, so that the test knows the config runs it. */
const checkedLists = vi.hoisted((): NavbarItem[][] => []);
vi.mock('../../src/data/navbarItemTypes', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/data/navbarItemTypes')>();
  return {
    ...original,
    checkNavbarItemTypes: (items: NavbarItem[]) => {
      checkedLists.push(items);
      return original.checkNavbarItemTypes(items);
    },
  };
});

/** The types theme-classic 3.10 maps that the site leaves out of its map. */
const LEFT_OUT = ['doc', 'docsVersion', 'docsVersionDropdown', 'html', 'search'];

describe('navbar item types', () => {
  // The first import of the config transforms it and every plugin it loads: seconds on a busy machine.
  it('the site config runs the check on its navbar items, and they pass', {timeout: 30_000}, async () => {
    const {default: config} = await import('../../docusaurus.config');
    const items = (config.themeConfig as {navbar: {items: NavbarItem[]}}).navbar.items;
    expect(items.length).toBeGreaterThan(0);
    expect(checkedLists).toContain(items);
  });

  it('accepts links, dropdowns given as items, and every listed type', () => {
    const items: NavbarItem[] = [
      {to: '/blog', label: 'Blog'},
      {label: 'More', items: [{href: 'https://example.com', label: 'Elsewhere'}]},
      ...NAVBAR_ITEM_TYPES.map((type) => ({type, label: type})),
    ];
    expect(() => checkNavbarItemTypes(items)).not.toThrow();
  });

  it.each(LEFT_OUT)('stops on an item of type "%s", naming the type and the file to edit', (type) => {
    const items: NavbarItem[] = [
      {to: '/blog', label: 'Blog'},
      {type, label: 'New'},
    ];
    expect(() => checkNavbarItemTypes(items)).toThrow(`"${type}"`);
    expect(() => checkNavbarItemTypes(items)).toThrow(COMPONENT_TYPES_FILE);
  });

  it('stops on an unmapped type inside a dropdown', () => {
    const items: NavbarItem[] = [{type: 'dropdown', label: 'More', items: [{type: 'html', value: '<b>new</b>'}]}];
    expect(() => checkNavbarItemTypes(items)).toThrow(/"html".*src\/theme\/NavbarItem\/ComponentTypes\.tsx/);
  });
});
