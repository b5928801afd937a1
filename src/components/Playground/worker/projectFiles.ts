// The project the reader's files describe, found the way Nadle 0.5.1 finds it: the root
// package.json marks a single-package project with `"nadle": { "root": true }`; a
// pnpm-workspace.yaml with a `packages` list makes a pnpm monorepo, whose workspaces are
// the folders with a package.json that its patterns match, sorted by relative path.

/** The files of a playground project, by path relative to the project root ("nadle.config.ts", "packages/app/package.json"). */
export type ProjectFiles = Readonly<Record<string, string>>;

export const CONFIG_FILE = 'nadle.config.ts';
export const PACKAGE_JSON = 'package.json';
export const PNPM_WORKSPACE_FILE = 'pnpm-workspace.yaml';

export interface WorkspaceFiles {
  /** "." for the root. */
  relativePath: string;
  /** Path of its nadle.config.ts among the files, when it has one. */
  configFile?: string;
}

export interface ProjectLayout {
  packageManager: 'npm' | 'pnpm';
  workspaces: WorkspaceFiles[];
}

/** A problem with the files themselves, before any config runs; `file` names the file at fault. */
export class ProjectFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProjectFileError';
  }
}

// Nadle's own text for a folder that is neither marked as the root nor a supported monorepo.
export const UNSUPPORTED_ROOT_MESSAGE = 'Unsupported monorepo tool: root. Supported tools are: pnpm, npm, yarn.';

function readPackageJson(files: ProjectFiles, path: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(files[path]);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new Error('it must be a JSON object');
    }
    return value as Record<string, unknown>;
  } catch (error) {
    throw new ProjectFileError(path, `${path} is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * The `packages` patterns of a pnpm-workspace.yaml: the items of its `packages:` list,
 * quoted or not. Other keys are ignored; this is the one part of the file Nadle reads.
 */
export function readPnpmWorkspacePatterns(text: string): string[] {
  const patterns: string[] = [];
  let inPackages = false;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/\s+#.*$/, '');
    if (/^\S/.test(line)) {
      inPackages = /^packages\s*:\s*$/.test(line);
      continue;
    }
    const item = inPackages ? /^\s+-\s+(.+?)\s*$/.exec(line) : null;
    if (item) patterns.push(item[1].replace(/^(['"])(.*)\1$/, '$2'));
  }
  return patterns;
}

function globMatches(pattern: string, folder: string): boolean {
  const clean = pattern.replace(/^\.\//, '').replace(/\/$/, '');
  const expression = clean
    .split('/')
    .map((part) => (part === '**' ? '.*' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')))
    .join('/');
  return new RegExp(`^${expression}$`).test(folder);
}

/** The folders (other than the root) that hold a package.json, in the order Nadle sorts workspaces. */
function packageFolders(files: ProjectFiles): string[] {
  return Object.keys(files)
    .filter((path) => path.endsWith(`/${PACKAGE_JSON}`))
    .map((path) => path.slice(0, -PACKAGE_JSON.length - 1))
    .sort();
}

function workspace(files: ProjectFiles, relativePath: string): WorkspaceFiles {
  const configFile = relativePath === '.' ? CONFIG_FILE : `${relativePath}/${CONFIG_FILE}`;
  return configFile in files ? {relativePath, configFile} : {relativePath};
}

export function findProjectLayout(files: ProjectFiles): ProjectLayout {
  if (!(PACKAGE_JSON in files)) throw new ProjectFileError(PACKAGE_JSON, `The project has no root ${PACKAGE_JSON}.`);
  const rootPackage = readPackageJson(files, PACKAGE_JSON);
  for (const folder of packageFolders(files)) readPackageJson(files, `${folder}/${PACKAGE_JSON}`);

  const patterns = PNPM_WORKSPACE_FILE in files ? readPnpmWorkspacePatterns(files[PNPM_WORKSPACE_FILE]) : [];
  if (patterns.length > 0) {
    const included = patterns.filter((pattern) => !pattern.startsWith('!'));
    const excluded = patterns.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1));
    const folders = packageFolders(files).filter(
      (folder) =>
        included.some((pattern) => globMatches(pattern, folder)) &&
        !excluded.some((pattern) => globMatches(pattern, folder)),
    );
    return {
      packageManager: 'pnpm',
      workspaces: [workspace(files, '.'), ...folders.map((folder) => workspace(files, folder))],
    };
  }
  const nadleField = rootPackage.nadle as {root?: unknown} | undefined;
  if (nadleField && typeof nadleField === 'object' && nadleField.root) {
    return {packageManager: 'npm', workspaces: [workspace(files, '.')]};
  }
  throw new ProjectFileError(PACKAGE_JSON, UNSUPPORTED_ROOT_MESSAGE);
}
