// Serves a production build on 127.0.0.1 the way a static host does: clean URLs
// through serve-handler (as `docusaurus serve` does), the headers of the build's
// headers file the security-headers plugin writes, and optionally gzip. Used by
// the security-headers browser test and by the page benchmark, so both see the
// site as it will be deployed.
import {readFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse} from 'node:http';
import path from 'node:path';
import {createGzip, type Gzip} from 'node:zlib';

import serveHandler from 'serve-handler';

import {HEADERS_FILE} from '../../../plugins/security-headers';
import {headersForPath, parseHeadersFile} from '../../../plugins/security-headers/headersFile';

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

export interface ServeBuildOptions {
  /** Build directory (its URL root is "/"). */
  dir: string;
  /** Send the headers of the build's headers file (the file must exist). */
  applyHeadersFile: boolean;
  /** Compress text responses, as production hosts do. */
  gzip?: boolean;
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface ServedBuild {
  url: string;
  close: () => Promise<void>;
}

export async function serveBuild({dir, applyHeadersFile, gzip = false, port = 0}: ServeBuildOptions): Promise<ServedBuild> {
  const rules = applyHeadersFile ? parseHeadersFile(readFileSync(path.join(dir, HEADERS_FILE), 'utf8')) : [];
  const server = createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    for (const [name, value] of Object.entries(headersForPath(rules, urlPath))) {
      res.setHeader(name, value);
    }
    if (gzip) gzipWhenAccepted(req, res);
    serveHandler(req, res, {public: dir, cleanUrls: true, directoryListing: false});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The static server has no TCP address.');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
