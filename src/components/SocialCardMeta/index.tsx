// Points og:image and twitter:image at the page's own social card, drawn at
// build time by plugins/social-cards, with its size and text alternative.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {CARD_HEIGHT, CARD_WIDTH, cardAlt, cardPathOf, sectionOf} from '@site/plugins/social-cards/cardPath';

export default function SocialCardMeta({permalink, title}: {permalink: string; title: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const image = useBaseUrl(`/${cardPathOf(permalink, siteConfig.baseUrl)}`, {absolute: true});
  const alt = cardAlt(title, sectionOf(permalink, siteConfig.baseUrl));
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(CARD_WIDTH)} />
      <meta property="og:image:height" content={String(CARD_HEIGHT)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}
