// The terminal a reader sees under a flagged sample and in the playground
// (src/nadle-terminal/transcript.ts, plugins/code-highlight/task-graph/terminal.ts), and
// what the Markdown twin makes of it (plugins/llms). The runs are recordings of the real
// Nadle 0.5.1 (tests/nadle-recordings), fed in as the model's result would be.
import {describe, expect, it} from 'vitest';

import {htmlToMarkdown} from '../../plugins/llms/htmlToMarkdown';
import type {TaskCycle, TaskGraph} from '../../plugins/code-highlight/task-graph/model';
import {figureHtml, graphText} from '../../src/task-graph/figure';
import {terminalHtml} from '../../plugins/code-highlight/task-graph/terminal';
import {
  announcement,
  terminalTranscript,
  transcriptText,
  type TerminalResult,
} from '../../src/nadle-terminal/transcript';
import {listProjects, readRecordings, type Recording} from '../nadle-recordings/corpus';

/** A recorded run, as the model's CommandResult carries it. */
const asResult = (recording: Recording, error?: string): TerminalResult => ({
  stdout: recording.stdout.join('\n'),
  stderr: recording.stderr.join('\n'),
  exitCode: recording.exitCode ?? 1,
  complete: true,
  ...(error === undefined ? {} : {error}),
});

function recorded(project: string, argv: string): Recording {
  const found = readRecordings(project)?.commands.find((command) => command.argv.join(' ') === argv);
  if (!found) throw new Error(`no recording of nadle ${argv} in ${project}`);
  return found;
}

const shownLines = (result: TerminalResult) => transcriptText(terminalTranscript(result)).split('\n');
const indexOf = (lines: string[], start: string) => lines.findIndex((line) => line.startsWith(start));

/** The lines of `lines` that are not blank, in order. */
const printedLines = (lines: readonly string[]) => lines.filter((line) => line.trim() !== '');

describe('the terminal of a recorded run', () => {
  const sampleRuns = listProjects()
    .filter((name) => /^(page|preset)-/.test(name))
    .flatMap((name) => (readRecordings(name)?.commands ?? []).map((recording) => ({name, recording})));

  it('holds every line of both streams, each stream in its own order, and the exit code', () => {
    expect(sampleRuns.length).toBeGreaterThan(20);
    for (const {name, recording} of sampleRuns) {
      const transcript = terminalTranscript(asResult(recording));
      const lines = transcript.lines.map((line) => ({
        stream: line.stream,
        text: line.parts.map((part) => ('text' in part ? part.text : part.placeholder)).join(''),
      }));
      const of = (stream: string) =>
        printedLines(lines.filter((line) => line.stream === stream).map((line) => line.text));
      const where = `${name}: nadle ${recording.argv.join(' ')}`;
      expect(of('stdout'), where).toEqual(printedLines(recording.stdout));
      expect(of('stderr'), where).toEqual(printedLines(recording.stderr));
      expect(transcript.exitCode, where).toBe(recording.exitCode);
    }
  });

  it('starts with the welcome header and ends with the closing lines of a dry run', () => {
    const lines = shownLines(asResult(recorded('page-home', '--dry-run build')));
    expect(lines.slice(0, 3)).toEqual([
      '🛠️ Welcome to Nadle v0.5.1!',
      'Using Nadle from <nadle>/lib/index.js',
      'Loaded configuration from <project>/nadle.config.ts',
    ]);
    expect(lines.slice(-2)).toEqual(['RUN SUCCESSFUL in <duration>', '0 task executed']);
  });

  it('shows an error where Nadle logs it: before RUN FAILED, and the --stacktrace dump after it', () => {
    const plain = shownLines(asResult(recorded('page-executing-cycle', '--dry-run a')));
    const logged = indexOf(plain, ' ERROR  Cycle detected in task root:a → root:b → root:a.');
    expect(logged).toBeGreaterThan(indexOf(plain, 'Loaded configuration from'));
    expect(logged).toBeLessThan(indexOf(plain, 'RUN FAILED in <duration>'));
    expect(plain.at(-1)).toMatch(/^For more details, re-run the command with the --stacktrace option/);

    const traced = shownLines(asResult(recorded('page-executing-cycle', '--dry-run a --stacktrace')));
    expect(indexOf(traced, ' ERROR  Cycle detected')).toBeLessThan(indexOf(traced, 'RUN FAILED'));
    expect(indexOf(traced, ' ERROR  Error: Cycle detected')).toBeGreaterThan(indexOf(traced, 'RUN FAILED'));
    expect(traced.at(-1)).toMatch(/^ {4}at Nadle\.execute \(file:\/\/<nadle>\/lib\//);
  });

  it('marks stderr and the placeholders, and a failure whose message only --stacktrace prints', () => {
    const message = 'Task genrate-routes not found in packages:app workspace.';
    const hidden = terminalTranscript(
      asResult(recorded('page-executing-missing-dependency', '--dry-run packages:app:bundle'), message),
    );
    expect(hidden.messageNeedsStacktrace).toBe(true);
    expect(transcriptText(hidden)).not.toContain(message);
    const traced = terminalTranscript(
      asResult(recorded('page-executing-missing-dependency', '--dry-run packages:app:bundle --stacktrace'), message),
    );
    expect(traced.messageNeedsStacktrace).toBe(false);
    const errorLine = traced.lines.find((line) =>
      line.parts.some((part) => 'text' in part && part.text.includes(message)),
    );
    expect(errorLine?.stream).toBe('stderr');
    // The cycle's message is printed without --stacktrace: no caption needed.
    const cycle = 'Cycle detected in task root:a → root:b → root:a. Please resolve the cycle before executing tasks.';
    expect(
      terminalTranscript(asResult(recorded('page-executing-cycle', '--dry-run a'), cycle)).messageNeedsStacktrace,
    ).toBe(false);
    const closing = traced.lines.find((line) =>
      line.parts.some((part) => 'text' in part && part.text === 'RUN FAILED in '),
    );
    expect(closing?.parts[1]).toEqual({placeholder: '<duration>', meaning: 'the time the run took'});
  });

  it('prints what each log level prints, in the order of the streams', () => {
    const quiet = terminalTranscript(asResult(recorded('log-levels', 'talk --log-level error')));
    expect(quiet.lines.map((line) => line.stream)).toEqual(['stderr', 'stderr']);
    expect(transcriptText(quiet)).toBe('\n ERROR  an error line');
  });

  it('announces the exit status and the first line past the header', () => {
    expect(announcement(terminalTranscript(asResult(recorded('page-home', '--dry-run build'))))).toBe(
      'Nadle exits with code 0. Execution plan:',
    );
    expect(announcement(terminalTranscript(asResult(recorded('page-executing-cycle', '--dry-run a'))))).toBe(
      'Nadle exits with code 1. Cycle detected in task root:a → root:b → root:a. Please resolve the cycle before executing tasks.',
    );
  });

  it('leaves out the exit status of a run it does not show to its end', () => {
    const cut = terminalTranscript({...asResult(recorded('page-home', '--dry-run build')), complete: false});
    expect(cut.exitCode).toBeUndefined();
    expect(cut.cut).toBe(true);
    expect(announcement(cut)).toBe('Execution plan:');
  });
});

describe('the terminal block of a page', () => {
  const cycleRun = asResult(recorded('page-executing-cycle', '--dry-run a --stacktrace'));

  it('captions the command, marks stderr lines for the eye and for a screen reader, and states the exit code', () => {
    const html = terminalHtml('--dry-run a --stacktrace', cycleRun, {styles: false});
    expect(html).toMatch(
      /^<figure class="nt"><figcaption class="nt-cmd">\$ nadle --dry-run a --stacktrace<\/figcaption>/,
    );
    expect(html).toContain('<pre class="nt-out" tabindex="0"><code>🛠️ Welcome to Nadle v0.5.1!\n');
    expect(html.match(/<span class="nt-vh">stderr: <\/span>/g)).toHaveLength(2);
    expect(html).toContain(
      '<span class="nt-ph">&lt;duration&gt;<span class="nt-vh"> (placeholder: the time the run took)</span></span>',
    );
    expect(html).toContain('<span class="nt-x nt-x1">exit code 1</span><span class="nt-key">stderr</span>');
    expect(html).not.toContain('<style>');
    expect(terminalHtml('--dry-run a', cycleRun, {styles: true})).toMatch(/^<style>\.nt\{/);
  });

  it('shows markup in the output as text', () => {
    const html = terminalHtml('<b>', {stdout: '<i>x</i>\n', stderr: '', exitCode: 0, complete: true}, {styles: false});
    expect(html).not.toMatch(/<[bi]>/);
  });
});

const MONOREPO: TaskGraph = {
  workspaces: [
    {id: 'root', label: '', relativePath: '.'},
    {id: 'packages:api', label: 'api', relativePath: 'packages/api'},
    {id: 'packages:web', label: 'web', relativePath: 'packages/web'},
  ],
  tasks: [
    {id: 'root:build', label: 'build', workspaceId: 'root', name: 'build', requested: true},
    {id: 'packages:api:build', label: 'api:build', workspaceId: 'packages:api', name: 'build', requested: false},
    {id: 'packages:web:build', label: 'web:build', workspaceId: 'packages:web', name: 'build', requested: false},
  ],
  edges: [
    {from: 'root:build', to: 'packages:api:build', kind: 'fanOut'},
    {from: 'packages:api:build', to: 'packages:web:build', kind: 'dependsOn'},
  ],
};

describe('the task graph as text', () => {
  it('lists the workspaces with their tasks, then one line per arrow', () => {
    expect(graphText(MONOREPO, {command: '--dry-run build'}).split('\n')).toEqual([
      'Task graph of nadle --dry-run build. A → B: B waits for A to finish.',
      'Workspace root:',
      '  build (named in the command)',
      'Workspace packages:api (alias api):',
      '  api:build',
      'Workspace packages:web (alias web):',
      '  web:build',
      'Arrows:',
      '  build → api:build (root fan-out)',
      '  api:build → web:build',
    ]);
  });

  it('draws a cycle’s arrows as every other graph’s: from a task to the task that depends on it', () => {
    const cycle: TaskCycle = {
      graph: {
        workspaces: [{id: 'root', label: '', relativePath: '.'}],
        tasks: ['a', 'b'].map((name) => ({
          id: `root:${name}`,
          label: name,
          workspaceId: 'root',
          name,
          requested: name === 'a',
        })),
        edges: [
          {from: 'root:b', to: 'root:a', kind: 'dependsOn'},
          {from: 'root:a', to: 'root:b', kind: 'dependsOn'},
        ],
      },
      path: ['root:a', 'root:b', 'root:a'],
    };
    expect(graphText(cycle.graph, {command: '--dry-run a', cycle})).toBe(
      [
        'Task graph of nadle --dry-run a: the cycle a → b → a. A → B: B depends on A.',
        'Tasks:',
        '  a (named in the command)',
        '  b',
        'Arrows:',
        '  b → a',
        '  a → b',
      ].join('\n'),
    );
  });
});

describe('the Markdown twin of a page with a flagged sample', () => {
  const run = recorded('page-executing-cycle', '--dry-run a');
  const html = [
    '<html><body><article><div class="theme-doc-markdown markdown"><h1>Executing Tasks</h1>',
    `<div class="task-graph">${figureHtml(MONOREPO, {id: 'g1', command: '--dry-run build', styles: ['.tg{}']})}</div>`,
    `<div class="nadle-terminal">${terminalHtml('--dry-run a', asResult(run), {styles: true})}</div>`,
    '</div></article></body></html>',
  ].join('');
  const markdown = htmlToMarkdown({html, url: 'https://nadle.dev/docs/guides/executing-task'});

  it('has the graph as an edge list in a text fence, and no picture or legend', () => {
    expect(markdown).toContain('```text\nTask graph of nadle --dry-run build. A → B: B waits for A to finish.\n');
    expect(markdown).toContain('  build → api:build (root fan-out)\n  api:build → web:build\n```');
    expect(markdown).not.toMatch(/<svg|named in the command<\/li>|\.tg\{/);
  });

  it('has the terminal as the recording prints it, titled with the command, then the exit code', () => {
    const terminal = /_\$ nadle --dry-run a_\n\n```text\n([\s\S]*?)\n```\n\nExit code 1\./.exec(markdown);
    expect(terminal).not.toBeNull();
    const text = terminal![1];
    expect(printedLines(text.split('\n'))).toEqual(printedLines(shownLines(asResult(run))));
    // Every line Nadle printed is there, and none of the words only a screen reader gets.
    for (const line of printedLines([...run.stdout, ...run.stderr])) expect(text).toContain(line);
    expect(text).not.toMatch(/placeholder|stderr:/);
  });
});

describe('what the playground announces', () => {
  it('passes over the info and debug messages of a debug run', () => {
    const run = recorded('preset-single', '--list');
    expect(run.stdout[0]).toMatch(/^⚙ /);
    expect(announcement(terminalTranscript(asResult(run)))).toBe('Nadle exits with code 0. Greetings tasks');
  });

  it('passes over a debug message that prints a Map over several lines', () => {
    // The scheduler's debug messages print its graphs as Node.js does, closed by "  initializer: … }".
    const run = recorded('preset-single', '--dry-run goodbye');
    expect(run.stdout.some((line) => line.endsWith('[Map] {'))).toBe(true);
    expect(announcement(terminalTranscript(asResult(run)))).toBe('Nadle exits with code 0. Execution plan:');
  });
});
