// The one place that says how a recording differs from the bytes Nadle wrote. Only what
// changes from one run to the next is rewritten; everything else is kept as printed,
// colours (ANSI SGR codes, which Nadle prints with CI set) included.

export interface NormaliseContext {
  /** Absolute paths of the project's temporary copy (as created and as resolved by the OS). */
  projectDirs: readonly string[];
  /** Absolute paths of the temporary folder that holds the copy (a `--config ../…` can lead there). */
  projectParentDirs: readonly string[];
  /** Absolute paths of the Nadle build (packages/nadle), as linked and as resolved. */
  nadleDirs: readonly string[];
  /** Absolute paths of the checkout of the Nadle repository holding the build (its dependencies live there). */
  nadleRepoDirs: readonly string[];
  /** The Node.js version that ran Nadle, e.g. 'v20.20.2'. */
  nodeVersion: string;
}

const ESC = '\u001b';

/**
 * The text a terminal shows once the stream has been written: `\n` starts a line, `\r`
 * returns to its start, ESC[nA moves up n lines, ESC[K erases to the end of the line,
 * ESC[?2026h / ESC[?2026l (synchronised output) do nothing. Empty lines left below the
 * cursor at the end are dropped. Other escape sequences are kept as text.
 */
function renderTerminal(text: string): string {
  if (!text.includes(`${ESC}[`)) return text;
  const lines: string[] = [''];
  let row = 0;
  let column = 0;
  const write = (chunk: string) => {
    const line = lines[row] ?? '';
    const padded = line.length < column ? line.padEnd(column, ' ') : line;
    lines[row] = padded.slice(0, column) + chunk + padded.slice(column + chunk.length);
    column += chunk.length;
  };
  const pattern = new RegExp(
    `${ESC}\\[\\?2026[hl]|${ESC}\\[(\\d*)A|${ESC}\\[0?K|\\r|\\n|[^\\r\\n${ESC}]+|${ESC}\\[[0-9;]*[a-zA-Z]|${ESC}`,
    'g',
  );
  for (const match of text.matchAll(pattern)) {
    const token = match[0];
    if (token === '\n') {
      row += 1;
      column = 0;
      lines[row] ??= '';
    } else if (token === '\r') column = 0;
    // eslint-disable-next-line no-control-regex -- erase to the end of the line (ESC [ K)
    else if (/^\u001b\[0?K$/.test(token)) lines[row] = (lines[row] ?? '').slice(0, column);
    else if (match[1] !== undefined) row = Math.max(0, row - Number(match[1] || 1));
    // eslint-disable-next-line no-control-regex -- synchronized output on and off (ESC [ ? 2026 h/l)
    else if (/^\u001b\[\?2026[hl]$/.test(token)) continue;
    else write(token);
  }
  while (lines.length - 1 > row && lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Normalises one stream (stdout or stderr) of a Nadle run. The rules, in order:
 *
 * 1. Terminal rendering: outside CI, Nadle draws a live footer (task counts, elapsed
 *    time) and redraws it every 100 ms with cursor-up and erase-line sequences; how many
 *    frames a run draws depends on its speed. The stream is replaced by what a terminal
 *    shows at the end (renderTerminal above), where every frame is erased.
 * 2. Paths: the project's temporary folder becomes `<project>` (the folder holding it
 *    `<project>/..`), the Nadle build (its packages/nadle folder) `<nadle>`, and the rest
 *    of the Nadle checkout (where stack traces find its dependencies) `<nadle-repo>`;
 *    backslashes of Windows paths are not touched.
 * 3. The Node.js version (e.g. `v20.20.2`, in an uncaught error's report) becomes
 *    `<node-version>`.
 * 4. Durations: a number followed by `ms` or `s`, or forms such as `1m5s`, `1m5.2s` and
 *    `2h3m`, standing as a word (`DONE 12ms`, `RUN SUCCESSFUL in 1.2s`), becomes
 *    `<duration>`.
 * 5. Percentages in the `--summary` table (`42.1%`) become `<percent>`: each is a share
 *    of the run's time.
 * 6. In that table the durations and percentages are right-aligned in their columns, so
 *    the spaces before them depend on their length: a cell holding `<duration>` or
 *    `<percent>` keeps one space before it (`│ <duration> │`).
 */
export function normaliseNadleOutput(raw: string, context: NormaliseContext): string {
  let text = renderTerminal(raw);
  const byLength = (dirs: readonly string[]) => [...new Set(dirs)].sort((a, b) => b.length - a.length);
  for (const dir of byLength(context.projectDirs)) text = text.replace(new RegExp(escapeRegExp(dir), 'g'), '<project>');
  for (const dir of byLength(context.projectParentDirs))
    text = text.replace(new RegExp(escapeRegExp(dir), 'g'), '<project>/..');
  for (const dir of byLength(context.nadleDirs)) text = text.replace(new RegExp(escapeRegExp(dir), 'g'), '<nadle>');
  for (const dir of byLength(context.nadleRepoDirs))
    text = text.replace(new RegExp(escapeRegExp(dir), 'g'), '<nadle-repo>');
  text = text.replace(new RegExp(escapeRegExp(context.nodeVersion), 'g'), '<node-version>');
  // A number stands as a word: after a line start, a character other than a letter,
  // digit, `.`, `[` or `<`, or a colour code (CI output wraps durations in them).
  const start = String.raw`(?<=^|[^\w.[<]|\u001b\[[0-9;]*m)`;
  text = text.replace(
    new RegExp(String.raw`${start}(?:\d+h\d+m|\d+m\d+(?:\.\d+)?s|\d+(?:\.\d+)?(?:ms|s))(?![\w%])`, 'gm'),
    '<duration>',
  );
  text = text.replace(new RegExp(String.raw`${start}\d+(?:\.\d+)?%`, 'gm'), '<percent>');
  text = text.replace(/│ +(<duration>|<percent>)(?= │)/g, '│ $1');
  return text;
}
