// What a terminal shows for one Nadle command the planning model answered (src/nadle-model):
// stdout and stderr in the order they appear, the placeholders the model prints for what
// changes from run to run, and the exit status. The pages (plugins/code-highlight/task-graph)
// and the playground (src/components/Playground) both draw it from these lines, so that
// they show the same terminal.

import {compactCss, css} from '../css/tag';

/** The part of the model's CommandResult a terminal view needs. */
export interface TerminalResult {
  stdout: string;
  stderr: string;
  exitCode: number;
  /** False when the model leaves out the end of the run (what running the tasks prints). */
  complete: boolean;
  /** The error's message, when Nadle stops with one. */
  error?: string;
}

export type Stream = 'stdout' | 'stderr';

/** A piece of a line: printed text, or a placeholder for what changes from run to run. */
export type LinePart = {text: string} | {placeholder: string; meaning: string};

export interface TerminalLine {
  stream: Stream;
  parts: LinePart[];
  /** The first line of a run of stderr lines, which says so to a screen reader. */
  startsStderr?: boolean;
}

export interface Transcript {
  lines: TerminalLine[];
  /** The exit code, or undefined when the model does not show the run to its end. */
  exitCode?: number;
  /** Whether the model leaves out the end of the run. */
  cut: boolean;
  /** True when Nadle stopped with an error whose message only `--stacktrace` prints. */
  messageNeedsStacktrace: boolean;
}

/** The placeholders of the model and the recordings (tests/nadle-recordings/normalise.ts), in words. */
export const PLACEHOLDERS: Readonly<Record<string, string>> = {
  '<duration>': 'the time the run took',
  '<project>': 'the project folder',
  '<nadle>': 'the folder Nadle is installed in',
  '<node-version>': 'the Node.js version',
  '<percent>': 'a share of the run time',
};

const PLACEHOLDER = new RegExp(Object.keys(PLACEHOLDERS).join('|'), 'g');
// eslint-disable-next-line no-control-regex
const COLOURS = /\u001b\[[0-9;]*m/g;
const CLOSING = /\n(?=RUN SUCCESSFUL|RUN FAILED)/;
/** Nadle's hint, printed without --stacktrace when a run fails. */
const STACKTRACE_HINT = 'option to display the full error';
/** Where consola starts an error message: the fancy reporter's badge, or the basic reporter's tag. */
const ERROR_START = /(?=\n ERROR {2})|(?<=^|\n)(?=\[error\] )/g;

const withoutColours = (text: string) => text.replace(COLOURS, '');

/** The text of a stream as lines, without the newline that ends the last one. */
const linesOf = (text: string) => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

function partsOf(line: string): LinePart[] {
  const parts: LinePart[] = [];
  let offset = 0;
  for (const match of line.matchAll(PLACEHOLDER)) {
    if (match.index > offset) parts.push({text: line.slice(offset, match.index)});
    parts.push({placeholder: match[0], meaning: PLACEHOLDERS[match[0]]});
    offset = match.index + match[0].length;
  }
  if (offset < line.length || parts.length === 0) parts.push({text: line.slice(offset)});
  return parts;
}

/**
 * The order a terminal shows the two streams in. Nadle logs an error when it is thrown,
 * before its closing `RUN FAILED` line; with --stacktrace it then logs the error's stack,
 * after that line (Reporter.onExecutionFailed in Nadle 0.5.1). So stderr goes before the
 * closing lines, except its last error message when it follows a `RUN FAILED` printed
 * without the --stacktrace hint: the stack. Errors thrown before the header (Node's report
 * of an uncaught error, a rejected command line) leave stdout empty.
 */
function interleave(stdout: string, stderr: string): {stream: Stream; text: string}[] {
  const closingAt = stdout.search(CLOSING);
  // The closing message starts with the newline of the blank line above it.
  const body = closingAt === -1 ? stdout : stdout.slice(0, closingAt);
  const closing = closingAt === -1 ? '' : stdout.slice(closingAt);
  let before = stderr;
  let after = '';
  if (/^\nRUN FAILED/.test(closing) && !closing.includes(STACKTRACE_HINT)) {
    const last = [...stderr.matchAll(ERROR_START)].at(-1)?.index;
    if (last !== undefined) {
      before = stderr.slice(0, last);
      after = stderr.slice(last);
    }
  }
  return [
    {stream: 'stdout' as const, text: body},
    {stream: 'stderr' as const, text: before},
    {stream: 'stdout' as const, text: closing},
    {stream: 'stderr' as const, text: after},
  ].filter((chunk) => chunk.text !== '');
}

/** What the terminal shows for `result`, line by line. */
export function terminalTranscript(result: TerminalResult): Transcript {
  const stdout = withoutColours(result.stdout);
  const stderr = withoutColours(result.stderr);
  const lines: TerminalLine[] = [];
  for (const chunk of interleave(stdout, stderr)) {
    linesOf(chunk.text).forEach((line, index) => {
      lines.push({
        stream: chunk.stream,
        parts: partsOf(line),
        ...(chunk.stream === 'stderr' && index === 0 ? {startsStderr: true} : {}),
      });
    });
  }
  // The cursor's empty line at the end is not output.
  while (lines.length > 0 && lines.at(-1)!.parts.every((part) => 'text' in part && part.text === '')) lines.pop();
  const printed = `${stdout}\n${stderr}`;
  const message = result.error === undefined ? undefined : withoutColours(result.error);
  return {
    lines,
    ...(result.complete ? {exitCode: result.exitCode} : {}),
    cut: !result.complete,
    messageNeedsStacktrace:
      result.exitCode !== 0 && message !== undefined && printed.includes(STACKTRACE_HINT) && !printed.includes(message),
  };
}

/** The transcript as plain text: what a reader copies, and what the Markdown twin holds. */
export function transcriptText(transcript: Transcript): string {
  return transcript.lines
    .map((line) => line.parts.map((part) => ('text' in part ? part.text : part.placeholder)).join(''))
    .join('\n');
}

/** Shown, marked as no output, where the model leaves out the end of a run. */
export const CUT_LINE = '… not shown';

/** The words of the exit status, as the reader and a screen reader get them. */
export const exitStatusText = (exitCode: number) => `exit code ${exitCode}`;

/**
 * The one caption for a failure whose message Nadle 0.5.1 prints only with --stacktrace:
 * text and code, in order. `command` is what was typed after `nadle`.
 */
export const stacktraceCaption = (command: string): {text?: string; code?: string}[] => [
  {text: 'Nadle 0.5.1 prints this error’s message only with '},
  {code: '--stacktrace'},
  {text: ': run '},
  {code: `nadle ${command} --stacktrace`},
  {text: ' to see it.'},
];

/**
 * What a screen reader hears when a command's terminal appears: the exit status, then the
 * first line past the welcome header that is not an info or debug message (an error's
 * message, a plan's heading), without consola's ERROR badge.
 */
export function announcement(transcript: Transcript): string {
  const HEADER = /^(🛠️ Welcome to Nadle|Using Nadle from|Loaded configuration from)/;
  // consola's fancy reporter marks info messages with ℹ and debug messages with ⚙.
  const LEVEL_MARK = /^[ℹ⚙] /;
  let inMessage = false;
  let first: string | undefined;
  for (const line of transcript.lines) {
    const text = line.parts
      .map((part) => ('text' in part ? part.text : part.placeholder))
      .join('')
      .replace(/^ ERROR {2}/, '');
    // A message may go on over several lines, such as the options as JSON or a Map as Node.js
    // prints it: indented lines and a closing bracket at the start of a line; any other line ends it.
    if (inMessage) {
      if (/^(\s|[}\]])/.test(text)) continue;
      inMessage = false;
    }
    if (LEVEL_MARK.test(text)) {
      inMessage = text.endsWith('{');
      continue;
    }
    if (text.trim() !== '' && !HEADER.test(text)) {
      first = text.trim();
      break;
    }
  }
  const status = transcript.exitCode === undefined ? '' : `Nadle exits with code ${transcript.exitCode}. `;
  return `${status}${first ?? 'Nadle prints nothing.'}`;
}

/**
 * The styles of a terminal block, shared by the pages (written once per page with the
 * first block) and the playground. stderr lines have a bar at their left and their own
 * colour; placeholders are italic in a dashed box; the exit status is text under the output.
 * In TypeScript rather than the site-wide stylesheet: measured on 2026-12-02, the rules are
 * 610 B gzip that every page without a terminal block would otherwise load.
 */
export const TERMINAL_CSS = compactCss(css`
  /* The frame takes the code family's tokens (src/css/custom.css), as code blocks and graphs do. */
  .nt {
    margin: 0 0 var(--ifm-leading);
    overflow: hidden;
    border: 1px solid var(--nadle-code-border);
    border-radius: var(--nadle-radius-md);
    background: var(--nadle-code-background);
  }
  .nt-cmd {
    margin: 0;
    padding: 0.5rem var(--ifm-pre-padding);
    border-bottom: 1px solid var(--nadle-code-border);
    font: 600 var(--ifm-code-font-size) / 1.5 var(--ifm-font-family-monospace);
  }
  .nt-out {
    margin: 0;
    padding: var(--ifm-pre-padding);
    border-radius: 0;
    background: none;
  }
  .nt-out:focus-visible {
    outline: 2px solid var(--ifm-color-primary);
    outline-offset: -2px;
  }
  /* An error line wraps (a reader needs all of it, not a sideways scroll); stdout keeps its lines. */
  .nt-e {
    position: relative;
    color: var(--nt-err, #a4161a);
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .nt-e:before {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: -0.6rem;
    border-left: 3px solid;
  }
  [data-theme='dark'] .nt {
    --nt-err: #ffb3b3;
  }
  .nt-ph {
    padding: 0 2px;
    border-radius: 3px;
    outline: 1px dashed currentColor;
    outline-offset: -1px;
    font-style: italic;
  }
  .nt-vh {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    user-select: none;
  }
  .nt-foot {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    padding: 0.25rem var(--ifm-pre-padding);
    border-top: 1px solid var(--nadle-code-border);
    font-size: var(--ifm-font-size-small, 0.875rem);
  }
  .nt-x {
    font-family: var(--ifm-font-family-monospace);
    font-weight: 600;
  }
  .nt-x1 {
    color: var(--nt-err, #a4161a);
  }
  .nt-key:before {
    content: '';
    display: inline-block;
    width: 3px;
    height: 1em;
    margin-right: 0.4rem;
    vertical-align: -0.15em;
    background: var(--nt-err, #a4161a);
  }
`);
