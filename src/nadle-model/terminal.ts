// What Nadle 0.5.1 writes to the terminal, as text: the colours of tinyrainbow, the three
// consola reporters Nadle chooses between, and Node's report of an uncaught error. Paths
// and durations are the placeholders of tests/nadle-recordings/normalise.ts.

/** Where Nadle runs from, in the form the recordings print it. */
export const PROJECT_DIR = '<project>';
/** Where the Nadle build lives, as the recordings print it. */
export const NADLE_DIR = '<nadle>';
/** A duration, which changes from run to run. */
export const DURATION = '<duration>';
export const NODE_VERSION = '<node-version>';

/** The environment variables that change what Nadle prints. */
export interface TerminalEnv {
  /** tinyrainbow colours output when CI is set (any value), and std-env then picks consola's plain reporter. */
  readonly CI?: string;
  /** std-env's isTest: consola's basic reporter, which prefixes each line with its type. */
  readonly TEST?: string;
  readonly NODE_ENV?: string;
  readonly NO_COLOR?: string;
  readonly FORCE_COLOR?: string;
  /** Replaces the machine's core count in Nadle's worker counts (the recordings set 2). */
  readonly NADLE_MAX_WORKERS?: string;
}

export type ReporterKind = 'fancy' | 'ci' | 'test';

export interface TerminalStyle {
  readonly colours: boolean;
  readonly reporter: ReporterKind;
}

const truthy = (value: string | undefined): boolean =>
  value !== undefined && value !== '' && value !== 'false' && value !== '0';

/**
 * How a terminal run looks under `env`. Output goes to a pipe, not a TTY: tinyrainbow
 * colours only when CI or FORCE_COLOR is set and NO_COLOR is not; std-env reads TEST or
 * NODE_ENV=test as a test run (basic reporter) before CI (plain reporter).
 */
export function terminalStyle(env: TerminalEnv = {}): TerminalStyle {
  const colours = env.NO_COLOR === undefined && (env.CI !== undefined || env.FORCE_COLOR !== undefined);
  const isTest = env.NODE_ENV === 'test' || truthy(env.TEST);
  const reporter: ReporterKind = isTest ? 'test' : truthy(env.CI) ? 'ci' : 'fancy';
  return {colours, reporter};
}

/** Colour functions (no `this`: each may be passed on alone). */
export interface Paint {
  bold: (text: string | number) => string;
  dim: (text: string | number) => string;
  cyan: (text: string | number) => string;
  yellow: (text: string | number) => string;
  green: (text: string | number) => string;
  red: (text: string | number) => string;
  /** Nadle's `highlight`: bold yellow. */
  highlight: (text: string) => string;
}

// Like tinyrainbow: an inner closing code is replaced by `replace` (the outer opening
// code; for bold and dim, which share their closing code, a close and the outer opening
// code), so that the rest stays painted. As tinyrainbow does, the search for an inner
// closing code starts at the length of the opening code.
function colour(open: number, close: number, replace = `\u001b[${open}m`) {
  const openCode = `\u001b[${open}m`;
  const closeCode = `\u001b[${close}m`;
  return (input: string | number): string => {
    const text = String(input);
    const index = text.indexOf(closeCode, openCode.length);
    if (index === -1) return openCode + text + closeCode;
    const rest = text.slice(index + closeCode.length).replaceAll(closeCode, replace);
    return openCode + text.slice(0, index) + replace + rest + closeCode;
  };
}

const plain = (text: string | number): string => String(text);

export function paintFor(colours: boolean): Paint {
  if (!colours)
    return {bold: plain, dim: plain, cyan: plain, yellow: plain, green: plain, red: plain, highlight: plain};
  const bold = colour(1, 22, '\u001b[22m\u001b[1m');
  const yellow = colour(33, 39);
  return {
    bold,
    dim: colour(2, 22, '\u001b[22m\u001b[2m'),
    cyan: colour(36, 39),
    yellow,
    green: colour(32, 39),
    red: colour(31, 39),
    highlight: (text) => bold(yellow(text)),
  };
}

/** consola's levels as Nadle names them; a message prints when its level is at most the chosen one. */
export const LEVELS = {error: 0, warn: 1, log: 2, info: 3, debug: 4} as const;
export type MessageType = keyof typeof LEVELS;

/** stdout and stderr of one run, written through consola the way Nadle's logger does. */
export class Terminal {
  private stdoutText = '';
  private stderrText = '';
  level: number;

  constructor(
    readonly style: TerminalStyle,
    level: number,
  ) {
    this.level = level;
  }

  get stdout(): string {
    return this.stdoutText;
  }

  get stderr(): string {
    return this.stderrText;
  }

  /** Written as is, past consola (Node's own report, yargs' usage errors). */
  writeStdout(text: string): void {
    this.stdoutText += text;
  }

  writeStderr(text: string): void {
    this.stderrText += text;
  }

  warn(message: string): void {
    this.write('warn', message);
  }

  log(message: string): void {
    this.write('log', message);
  }

  error(message: string): void {
    this.write('error', message);
  }

  info(message: string): void {
    this.write('info', message);
  }

  debug(message: string): void {
    this.write('debug', message);
  }

  private write(type: MessageType, message: string): void {
    if (LEVELS[type] > this.level) return;
    // consola sends errors and warnings to stderr, the rest to stdout.
    const toStderr = LEVELS[type] < 2;
    let line: string;
    if (this.style.reporter === 'test') line = `[${type}] ${message}`;
    else if (this.style.reporter === 'ci') line = message;
    else if (toStderr) line = `\n${badge(type)} ${message}\n`;
    else line = type in ICONS ? `${ICONS[type as keyof typeof ICONS]} ${message}` : message;
    if (toStderr) this.stderrText += `${line}\n`;
    else this.stdoutText += `${line}\n`;
  }
}

// The fancy reporter's icons for the levels above log.
const ICONS = {info: 'ℹ', debug: '⚙'} as const;

/** The consola reporter Nadle picks, by its class name (Nadle's debug line names it). */
export function reporterName(style: TerminalStyle): string {
  return style.reporter === 'test' ? 'BasicReporter' : style.reporter === 'ci' ? 'CIReporter' : 'FancyReporter';
}

// The fancy reporter's badge; it is coloured only on a terminal that supports it, which a pipe is not.
function badge(type: MessageType): string {
  return ` ${type.toUpperCase()} `;
}

/** A frame of a stack trace, as V8 prints it after `    at `. */
export type StackFrame = string;

const CHUNK = `file://${NADLE_DIR}/lib/chunk-MXIVIEX2.js`;
const SHARED_CHUNK = `file://${NADLE_DIR}/lib/chunk-VLYGFLH4.js`;

/** A place in Nadle 0.5.1's build: `<name> (<file>:<line>:<column>)`, or the bare location for an anonymous function. */
export const frameIn = (name: string | undefined, line: number, column: number, file: string = CHUNK): StackFrame =>
  name ? `${name} (${file}:${line}:${column})` : `${file}:${line}:${column}`;
export const sharedFrameIn = (name: string | undefined, line: number, column: number): StackFrame =>
  frameIn(name, line, column, SHARED_CHUNK);

/** V8 keeps the ten innermost frames of a stack (Error.stackTraceLimit). */
const STACK_TRACE_LIMIT = 10;

/** `Error: <message>` and its frames, as `error.stack` holds them (at most `limit` frames). */
export function stackOf(
  message: string,
  frames: readonly StackFrame[],
  name = 'Error',
  limit = STACK_TRACE_LIMIT,
): string {
  return [`${name}: ${message}`, ...frames.slice(0, limit).map((frame) => `    at ${frame}`)].join('\n');
}

/** Where an uncaught error was thrown: the line Node quotes above the stack, with a caret under the column. */
export interface ThrowSite {
  readonly file: string;
  readonly line: number;
  readonly source: string;
  /** Column of the caret, 1-based. */
  readonly column: number;
  /**
   * What jiti appends to the last line of a file it has cached: a config's line that Node
   * quotes from jiti's cache (every run after the first) ends with it.
   */
  readonly cachedSuffix?: string;
}

export const chunkSite = (line: number, source: string, column: number): ThrowSite => ({
  file: CHUNK,
  line,
  source,
  column,
});
export const sharedChunkSite = (line: number, source: string, column: number): ThrowSite => ({
  file: SHARED_CHUNK,
  line,
  source,
  column,
});

/** Node's report of an uncaught error, on stderr: where it was thrown, the stack, and Node's version. */
export function uncaughtReport(site: ThrowSite, stack: string, cached = false): string {
  const source = cached && site.cachedSuffix ? site.source + site.cachedSuffix : site.source;
  return `${site.file}:${site.line}\n${source}\n${' '.repeat(site.column - 1)}^\n\n${stack}\n\nNode.js ${NODE_VERSION}\n`;
}
