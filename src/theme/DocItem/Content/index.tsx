// Wraps the docs page content to put the Copy page menu just above the title.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPageMenu from '@site/src/components/CopyPageMenu';

import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <div className={styles.pageActions}>
        <CopyPageMenu />
      </div>
      <Content {...props} />
    </>
  );
}
