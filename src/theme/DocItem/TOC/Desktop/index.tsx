// The table of contents beside a docs page on a wide window, hydrated in a task
// of its own (components/DeferredHydration), as the docs sidebar is: a phone
// removes it right after the page hydrates, so there it never hydrates, and its
// highlight of the current section never measures the page. It renders one <div>.
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';

import {deferHydration} from '@site/src/components/DeferredHydration';

export default deferHydration(DocItemTOCDesktop);
