// The recorded corpus: test projects, the commands run in each, and what Nadle 0.5.1
// printed. scripts/record-nadle.ts writes the recordings; scripts/compare-recordings.ts
// (and later a unit test) reads them. See README.md next to this file.
//
// A project is a folder under projects/ with a commands.json. Its files are the folder's
// own files, or, for a sample of the site, the files of that sample (a flagged fence of a
// page and the fences that form its project, or a playground preset), completed with the
// files a reader would add to run it (package.json files, the lock file); the folder's
// own files are laid over them.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {PRESETS, type PresetId} from '../../src/components/Playground/presets';
import {readPnpmWorkspacePatterns} from '../../src/components/Playground/worker/projectFiles';

export const CORPUS_DIR = path.dirname(fileURLToPath(import.meta.url));
export const PROJECTS_DIR = path.join(CORPUS_DIR, 'projects');
export const SITE_DIR = path.resolve(CORPUS_DIR, '../..');
export const COMMANDS_FILE = 'commands.json';
export const RECORDINGS_FILE = 'recordings.json';

export type PackageManager = 'npm' | 'pnpm' | 'yarn';

export interface CommandCase {
  /** The words after `nadle`. */
  argv: string[];
  /** Folder to run from, relative to the project root; default '.'. */
  cwd?: string;
  /** Variables set for this command (CI, GITHUB_ACTIONS, TEST and NODE_ENV are unset unless set here). */
  env?: Record<string, string>;
  /** Why the case is there, in a few words. */
  note?: string;
}

export interface ProjectSpec {
  description: string;
  /** A sample of the site: a flagged fence (its page and its `nadle="…"` commands) or a playground preset. */
  sample?: {page: string; nadle: string} | {preset: PresetId};
  /** Which lock file the recorder creates for npm or yarn workspaces; default npm. pnpm needs none. */
  packageManager?: PackageManager;
  /** False: create no lock file (to record what Nadle does without one). */
  lockFile?: boolean;
  commands: CommandCase[];
}

export interface Recording {
  argv: string[];
  cwd: string;
  /** Every variable the recorder set for the command (the case's env over the recorder's defaults). */
  env: Record<string, string>;
  exitCode: number | null;
  /** Normalised output, one entry per line: join with '\n' for the exact text. */
  stdout: string[];
  stderr: string[];
}

export interface RecordingsFile {
  nadle: string;
  /** Where each file of the project came from: the folder, the page or preset, or completed by the recorder. */
  files: Record<string, 'folder' | 'sample' | 'added'>;
  commands: Recording[];
}

export function listProjects(): string[] {
  return readdirSync(PROJECTS_DIR)
    .filter((name) => statSync(path.join(PROJECTS_DIR, name)).isDirectory())
    .sort();
}

export function readSpec(name: string): ProjectSpec {
  return JSON.parse(readFileSync(path.join(PROJECTS_DIR, name, COMMANDS_FILE), 'utf8')) as ProjectSpec;
}

export function readRecordings(name: string): RecordingsFile | undefined {
  try {
    return JSON.parse(readFileSync(path.join(PROJECTS_DIR, name, RECORDINGS_FILE), 'utf8')) as RecordingsFile;
  } catch {
    return undefined;
  }
}

function folderFiles(dir: string, prefix = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (!prefix && (entry.name === COMMANDS_FILE || entry.name === RECORDINGS_FILE)) continue;
    if (entry.isDirectory()) Object.assign(files, folderFiles(path.join(dir, entry.name), relative));
    else files[relative] = readFileSync(path.join(dir, entry.name), 'utf8');
  }
  return files;
}

interface Fence {
  line: number;
  meta: string;
  code: string;
  /** Line after the closing fence. */
  end: number;
}

/** The Markdown sources of the site's pages, by path from the site's root (the generated API pages left out). */
export function pageSources(): string[] {
  return ['docs', 'blog', 'src/pages'].flatMap((dir) =>
    readdirSync(path.join(SITE_DIR, dir), {recursive: true, encoding: 'utf8'})
      .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
      .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('docs/api/')),
  );
}

/** The fenced code blocks of a Markdown page, in order. */
export function fencesOf(text: string): Fence[] {
  const lines = text.split('\n');
  const fences: Fence[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)(`{3,})(\S*)\s*(.*)$/.exec(lines[index]);
    if (!open) continue;
    const [, indent, ticks, , meta] = open;
    let close = index + 1;
    while (close < lines.length && lines[close].trim() !== ticks) close++;
    const code = lines
      .slice(index + 1, close)
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line));
    fences.push({line: index + 1, meta, code: `${code.join('\n')}\n`, end: close + 1});
    index = close;
  }
  return fences;
}

/** The value of `key="…"` in a fence's meta string. */
export const metaValue = (meta: string, key: string) => new RegExp(`(?:^|\\s)${key}=(["'])(.*?)\\1`).exec(meta)?.[2];
const PROJECT_FILE =
  /(^|\/)(nadle\.config\.(ts|mts|js|mjs)|package\.json|pnpm-workspace\.yaml|yarn\.lock|package-lock\.json)$/;

/**
 * The files of a flagged fence's project, as plugins/code-highlight/task-graph/samples.ts
 * takes them: with `nadle-project`, every titled fence above it with the same name;
 * otherwise the titled project files right before it (only blank lines between). The
 * flagged fence's own commands are returned too. The fence is the one whose `nadle="…"`
 * is `commands` (a page flags each list of commands once), so prose added above it
 * moves nothing; a sample whose commands changed needs recording again, and is not found.
 */
export function pageSample(
  page: string,
  commands: string,
  text = readFileSync(path.join(SITE_DIR, page), 'utf8'),
): {files: Record<string, string>; commands: string[]; cwd?: string} {
  const fences = fencesOf(text);
  const flaggedCommands = fences.map((fence) => metaValue(fence.meta, 'nadle'));
  const flaggedIndex = flaggedCommands.indexOf(commands);
  if (flaggedIndex === -1) {
    const listed = flaggedCommands.flatMap((value) => (value === undefined ? [] : [`nadle="${value}"`])).join(', ');
    throw new Error(
      `${page} has no fence flagged with nadle="${commands}" (its flagged fences: ${listed || 'none'}): ` +
        'a sample whose commands changed is recorded again, with its new "nadle" in the test project\'s commands.json',
    );
  }
  if (flaggedCommands.lastIndexOf(commands) !== flaggedIndex)
    throw new Error(`${page} flags two fences with nadle="${commands}": give each sample commands of its own`);
  const flagged = fences[flaggedIndex];
  const title = (fence: Fence) => metaValue(fence.meta, 'title')?.replace(/^\.\//, '');
  const files: Record<string, string> = {};
  const project = metaValue(flagged.meta, 'nadle-project');
  if (project !== undefined) {
    for (const fence of fences.slice(0, flaggedIndex)) {
      if (title(fence) && metaValue(fence.meta, 'nadle-project') === project) files[title(fence)!] = fence.code;
    }
  } else {
    const textLines = text.split('\n');
    for (let before = flaggedIndex - 1; before >= 0; before--) {
      const fence = fences[before];
      const between = textLines.slice(fence.end, fences[before + 1].line - 1);
      if (between.some((entry) => entry.trim() !== '') || metaValue(fence.meta, 'nadle') !== undefined) break;
      const filePath = title(fence);
      if (!filePath || !PROJECT_FILE.test(filePath) || filePath in files) break;
      files[filePath] = fence.code;
    }
  }
  files[title(flagged) ?? 'nadle.config.ts'] = flagged.code;
  const cwd = metaValue(flagged.meta, 'nadle-cwd');
  return {
    files,
    commands: commands
      .split('|')
      .map((command) => command.trim())
      .filter(Boolean),
    ...(cwd ? {cwd} : {}),
  };
}

const folderOf = (filePath: string) => (filePath.includes('/') ? filePath.slice(0, filePath.lastIndexOf('/')) : '.');

/**
 * The files a reader adds to run a sample: a package.json in every workspace folder that
 * lacks one (pnpm, npm and yarn list only folders with one), and a root package.json that
 * marks a single package as the root or lists the workspaces of an npm or yarn project.
 */
function completeSample(files: Record<string, string>): Record<string, string> {
  const added: Record<string, string> = {};
  const folders = new Set<string>();
  for (const filePath of Object.keys(files)) {
    if (/(^|\/)(nadle\.config\.(ts|mts|js|mjs)|package\.json)$/.test(filePath)) folders.add(folderOf(filePath));
  }
  folders.delete('.');
  const workspaces = [...folders].sort();
  for (const folder of workspaces) {
    const file = `${folder}/package.json`;
    if (!(file in files))
      added[file] = `${JSON.stringify({name: folder.replaceAll('/', '-'), private: true, type: 'module'}, null, 2)}\n`;
  }
  if (!('package.json' in files)) {
    const root: Record<string, unknown> = {name: 'sample', private: true, type: 'module'};
    if (workspaces.length === 0) root.nadle = {root: true};
    else if (!('pnpm-workspace.yaml' in files)) root.workspaces = workspaces;
    added['package.json'] = `${JSON.stringify(root, null, 2)}\n`;
  }
  return added;
}

export interface ProjectFiles {
  files: Record<string, string>;
  origin: Record<string, 'folder' | 'sample' | 'added'>;
  packageManager: PackageManager;
}

/** Every file of a project (lock file not included), by path relative to its root. */
export function projectFiles(name: string, spec: ProjectSpec = readSpec(name)): ProjectFiles {
  const own = folderFiles(path.join(PROJECTS_DIR, name));
  let sample: Record<string, string> = {};
  if (spec.sample && 'page' in spec.sample) sample = pageSample(spec.sample.page, spec.sample.nadle).files;
  if (spec.sample && 'preset' in spec.sample) sample = {...PRESETS[spec.sample.preset].files};
  const added = spec.sample ? completeSample({...sample, ...own}) : {};
  const files = {...added, ...sample, ...own};
  const origin: ProjectFiles['origin'] = {};
  for (const filePath of Object.keys(files).sort())
    origin[filePath] = filePath in own ? 'folder' : filePath in sample ? 'sample' : 'added';
  const packageManager: PackageManager =
    'pnpm-workspace.yaml' in files ? 'pnpm' : (spec.packageManager ?? ('yarn.lock' in files ? 'yarn' : 'npm'));
  return {
    files: Object.fromEntries(Object.keys(origin).map((filePath) => [filePath, files[filePath]])),
    origin,
    packageManager,
  };
}

/** The lock file Nadle needs to detect npm or yarn workspaces, when the project has workspaces and lacks it. */
export function lockFileFor(project: ProjectFiles, spec: ProjectSpec): [string, string] | undefined {
  if (spec.lockFile === false || project.packageManager === 'pnpm') return undefined;
  const root = JSON.parse(project.files['package.json'] ?? '{}') as {workspaces?: unknown};
  if (root.workspaces === undefined) return undefined;
  if (project.packageManager === 'yarn')
    return 'yarn.lock' in project.files ? undefined : ['yarn.lock', '# yarn lockfile v1\n'];
  return 'package-lock.json' in project.files
    ? undefined
    : [
        'package-lock.json',
        `${JSON.stringify({name: 'recorded', lockfileVersion: 3, requires: true, packages: {}}, null, 2)}\n`,
      ];
}

function globMatches(pattern: string, folder: string): boolean {
  const expression = pattern
    .replace(/^\.\//, '')
    .replace(/\/$/, '')
    .split('/')
    .map((part) => (part === '**' ? '.*' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')))
    .join('/');
  return new RegExp(`^${expression}$`).test(folder);
}

/**
 * The workspace folders of a project as its package manager lists them ('.' first, then
 * by relative path): folders with a package.json matched by the patterns of
 * pnpm-workspace.yaml or of the root package.json's `workspaces` (`!` patterns exclude).
 */
export function workspaceFolders(project: ProjectFiles): string[] {
  let patterns: string[] = [];
  if (project.packageManager === 'pnpm')
    patterns = readPnpmWorkspacePatterns(project.files['pnpm-workspace.yaml'] ?? '');
  else {
    const workspaces = (
      JSON.parse(project.files['package.json'] ?? '{}') as {workspaces?: string[] | {packages?: string[]}}
    ).workspaces;
    patterns = Array.isArray(workspaces) ? workspaces : (workspaces?.packages ?? []);
  }
  const include = patterns.filter((pattern) => !pattern.startsWith('!'));
  const exclude = patterns.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1));
  const folders = Object.keys(project.files)
    .filter((filePath) => filePath.endsWith('/package.json'))
    .map(folderOf)
    .filter(
      (folder) =>
        include.some((pattern) => globMatches(pattern, folder)) &&
        !exclude.some((pattern) => globMatches(pattern, folder)),
    )
    .sort();
  return ['.', ...folders];
}
