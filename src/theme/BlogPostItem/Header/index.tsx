// Wraps the blog post header to put the Copy page menu just above the title, on
// the post's own page only (not in the lists of posts).
import React, {type ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CopyPageMenu from '@site/src/components/CopyPageMenu';

import styles from './styles.module.css';

type Props = WrapperProps<typeof HeaderType>;

export default function HeaderWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && (
        <div className={styles.pageActions}>
          <CopyPageMenu />
        </div>
      )}
      <Header {...props} />
    </>
  );
}
