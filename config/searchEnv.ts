// The search backend and the Algolia credentials, read from the environment.
//
//   local (default): no ALGOLIA_APP_ID, ALGOLIA_API_KEY or ALGOLIA_INDEX_NAME.
//     Search answers from a static index built with the site.
//   algolia: all three set (the key is search-only). ALGOLIA_INSIGHTS=true turns
//     on DocSearch's click and conversion analytics (off by default).
//
// Setting some but not all of the three fails the build, naming what is missing.
// `npm run search:upload` reads its own credentials here too.
import {read, readFlag, SiteEnvError, type EnvVariable} from './siteEnv';

/** The three variables that together switch search to Algolia. */
export const ALGOLIA_VARIABLES = [
  'ALGOLIA_APP_ID',
  'ALGOLIA_API_KEY',
  'ALGOLIA_INDEX_NAME',
] as const satisfies readonly EnvVariable[];

export interface AlgoliaSearchEnv {
  mode: 'algolia';
  appId: string;
  /** Search-only key: it ships to every browser. */
  apiKey: string;
  indexName: string;
  insights: boolean;
}

export type SearchEnv = {mode: 'local'} | AlgoliaSearchEnv;

/**
 * An Algolia application ID: capital letters and digits (BH4D9OD16A). The build
 * writes it into host names of the Content-Security-Policy and of a preconnect
 * link, so anything else (a `*`, a `;`, a space) would widen the policy or break the page.
 */
const ALGOLIA_APP_ID_FORMAT = /^[A-Z0-9]{1,32}$/;

function checkAppId(appId: string): string {
  if (!ALGOLIA_APP_ID_FORMAT.test(appId)) {
    throw new SiteEnvError(
      'ALGOLIA_APP_ID',
      'an Algolia application ID: capital letters and digits only, such as BH4D9OD16A',
      appId,
    );
  }
  return appId;
}

function list(names: readonly string[]): string {
  return names.join(' and ');
}

export function readSearchEnv(env: NodeJS.ProcessEnv): SearchEnv {
  const [appId, apiKey, indexName] = ALGOLIA_VARIABLES.map((name) => read(env, name));
  const missing = ALGOLIA_VARIABLES.filter((name) => read(env, name) === undefined);
  const insights = readFlag(env, 'ALGOLIA_INSIGHTS');

  if (missing.length === ALGOLIA_VARIABLES.length) {
    if (insights) {
      throw new SiteEnvError(
        'ALGOLIA_INSIGHTS=true needs Algolia search: set ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME.',
      );
    }
    return {mode: 'local'};
  }
  if (missing.length > 0) {
    const set = ALGOLIA_VARIABLES.filter((name) => !missing.includes(name));
    throw new SiteEnvError(
      `Algolia search is half configured: ${list(set)} ${set.length === 1 ? 'is' : 'are'} set but ` +
        `${list(missing)} ${missing.length === 1 ? 'is' : 'are'} missing. Set all three for Algolia search, or none for local search.`,
    );
  }
  return {mode: 'algolia', appId: checkAppId(appId!), apiKey: apiKey!, indexName: indexName!, insights};
}

export interface UploadEnv {
  appId: string;
  indexName: string;
  /** Admin key: only `npm run search:upload` reads it; the build never does. */
  adminApiKey: string;
}

const UPLOAD_VARIABLES = [
  'ALGOLIA_APP_ID',
  'ALGOLIA_INDEX_NAME',
  'ALGOLIA_ADMIN_API_KEY',
] as const satisfies readonly EnvVariable[];

/** The credentials of `npm run search:upload`; all three are required. */
export function readUploadEnv(env: NodeJS.ProcessEnv): UploadEnv {
  const [appId, indexName, adminApiKey] = UPLOAD_VARIABLES.map((name) => {
    const value = read(env, name);
    if (value === undefined) {
      throw new SiteEnvError(
        `${name} is not set. search:upload needs ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME and ALGOLIA_ADMIN_API_KEY.`,
      );
    }
    return value;
  });
  return {appId: checkAppId(appId), indexName, adminApiKey};
}
