// The feature cards' rules. The home page, their only page, writes them into its own
// inline stylesheet (src/pages/_home-styles.ts), so that no other page downloads them:
// as a CSS module they would join the one stylesheet every page loads (the home page's
// rules together are 642 B gzip, measured with zlib's gzip, December 2026).

/** Class names of the feature cards. */
export const FEATURE_CLASS = {
  section: 'home-features',
  grid: 'home-features-grid',
  card: 'home-card',
  cardTitle: 'home-card-title',
  cardText: 'home-card-text',
  cardLink: 'home-card-link',
} as const;

export const HOMEPAGE_FEATURES_CSS = [
  '.home-features{padding:3rem 0}',
  // A plain list of cards: one column on phones, up to four on wide screens.
  '.home-features-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,15rem),1fr));gap:1.25rem;margin:2rem 0 0;padding:0;list-style:none}',
  '.home-card{display:flex;flex-direction:column;margin:0;padding:1.25rem;border:1px solid var(--ifm-color-emphasis-300);border-radius:var(--ifm-card-border-radius);background-color:var(--ifm-card-background-color)}',
  '.home-card-title{margin-bottom:.5rem;font-size:1.125rem}',
  '.home-card-text{flex-grow:1;margin-bottom:.75rem}',
  '.home-card-link{font-weight:var(--ifm-font-weight-semibold)}',
].join('');
