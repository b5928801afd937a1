// Per-page social cards: a PNG for each docs, API and blog page and one for the
// home page, under img/social/. Drawing starts as soon as the content is loaded,
// so it runs while the bundler works, and postBuild only waits for it and writes
// the files. The theme wrappers (DocItem/Metadata, BlogPostPage/Metadata) point
// og:image at these files, and themeConfig.image at the home card.
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {listTwinPages, type BlogContent, type DocsContent} from '../llms/pages';
import {cardPathOf, sectionOf} from './cardPath';
import {drawCard, loadCardAssets} from './drawCard';

interface Card {
  file: string;
  png: Buffer;
}

export default function socialCardsPlugin({siteConfig, siteDir}: LoadContext): Plugin {
  let drawing: Promise<{cards: Card[]; seconds: number}> | undefined;
  return {
    name: 'social-cards',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!docs) throw new Error('[social-cards] The docs plugin has no content.');
      const {baseUrl} = siteConfig;
      const cards = [
        {permalink: baseUrl, title: siteConfig.tagline, section: 'Home'},
        ...listTwinPages(docs, blog).map((page) => ({...page, section: sectionOf(page.permalink, baseUrl)})),
      ];
      const started = performance.now();
      drawing = loadCardAssets(path.join(siteDir, 'static/img/logo.svg'))
        .then((assets) =>
          Promise.all(cards.map(async (card) => ({file: cardPathOf(card.permalink, baseUrl), png: await drawCard(card, assets)}))),
        )
        .then((drawn) => ({cards: drawn, seconds: (performance.now() - started) / 1000}));
      // Reported in postBuild; a failure here must not be an unhandled rejection meanwhile.
      drawing.catch(() => undefined);
    },
    async postBuild({outDir}) {
      if (!drawing) throw new Error('[social-cards] No cards were drawn: allContentLoaded did not run.');
      const {cards, seconds} = await drawing;
      await Promise.all(
        cards.map(async ({file, png}) => {
          const target = path.join(outDir, file);
          await mkdir(path.dirname(target), {recursive: true});
          await writeFile(target, png);
        }),
      );
      const bytes = cards.reduce((sum, card) => sum + card.png.length, 0);
      // Drawing overlaps the bundler, so its time is an upper bound of what the cards add to the build.
      console.log(
        `[social-cards] Wrote ${cards.length} social cards (1200×630 PNG), ${(bytes / 1024).toFixed(1)} KiB in all, drawn in ${seconds.toFixed(1)} s alongside the bundler.`,
      );
    },
  };
}
