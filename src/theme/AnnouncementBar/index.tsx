// Wraps the announcement bar to fix two cases where the theme's dismissal memory
// goes wrong:
// - Storage that throws (spec section 8: storage failures are logged and
//   ignored): the theme forgets a dismissal whenever a page with another layout
//   mounts (docs to blog, for example), so the bar came back on the next page.
//   Here closing it lasts for the whole visit.
// - A new announcement id (spec section 4: a new id shows the bar again): the
//   theme's inline script hides the bar before React runs whenever an older bar
//   was dismissed, without comparing ids, so the new bar stayed hidden until the
//   next full page load. Here it shows at once.
import React, {useEffect, useRef, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

// Keys and attribute written by @docusaurus/theme-classic 3.10 (inlineScripts and the announcement bar provider).
const DISMISSED_KEY = 'docusaurus.announcement.dismiss';
const SEEN_ID_KEY = 'docusaurus.announcement.id';
const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

// Module state: it lives as long as the app runs in this tab, across client-side navigation.
let closedDuringVisit = false;

/** The stored value, or an Error when storage throws. */
function readStorage(key: string): string | null | Error {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive, close} = useAnnouncementBar();
  const {announcementBar} = useThemeConfig();
  const wasActive = useRef(false);

  // Runs once after hydration, before the provider records the current id.
  useEffect(() => {
    const seenId = readStorage(SEEN_ID_KEY);
    if (announcementBar && typeof seenId === 'string' && seenId !== announcementBar.id) {
      document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
    }
  }, [announcementBar]);

  useEffect(() => {
    // While storage is broken only a reader's click closes the bar; with working
    // storage the theme keeps the choice itself and this stays out of the way.
    if (wasActive.current && !isActive && readStorage(DISMISSED_KEY) instanceof Error) closedDuringVisit = true;
    wasActive.current = isActive;
    if (!isActive || !closedDuringVisit) return undefined;
    // The provider opens the bar again in its own mount effects, which run after
    // this one: close it once they are done (it is not drawn meanwhile).
    const timer = window.setTimeout(close);
    return () => window.clearTimeout(timer);
  }, [isActive, close]);

  return closedDuringVisit ? null : <AnnouncementBar />;
}
