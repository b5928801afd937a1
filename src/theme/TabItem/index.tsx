// Change: the theme's TabItem (3.10), with the panel's id and aria-labelledby
// naming its tab, which the Tabs wrapper (src/theme/Tabs) gives an id through
// `attributes`. The theme renders an unlabelled role="tabpanel".
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';

import styles from './styles.module.css';

export default function TabItem({children, className, value, attributes}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  const tabId = typeof attributes?.id === 'string' ? attributes.id : undefined;
  const panelId = typeof attributes?.['aria-controls'] === 'string' ? attributes['aria-controls'] : undefined;
  return (
    <div
      role="tabpanel"
      id={panelId}
      aria-labelledby={tabId}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}
    >
      {children}
    </div>
  );
}
