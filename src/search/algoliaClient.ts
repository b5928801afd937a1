// The Algolia client of Algolia mode: algoliasearch's lite client, set up as
// DocSearch sets up its own (credentials in query parameters, timeouts of 1 s
// to connect, 2 s to read, 30 s to write), with a host cache that works.
// Loaded lazily, like the local engine (see client.ts).
import {version as docSearchVersion} from '@docsearch/react';
import {liteClient} from 'algoliasearch/lite';

type HostsCache = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['hostsCache']>;
type CacheKey = Parameters<HostsCache['get']>[0];

interface HostKey {
  url: string;
  accept?: string;
  protocol?: string;
}

function isHost(key: CacheKey): key is HostKey {
  return typeof key === 'object' && key !== null && typeof (key as Partial<HostKey>).url === 'string';
}

/**
 * Remembers which Algolia hosts failed, for the life of the page. algoliasearch
 * (5.19 in DocSearch, 5.64 here) looks hosts up by {url, accept, protocol} but
 * records a failure under the host object with its status and time added, and
 * its default caches serialize the record, dropping the methods it later calls:
 * a failed host is asked again by the very next search. This cache keys by the
 * host's address and keeps the records as they are, so a failed host is left
 * out until algoliasearch's own 2-minute delay has passed.
 */
export function createHostStateCache(): HostsCache {
  const records = new Map<string, unknown>();
  const keyOf = (key: CacheKey) =>
    isHost(key) ? `${key.protocol ?? 'https'}://${key.url} ${key.accept ?? ''}` : JSON.stringify(key);
  return {
    async get<T>(key: CacheKey, defaultValue: () => Promise<T>, events?: {miss: (value: T) => Promise<unknown>}) {
      const name = keyOf(key);
      if (records.has(name)) return records.get(name) as T;
      const value = await defaultValue();
      await events?.miss(value);
      return value;
    },
    set<T>(key: CacheKey, value: T) {
      records.set(keyOf(key), value);
      return Promise.resolve(value);
    },
    delete(key: CacheKey) {
      records.delete(keyOf(key));
      return Promise.resolve();
    },
    clear() {
      records.clear();
      return Promise.resolve();
    },
  };
}

/** Names the client to Algolia as DocSearch's own does (the x-algolia-agent parameter). */
export function createAlgoliaClient(appId: string, apiKey: string, docusaurusVersion: string) {
  const client = liteClient(appId, apiKey, {hostsCache: createHostStateCache()});
  client.addAlgoliaAgent('docsearch', docSearchVersion);
  client.addAlgoliaAgent('docsearch-react', docSearchVersion);
  client.addAlgoliaAgent('docusaurus', docusaurusVersion);
  return client;
}
