// The "Edit this page" and "Last updated" row under a docs page, hydrated in a
// task of its own (components/DeferredHydration): formatting the date builds the
// browser's first date formatter, one of the slowest steps of hydrating a docs
// page on a phone. It renders one row <div>.
import EditMetaRow from '@theme-original/EditMetaRow';

import {deferHydration} from '@site/src/components/DeferredHydration';

export default deferHydration(EditMetaRow);
