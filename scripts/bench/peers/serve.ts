// The static server of the peer benchmark: serves a build gzip-compressed, as
// static hosts do, and counts the bytes it sends.
import {readFile, stat} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};

export interface Site {
  origin: string;
  /** Bytes sent (bodies as sent, gzip where compressed) since the last reset. */
  sent: () => number;
  reset: () => void;
  close: () => void;
}

/**
 * Serves a folder (plus extra folders mounted at URL prefixes and replaced files),
 * gzip-compressed as static hosts do, except Pagefind's files that are stored compressed.
 * Counts the bytes it sends, so that requests from workers count too.
 */
export async function serveSite(root: string, {mounts = {}, files = {}}: {mounts?: Record<string, string>; files?: Record<string, string | Buffer>} = {}): Promise<Site> {
  const cache = new Map<string, {body: Buffer; sent: Buffer; gzip: boolean; type: string} | null>();
  const locate = (urlPath: string): string[] => {
    for (const [prefix, dir] of Object.entries(mounts)) {
      if (urlPath.startsWith(prefix)) return [path.join(dir, urlPath.slice(prefix.length))];
    }
    const file = path.join(root, urlPath);
    return [file, path.join(file, 'index.html'), `${file}.html`];
  };
  const load = async (urlPath: string) => {
    if (cache.has(urlPath)) return cache.get(urlPath)!;
    let body: Buffer | undefined = files[urlPath] === undefined ? undefined : Buffer.from(files[urlPath]);
    for (const candidate of body ? [] : locate(urlPath)) {
      if ((await stat(candidate).catch(() => null))?.isFile()) {
        body = await readFile(candidate);
        break;
      }
    }
    const extension = path.extname(urlPath);
    const gzip = !/^\.pf_/.test(extension);
    const served = body ? {body, sent: gzip ? gzipSync(body) : body, gzip, type: CONTENT_TYPES[extension] ?? (extension ? 'application/octet-stream' : CONTENT_TYPES['.html'])} : null;
    cache.set(urlPath, served);
    return served;
  };
  let sent = 0;
  const server: Server = createServer(async (request, response) => {
    const file = await load(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const gzip = file.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding']));
    const body = gzip ? file.sent : file.body;
    sent += body.length;
    response.writeHead(200, {'content-type': file.type, 'cache-control': 'public, max-age=3600', ...(gzip && {'content-encoding': 'gzip'})});
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent: () => sent,
    reset: () => {
      sent = 0;
    },
    close: () => server.close(),
  };
}
