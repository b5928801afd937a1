// The terminal of the playground's command, drawn as the pages draw theirs
// (plugins/code-highlight/task-graph/terminal.ts, with the same classes and styles):
// stdout and stderr in the order a terminal shows them, placeholders marked, the exit
// status as text, and how to see a failure's message that only --stacktrace prints.
import React, {type ReactNode} from 'react';

import {
  CUT_LINE,
  exitStatusText,
  stacktraceCaption,
  type LinePart,
  type TerminalLine,
  type Transcript,
} from '../../nadle-terminal/transcript';

import {styles} from './appStyles';

function Part({part}: {part: LinePart}): ReactNode {
  if ('text' in part) return part.text;
  return (
    <span className="nt-ph">
      {part.placeholder}
      <span className="nt-vh"> (placeholder: {part.meaning})</span>
    </span>
  );
}

function Line({line}: {line: TerminalLine}): ReactNode {
  const parts = line.parts.map((part, index) => <Part key={index} part={part} />);
  if (line.stream === 'stdout') return parts;
  return (
    <span className="nt-e">
      {line.startsStderr && <span className="nt-vh">stderr: </span>}
      {parts}
    </span>
  );
}

export default function TerminalOutput({command, transcript}: {command: string; transcript: Transcript}): ReactNode {
  const {lines, exitCode, cut} = transcript;
  return (
    <>
      <figure className="nt">
        <figcaption className="nt-cmd">$ nadle {command}</figcaption>
        {/* A long line scrolls inside the block: the keyboard must reach it (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre className={`nt-out ${styles.terminalText}`} tabIndex={0}>
          <code>
            {lines.map((line, index) => (
              <React.Fragment key={index}>
                {index > 0 && '\n'}
                <Line line={line} />
              </React.Fragment>
            ))}
            {cut && (
              <>
                {lines.length > 0 && '\n'}
                <span className="nt-ph">{CUT_LINE}</span>
              </>
            )}
          </code>
        </pre>
        {(exitCode !== undefined || lines.some((line) => line.stream === 'stderr')) && (
          <div className="nt-foot">
            {exitCode !== undefined && (
              <span className={exitCode === 0 ? 'nt-x' : 'nt-x nt-x1'}>{exitStatusText(exitCode)}</span>
            )}
            {lines.some((line) => line.stream === 'stderr') && <span className="nt-key">stderr</span>}
          </div>
        )}
      </figure>
      {transcript.messageNeedsStacktrace && (
        <p className={styles.note}>
          {stacktraceCaption(command).map((part, index) =>
            part.code === undefined ? part.text : <code key={index}>{part.code}</code>,
          )}
        </p>
      )}
    </>
  );
}
