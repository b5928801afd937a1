// Per-page social cards, a step of the build-output pipeline (plugins/build-output):
// a PNG for each docs, API and blog page and one for the home page, under
// img/social/. Drawing starts as soon as the content is loaded, so it runs while
// the bundler works, and the pipeline's step only waits for it and writes the
// files. The theme wrappers (DocItem/Metadata, BlogPostPage/Metadata) point
// og:image at these files, and themeConfig.image at the home card.
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {DocusaurusConfig} from '@docusaurus/types';

import type {ContentPage} from '../build-output/contentPages';
import {CARD_HEIGHT, CARD_WIDTH, cardPathOf, sectionOf} from './cardPath';
import {drawCard, loadCardAssets} from './drawCard';

interface Card {
  file: string;
  png: Buffer;
}

/** Cards being drawn, with the time drawing took once done. */
export type CardDrawing = Promise<{cards: Card[]; seconds: number}>;

/** Starts drawing the home page's card and one per content page; the caller awaits it in writeSocialCards. */
export function startDrawingCards({siteConfig, siteDir, contentPages}: {
  siteConfig: Pick<DocusaurusConfig, 'baseUrl' | 'tagline'>;
  siteDir: string;
  contentPages: readonly ContentPage[];
}): CardDrawing {
  const {baseUrl} = siteConfig;
  const cards = [
    {permalink: baseUrl, title: siteConfig.tagline, section: 'Home'},
    ...contentPages.map((page) => ({...page, section: sectionOf(page.permalink, baseUrl)})),
  ];
  const started = performance.now();
  const drawing = loadCardAssets(path.join(siteDir, 'static/img/logo.svg'))
    .then((assets) =>
      Promise.all(cards.map(async (card) => ({file: cardPathOf(card.permalink, baseUrl), png: await drawCard(card, assets)}))),
    )
    .then((drawn) => ({cards: drawn, seconds: (performance.now() - started) / 1000}));
  // Reported when written; a failure here must not be an unhandled rejection meanwhile.
  drawing.catch(() => undefined);
  return drawing;
}

/** Waits for the cards and writes them into the build folder. */
export async function writeSocialCards(outDir: string, drawing: CardDrawing): Promise<void> {
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
    `[social-cards] Wrote ${cards.length} social cards (${CARD_WIDTH}×${CARD_HEIGHT} PNG), ${(bytes / 1024).toFixed(1)} KiB in all, drawn in ${seconds.toFixed(1)} s alongside the bundler.`,
  );
}
