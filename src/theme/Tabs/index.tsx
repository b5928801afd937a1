// Wraps the theme's tabs (the npm, yarn and pnpm commands, for one) to complete
// the keyboard and screen-reader pattern of a tab list: Home and End move to
// the first and last tab, as the arrow keys move to the next one, and each tab
// names the panel it controls, which is labelled by its tab (src/theme/TabItem).
// Both travel through each TabItem's `attributes`, which the theme puts on its tab.
import React, {Children, cloneElement, isValidElement, useId, type KeyboardEvent, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TabsType>;

/** Home and End, caught before the theme's own key handler, which knows only the arrows and Enter. */
function moveToEnd(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Home' && event.key !== 'End') return;
  const tabs = Array.from(event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
  const target = event.key === 'Home' ? tabs[0] : tabs[tabs.length - 1];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** The ids that tie a tab to its panel: `<base>-tab-<value>` and `<base>-panel-<value>`. */
export function tabIds(base: string, value: string): {tab: string; panel: string} {
  const slug = value.replace(/[^\w-]/g, '_');
  return {tab: `${base}-tab-${slug}`, panel: `${base}-panel-${slug}`};
}

export default function TabsWrapper({children, ...props}: Props): ReactNode {
  const base = useId().replace(/:/g, '');
  const items = Children.map(children, (child) => {
    if (!isValidElement<TabItemProps>(child) || typeof child.props.value !== 'string') return child;
    const ids = tabIds(base, child.props.value);
    return cloneElement(child, {
      attributes: {...child.props.attributes, id: ids.tab, 'aria-controls': ids.panel, onKeyDownCapture: moveToEnd},
    });
  });
  return <Tabs {...props}>{items}</Tabs>;
}
