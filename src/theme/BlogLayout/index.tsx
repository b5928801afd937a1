// Wraps the blog layout so that a post's table of contents, which the theme
// places beside <main>, sits in a navigation landmark instead of outside any
// landmark (axe "region").
import React, {type ReactNode} from 'react';
import BlogLayout from '@theme-original/BlogLayout';
import type {Props} from '@theme/BlogLayout';
import {translate} from '@docusaurus/Translate';

import styles from './styles.module.css';

export default function BlogLayoutWrapper(props: Props): ReactNode {
  const {toc} = props;
  const label = translate({
    id: 'theme.blog.post.tableOfContentsLabel',
    message: 'On this page',
    description: 'The accessible name of the table of contents beside a blog post',
  });
  const tocLandmark = toc && (
    <nav aria-label={label} className={styles.tocLandmark}>
      {toc}
    </nav>
  );
  return <BlogLayout {...props} toc={tocLandmark} />;
}
