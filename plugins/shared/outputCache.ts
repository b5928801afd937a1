// What a slow build step wrote (TypeDoc's API pages, the playground's bundle, the
// social cards), kept under node_modules/.cache/<step> with the files the step read.
// A later build whose files are all as they were takes the output from there instead
// of running the step again: each entry lists every file of the site the step read
// with a digest of its contents, and an entry with one file changed, added where the
// step looked for it, or gone, is passed over. What the site's files do not hold (the
// installed packages, as npm records them in node_modules/.package-lock.json, and the
// step's options) is in the entry's key; without that record (another package
// manager) nothing is kept.
//
// `npm run clear` (docusaurus clear) removes it with the bundler's cache. Copies of the
// site whose node_modules is a link to the project's (the build checks) share it.
import {createHash, randomBytes} from 'node:crypto';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile} from 'node:fs/promises';
import path from 'node:path';

/** How many outputs of a step are kept; older ones are removed when a new one is written. */
const ENTRIES_KEPT = 4;

/** The files the step read, by path relative to the site: a digest of each one's contents, "directory" for a folder, or null for a file it looked for and did not find. */
type Dependencies = Record<string, string | null>;

interface EntryRecord {
  dependencies: Dependencies;
  /** What the step tells its later runs beside its files (the playground: its entry script). */
  data: unknown;
}

export interface CachedOutput<Data> {
  /** Every file the step wrote, by path relative to its output folder (with "/"). */
  files: Map<string, Buffer>;
  data: Data;
}

const sha256 = (contents: string | Buffer) => createHash('sha256').update(contents).digest('hex');

/** npm's record of the packages installed, with their versions and integrity hashes. */
const INSTALLED_PACKAGES = path.join('node_modules', '.package-lock.json');

/** The key of a step's outputs: the packages installed and `parts` (what else shapes the output); undefined without npm's record of the packages. */
function outputKey(siteDir: string, parts: readonly string[]): string | undefined {
  const installed = path.join(siteDir, INSTALLED_PACKAGES);
  if (!existsSync(installed)) return undefined;
  return sha256([readFileSync(installed, 'utf8'), ...parts].join('\0')).slice(0, 32);
}

/** The current state of `files` (absolute, or relative to the site) as an entry records them. */
export function dependencyDigests(siteDir: string, files: Iterable<string>): Dependencies {
  const dependencies: Dependencies = {};
  for (const file of files) {
    const absolute = path.resolve(siteDir, file);
    const relative = path.relative(siteDir, absolute).split(path.sep).join('/');
    const stats = statSync(absolute, {throwIfNoEntry: false});
    dependencies[relative] = !stats ? null : stats.isDirectory() ? 'directory' : sha256(readFileSync(absolute));
  }
  return dependencies;
}

/** Whether `file` is one of the site's own files: inside the site, outside node_modules (which the key covers). */
export function isSiteFile(siteDir: string, file: string): boolean {
  const relative = path.relative(siteDir, file);
  return (
    relative !== '' &&
    !relative.startsWith('..') &&
    !path.isAbsolute(relative) &&
    !relative.split(path.sep).includes('node_modules')
  );
}

/** Every file under `dir`, by path relative to it (with "/"). */
export async function filesUnder(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file).split(path.sep).join('/'), await readFile(file));
  }
  return files;
}

/** Writes `files` (by path relative to `dir`, as filesUnder gives them) under `dir`. */
export async function writeFilesUnder(dir: string, files: ReadonlyMap<string, Buffer>): Promise<void> {
  await Promise.all(
    [...files].map(async ([file, contents]) => {
      await mkdir(path.dirname(path.join(dir, file)), {recursive: true});
      await writeFile(path.join(dir, file), contents);
    }),
  );
}

/** The outputs of `step` kept under `node_modules/.cache/<step>`, for the options `keyParts`. */
export function outputCache<Data>(siteDir: string, step: string, keyParts: readonly string[] = []) {
  const stepDir = path.join(siteDir, 'node_modules', '.cache', step);
  const key = outputKey(siteDir, keyParts);
  const entryDirs = async () =>
    (await readdir(stepDir).catch(() => []))
      .filter((name) => name.startsWith(`${key}-`))
      .map((name) => path.join(stepDir, name));

  return {
    /** The output of an earlier run whose files the site still holds as they were, if any. */
    async read(): Promise<CachedOutput<Data> | undefined> {
      if (key === undefined) return undefined;
      for (const entryDir of await entryDirs()) {
        try {
          const record = JSON.parse(await readFile(path.join(entryDir, 'entry.json'), 'utf8')) as EntryRecord;
          const current = dependencyDigests(siteDir, Object.keys(record.dependencies));
          if (Object.entries(record.dependencies).some(([file, digest]) => current[file] !== digest)) continue;
          const now = new Date();
          await utimes(entryDir, now, now); // Recently used entries are the ones kept.
          return {files: await filesUnder(path.join(entryDir, 'files')), data: record.data as Data};
        } catch {
          // Removed by a build beside this one as it made room: as good as never written.
        }
      }
      return undefined;
    },

    /**
     * Keeps `output` with the files the step read (`dependencies`). Written aside and
     * renamed into place, so a build running beside this one never reads half an entry.
     */
    async write(dependencies: Dependencies, output: CachedOutput<Data>): Promise<void> {
      if (key === undefined) return;
      const staging = path.join(stepDir, `.staging-${randomBytes(6).toString('hex')}`);
      try {
        await mkdir(staging, {recursive: true});
        await writeFilesUnder(path.join(staging, 'files'), output.files);
        await writeFile(
          path.join(staging, 'entry.json'),
          JSON.stringify({dependencies, data: output.data} satisfies EntryRecord),
        );
        const entryName = `${key}-${sha256(JSON.stringify(dependencies)).slice(0, 16)}`;
        // Another build may have written the same entry meanwhile: either copy is right.
        await rename(staging, path.join(stepDir, entryName)).catch(() => rm(staging, {recursive: true, force: true}));

        const entries = await Promise.all(
          (await readdir(stepDir))
            .filter((name) => !name.startsWith('.'))
            .map(async (name) => ({
              dir: path.join(stepDir, name),
              used: (await stat(path.join(stepDir, name)).catch(() => undefined))?.mtimeMs ?? 0,
            })),
        );
        const old = entries.sort((a, b) => b.used - a.used).slice(ENTRIES_KEPT);
        await Promise.all(old.map((entry) => rm(entry.dir, {recursive: true, force: true})));
      } catch (error) {
        // The build has its output either way; the next one runs the step again.
        console.warn(`[output-cache] Could not keep the output of ${step} in ${stepDir}: ${(error as Error).message}`);
        await rm(staging, {recursive: true, force: true});
      }
    },
  };
}
