import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';
import {afterEach, describe, expect, it, vi} from 'vitest';

import prefetchOncePlugin, {PREFETCH_MODULE, PREFETCH_REPLACEMENT} from '../../plugins/prefetch-once';
import prefetch from '../../plugins/prefetch-once/prefetch';

type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

function configure(isServer: boolean): {resolve?: {alias?: Record<string, string>}} {
  return (prefetchOncePlugin().configureWebpack as (config: Configuration, isServer: boolean) => object)({}, isServer);
}

/** A document that records the <link> elements appended to its head; the test fires their load and error events. */
function fakeDocument() {
  const appended: {href: string; onload: () => void; onerror: () => void}[] = [];
  const document = {
    createElement: () => {
      const link = {
        relList: {supports: (feature: string) => feature === 'prefetch'},
        href: '',
        onload: () => {},
        onerror: () => {},
        setAttribute(name: string, value: string) {
          if (name === 'href') link.href = value;
        },
      };
      return link;
    },
    head: {appendChild: (link: (typeof appended)[number]) => appended.push(link)},
  };
  vi.stubGlobal('document', document);
  return appended;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the prefetch-once plugin', () => {
  it("replaces Docusaurus's prefetch module in the browser bundle only", () => {
    expect(configure(false).resolve?.alias?.[PREFETCH_MODULE]).toBe(PREFETCH_REPLACEMENT);
    expect(configure(true)).toEqual({});
  });

  it("targets the module Docusaurus's client code imports to prefetch a file", () => {
    const client = createRequire(import.meta.url).resolve('@docusaurus/core/lib/client/docusaurus.js');
    expect(readFileSync(client, 'utf8')).toMatch(/import prefetchHelper from '\.\/prefetch';/);
    expect(path.join(path.dirname(client), 'prefetch.js')).toBe(PREFETCH_MODULE);
  });
});

describe('prefetch', () => {
  it('adds one link per address, however often it is asked, while the file is on its way and after', async () => {
    const appended = fakeDocument();
    const first = prefetch('/assets/js/shared.js');
    expect(prefetch('/assets/js/shared.js')).toBe(first);
    prefetch('/assets/js/page.js');
    expect(appended.map((link) => link.href)).toEqual(['/assets/js/shared.js', '/assets/js/page.js']);
    appended[0].onload();
    await first;
    prefetch('/assets/js/shared.js');
    expect(appended).toHaveLength(2);
  });

  it('settles without an error when the file fails, and tries again on the next call', async () => {
    const appended = fakeDocument();
    const failing = prefetch('/assets/js/missing.js');
    appended[0].onerror();
    await expect(failing).resolves.toBeUndefined();
    prefetch('/assets/js/missing.js');
    expect(appended.map((link) => link.href)).toEqual(['/assets/js/missing.js', '/assets/js/missing.js']);
  });
});
