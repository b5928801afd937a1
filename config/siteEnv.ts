// Reads and validates the environment variables that shape the site, so that a
// typo fails the build with a message naming the variable instead of
// producing a site that silently points somewhere else. Every variable the
// build or a maintainer script reads is parsed in config/, with the helpers and
// the error class of this file.

/**
 * Every environment variable the site reads: the build (this file and
 * searchEnv.ts) and `npm run search:upload`. `read` only accepts these names,
 * and the test builds blank all of them so that nothing leaks in from a
 * maintainer's shell. A new variable goes here first.
 */
export const ENV_VARIABLES = [
  'SITE_URL',
  'BASE_URL',
  'GTAG_MEASUREMENT_ID',
  'NO_INDEX',
  'EDIT_URL',
  'TEST_PAGES',
  'SKIP_TASK_GRAPHS',
  'ALGOLIA_APP_ID',
  'ALGOLIA_API_KEY',
  'ALGOLIA_INDEX_NAME',
  'ALGOLIA_INSIGHTS',
  'ALGOLIA_ADMIN_API_KEY',
] as const;

export type EnvVariable = (typeof ENV_VARIABLES)[number];

export interface SiteEnv {
  /** Origin the site is deployed to, without a trailing slash. */
  siteUrl: string;
  /** Path the site is served under; starts and ends with "/". */
  baseUrl: string;
  /** Google Analytics 4 measurement id; page-view analytics are off without it. */
  gtagMeasurementId: string | undefined;
  /** Ask search engines not to index the site (previews, staging). */
  noIndex: boolean;
  /** Build the fixture pages of the browser tests (tests/pages/); never on the public site. */
  testPages: boolean;
  /** Leave flagged samples without their task graph and command output: the build benchmark's "without the graph step" build. */
  skipTaskGraphs: boolean;
  /** Base of the "Edit this page" links: the repository folder that holds docs/ and blog/, ending with "/". */
  editUrl: string;
}

export const DEFAULT_SITE_URL = 'https://nadle.dev';
export const DEFAULT_BASE_URL = '/';
export const DEFAULT_EDIT_URL = 'https://github.com/nadlejs/nadle/tree/main/packages/docs/';

/** A missing, malformed or inconsistent environment variable; the message names it and what it expects. */
export class SiteEnvError extends Error {
  constructor(variable: EnvVariable, expected: string, received: string);
  constructor(message: string);
  constructor(variableOrMessage: string, expected?: string, received?: string) {
    super(
      expected === undefined
        ? variableOrMessage
        : `Environment variable ${variableOrMessage} must be ${expected}; got ${JSON.stringify(received)}.`,
    );
    this.name = 'SiteEnvError';
  }
}

/** Unset and empty variables both mean "use the default". */
export function read(env: NodeJS.ProcessEnv, name: EnvVariable): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readSiteUrl(env: NodeJS.ProcessEnv): string {
  const value = read(env, 'SITE_URL');
  if (value === undefined) return DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SiteEnvError('SITE_URL', 'an absolute http(s) URL such as https://nadle.dev', value);
  }
  if (!['http:', 'https:'].includes(url.protocol) || (url.pathname !== '/' && url.pathname !== '')) {
    throw new SiteEnvError('SITE_URL', 'an http(s) origin without a path (put the path in BASE_URL)', value);
  }
  return url.origin;
}

function readBaseUrl(env: NodeJS.ProcessEnv): string {
  const value = read(env, 'BASE_URL');
  if (value === undefined) return DEFAULT_BASE_URL;
  if (!/^\/([\w.~-]+\/)*$/.test(value)) {
    throw new SiteEnvError('BASE_URL', 'a path that starts and ends with "/", such as /nadle/', value);
  }
  return value;
}

function readGtagMeasurementId(env: NodeJS.ProcessEnv): string | undefined {
  const value = read(env, 'GTAG_MEASUREMENT_ID');
  if (value !== undefined && !/^G-[A-Z0-9]+$/.test(value)) {
    throw new SiteEnvError('GTAG_MEASUREMENT_ID', 'a Google Analytics 4 measurement id such as G-ABC123XYZ', value);
  }
  return value;
}

function readEditUrl(env: NodeJS.ProcessEnv): string {
  const value = read(env, 'EDIT_URL');
  if (value === undefined) return DEFAULT_EDIT_URL;
  const expected = `an absolute http(s) URL of the folder that holds docs/ and blog/, ending with "/", such as ${DEFAULT_EDIT_URL}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SiteEnvError('EDIT_URL', expected, value);
  }
  if (!['http:', 'https:'].includes(url.protocol) || !value.endsWith('/') || url.search || url.hash) {
    throw new SiteEnvError('EDIT_URL', expected, value);
  }
  return value;
}

/** "true" or "false"; unset means false. */
export function readFlag(env: NodeJS.ProcessEnv, name: EnvVariable): boolean {
  const value = read(env, name);
  if (value === undefined) return false;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new SiteEnvError(name, '"true" or "false"', value);
}

export function readSiteEnv(env: NodeJS.ProcessEnv): SiteEnv {
  return {
    siteUrl: readSiteUrl(env),
    baseUrl: readBaseUrl(env),
    gtagMeasurementId: readGtagMeasurementId(env),
    noIndex: readFlag(env, 'NO_INDEX'),
    testPages: readFlag(env, 'TEST_PAGES'),
    skipTaskGraphs: readFlag(env, 'SKIP_TASK_GRAPHS'),
    editUrl: readEditUrl(env),
  };
}
