// Search analytics (ALGOLIA_INSIGHTS=true) without a third-party script.
// DocSearch's insights plugin uses window.aa when it exists, and otherwise
// adds a <script> from cdn.jsdelivr.net. Installing this stand-in first keeps
// the CDN out (and out of the Content-Security-Policy): it queues the
// plugin's calls and loads the search-insights npm package, bundled as a
// chunk of this site, at the first call that needs it. That is when search
// opens, not at the first results: the plugin then asks for the user token
// (getUserToken), so that the first search carries the token its events will.
type InsightsCall = [method: string, ...args: unknown[]];
type InsightsFunction = ((...call: InsightsCall) => void) & {version?: string; queue?: InsightsCall[]};

declare global {
  interface Window {
    AlgoliaAnalyticsObject?: string;
    aa?: InsightsFunction;
  }
}

/** The version of the bundled package; the plugin reads it to pass the credentials with each event. */
const INSIGHTS_VERSION = '2.17.3';

/** Calls that only set the client up: they wait in the queue without loading the library. */
const SETUP_CALLS = new Set(['addAlgoliaAgent', 'init', 'setUserToken', 'setAuthenticatedUserToken']);

export function installBundledInsights(appId: string, apiKey: string): void {
  if (window.aa) return;
  const queue: InsightsCall[] = [];
  let client: InsightsFunction | undefined;
  let loading: Promise<void> | undefined;
  const load = () => {
    loading ??= import(/* webpackChunkName: "search-insights" */ 'search-insights').then(({default: insights}) => {
      client = insights as unknown as InsightsFunction;
      client('init', {appId, apiKey, useCookie: false, anonymousUserToken: true});
      for (const call of queue.splice(0)) client(...call);
    });
    loading.catch(() => {
      // Analytics are best effort: a failed load must not break search.
      loading = undefined;
    });
  };
  const standIn: InsightsFunction = (...call) => {
    if (client) {
      client(...call);
      return;
    }
    queue.push(call);
    if (!SETUP_CALLS.has(call[0])) load();
  };
  standIn.version = INSIGHTS_VERSION;
  window.AlgoliaAnalyticsObject = 'aa';
  window.aa = standIn;
}
