// The docs sidebar of a wide window, hydrated in a task of its own
// (components/DeferredHydration). The theme renders it while the page hydrates
// at any width, because the server's HTML has it, and a phone removes it right
// after: there it now leaves before its turn comes, never hydrated. It renders
// one <div>.
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';

import {deferHydration} from '@site/src/components/DeferredHydration';

export default deferHydration(DocSidebarDesktop);
