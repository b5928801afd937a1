// Serves a production build on 127.0.0.1 the way a static host does: clean URLs
// through serve-handler (as `docusaurus serve` does), the headers of the build's
// `_headers` file, and optionally gzip. Used by the security-headers browser test
// and by the page benchmark, so both see the site as it will be deployed.
import {readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {createGzip} from 'node:zlib';

import serveHandler from 'serve-handler';

import {headersForPath, parseHeadersFile} from './headersFile.mjs';

const COMPRESSIBLE_TYPE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Makes the response gzip its body when the client accepts it and the type is text.
 * Backpressure is ignored: the files of a documentation build are small.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function gzipWhenAccepted(req, res) {
  if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return;
  const writeHead = res.writeHead.bind(res);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  /** @type {import('node:zlib').Gzip | undefined} */
  let gzip;
  // Narrower signatures than Node's overloads: enough for the calls serve-handler makes.
  res.writeHead = (/** @type {number} */ status, /** @type {Record<string, unknown>} */ headers = {}) => {
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
  };
  res.write = (chunk, ...rest) => (gzip ? (gzip.write(chunk), true) : write(chunk, ...rest));
  res.end = (chunk, ...rest) => {
    if (!gzip) return end(chunk, ...rest);
    if (chunk && typeof chunk !== 'function') gzip.write(chunk);
    gzip.end();
    return res;
  };
}

/**
 * @param {object} options
 * @param {string} options.dir Build directory (its URL root is "/").
 * @param {boolean} options.applyHeadersFile Send the headers of `<dir>/_headers` (the file must exist).
 * @param {boolean} [options.gzip] Compress text responses, as production hosts do.
 * @param {number} [options.port] 0 (the default) picks a free port.
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export async function serveBuild({dir, applyHeadersFile, gzip = false, port = 0}) {
  const rules = applyHeadersFile ? parseHeadersFile(readFileSync(path.join(dir, '_headers'), 'utf8')) : [];
  const server = createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    for (const [name, value] of Object.entries(headersForPath(rules, urlPath))) {
      res.setHeader(name, value);
    }
    if (gzip) gzipWhenAccepted(req, res);
    serveHandler(req, res, {public: dir, cleanUrls: true, directoryListing: false});
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The static server has no TCP address.');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
