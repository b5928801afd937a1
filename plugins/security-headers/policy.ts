// The response headers the static host sends with every page, and the
// Content-Security-Policy among them, from what the built site needs.
import {HOME_PAGE_CSS} from '../../src/pages/_home-styles';
import {TASK_GRAPH_CSS, TASK_GRAPH_CYCLE_CSS} from '../../src/task-graph/styles';
import {TERMINAL_CSS} from '../../src/nadle-terminal/transcript';
import {REALM_HOST_SCRIPT} from '../../src/components/Playground/realm/hostScript';
import {cspHash} from './scanHtml';

/** The third-party services the site was built with (decided from the environment in docusaurus.config.ts). */
export interface ThirdParties {
  /** Google tag (gtag.js) page-view analytics: GTAG_MEASUREMENT_ID is set. */
  googleTag: boolean;
  /** Hosted Algolia search: ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are set. */
  algolia?: {appId: string; insights?: boolean};
}

/** What the built pages themselves contain. */
export interface PageNeeds {
  /** CSP hash sources of every inline script of every page. */
  scriptHashes: string[];
  /** CSP hash sources of every inline <style> element of every page. */
  styleHashes: string[];
  /** Origins of images from other sites. */
  imageOrigins: string[];
}

/** The one origin the playground page embeds, after a click. */
export const PLAYGROUND_ORIGIN = 'https://codesandbox.io';

// Hosts of gtag.js and of the Google Analytics 4 collection endpoints, as Google's
// guide to Content Security Policy for the Google tag lists them.
const GOOGLE_TAG = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

// Search insights send their events here. Their script is the search-insights
// package bundled with the site (src/theme/SearchBar/insights.ts), so no script host.
const SEARCH_INSIGHTS_ENDPOINT = 'https://insights.algolia.io';

// <style> elements that scripts insert after load, so that no scan of the built HTML
// finds them. The Algolia logo of the @docsearch/react 3.9.0 modal footer carries this
// one in its SVG; tests/unit/security-headers.test.ts checks the installed DocSearch still does.
export const RUNTIME_INLINE_STYLES = ['.cls-1,.cls-2{fill:#003dff;}.cls-2{fill-rule:evenodd;}'];

// <style> elements that React writes into a page a reader arrives at by a link (a
// client-side navigation), with the text the route's chunk carries. The built HTML holds
// the same rules minified, whose hash the scan finds; the chunk's text needs its own.
export const CLIENT_NAVIGATION_STYLES = [HOME_PAGE_CSS, TASK_GRAPH_CSS, TASK_GRAPH_CYCLE_CSS, TERMINAL_CSS];

/** The search hosts the Algolia client reads from: the DSN host first, then three fallbacks. */
export function algoliaSearchHosts(appId: string): string[] {
  const host = appId.toLowerCase();
  return [`https://${host}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${host}-${n}.algolianet.com`)];
}

type Directives = Record<string, string[]>;

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

export function buildContentSecurityPolicy(needs: PageNeeds, thirdParties: ThirdParties): string {
  const {googleTag, algolia} = thirdParties;
  const insights = Boolean(algolia?.insights);
  return serialize({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...needs.scriptHashes,
      // The script of the playground's realm, an iframe srcdoc that inherits this policy.
      cspHash(REALM_HOST_SCRIPT),
      ...(googleTag ? GOOGLE_TAG.script : []),
    ],
    // Style attributes (code highlighting, React's SSR output) cannot be hashed
    // without 'unsafe-hashes'; they are allowed, while <style> elements need a hash.
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-elem': [
      "'self'",
      ...needs.styleHashes,
      ...[...RUNTIME_INLINE_STYLES, ...CLIENT_NAVIGATION_STYLES].map(cspHash),
    ],
    'img-src': ["'self'", 'data:', ...needs.imageOrigins, ...(googleTag ? GOOGLE_TAG.img : [])],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...(algolia ? algoliaSearchHosts(algolia.appId) : []),
      ...(insights ? [SEARCH_INSIGHTS_ENDPOINT] : []),
      ...(googleTag ? GOOGLE_TAG.connect : []),
    ],
    'frame-src': [PLAYGROUND_ORIGIN],
    'manifest-src': ["'self'"],
    // blob: for the playground's realm, which starts its worker from the text the page
    // sends it; the realm's own policy allows nothing else (src/components/Playground/realm).
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

// Powerful features no page of the site uses; denying them also denies them to the embedded sandbox.
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
  'browsing-topics',
];

export function buildSecurityHeaders(needs: PageNeeds, thirdParties: ThirdParties): Record<string, string> {
  return {
    'Content-Security-Policy': buildContentSecurityPolicy(needs, thirdParties),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}
