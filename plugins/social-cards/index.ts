// Per-page social cards, a step of the build-output pipeline (plugins/build-output):
// a PNG for each docs, API and blog page and one for the home page, under
// img/social/. Drawing starts as soon as the content is loaded, so it runs while
// the bundler works, and the pipeline's step only waits for it and writes the
// files. The theme wrappers (DocItem/Metadata, BlogPostPage/Metadata) point
// og:image at these files, and themeConfig.image at the home card. Cards of the
// same titles, drawn by the same code and logo, come from the output cache
// (plugins/shared/outputCache.ts) instead: about 1.5 s of one core a build.
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import type {DocusaurusConfig} from '@docusaurus/types';

import type {ContentPage} from '../build-output/contentPages';
import {localModuleGraph} from '../bundler-cache';
import {dependencyDigests, outputCache, writeFilesUnder} from '../shared/outputCache';
import {CARD_HEIGHT, CARD_WIDTH, cardPathOf, sectionOf} from './cardPath';
import {drawCard, loadCardAssets} from './drawCard';

/** Cards being drawn (each PNG by its path in the build folder), with the time drawing took once done (undefined: taken from the output cache). */
export type CardDrawing = Promise<{cards: Map<string, Buffer>; seconds: number | undefined}>;

/** The module that draws a card, whose own imports count as what drawing reads. */
const DRAWING_MODULE = fileURLToPath(new URL('./drawCard.ts', import.meta.url));

/** Starts drawing the home page's card and one per content page; the caller awaits it in writeSocialCards. */
export function startDrawingCards({
  siteConfig,
  siteDir,
  contentPages,
}: {
  siteConfig: Pick<DocusaurusConfig, 'baseUrl' | 'tagline'>;
  siteDir: string;
  contentPages: readonly ContentPage[];
}): CardDrawing {
  const {baseUrl} = siteConfig;
  const cards = [
    {permalink: baseUrl, title: siteConfig.tagline, section: 'Home'},
    ...contentPages.map((page) => ({...page, section: sectionOf(page.permalink, baseUrl)})),
  ];
  const logo = path.join(siteDir, 'static/img/logo.svg');
  const files = cards.map((card) => cardPathOf(card.permalink, baseUrl));
  const cache = outputCache<null>(siteDir, 'social-cards', [
    JSON.stringify(cards.map(({title, section}, index) => [files[index], title, section])),
  ]);
  const draw = async (): CardDrawing => {
    const dependencies = dependencyDigests(siteDir, [logo, ...localModuleGraph([DRAWING_MODULE], siteDir)]);
    const started = performance.now();
    const assets = await loadCardAssets(logo);
    const drawn = new Map(
      await Promise.all(cards.map(async (card, index) => [files[index], await drawCard(card, assets)] as const)),
    );
    await cache.write(dependencies, {files: drawn, data: null});
    return {cards: drawn, seconds: (performance.now() - started) / 1000};
  };
  const drawing: CardDrawing = cache
    .read()
    .then((cached) => (cached ? {cards: cached.files, seconds: undefined} : draw()));
  // Reported when written; a failure here must not be an unhandled rejection meanwhile.
  drawing.catch(() => undefined);
  return drawing;
}

/** Waits for the cards and writes them into the build folder. */
export async function writeSocialCards(outDir: string, drawing: CardDrawing): Promise<void> {
  const {cards, seconds} = await drawing;
  await writeFilesUnder(outDir, cards);
  const bytes = [...cards.values()].reduce((sum, png) => sum + png.length, 0);
  // Drawing overlaps the bundler, so its time is an upper bound of what the cards add to the build.
  const drawn =
    seconds === undefined
      ? 'as drawn by an earlier build (same titles, code and logo)'
      : `drawn in ${seconds.toFixed(1)} s alongside the bundler`;
  console.log(
    `[social-cards] Wrote ${cards.size} social cards (${CARD_WIDTH}×${CARD_HEIGHT} PNG), ${(bytes / 1024).toFixed(1)} KiB in all, ${drawn}.`,
  );
}
