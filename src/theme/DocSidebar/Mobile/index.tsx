// The docs sidebar of a narrow window, which the theme hands to the navbar's
// drawer, mounted one task after the rest: it mounts right after a phone's page
// has hydrated, in the update that also removes the wide window's sidebar and
// table of contents, and its first step (the theme's menu filler sorts the
// sidebar's props with localeCompare) starts the browser's collator, one of the
// slowest steps of that update. The drawer shows no menus before its first
// opening anyway (Navbar/MobileSidebar/Layout).
import React, {useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';

export default function DocSidebarMobileNextTask(props: ComponentProps<typeof DocSidebarMobile>): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // A message, not a timer: the browser does not delay it as it does nested timers.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => setMounted(true);
    channel.port2.postMessage(undefined);
    return () => channel.port1.close();
  }, []);
  return mounted ? <DocSidebarMobile {...props} /> : null;
}
