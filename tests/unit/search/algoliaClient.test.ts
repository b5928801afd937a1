import {liteClient} from 'algoliasearch/lite';
import {afterEach, describe, expect, it, vi} from 'vitest';

import {createHostStateCache} from '../../../src/search/algoliaClient';

type Requester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>;

/** A requester where the DSN host is unreachable and the others answer. */
function requesterWithDeadDsn(calls: string[]): Requester {
  return {
    send(request) {
      const host = new URL(request.url).hostname;
      calls.push(host);
      if (host.endsWith('-dsn.algolia.net'))
        return Promise.resolve({status: 0, content: 'connection refused', isTimedOut: false});
      return Promise.resolve({
        status: 200,
        content: JSON.stringify({results: [{hits: [], nbHits: 0}]}),
        isTimedOut: false,
      });
    },
  };
}

const query = (client: ReturnType<typeof liteClient>, text: string) =>
  client.search({requests: [{indexName: 'nadle', query: text}]});

describe('createHostStateCache', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a failed host out of the next searches for 2 minutes', async () => {
    vi.useFakeTimers({toFake: ['Date']});
    const calls: string[] = [];
    const client = liteClient('APPID', 'key', {
      hostsCache: createHostStateCache(),
      requester: requesterWithDeadDsn(calls),
    });

    await query(client, 'first');
    expect(calls[0]).toBe('appid-dsn.algolia.net');
    expect(calls).toHaveLength(2);

    calls.length = 0;
    await query(client, 'second');
    vi.advanceTimersByTime(119_000);
    await query(client, 'third');
    expect(calls.filter((host) => host.endsWith('-dsn.algolia.net'))).toEqual([]);

    calls.length = 0;
    vi.advanceTimersByTime(2_000);
    await query(client, 'fourth');
    expect(calls[0]).toBe('appid-dsn.algolia.net');
  });

  it('tries every host again when all of them failed', async () => {
    let up = false;
    const calls: string[] = [];
    const client = liteClient('APPID', 'key', {
      hostsCache: createHostStateCache(),
      requester: {
        send(request) {
          calls.push(new URL(request.url).hostname);
          return Promise.resolve(
            up
              ? {status: 200, content: JSON.stringify({results: [{hits: [], nbHits: 0}]}), isTimedOut: false}
              : {status: 0, content: 'offline', isTimedOut: false},
          );
        },
      },
    });
    await expect(query(client, 'offline')).rejects.toMatchObject({name: 'RetryError'});
    expect(new Set(calls).size).toBe(4);
    up = true;
    await expect(query(client, 'online')).resolves.toBeDefined();
  });
});
