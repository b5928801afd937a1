// The HTML pages of a finished build, read once for every step that needs them
// (search records, Markdown twins, security-header hashes).
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';

export interface BuildLayout {
  /** The build output folder. */
  outDir: string;
  /** The site's base URL, such as "/" or "/nadle/". */
  baseUrl: string;
  trailingSlash?: boolean;
}

export interface BuiltPage {
  /** Path of the file relative to the build folder, with "/" separators: "docs/intro/index.html". */
  file: string;
  /** The route the file serves, base URL included: "/docs/intro". */
  route: string;
  html: string;
}

/** The route path a built file serves: docs/intro/index.html is /docs/intro under the base URL. */
export function routePath(relativeFile: string, baseUrl: string, trailingSlash?: boolean): string {
  const file = relativeFile.split(path.sep).join('/');
  if (file === 'index.html') return baseUrl;
  if (!file.endsWith('/index.html')) return baseUrl + file.replace(/\.html$/, '');
  const route = baseUrl + file.slice(0, -'/index.html'.length);
  return trailingSlash ? `${route}/` : route;
}

/** Every .html file under a build folder with its route and contents, in a stable (sorted by file) order. */
export async function readBuiltPages({outDir, baseUrl, trailingSlash}: BuildLayout): Promise<BuiltPage[]> {
  const entries = await readdir(outDir, {withFileTypes: true, recursive: true});
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return Promise.all(
    files.map(async (absolute) => {
      const file = path.relative(outDir, absolute).split(path.sep).join('/');
      return {file, route: routePath(file, baseUrl, trailingSlash), html: await readFile(absolute, 'utf8')};
    }),
  );
}
