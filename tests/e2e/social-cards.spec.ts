// What link previews get: a social card of its own for each page (og:image),
// drawn by plugins/social-cards, with its text alternative.
import {CARD_HEIGHT, CARD_WIDTH} from '../../plugins/social-cards/cardPath';
import {expect, test} from './support/test';

test('each page has its own social card: a 1200×630 PNG that exists, with a text alternative', async ({
  page,
  request,
}) => {
  const cards: Buffer[] = [];
  for (const route of [
    '',
    'docs/guides/configuring-task',
    'docs/api/index/interfaces/TaskConfiguration',
    'blog/release-v0-5-0',
  ]) {
    // Link previews read the served HTML; the page keeps the same card once hydrated
    // (while it hydrates, the head may briefly hold the site's default card).
    const html = await (await request.get(route)).text();
    const image = /<meta[^>]* property="?og:image"? content="?([^"\s>]+)/.exec(html)?.[1];
    expect(image, route).toMatch(/^https:\/\/nadle\.dev\/img\/social\/.+\.png$/);
    await page.goto(route);
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', image!);
    await expect(page.locator('head meta[property="og:image:alt"]')).toHaveAttribute('content', /\S/);
    if (route !== '') {
      // Docs, API and blog pages also declare the card's size, which must be the PNG's.
      await expect(page.locator('head meta[property="og:image:width"]')).toHaveAttribute('content', String(CARD_WIDTH));
      await expect(page.locator('head meta[property="og:image:height"]')).toHaveAttribute(
        'content',
        String(CARD_HEIGHT),
      );
    }
    await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const response = await request.get(new URL(image!).pathname.slice(1));
    expect(response.status(), image).toBe(200);
    const png = await response.body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // Width and height are the first two fields of the IHDR chunk.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    cards.push(png);
  }
  const distinct = new Set(cards.map((png) => png.toString('base64')));
  expect(distinct.size).toBe(cards.length);
});
