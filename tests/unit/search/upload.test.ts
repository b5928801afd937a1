// scripts/search-upload.ts against a local HTTP server standing in for the
// Algolia host: the parts of the Algolia REST API replaceAllObjects uses.
import {copyFile, mkdir, mkdtemp, rm} from 'node:fs/promises';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';

import {DOCSEARCH_SETTINGS, run, uploadRecords} from '../../../scripts/search-upload';
import type {SearchRecord} from '../../../src/search/types';

interface FakeIndex {
  settings: Record<string, unknown>;
  objects: Map<string, Record<string, unknown>>;
}

/** An Algolia application in memory, with every task published at once. */
class FakeAlgolia {
  readonly indices = new Map<string, FakeIndex>();
  readonly calls: string[] = [];
  readonly credentials = new Set<string>();
  private taskID = 0;

  private index(name: string): FakeIndex {
    let index = this.indices.get(name);
    if (!index) {
      index = {settings: {}, objects: new Map<string, Record<string, unknown>>()};
      this.indices.set(name, index);
    }
    return index;
  }

  handle(method: string, pathname: string, body: Record<string, unknown>): [number, unknown] {
    const match = /^\/1\/indexes\/([^/]+)(?:\/(settings|batch|operation|task)(?:\/(\d+))?)?$/.exec(pathname);
    if (!match) return [404, {message: `No route for ${method} ${pathname}`}];
    const name = decodeURIComponent(match[1]);
    const action = match[2];
    this.calls.push(`${method} ${action ?? 'index'} ${name}`);
    const task = () => ({taskID: ++this.taskID, updatedAt: new Date().toISOString()});

    if (method === 'GET' && action === 'task') return [200, {status: 'published', pendingTask: false}];
    if (method === 'PUT' && action === 'settings') {
      this.index(name).settings = body;
      return [200, task()];
    }
    if (method === 'POST' && action === 'batch') {
      const index = this.index(name);
      const requests = body.requests as {action: string; body: Record<string, unknown>}[];
      for (const request of requests) index.objects.set(String(request.body.objectID), request.body);
      return [200, {...task(), objectIDs: requests.map((request) => request.body.objectID)}];
    }
    if (method === 'POST' && action === 'operation') {
      const source = this.indices.get(name) ?? {settings: {}, objects: new Map<string, Record<string, unknown>>()};
      const destination = String(body.destination);
      if (body.operation === 'copy') {
        const scope = (body.scope as string[] | undefined) ?? ['settings', 'objects'];
        const target = this.index(destination);
        if (scope.includes('settings')) target.settings = {...source.settings};
        if (!body.scope) target.objects = new Map(source.objects);
      } else {
        this.indices.set(destination, source);
        this.indices.delete(name);
      }
      return [200, task()];
    }
    if (method === 'DELETE' && action === undefined) {
      this.indices.delete(name);
      return [200, {...task(), deletedAt: new Date().toISOString()}];
    }
    return [404, {message: `No route for ${method} ${pathname}`}];
  }
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

let algolia: FakeAlgolia;
let server: Server;
let hosts: {url: string; accept: 'readWrite'; protocol: 'http'}[];

beforeAll(async () => {
  const respond = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const {'x-algolia-application-id': appId, 'x-algolia-api-key': apiKey} = request.headers;
    algolia.credentials.add(`${String(appId)}/${String(apiKey)}`);
    const [status, payload] = algolia.handle(request.method ?? 'GET', url.pathname, await readBody(request));
    response.writeHead(status, {'content-type': 'application/json'});
    response.end(JSON.stringify(payload));
  };
  server = createServer((request, response) => void respond(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hosts = [{url: `127.0.0.1:${(server.address() as AddressInfo).port}`, accept: 'readWrite', protocol: 'http'}];
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  algolia = new FakeAlgolia();
});

const record = (n: number, content: string | null): SearchRecord => ({
  objectID: `/docs/page:${n}`,
  url: `https://nadle.dev/docs/page#part-${n}`,
  url_without_anchor: 'https://nadle.dev/docs/page',
  anchor: `part-${n}`,
  type: content === null ? 'lvl2' : 'content',
  hierarchy: {
    lvl0: 'Documentation',
    lvl1: 'The <Page>',
    lvl2: `Part ${n}`,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  weight: {pageRank: 0, level: content === null ? 80 : 0, position: n},
});

describe('uploadRecords', () => {
  it('replaces every record of the index at once, through a temporary index, with the DocSearch settings', async () => {
    algolia.indices.set('nadle', {settings: {}, objects: new Map([['stale', {objectID: 'stale'}]])});
    const records = Array.from({length: 1500}, (_, n) => record(n, n % 2 ? `Text ${n}` : null));

    await uploadRecords({appId: 'APPID', adminApiKey: 'admin-key', indexName: 'nadle', records, hosts});

    expect([...algolia.indices.keys()]).toEqual(['nadle']);
    const live = algolia.indices.get('nadle')!;
    expect(live.settings).toEqual(DOCSEARCH_SETTINGS);
    expect([...live.objects.keys()].sort()).toEqual(records.map((entry) => entry.objectID).sort());
    // replaceAllObjects: copy settings to a temporary index, fill it in batches of 1000, move it over the live one.
    const tmp = /^nadle_tmp_\d+$/;
    const calls = algolia.calls.filter((call) => !call.startsWith('GET'));
    expect(calls[0]).toBe('PUT settings nadle');
    expect(calls.slice(1).map((call) => call.replace(/nadle_tmp_\d+/, 'TMP'))).toEqual([
      'POST operation nadle',
      'POST batch TMP',
      'POST batch TMP',
      'POST operation nadle',
      'POST operation TMP',
    ]);
    expect(algolia.calls.some((call) => tmp.test(call.split(' ')[2]))).toBe(true);
    expect(algolia.credentials).toEqual(new Set(['APPID/admin-key']));
  });

  it('sends the text HTML-escaped, since DocSearch renders what Algolia returns as HTML', async () => {
    await uploadRecords({
      appId: 'APPID',
      adminApiKey: 'admin-key',
      indexName: 'nadle',
      records: [record(1, 'Use <img src=x onerror=alert(1)> & more')],
      hosts,
    });
    const uploaded = algolia.indices.get('nadle')!.objects.get('/docs/page:1')!;
    expect(uploaded.content).toBe('Use &lt;img src=x onerror=alert(1)&gt; &amp; more');
    expect(uploaded.hierarchy).toMatchObject({lvl1: 'The &lt;Page&gt;', lvl2: 'Part 1', lvl3: null});
    expect(uploaded).toMatchObject({url: 'https://nadle.dev/docs/page#part-1', type: 'content', language: 'en'});
  });
});

describe('run (npm run search:upload)', () => {
  let buildDir: string;
  const fixtures = path.join(import.meta.dirname, 'fixtures');
  const env = {
    ALGOLIA_APP_ID: 'APPID',
    ALGOLIA_INDEX_NAME: 'nadle',
    ALGOLIA_ADMIN_API_KEY: 'admin-key',
    SITE_URL: 'https://docs.example.org',
    BASE_URL: '/nadle/',
  };

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), 'search-upload-'));
    await copyFile(path.join(fixtures, 'home-page.html'), path.join(buildDir, 'index.html'));
    await mkdir(path.join(buildDir, 'docs', 'guides', 'configuring-task'), {recursive: true});
    await copyFile(
      path.join(fixtures, 'docs-page.html'),
      path.join(buildDir, 'docs', 'guides', 'configuring-task', 'index.html'),
    );
  });
  afterAll(() => rm(buildDir, {recursive: true, force: true}));

  it("extracts the records of the build and uploads them with the site's URLs", async () => {
    const count = await run(['--dir', buildDir], env, hosts);
    const objects = [...algolia.indices.get('nadle')!.objects.values()];
    expect(objects).toHaveLength(count);
    expect(count).toBe(13);
    expect(objects[0]).toMatchObject({
      objectID: '/nadle/docs/guides/configuring-task:0',
      url: 'https://docs.example.org/nadle/docs/guides/configuring-task',
      type: 'lvl1',
    });
  });

  it.each(['ALGOLIA_APP_ID', 'ALGOLIA_INDEX_NAME', 'ALGOLIA_ADMIN_API_KEY'])(
    'stops when %s is missing',
    async (name) => {
      await expect(run(['--dir', buildDir], {...env, [name]: ''}, hosts)).rejects.toThrow(`${name} is not set`);
      expect(algolia.calls).toEqual([]);
    },
  );

  it('stops on a mistyped option, naming it, before any call', async () => {
    await expect(run(['--dri', buildDir], env, hosts)).rejects.toThrow(
      /Unknown option '--dri'[\s\S]*Usage: .*npm run search:upload/,
    );
    expect(algolia.calls).toEqual([]);
  });

  it('stops when there is no build', async () => {
    await expect(run(['--dir', path.join(buildDir, 'missing')], env, hosts)).rejects.toThrow(/No built site/);
  });
});
