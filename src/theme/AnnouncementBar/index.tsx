// Wraps the announcement bar to fix two cases where the theme's dismissal memory
// goes wrong:
// - Storage that throws (some privacy modes; the site logs the failure and
//   carries on): the theme forgets a dismissal whenever a page with another
//   layout mounts (docs to blog, for example), so the bar came back on the next
//   page. Here closing it lasts for the whole visit.
// - A new announcement id (the bar shows again for readers who dismissed an
//   older one): the theme's inline script hides the bar before React runs
//   whenever an older bar was dismissed, without comparing ids, so the new bar
//   stayed hidden until the next full page load. Here it shows at once.
//
// Both rely only on React's ordering guarantees, never on timers: in one commit
// a child's effects run before its parents' (this component sits inside the
// theme's AnnouncementBarProvider), and every effect of one commit runs before
// any effect of the next.
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

// Keys and attribute written by @docusaurus/theme-classic 3.10 (inlineScripts and the announcement bar provider).
const DISMISSED_KEY = 'docusaurus.announcement.dismiss';
const SEEN_ID_KEY = 'docusaurus.announcement.id';
const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

// A dismissal while storage throws. It must outlive this component, which
// remounts with the theme's provider whenever the layout changes, and last as
// long as the app runs in this tab: module state does exactly that.
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
  // False in the first commit, true from the second one on: by then the
  // provider's mount effects (which reopen the bar when storage throws) have run.
  const [providerSettled, setProviderSettled] = useState(false);

  // First commit: runs before the provider's mount effect records the current id.
  useEffect(() => {
    const seenId = readStorage(SEEN_ID_KEY);
    if (announcementBar && typeof seenId === 'string' && seenId !== announcementBar.id) {
      document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- marks that this first-commit effect has run
    setProviderSettled(true);
  }, [announcementBar]);

  useEffect(() => {
    // While storage is broken only a reader's click closes the bar; with working
    // storage the theme keeps the choice itself and this stays out of the way.
    if (wasActive.current && !isActive && readStorage(DISMISSED_KEY) instanceof Error) closedDuringVisit = true;
    wasActive.current = isActive;
    // Close the theme's bar too, so that what depends on it (the docs sidebar
    // height) agrees with what is drawn.
    if (providerSettled && isActive && closedDuringVisit) close();
  }, [providerSettled, isActive, close]);

  return closedDuringVisit ? null : <AnnouncementBar />;
}
