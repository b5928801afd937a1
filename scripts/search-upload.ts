// Uploads the site's search records to Algolia, for maintainers who fill the
// index themselves instead of running the DocSearch crawler (usage in USAGE below).
// It extracts the records from a finished build (run `npm run build` first,
// with the same SITE_URL and BASE_URL), sets the index settings DocSearch
// expects, and swaps the records in with replaceAllObjects, which fills a
// temporary index and moves it over the live one: searches never see a half
// upload. The admin key is only read here; the site build uses the search-only
// key (ALGOLIA_API_KEY).
import {existsSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

import {algoliasearch, type SearchClient} from 'algoliasearch';

import {readUploadEnv} from '../config/searchEnv';
import {readSiteEnv, SiteEnvError} from '../config/siteEnv';
import {extractSite, siteRecords} from '../plugins/search/site';
import {escapeHtml} from '../src/search/highlight';
import type {SearchRecord} from '../src/search/types';
import {CommandLineError, exitWithMistake, parseCommandLine} from './commandLine';

type Host = {url: string; accept: 'read' | 'write' | 'readWrite'; protocol: 'http' | 'https'};
type IndexSettings = Parameters<SearchClient['setSettings']>[0]['indexSettings'];

/** The settings of a DocSearch index, as the DocSearch crawler makes them. */
export const DOCSEARCH_SETTINGS: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  // The contextual search of the theme filters on these.
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  ignorePlurals: true,
  removeWordsIfNoResults: 'allOptional',
};

/**
 * The record as Algolia should store it. Algolia returns text as it was sent,
 * and DocSearch renders it as HTML, so the text is sent HTML-escaped.
 */
export function toAlgoliaRecord(record: SearchRecord): SearchRecord {
  const hierarchy = {...record.hierarchy};
  for (const level of Object.keys(hierarchy) as (keyof typeof hierarchy)[]) {
    const text = hierarchy[level];
    if (text !== null) hierarchy[level] = escapeHtml(text);
  }
  return {...record, hierarchy, content: record.content === null ? null : escapeHtml(record.content)};
}

export interface UploadOptions {
  appId: string;
  adminApiKey: string;
  indexName: string;
  records: SearchRecord[];
  /** Hosts to use instead of Algolia's (tests point this at a local server). */
  hosts?: Host[];
}

export async function uploadRecords({appId, adminApiKey, indexName, records, hosts}: UploadOptions) {
  const client = algoliasearch(appId, adminApiKey, hosts ? {hosts} : undefined);
  const {taskID} = await client.setSettings({indexName, indexSettings: DOCSEARCH_SETTINGS});
  await client.waitForTask({indexName, taskID});
  const objects = records.map((record) => ({...toAlgoliaRecord(record)}));
  return client.replaceAllObjects({indexName, objects, batchSize: 1000});
}

export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

const USAGE =
  'ALGOLIA_APP_ID=... ALGOLIA_INDEX_NAME=... ALGOLIA_ADMIN_API_KEY=... npm run search:upload [-- --dir build]';

/** The whole command: reads the environment and the build, then uploads. Returns the number of records. */
export async function run(argv: string[], env: NodeJS.ProcessEnv, hosts?: Host[]): Promise<number> {
  const {values} = parseCommandLine(USAGE, {args: argv, options: {dir: {type: 'string', default: 'build'}}});
  const {appId, indexName, adminApiKey} = readUploadEnv(env);
  const {siteUrl, baseUrl} = readSiteEnv(env);

  const outDir = path.resolve(values.dir);
  if (!existsSync(path.join(outDir, 'index.html'))) {
    throw new UploadError(`No built site in ${outDir}: run \`npm run build\` first, or pass --dir.`);
  }
  const records = siteRecords(await extractSite({outDir, baseUrl}), siteUrl);
  if (records.length === 0) throw new UploadError(`No docs, API or blog page found in ${outDir}.`);
  await uploadRecords({appId, adminApiKey, indexName, records, hosts});
  return records.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run(process.argv.slice(2), process.env).then(
    (count) => console.log(`Uploaded ${count} records to the Algolia index ${process.env.ALGOLIA_INDEX_NAME}.`),
    (error: unknown) => {
      if (error instanceof CommandLineError) exitWithMistake(error);
      console.error(error instanceof UploadError || error instanceof SiteEnvError ? error.message : error);
      process.exitCode = 1;
    },
  );
}
