// Where the social card of a page is and what size, shared by the build step that
// draws the cards and the theme wrappers that point og:image at them.

/** Size of every card in pixels: the 1.91:1 image that link previews show large. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Sections a card names, from the page's route. */
export type CardSection = 'Docs' | 'API Reference' | 'Blog';

/** Card of a route, relative to the base URL: "/docs/api/index/" → "img/social/docs/api/index.png"; the home page's is "img/social/home.png". */
export function cardPathOf(permalink: string, baseUrl: string): string {
  const route = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '');
  const slug = route.replace(/\/+$/, '');
  return `img/social/${slug === '' ? 'home' : slug}.png`;
}

export function sectionOf(permalink: string, baseUrl: string): CardSection {
  const route = `/${permalink.slice(baseUrl.length)}`;
  if (route.startsWith('/docs/api/')) return 'API Reference';
  if (route.startsWith('/blog')) return 'Blog';
  return 'Docs';
}

/** Text alternative of a card: what it shows. */
export const cardAlt = (title: string, section: string) => `${title} (${section}), Nadle documentation`;
