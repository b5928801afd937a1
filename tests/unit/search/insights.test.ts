// The stand-in insights client the SearchBar installs as window.aa, so that
// DocSearch's insights plugin never adds the CDN script: it queues calls,
// loads the bundled search-insights package at the first event, and forwards.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

const received: unknown[][] = [];
const realClient = vi.fn((...call: unknown[]) => {
  received.push(call);
});
vi.mock('search-insights', () => ({default: realClient}));

const {installBundledInsights} = await import('../../../src/theme/SearchBar/insights');

type Aa = ((...call: unknown[]) => void) & {version?: string};
const win = () => (globalThis as unknown as {window: {aa?: Aa; AlgoliaAnalyticsObject?: string}}).window;

beforeEach(() => {
  (globalThis as unknown as {window: object}).window = {};
  received.length = 0;
  realClient.mockClear();
});
afterEach(() => {
  delete (globalThis as unknown as {window?: object}).window;
});

describe('installBundledInsights', () => {
  it('installs window.aa with a version that makes the plugin send the credentials with each event', () => {
    installBundledInsights('APP', 'KEY');
    expect(win().AlgoliaAnalyticsObject).toBe('aa');
    expect(typeof win().aa).toBe('function');
    expect(win().aa!.version).toMatch(/^2\.\d+\.\d+$/);
  });

  it('loads nothing for setup calls, then loads the package at the first event and replays the queue in order', async () => {
    installBundledInsights('APP', 'KEY');
    const aa = win().aa!;
    aa('addAlgoliaAgent', 'insights-plugin');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(realClient).not.toHaveBeenCalled();

    aa('viewedObjectIDs', {eventName: 'Items Viewed', objectIDs: ['a', 'b']});
    await vi.waitFor(() => expect(received).toHaveLength(3));
    expect(received[0]).toEqual(['init', expect.objectContaining({appId: 'APP', apiKey: 'KEY'})]);
    expect(received.slice(1).map((call) => call[0])).toEqual(['addAlgoliaAgent', 'viewedObjectIDs']);

    aa('clickedObjectIDsAfterSearch', {eventName: 'Item Selected', objectIDs: ['a']});
    expect(received.at(-1)?.[0]).toBe('clickedObjectIDsAfterSearch');
  });

  it('keeps a client the page already has', () => {
    const existing = vi.fn() as Aa;
    win().aa = existing;
    installBundledInsights('APP', 'KEY');
    expect(win().aa).toBe(existing);
  });
});
