// Wraps the mobile navigation drawer to give it the focus handling of a modal
// panel, which the theme leaves out: opening it moves focus into it, Tab and
// Shift+Tab stay inside it, Escape closes it, and closing it (by Escape or its
// close button) gives focus back to the button that opened it. Switching
// between the docs menu and the main menu ("Back to main menu") moves focus
// into the menu now shown, since the other one becomes inert under it.
//
// It also renders the drawer's two menus only from its first opening on. On a
// phone the theme mounts the drawer right after the page hydrates, hidden off
// screen, and its docs menu is the whole docs sidebar: rendered then, it lengthens
// the page's first long task for a menu the reader may never open. The drawer's
// frame (header, panels) still mounts at once, so the first opening slides in as
// every later one does; the menus render in the same update that opens it, from
// the current page, so its active link and expanded categories are right, and
// stay rendered after it closes, so no later opening renders them again.
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import type LayoutType from '@theme/Navbar/MobileSidebar/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof LayoutType>;

const DRAWER = '.navbar-sidebar';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The drawer's controls a reader can reach now: not in the inert menu, not hidden. */
function focusableIn(drawer: Element): HTMLElement[] {
  return Array.from(drawer.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * The first control of the menu on show, or else of the drawer. The drawer
 * turns visible through a CSS transition, and a control that is still hidden
 * does not take focus: so it is tried on each frame until focus is inside.
 */
function focusFirstControl(drawer: Element, framesLeft = 30): void {
  requestAnimationFrame(() => {
    focusFirstControlNow(drawer);
    if (!drawer.contains(document.activeElement) && framesLeft > 0) focusFirstControl(drawer, framesLeft - 1);
  });
}

function focusFirstControlNow(drawer: Element): void {
  const shownMenu = Array.from(drawer.querySelectorAll('.navbar-sidebar__item')).find(
    (menu) => !menu.closest('[inert]'),
  );
  (focusableIn(shownMenu ?? drawer)[0] ?? focusableIn(drawer)[0])?.focus();
}

export default function MobileSidebarLayoutWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const {shown: secondaryMenuShown} = useNavbarSecondaryMenu();
  const opener = useRef<HTMLElement | null>(null);
  // Set during render, so the menus are in the very update that opens the drawer; it only goes from false to true.
  const [hasOpened, setHasOpened] = useState(shown);
  if (shown && !hasOpened) setHasOpened(true);

  useEffect(() => {
    const drawer = document.querySelector(DRAWER);
    if (!shown || !drawer) return undefined;
    opener.current =
      document.activeElement instanceof HTMLElement && !drawer.contains(document.activeElement)
        ? document.activeElement
        : null;
    const openedAt = window.location.pathname;
    focusFirstControl(drawer);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        toggle();
        return;
      }
      if (event.key !== 'Tab') return;
      const controls = focusableIn(drawer);
      if (controls.length === 0) return;
      const first = controls[0];
      const last = controls[controls.length - 1];
      const inside = drawer.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Closed without leaving the page (Escape, the close button): back to the opener.
      // A link that led to another page leaves focus to the new page.
      const focusLeftWithDrawer = document.activeElement === document.body || drawer.contains(document.activeElement);
      if (focusLeftWithDrawer && window.location.pathname === openedAt && opener.current?.isConnected)
        opener.current.focus();
    };
  }, [shown, toggle]);

  useEffect(() => {
    const drawer = document.querySelector(DRAWER);
    if (shown && drawer) focusFirstControl(drawer);
    // Watches the menu switch only; `shown` is read, not watched (opening is handled above).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [secondaryMenuShown]);

  return hasOpened ? <Layout {...props} /> : <Layout {...props} primaryMenu={null} secondaryMenu={null} />;
}
