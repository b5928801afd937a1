// Wraps the blog post metadata to add the post's social card (og:image).
import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import SocialCardMeta from '@site/src/components/SocialCardMeta';

export default function MetadataWrapper(): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <>
      <Metadata />
      <SocialCardMeta permalink={metadata.permalink} title={metadata.title} />
    </>
  );
}
