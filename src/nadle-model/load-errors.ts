// What Nadle 0.5.1 prints when loading the project fails before any task is resolved: it
// catches none of these errors, so Node reports them (the line that threw, a caret under
// its column, the stack, Node's version). The frames are those of 0.5.1's build; the
// config file's own frame is where jiti's Babel output of the file made the call.
import {md5Hex} from './md5';
import {UncaughtLoadError} from './project';
import type {FailedCall} from './stand-in';
import {frameIn, NADLE_DIR, PROJECT_DIR, sharedFrameIn, type Paint, type StackFrame, type ThrowSite} from './terminal';

/** Where the rest of the Nadle checkout lies, as the recordings print it (its dependencies live there). */
export const NADLE_REPO_DIR = '<nadle-repo>';

const INDEX = `file://${NADLE_DIR}/lib/index.js`;
const CHUNK = `file://${NADLE_DIR}/lib/chunk-MXIVIEX2.js`;
const SHARED_CHUNK = `file://${NADLE_DIR}/lib/chunk-VLYGFLH4.js`;
const JITI = `${NADLE_REPO_DIR}/node_modules/.pnpm/jiti@2.4.2/node_modules/jiti/dist/jiti.cjs`;

/** Babel (which jiti loads only to transpile a file missing from its cache) raises V8's stack limit to 50 frames. */
export const COLD_STACK_TRACE_LIMIT = 50;

const site = (file: string, line: number, source: string, column: number): ThrowSite => ({file, line, source, column});

// The frames below a config file's top level, from jiti's import up to Nadle.execute().
function loadingFrames(isRoot: boolean): StackFrame[] {
  const workspaceFrames = isRoot
    ? [frameIn('ProjectResolver.initializeRootWorkspace', 1278, 5), frameIn('ProjectResolver.resolve', 1271, 5)]
    : [frameIn('ProjectResolver.initializeSubWorkspaces', 1290, 11), frameIn('ProjectResolver.resolve', 1272, 5)];
  return [
    `Function.import (${JITI}:1:199772)`,
    frameIn('DefaultFileReader.read', 1497, 5),
    frameIn(undefined, 1569, 7),
    ...workspaceFrames,
    frameIn('OptionsResolver.resolveProject', 1566, 21),
    frameIn('OptionsResolver.resolve', 1521, 38),
    frameIn('Nadle.init', 1822, 21),
    frameIn('Nadle.execute', 1827, 5),
  ].map((frame) => `async ${frame}`);
}

// ProjectResolver: below initializeRootWorkspace(), the frames up to Nadle.execute().
const ROOT_CONFIG_FRAMES: StackFrame[] = [
  `async ${frameIn('ProjectResolver.initializeRootWorkspace', 1277, 32)}`,
  `async ${frameIn('ProjectResolver.resolve', 1271, 5)}`,
  `async ${frameIn('OptionsResolver.resolveProject', 1566, 21)}`,
  `async ${frameIn('OptionsResolver.resolve', 1521, 38)}`,
  `async ${frameIn('Nadle.init', 1822, 21)}`,
  `async ${frameIn('Nadle.execute', 1827, 5)}`,
];

/**
 * No package.json marks the root (`"nadle": {"root": true}`) and no pnpm, npm or yarn
 * workspace root is found (npm and yarn need their lock file): @manypkg/find-root falls
 * back to its `root` tool, which Nadle does not take.
 */
export function unsupportedMonorepoError(): UncaughtLoadError {
  return new UncaughtLoadError(
    'Unsupported monorepo tool: root. Supported tools are: pnpm, npm, yarn.',
    site(CHUNK, 1328, '      throw new Error(', 13),
    [
      frameIn('ProjectResolver.initProject', 1328, 13),
      `async ${frameIn('ProjectResolver.resolve', 1270, 5)}`,
      ...ROOT_CONFIG_FRAMES.slice(2),
    ],
  );
}

/** The project root has no nadle.config.{js,mjs,ts,mts} and no --config was given. */
export function configFileNotFoundError(): UncaughtLoadError {
  const text = (paint: Paint) =>
    `No nadle.config.{js,mjs,ts,mts}} found in ${paint.highlight(PROJECT_DIR)} directory or parent directories. Please use --config to specify a custom path.`;
  return new UncaughtLoadError(
    text(PLAIN),
    site(CHUNK, 1349, '    throw new Error(Messages.ConfigFileNotFound(projectPath));', 11),
    [frameIn('ProjectResolver.resolveRootWorkspaceConfigFile', 1349, 11), ...ROOT_CONFIG_FRAMES],
    'Error',
    text,
  );
}

/** --config names a file that does not exist; `path` is relative to the project root, as Nadle resolves it. */
export function specifiedConfigNotFoundError(path: string): UncaughtLoadError {
  const text = (paint: Paint) =>
    `Config file not found at ${paint.highlight(`${PROJECT_DIR}/${path}`)}. Please check the path.`;
  return new UncaughtLoadError(
    text(PLAIN),
    site(CHUNK, 1339, '        throw new Error(Messages.SpecifiedConfigFileNotFound(resolvedConfigPath));', 15),
    [frameIn('ProjectResolver.resolveRootWorkspaceConfigFile', 1339, 15), ...ROOT_CONFIG_FRAMES],
    'Error',
    text,
  );
}

const PLAIN: Paint = {
  bold: String,
  dim: String,
  cyan: String,
  yellow: String,
  green: String,
  red: String,
  highlight: String,
};

/** Where a config file's code stands in jiti's transpiled text: line, column, and whether the column is sure. */
export interface ConfigPosition {
  readonly line: number;
  readonly column: number;
  /** False when Babel reprints more of the line before the call than the model follows. */
  readonly exact: boolean;
}

/**
 * A config file's text with what is not code (comments, the insides of strings and
 * template literals) blanked out, line breaks kept, so that calls can be searched for.
 */
function codeOnly(source: string): string {
  let out = '';
  let index = 0;
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  while (index < source.length) {
    const rest = source.slice(index);
    const comment = /^(\/\/[^\n]*|\/\*[\s\S]*?(\*\/|$))/.exec(rest);
    if (comment) {
      out += blank(comment[0]);
      index += comment[0].length;
      continue;
    }
    const quote = source[index];
    if (quote === '"' || quote === "'" || quote === '`') {
      let end = index + 1;
      while (end < source.length && source[end] !== quote && !(quote !== '`' && source[end] === '\n')) {
        end += source[end] === '\\' ? 2 : 1;
      }
      out += quote + blank(source.slice(index + 1, end)) + (end < source.length ? quote : '');
      index = end + 1;
      continue;
    }
    out += source[index];
    index += 1;
  }
  return out;
}

/** The names a file imports from "nadle", by local name: `import { tasks as t } from "nadle"` gives t → tasks. */
function nadleImports(code: string, source: string): Map<string, string> {
  const names = new Map<string, string>();
  const pattern = /\bimport\s*(?:type\s+)?\{([^}]*)\}\s*from\s*(["'])/g;
  for (let match = pattern.exec(code); match; match = pattern.exec(code)) {
    const specifierStart = match.index + match[0].length;
    const specifier = source.slice(specifierStart, source.indexOf(match[2], specifierStart));
    if (specifier !== 'nadle') continue;
    for (const part of match[1].split(',')) {
      const [imported, local] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (imported) names.set((local ?? imported).trim(), imported.trim());
    }
  }
  return names;
}

/**
 * The line before a call as Babel prints it with `retainLines` (what jiti runs): no
 * indentation, names imported from "nadle" read through the module object, no spaces
 * around a member dot. Anything else before the call on that line makes the column unsure.
 */
function babelPrefix(prefix: string, imports: ReadonlyMap<string, string>): {text: string; exact: boolean} {
  // A chain continued on a new line (`tasks\n  .register(…)`): Babel leaves the dot on the line above.
  const trimmed = prefix
    .trimStart()
    .replace(/\s*\.\s*/g, '.')
    .replace(/^\./, '');
  const exact = /^([A-Za-z_$][\w$]*\.?)*$/.test(trimmed);
  const text = trimmed.replace(/(^|[^.\w$])([A-Za-z_$][\w$]*)/g, (whole, before: string, name: string) =>
    imports.has(name) ? `${before}_nadle.${imports.get(name)}` : whole,
  );
  return {text, exact};
}

/**
 * Where each call of `register` (a member call, `tasks.register(…)`) or of the imported
 * `configure(…)` stands in jiti's output of the file, in the order of the file's text.
 * V8 places a member call at its property name, and a plain call, which Babel prints as
 * `(0, _nadle.configure)(…)`, at its argument list.
 */
export function configCallPositions(source: string, call: FailedCall['call']): ConfigPosition[] {
  const code = codeOnly(source);
  const imports = nadleImports(code, source);
  const configureNames = [...imports].filter(([, imported]) => imported === 'configure').map(([local]) => local);
  const lines = code.split('\n');
  const positions: ConfigPosition[] = [];
  lines.forEach((line, index) => {
    const pattern =
      call === 'register'
        ? /\.\s*(register)\s*\(/g
        : configureNames.length > 0
          ? new RegExp(
              `(?<![.\\w$])(${configureNames.map((name) => name.replace(/\$/g, '\\$')).join('|')})\\s*\\(`,
              'g',
            )
          : undefined;
    if (!pattern) return;
    for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
      const nameAt = match.index + match[0].indexOf(match[1]);
      const {text, exact} = babelPrefix(line.slice(0, nameAt), imports);
      const column = call === 'register' ? text.length + 1 : text.length + `(0, _nadle.configure)`.length + 1;
      positions.push({line: index + 1, column, exact});
    }
  });
  return positions;
}

/** What the model knows of the config file that failed. */
export interface FailedConfig {
  /** Relative to the project root, e.g. `packages/app/nadle.config.mts`. */
  readonly file: string;
  readonly source: string;
  readonly isRoot: boolean;
  readonly workspaceId: string;
}

/**
 * Node's report of a call of the `nadle` API that threw while a config file loaded: an
 * invalid or duplicate task name, a reusable task without options, configure() with a
 * value that is not an object or outside the root. Undefined when the call cannot be
 * found in the file's text (a call made in a loop, or through another name).
 */
export function failedCallError(failure: FailedCall, config: FailedConfig): UncaughtLoadError | undefined {
  const position = configCallPositions(config.source, failure.call)[failure.ordinal];
  if (!position) return undefined;
  const configFrame = `${PROJECT_DIR}/${config.file}:${position.line}:${position.column}`;
  const below = [configFrame, ...loadingFrames(config.isRoot)];
  const name = failure.name ?? '';
  let text: (paint: Paint) => string = () => failure.message;
  let throwSite: ThrowSite;
  let above: StackFrame[];
  switch (failure.failure) {
    case 'invalid-name':
      text = (paint) =>
        `Invalid task name: ${paint.highlight(`[${name}]`)}. Task names must contain only letters, numbers, and dashes; start with a letter, and not end with a dash.`;
      throwSite = site(INDEX, 78, '    throw new Error(Messages.InvalidTaskName(`[${name}]`));', 11);
      above = [`validateTaskName (${INDEX}:78:11)`, `Object.register (${INDEX}:42:5)`];
      break;
    case 'duplicate':
      text = (paint) =>
        `Task ${paint.highlight(name)} already registered in workspace ${paint.highlight(config.workspaceId)}`;
      throwSite = site(
        INDEX,
        44,
        '      throw new Error(Messages.DuplicatedTaskName(name, taskRegistry.workspaceId ?? ""));',
        13,
      );
      above = [`Object.register (${INDEX}:44:13)`];
      break;
    case 'option-task':
      throwSite = site(INDEX, 72, '    throw new Error("Option builder is required for option task");', 11);
      above = [`computeTaskInfo (${INDEX}:72:11)`, `register (${INDEX}:51:12)`, `Object.register (${INDEX}:54:5)`];
      break;
    case 'configure-not-object':
      throwSite = site(INDEX, 34, '    throw new TypeError("Options must be an object");', 11);
      above = [`configure (${INDEX}:34:11)`];
      break;
    case 'configure-outside-root':
      throwSite = site(SHARED_CHUNK, 505, '      throw new Error(Messages.InvalidConfigureUsage());', 13);
      above = [sharedFrameIn('FileOptionRegistry.register', 505, 13), `configure (${INDEX}:36:22)`];
      break;
  }
  return new UncaughtLoadError(text(PLAIN), throwSite, [...above, ...below], failure.errorName, text, position.exact);
}

/**
 * Node's report of an error the config file's own code threw while loading (`throw new
 * Error("…")` at its top level): Node quotes the file's line as jiti runs it. Undefined
 * when the throw cannot be found in the file's text.
 */
export function configThrewError(message: string, config: FailedConfig): UncaughtLoadError | undefined {
  const code = codeOnly(config.source);
  const sourceLines = config.source.split('\n');
  const throws: {line: number; errorName: string; newAt: number}[] = [];
  code.split('\n').forEach((line, index) => {
    const pattern = /\bthrow\s+(new)\s+([A-Za-z_$][\w$]*)\s*\(/g;
    for (let match = pattern.exec(line); match; match = pattern.exec(line))
      throws.push({line: index + 1, errorName: match[2], newAt: match.index + match[0].indexOf('new')});
  });
  const quoted = (entry: (typeof throws)[number]) => sourceLines[entry.line - 1].includes(JSON.stringify(message));
  const found = throws.length === 1 ? throws[0] : throws.find(quoted);
  if (!found) return undefined;
  const text = sourceLines[found.line - 1];
  const prefix = text.slice(0, found.newAt);
  const printedLine = text.trimStart().trimEnd();
  const column = found.newAt - (prefix.length - prefix.trimStart().length) + 1;
  const lastCodeLine = sourceLines.reduce((last, line, index) => (line.trim() === '' ? last : index + 1), 0);
  const throwSite: ThrowSite = {
    file: `${PROJECT_DIR}/${config.file}`,
    line: found.line,
    source: printedLine,
    column,
    ...(found.line === lastCodeLine ? {cachedSuffix: ` /* v9-${md5Hex(config.source).slice(0, 16)} */`} : {}),
  };
  const frames = [`${PROJECT_DIR}/${config.file}:${found.line}:${column}`, ...loadingFrames(config.isRoot)];
  return new UncaughtLoadError(message, throwSite, frames, found.errorName, undefined, /^\s*throw\b/.test(text));
}
