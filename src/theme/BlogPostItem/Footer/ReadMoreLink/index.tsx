// Change: ejected from @docusaurus/theme-classic 3.10.2 (MIT, (c) Meta Platforms)
// so that the link's text names the post: "Read more" shows, "about <title>"
// is visually hidden. Search engines and link lists of screen readers then get
// a descriptive link, where upstream puts the title only in an aria-label.
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

import styles from './styles.module.css';

export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts"
        >
          Read more
        </Translate>
      </b>
      <span className={styles.visuallyHidden}> about {blogPostTitle}</span>
    </Link>
  );
}
