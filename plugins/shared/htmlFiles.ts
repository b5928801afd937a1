// The HTML pages of a finished build, for the plugins that read every page
// after Docusaurus writes them (search records, security-header hashes).
import {readdir} from 'node:fs/promises';
import path from 'node:path';

/** Absolute paths of every .html file under a build folder, in a stable (sorted) order. */
export async function htmlFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
