// Draws one 1200×630 social card: the Nadle logo and name, the section and the
// page title. The card has its own opaque dark background and a light frame, so
// it reads the same on a light or a dark timeline. Fonts come from the
// @fontsource/inter package; nothing is fetched.
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';

import {renderAsync} from '@resvg/resvg-js';
import satori from 'satori';

import {CARD_HEIGHT, CARD_WIDTH} from './cardPath';

const require = createRequire(import.meta.url);

export interface CardAssets {
  fonts: {name: string; data: Buffer; weight: 400 | 700; style: 'normal'}[];
  logoDataUri: string;
}

export async function loadCardAssets(logoSvgPath: string): Promise<CardAssets> {
  const font = (weight: 400 | 700) =>
    readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  const [regular, bold, logo] = await Promise.all([font(400), font(700), readFile(logoSvgPath)]);
  return {
    fonts: [
      {name: 'Inter', data: regular, weight: 400, style: 'normal'},
      {name: 'Inter', data: bold, weight: 700, style: 'normal'},
    ],
    logoDataUri: `data:image/svg+xml;base64,${logo.toString('base64')}`,
  };
}

type Node = {type: string; props: Record<string, unknown> & {style?: Record<string, unknown>; children?: unknown}};
const el = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  props: Record<string, unknown> = {},
): Node => ({
  type,
  props: {...props, style, children},
});

/** Long titles get a smaller size, so that up to three lines fit. */
const titleSize = (title: string) => (title.length > 60 ? 56 : title.length > 34 ? 68 : 80);

export async function drawCard(
  {title, section}: {title: string; section: string},
  assets: CardAssets,
): Promise<Buffer> {
  const tree = el(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      backgroundColor: '#0f1a3a',
      border: '8px solid #c9d7ff',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      el('div', {display: 'flex', alignItems: 'center', gap: '24px'}, [
        el('img', {width: 88, height: 88}, undefined, {src: assets.logoDataUri, width: 88, height: 88}),
        el('div', {fontSize: 52, fontWeight: 700}, 'Nadle'),
      ]),
      el('div', {display: 'flex', flexDirection: 'column', gap: '20px', width: CARD_WIDTH - 2 * (72 + 8)}, [
        el(
          'div',
          {fontSize: 34, fontWeight: 700, color: '#a9c1ff', textTransform: 'uppercase', letterSpacing: '2px'},
          section,
        ),
        el(
          'div',
          {
            display: 'flex',
            fontSize: titleSize(title),
            fontWeight: 700,
            lineHeight: 1.15,
            maxHeight: 3 * 1.15 * titleSize(title),
            overflow: 'hidden',
          },
          title,
        ),
      ]),
      el('div', {display: 'flex', height: 10, width: 220, backgroundColor: '#4675e0', borderRadius: 5}),
    ],
  );
  const svg = await satori(tree as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: assets.fonts,
  });
  // Rendered on libuv's thread pool, off the main thread the build also needs.
  return (await renderAsync(svg, {fitTo: {mode: 'width', value: CARD_WIDTH}})).asPng();
}
