// The site as an installable web app: the web app manifest, the theme-color
// meta tags and the manifest's icons are all made from these values.

export const MANIFEST_FILE = 'manifest.webmanifest';

/** The brand blue of the light color mode and the page background of the dark one. */
export const THEME_COLORS = {light: '#1f4fbf', dark: '#1b1b1d'} as const;

export interface AppIcon {
  /** Path under the site's base URL. */
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

export const APP_ICONS: AppIcon[] = [
  {src: 'img/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any'},
  // Full-bleed background with the letter inside the central safe zone, for launchers that crop icons to a shape.
  {src: 'img/icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable'},
];

export const WEB_APP = {
  name: 'Nadle documentation',
  shortName: 'Nadle',
  description: 'Docs, API reference and blog of Nadle, the type-safe task runner for Node.js, readable offline',
  backgroundColor: '#ffffff',
} as const;

/** The web app manifest of a site served under `baseUrl` (which starts and ends with "/"). */
export function webAppManifest(baseUrl: string): Record<string, unknown> {
  return {
    name: WEB_APP.name,
    short_name: WEB_APP.shortName,
    description: WEB_APP.description,
    start_url: baseUrl,
    scope: baseUrl,
    display: 'standalone',
    background_color: WEB_APP.backgroundColor,
    theme_color: THEME_COLORS.light,
    icons: APP_ICONS.map((icon) => ({...icon, src: `${baseUrl}${icon.src}`})),
  };
}
