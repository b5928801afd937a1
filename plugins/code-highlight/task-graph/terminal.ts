// A command's terminal as static HTML for a page (src/nadle-terminal/transcript.ts says what
// it holds): the command as the caption, the output, then the exit status. No script: the
// page ships it as markup. plugins/llms reads it back for the Markdown twin (`figure.nt`).
import {
  CUT_LINE,
  exitStatusText,
  TERMINAL_CSS,
  terminalTranscript,
  type LinePart,
  type TerminalLine,
  type TerminalResult,
} from '../../../src/nadle-terminal/transcript';
import {escapeXml} from '../../../src/task-graph/draw';

export {TERMINAL_CSS};

/** Text only a screen reader gets, never copied (src/nadle-terminal's `.nt-vh`). */
const spoken = (text: string) => `<span class="nt-vh">${escapeXml(text)}</span>`;

function partHtml(part: LinePart): string {
  if ('text' in part) return escapeXml(part.text);
  return `<span class="nt-ph">${escapeXml(part.placeholder)}${spoken(` (placeholder: ${part.meaning})`)}</span>`;
}

function lineHtml(line: TerminalLine): string {
  const text = line.parts.map(partHtml).join('');
  if (line.stream === 'stdout') return text;
  return `<span class="nt-e">${line.startsStderr ? spoken('stderr: ') : ''}${text}</span>`;
}

/** The terminal block of `nadle <command>`; `styles` are written before it (once per page). */
export function terminalHtml(command: string, result: TerminalResult, {styles}: {styles: boolean}): string {
  const transcript = terminalTranscript(result);
  const lines = transcript.lines.map(lineHtml);
  if (transcript.cut) lines.push(`<span class="nt-ph">${escapeXml(CUT_LINE)}</span>`);
  const foot = [
    transcript.exitCode === undefined
      ? ''
      : `<span class="nt-x${transcript.exitCode === 0 ? '' : ' nt-x1'}">${exitStatusText(transcript.exitCode)}</span>`,
    // The key of the stderr mark; the picture of it is CSS, the word is text.
    transcript.lines.some((line) => line.stream === 'stderr') ? '<span class="nt-key">stderr</span>' : '',
  ].join('');
  return [
    styles ? `<style>${TERMINAL_CSS}</style>` : '',
    '<figure class="nt">',
    `<figcaption class="nt-cmd">$ nadle ${escapeXml(command)}</figcaption>`,
    `<pre class="nt-out" tabindex="0"><code>${lines.join('\n')}</code></pre>`,
    foot ? `<div class="nt-foot">${foot}</div>` : '',
    '</figure>',
  ].join('');
}
