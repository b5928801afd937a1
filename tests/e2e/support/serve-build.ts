// The one static server of the project: `npm run serve` (scripts/serve.ts), the
// servers of the browser tests, and the benchmarks serve a production build on
// 127.0.0.1 with it, the way a static host does: under the site's base URL,
// clean URLs through serve-handler (as `docusaurus serve` does), every written
// form of a page's address reaching that page, optionally the headers of the
// build's headers file the security-headers plugin writes, optionally gzip, and
// optionally files served in place of the build's (a benchmark's other index).
import {existsSync, readFileSync} from 'node:fs';
import {copyFile, mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse} from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createGzip, type Gzip} from 'node:zlib';

import serveHandler from 'serve-handler';

import {HEADERS_FILE} from '../../../plugins/security-headers';
import {headersForPath, parseHeadersFile} from '../../../plugins/security-headers/headersFile';

/** The not-found page Docusaurus writes, which static hosts answer unknown paths with. */
const NOT_FOUND_PAGE = '404.html';

const COMPRESSIBLE_TYPE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Makes the response gzip its body when the client accepts it and the type is text.
 * Backpressure is ignored: the files of a documentation build are small.
 */
function gzipWhenAccepted(req: IncomingMessage, res: ServerResponse): void {
  if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return;
  const writeHead = res.writeHead.bind(res);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let gzip: Gzip | undefined;
  // Narrower signatures than Node's overloads: enough for the calls serve-handler makes.
  res.writeHead = ((status: number, headers: OutgoingHttpHeaders = {}) => {
    const type = String(headers['Content-Type'] ?? res.getHeader('Content-Type') ?? '');
    if (status === 200 && req.method !== 'HEAD' && COMPRESSIBLE_TYPE.test(type)) {
      delete headers['Content-Length'];
      res.removeHeader('Content-Length');
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
      gzip = createGzip();
      gzip.on('data', (chunk) => write(chunk));
      gzip.on('end', () => end());
    }
    return writeHead(status, headers);
  }) as ServerResponse['writeHead'];
  res.write = ((chunk: Buffer | string, ...rest: never[]) =>
    gzip ? (gzip.write(chunk), true) : write(chunk, ...rest)) as ServerResponse['write'];
  res.end = ((chunk?: Buffer | string | (() => void), ...rest: never[]) => {
    if (!gzip) return end(chunk as Buffer, ...rest);
    if (chunk && typeof chunk !== 'function') gzip.write(chunk);
    gzip.end();
    return res;
  }) as ServerResponse['end'];
}

/** Adds the bytes of each body chunk the response sends (after compression, when gzip wraps it later). */
function countBodyBytes(res: ServerResponse, add: (bytes: number) => void): void {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const size = (chunk: unknown) =>
    typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk instanceof Uint8Array ? chunk.byteLength : 0;
  res.write = ((chunk: Buffer | string, ...rest: never[]) => {
    add(size(chunk));
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  res.end = ((chunk?: Buffer | string | (() => void), ...rest: never[]) => {
    add(size(chunk));
    return end(chunk as Buffer, ...rest);
  }) as ServerResponse['end'];
}

/** What the server does with a request path before serve-handler sees it. */
export type PageAddress = {redirect: string} | {file: string} | {notFound: true} | {badRequest: true} | undefined;

/** The longest file name most file systems allow, in bytes: a longer path segment names no file. */
const MAX_SEGMENT_BYTES = 255;

const isPage = (dir: string, page: string) => existsSync(path.join(dir, page, 'index.html'));

/**
 * Where a request for `pathname` (relative to the site's base URL, still
 * percent-encoded) goes, so that every form of a page's address README
 * documents reaches the page, and no other form draws a page the browser's
 * router does not know:
 *  - repeated slashes are collapsed by a redirect;
 *  - `/docs/x.html`, `/docs/x/index.html` and `/index.html` redirect to the
 *    page's address (`/docs/api/index.html` to `/docs/api/index`, which
 *    serve-handler alone would send to `/docs/api`, a path with no page);
 *  - a page's folder address, with or without its slash, is answered with its
 *    index.html at once (serve-handler redirects `/docs/api/index` away);
 *  - an encoded slash (`%2f`) never counts as a folder separator: not found;
 *  - a malformed escape (`%`, `%E0%A4%A`) or a NUL is a bad request (400), and a
 *    segment longer than any file name is not found, before the file system sees
 *    them (it would fail, and serve-handler answer 500);
 *  - anything else (files, unknown paths) is left to serve-handler (undefined).
 */
export function resolvePageAddress(dir: string, pathname: string): PageAddress {
  if (/\/{2,}/.test(pathname)) return {redirect: pathname.replace(/\/{2,}/g, '/')};
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return {badRequest: true};
  }
  if (decoded.includes('\0')) return {badRequest: true};
  if (decoded.split('/').some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) return {notFound: true};
  if (/%2f|%5c/i.test(pathname)) return {notFound: true};
  if (decoded.endsWith('.html')) {
    const page = decoded.endsWith('/index.html')
      ? decoded.slice(0, -'/index.html'.length)
      : decoded.slice(0, -'.html'.length);
    if (isPage(dir, page)) return {redirect: page === '' ? '/' : encodeURI(page)};
    return undefined;
  }
  if (isPage(dir, decoded)) return {file: `${decoded.replace(/\/$/, '')}/index.html`};
  return undefined;
}

/** What is served at a path instead of the build's file: this text or these bytes, or the contents of another file. */
export type ReplacementFile = string | Uint8Array | {file: string};

/** The replacement files, written out under a folder of their own so that serve-handler serves them like the build's. */
interface StagedReplacements {
  dir: string;
  paths: Set<string>;
}

async function stageReplacements(
  replacements: Record<string, ReplacementFile>,
): Promise<StagedReplacements | undefined> {
  const entries = Object.entries(replacements);
  if (entries.length === 0) return undefined;
  for (const [urlPath] of entries) {
    if (!/^\/[^?#]*[^/]$/.test(urlPath) || urlPath.split('/').includes('..')) {
      throw new Error(
        `serveBuild replacements: "${urlPath}" is not the path of a file under the base URL (it starts with "/", ends with a file name, and holds no "..", "?" or "#").`,
      );
    }
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'serve-build-'));
  for (const [urlPath, contents] of entries) {
    const target = path.join(dir, urlPath);
    await mkdir(path.dirname(target), {recursive: true});
    if (typeof contents === 'string' || contents instanceof Uint8Array) await writeFile(target, contents);
    else await copyFile(contents.file, target);
  }
  return {dir, paths: new Set(entries.map(([urlPath]) => urlPath))};
}

function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

export interface ServeBuildOptions {
  /** Build directory. */
  dir: string;
  /** The site's baseUrl, where the build's root is served ("/" by default); other paths redirect to it. */
  basePath?: string;
  /** Send the headers of the build's headers file (the file must exist). */
  applyHeadersFile: boolean;
  /** Compress text responses, as production hosts do. */
  gzip?: boolean;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** 127.0.0.1 (loopback) by default. */
  host?: string;
  /**
   * Files served instead of the build's, or beside them, by their path under the
   * base URL (`/search-index/manifest.json`), with the same headers and gzip as
   * the build's files: the search benchmark serves the build with another index.
   */
  replacements?: Record<string, ReplacementFile>;
}

export interface ServedBuild {
  url: string;
  /** Body bytes sent so far (as sent: gzip where compressed), to every client, workers' requests included. */
  sentBytes: () => number;
  close: () => Promise<void>;
}

export async function serveBuild({
  dir,
  basePath = '/',
  applyHeadersFile,
  gzip = false,
  port = 0,
  host = '127.0.0.1',
  replacements = {},
}: ServeBuildOptions): Promise<ServedBuild> {
  const rules = applyHeadersFile ? parseHeadersFile(readFileSync(path.join(dir, HEADERS_FILE), 'utf8')) : [];
  const staged = await stageReplacements(replacements);
  let sent = 0;
  const server = createServer((req, res) => {
    countBodyBytes(res, (bytes) => (sent += bytes));
    // Split by hand: the URL parser would read a path starting with "//" as a host name.
    const [pathname, query] = (req.url ?? '/').split(/(?=\?)/, 2) as [string, string | undefined];
    const url = {pathname, search: query ?? ''};
    // As `docusaurus serve` does: the build lives under the base URL, and any other path leads there.
    if (!url.pathname.startsWith(basePath)) {
      res.writeHead(302, {Location: basePath}).end();
      return;
    }
    const sitePath = `/${url.pathname.slice(basePath.length)}`;
    for (const [name, value] of Object.entries(headersForPath(rules, sitePath))) {
      res.setHeader(name, value);
    }
    const target = resolvePageAddress(dir, sitePath);
    if (target && 'redirect' in target) {
      res.writeHead(301, {Location: `${basePath}${target.redirect.slice(1)}${url.search}`}).end();
      return;
    }
    // The not-found page for both: a browser shows it, and the site's app starts on it (src/client/malformedPath.ts).
    if (target && ('notFound' in target || 'badRequest' in target)) {
      res
        .writeHead('notFound' in target ? 404 : 400, {'Content-Type': 'text/html; charset=utf-8'})
        .end(readFileSync(path.join(dir, NOT_FOUND_PAGE)));
      return;
    }
    if (gzip) gzipWhenAccepted(req, res);
    // A page's address counts as the path of its index.html.
    const file = target ? target.file : decodedPath(sitePath);
    if (staged && file !== undefined && staged.paths.has(file)) {
      req.url = encodeURI(file);
      void serveHandler(req, res, {public: staged.dir, cleanUrls: false, directoryListing: false});
      return;
    }
    req.url = target ? encodeURI(target.file) : `${sitePath}${url.search}`;
    // A page found above is served as it is; serve-handler would redirect its index.html away.
    void serveHandler(req, res, {public: dir, cleanUrls: !target, directoryListing: false});
  });
  const removeStaged = async () => {
    if (staged) await rm(staged.dir, {recursive: true, force: true});
  };
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
  } catch (error) {
    await removeStaged();
    throw error;
  }
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The static server has no TCP address.');
  return {
    url: `http://${host}:${address.port}`,
    sentBytes: () => sent,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }).finally(removeStaged),
  };
}
