// Wraps the theme's ContentVisibility (the banners of unlisted and draft pages) to load
// it only on such a page. Its banners are admonitions, and importing it as the theme does
// would put the Admonition component, about 2 KB gzip, in the first load of every docs
// page and post; the site publishes no unlisted or draft page, and a page with
// admonitions of its own imports Admonition itself (plugins/admonitions).
import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/ContentVisibility';

const ThemeContentVisibility = lazy(() => import('@theme-original/ContentVisibility'));

export default function ContentVisibility(props: Props): ReactNode {
  const {unlisted, frontMatter} = props.metadata;
  // The theme's own test: in development, metadata.unlisted is always false (facebook/docusaurus#8285).
  if (!unlisted && !frontMatter.unlisted && !frontMatter.draft) return null;
  return (
    <Suspense fallback={null}>
      <ThemeContentVisibility {...props} />
    </Suspense>
  );
}
