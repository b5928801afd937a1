// Change: the list page opens with a visible h1 (the blog title) and the blog
// description, so that it has a main heading like every other page; the rest
// is the theme's BlogListPage of @docusaurus/theme-classic 3.10.2 unchanged.
// Ejected because a wrapper cannot place the heading inside the blog layout.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';

function usePageTitle({metadata}: Props): string {
  const {siteConfig} = useDocusaurusContext();
  const isBlogOnlyMode = metadata.permalink === '/';
  return isBlogOnlyMode ? siteConfig.title : metadata.blogTitle;
}

function BlogListPageMetadata(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={usePageTitle(props)} description={props.metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

function BlogListPageContent(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  return (
    <BlogLayout sidebar={sidebar}>
      <header className="margin-bottom--lg">
        <h1>{usePageTitle(props)}</h1>
        <p>{metadata.blogDescription}</p>
      </header>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogListPageContent {...props} />
    </HtmlClassNameProvider>
  );
}
