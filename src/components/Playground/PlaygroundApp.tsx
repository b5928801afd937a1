// The playground itself, loaded when the reader starts it: the files of an example
// project in an editor, a `nadle …` command line, and what Nadle 0.5.1 would print
// for the command, with the task graph. The configs run in a sandboxed realm of their
// own (planClient.ts); nothing here runs the reader's code.
import React, {Component, useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import type {EditorState} from '@codemirror/state';
import type {EditorView} from '@codemirror/view';

import {createEditorView, createFileState} from './editor';
import {planInRealm, PLAN_TIME_LIMIT_MS, type ClientOutcome} from './planClient';
import {DEFAULT_PRESET, PRESETS, type PresetId} from './presets';
import {encodeSharedState, MAX_LINK_BYTES, type SharedState} from './shareLink';
import TaskGraphSection from './TaskGraphSection';
import TerminalOutput from './TerminalOutput';
import {typescriptExtension} from './typescript/editorExtension';
import type {PlaygroundDiagnostic} from './typescript/typescriptService';
import {splitCommandLine} from './commandLine';
import type {ProjectFiles} from './worker/projectFiles';

import {adoptPlaygroundStyles, styles} from './appStyles';
import {announcement, terminalTranscript, transcriptText, type Transcript} from '../../nadle-terminal/transcript';

/** Root files first, then each workspace's files, in path order. */
function fileOrder(files: ProjectFiles): string[] {
  return Object.keys(files).sort((a, b) => {
    const depth = a.split('/').length - b.split('/').length;
    return depth !== 0 ? depth : a.localeCompare(b);
  });
}

const REPLAN_DELAY_MS = 400;

/** How long the reader stops typing before the live regions speak of the edit. */
const TYPING_PAUSE_MS = 1500;

/** TypeScript's syntax errors are numbered 1000 to 1999: a line still being typed has them. */
const isSyntaxError = (problem: PlaygroundDiagnostic) => problem.code < 2000;

// This module loads in the browser only, when the reader starts the playground.
adoptPlaygroundStyles();

interface Shown {
  command: string;
  outcome: ClientOutcome;
}

/** What the pane shows for an outcome that is not a command's result: the reason, as text. */
function problemText(outcome: Exclude<ClientOutcome, {kind: 'result'}>): string {
  switch (outcome.kind) {
    case 'nadle-error':
      return outcome.message;
    case 'file-error':
      return `${outcome.file}: ${outcome.message}`;
    case 'planner-error':
      return outcome.message;
    case 'timeout':
      return `The configs did not finish within ${PLAN_TIME_LIMIT_MS / 1000} seconds, and the playground stopped them. Loops and calls are counted, so this was something else, such as a regular expression that backtracks without end.`;
    case 'realm-error':
      return `The playground could not plan this: ${outcome.message}.`;
  }
}

/** What the live region says: the exit status and the first line past the header, or the problem's first line. */
function announce(outcome: ClientOutcome): string {
  if (outcome.kind === 'result') return withLinesUnderHeading(terminalTranscript(outcome.result));
  if (outcome.kind === 'timeout')
    return `The configs did not finish within ${PLAN_TIME_LIMIT_MS / 1000} seconds; they were stopped.`;
  return `Error: ${problemText(outcome).split('\n')[0]}`;
}

/** Most lines the announcement takes from under a heading such as "Execution plan:". */
const LINES_UNDER_HEADING = 3;

/** The announcement of a result; a first line that is a heading ("Execution plan:") says little alone. */
function withLinesUnderHeading(transcript: Transcript): string {
  const said = announcement(transcript);
  if (!said.endsWith(':')) return said;
  const lines = transcriptText(transcript).split('\n');
  const heading = lines.findIndex((line) => line.trim() !== '' && said.endsWith(line.trim()));
  if (heading < 0) return said;
  const under: string[] = [];
  for (const line of lines.slice(heading + 1)) {
    // Up to the first blank line or log message; "> " only marks a task in the terminal.
    if (line.trim() === '' || /^[ℹ⚙] /.test(line) || under.length === LINES_UNDER_HEADING) break;
    under.push(line.trim().replace(/^> /, ''));
  }
  return under.length === 0 ? said : `${said} ${under.join('; ')}.`;
}

/** What the live region says of a file's TypeScript problems: how many, and the first one's place and message. */
function describeProblems(file: string, text: string, problems: PlaygroundDiagnostic[]): string {
  if (problems.length === 0) return `${file}: no TypeScript problems.`;
  const count = `${problems.length} TypeScript ${problems.length === 1 ? 'problem' : 'problems'}`;
  const [first] = problems;
  const place = lineAndColumn(text, first.from);
  const where = problems.length === 1 ? place[0].toUpperCase() + place.slice(1) : `First, ${place}`;
  return `${file}: ${count}. ${where}: ${first.message}`;
}

interface PlaygroundAppProps {
  /** The realm worker's script (plugins/playground). */
  realmUrl: string;
  /** The site's base URL, under which quick info links to the API reference. */
  siteBaseUrl: string;
  /** What a shared link holds, which the reader chose to run. */
  shared?: SharedState;
  onReady?: () => void;
}

function PlaygroundApp({realmUrl, siteBaseUrl, shared, onReady}: PlaygroundAppProps): ReactNode {
  const [presetId, setPresetId] = useState<PresetId>(DEFAULT_PRESET);
  const [files, setFiles] = useState<ProjectFiles>(PRESETS[DEFAULT_PRESET].files);
  const [activeFile, setActiveFile] = useState(PRESETS[DEFAULT_PRESET].mainFile);
  const [command, setCommand] = useState('--dry-run goodbye');
  const [history, setHistory] = useState<string[]>([]);
  const [historyIndex, setHistoryIndex] = useState<number | undefined>(undefined);
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  const [liveMessage, setLiveMessage] = useState('');
  const [restored, setRestored] = useState(false);
  const [copyStatus, setCopyStatus] = useState('');
  const [problems, setProblems] = useState<Record<string, PlaygroundDiagnostic[] | {unavailable: string}>>({});
  const [typeMessage, setTypeMessage] = useState('');
  const [editorInView, setEditorInView] = useState(false);

  const editorParent = useRef<HTMLDivElement>(null);
  const filesSection = useRef<HTMLElement>(null);
  const commandSection = useRef<HTMLElement>(null);
  const outputSection = useRef<HTMLElement>(null);
  const view = useRef<EditorView | null>(null);
  const states = useRef(new Map<string, EditorState>());
  const filesRef = useRef(files);
  // The latest files for the handlers the editor keeps from its first render.
  // eslint-disable-next-line react-hooks/refs -- written while rendering, read only in handlers
  filesRef.current = files;
  const lastCommand = useRef<string | undefined>(undefined);
  const replanTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef(Promise.resolve());
  // The address holds the playground once the reader has done something in it (or came
  // by a link); until then it keeps what it held, even a link that could not be read.
  const ownsAddress = useRef(Boolean(shared));

  // The live regions speak after a command is planned, or once the reader pauses typing:
  // each says something new or nothing (a file starts with no problems, so that is not said).
  const spoken = useRef({result: '', types: ''});
  const latestOutcome = useRef<ClientOutcome | undefined>(undefined);
  /** Each file's latest check, with the text it checked. */
  const latestDiagnostics = useRef(
    new Map<string, {text: string; diagnostics: PlaygroundDiagnostic[] | {unavailable: string}}>(),
  );
  /** What was last said of each file's problems; a file starts with none, which is not news. */
  const toldProblems = useRef(new Map<string, string>());
  const activeFileRef = useRef(activeFile);
  // eslint-disable-next-line react-hooks/refs -- written while rendering, read only in handlers
  activeFileRef.current = activeFile;
  const edits = useRef(0);
  const lastEditAt = useRef(0);
  const pauseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const revealResult = useRef(false);
  /** The result of an edit is planned but not yet told. */
  const resultPending = useRef(false);

  const speakResult = useCallback((text: string) => {
    if (spoken.current.result === text) return;
    spoken.current.result = text;
    setLiveMessage(text);
  }, []);

  const speakTypes = useCallback((text: string) => {
    if (spoken.current.types === text) return;
    spoken.current.types = text;
    setTypeMessage(text);
  }, []);

  /**
   * Whether the reader, in the editor of a TypeScript file, is still writing the line the cursor
   * is in: TypeScript finds a syntax error on it, or has not checked the text yet. Neither the
   * problems nor the result are told then, until the line is finished or the reader leaves it.
   */
  const lineUnfinished = useCallback((): boolean => {
    const file = activeFileRef.current;
    const current = view.current?.state;
    if (!current || !view.current?.hasFocus || !file.endsWith('.ts')) return false;
    const checked = latestDiagnostics.current.get(file);
    if (!checked || checked.text !== current.doc.toString()) return true;
    if (!Array.isArray(checked.diagnostics)) return false;
    const cursorLine = current.doc.lineAt(current.selection.main.head);
    return checked.diagnostics.some(
      (problem) => isSyntaxError(problem) && problem.from <= cursorLine.to && problem.to >= cursorLine.from,
    );
  }, []);

  /** The active file's problems, unless its line is unfinished (above). */
  const speakProblems = useCallback(() => {
    const file = activeFileRef.current;
    const checked = latestDiagnostics.current.get(file);
    const current = view.current?.state;
    // A check of an older text is not told: a newer one is on its way.
    if (!checked || !current || checked.text !== current.doc.toString() || lineUnfinished()) return;
    const {text, diagnostics} = checked;
    if (!Array.isArray(diagnostics)) {
      speakTypes(diagnostics.unavailable);
      return;
    }
    const description = describeProblems(file, text, diagnostics);
    if ((toldProblems.current.get(file) ?? describeProblems(file, text, [])) === description) return;
    toldProblems.current.set(file, description);
    speakTypes(description);
  }, [lineUnfinished, speakTypes]);

  /** After a pause in typing: the problems, and the result of the last edit once it is planned. */
  const speakAfterEdit = useCallback(() => {
    if (Date.now() - lastEditAt.current < TYPING_PAUSE_MS && view.current?.hasFocus) return;
    speakProblems();
    if (!resultPending.current || !latestOutcome.current || lineUnfinished()) return;
    resultPending.current = false;
    speakResult(announce(latestOutcome.current));
  }, [lineUnfinished, speakProblems, speakResult]);

  const onEdit = useCallback(
    (file: string, text: string) => {
      ownsAddress.current = true;
      edits.current += 1;
      lastEditAt.current = Date.now();
      setFiles((current) => ({...current, [file]: text}));
      clearTimeout(pauseTimer.current);
      const editsAtPause = edits.current;
      pauseTimer.current = setTimeout(() => {
        speakProblems();
        // The replan of the last edit may still be on its way: speak of it once it is shown.
        void running.current.then(() => {
          if (edits.current !== editsAtPause) return;
          resultPending.current = true;
          speakAfterEdit();
        });
      }, TYPING_PAUSE_MS);
    },
    [speakAfterEdit, speakProblems],
  );

  const onDiagnostics = useCallback(
    (file: string, diagnostics: PlaygroundDiagnostic[] | {unavailable: string}) => {
      setProblems((current) => ({...current, [file]: diagnostics}));
      // The editor calls this only for the text it shows now (typescript/editorExtension.ts).
      const text = file === activeFileRef.current ? view.current?.state.doc.toString() : undefined;
      if (text === undefined) return;
      latestDiagnostics.current.set(file, {text, diagnostics});
      // While the reader types, the pause speaks; a check that ends after the pause speaks itself.
      speakAfterEdit();
    },
    [speakAfterEdit],
  );

  const stateFor = useCallback(
    (file: string, text: string) => {
      let state = states.current.get(file);
      if (!state) {
        const extra = file.endsWith('.ts')
          ? typescriptExtension({file, onDiagnostics, onQuickInfo: speakTypes, siteBaseUrl})
          : [];
        state = createFileState({file, text, onChange: onEdit, extra});
        states.current.set(file, state);
      }
      return state;
    },
    [onDiagnostics, onEdit, siteBaseUrl, speakTypes],
  );

  /** Plans a command; `asked` when the reader asked for it, which speaks and shows its result at once. */
  const run = useCallback(
    (line: string, asked: boolean) => {
      lastCommand.current = line;
      const argv = splitCommandLine(line);
      const snapshot = filesRef.current;
      // One plan at a time, in the order asked.
      running.current = running.current.then(async () => {
        const outcome = await planInRealm(realmUrl, snapshot, argv);
        latestOutcome.current = outcome;
        setShown({command: line, outcome});
        if (asked) {
          resultPending.current = false;
          revealResult.current = true;
          speakResult(announce(outcome));
        }
      });
      return running.current;
    },
    [realmUrl, speakResult],
  );

  const loadProject = useCallback(
    (preset: PresetId, projectFiles: ProjectFiles, line: string) => {
      states.current.clear();
      setProblems({});
      setPresetId(preset);
      setFiles(projectFiles);
      const first = PRESETS[preset].mainFile in projectFiles ? PRESETS[preset].mainFile : fileOrder(projectFiles)[0];
      setActiveFile(first);
      view.current?.setState(stateFor(first, projectFiles[first] ?? ''));
      setCommand(line);
      filesRef.current = projectFiles;
      latestDiagnostics.current.clear();
      toldProblems.current.clear();
      void run(line, true);
    },
    [run, stateFor],
  );

  // The editor, once; then the shared link the reader chose to run, or the default preset's first plan.
  useEffect(() => {
    if (!editorParent.current) return undefined;
    view.current = createEditorView(editorParent.current, stateFor(activeFile, files[activeFile]));
    if (shared) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- once, with the editor this effect creates
      loadProject(shared.preset, shared.files, shared.command);
      setRestored(true);
    } else {
      void run(command, true);
    }
    onReady?.();
    return () => {
      view.current?.destroy();
      view.current = null;
    };
    // Runs once: later changes go through the handlers below.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, []);

  // After an edit, plan the last command again.
  useEffect(() => {
    if (lastCommand.current === undefined) return undefined;
    clearTimeout(replanTimer.current);
    replanTimer.current = setTimeout(() => void run(lastCommand.current ?? '', false), REPLAN_DELAY_MS);
    return () => clearTimeout(replanTimer.current);
  }, [files, run]);

  useEffect(() => () => clearTimeout(pauseTimer.current), []);

  // The result of a command the reader asked for comes into view, with the command line above it,
  // when its first line is off screen (a phone, or a phone's on-screen keyboard, leaves little room).
  useEffect(() => {
    if (!shown || !revealResult.current) return;
    revealResult.current = false;
    const first = outputSection.current?.querySelector('pre');
    if (!first || !commandSection.current) return;
    const box = first.getBoundingClientRect();
    const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
    const lineHeight = parseFloat(getComputedStyle(first).lineHeight) || 24;
    if (box.top >= navbar && box.top + lineHeight * 2 <= window.innerHeight) return;
    commandSection.current.scrollIntoView({block: 'start'});
  }, [shown]);

  // The back-to-top button would cover the editor's corner: the stylesheet hides it while the editor is on screen.
  useEffect(() => {
    const section = filesSection.current;
    if (!section) return undefined;
    const observer = new IntersectionObserver(([entry]) => setEditorInView(entry.isIntersecting));
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  // The address keeps the state, so that reloading or sharing it restores the playground.
  useEffect(() => {
    if (!shown || !ownsAddress.current) return;
    void encodeSharedState({preset: presetId, files, command: shown.command}).then((hash) => {
      if (hash) window.history.replaceState(window.history.state, '', hash);
    });
  }, [files, presetId, shown]);

  const showFile = (file: string) => {
    if (!view.current) return;
    states.current.set(activeFile, view.current.state);
    setActiveFile(file);
    view.current.setState(stateFor(file, files[file] ?? ''));
  };

  /** Puts the cursor on a problem of the file shown, and the focus in the editor. */
  const goToProblem = (problem: PlaygroundDiagnostic) => {
    const editorView = view.current;
    if (!editorView) return;
    const position = Math.min(problem.from, editorView.state.doc.length);
    editorView.dispatch({selection: {anchor: position}, scrollIntoView: true});
    editorView.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, order: string[]) => {
    const index = order.indexOf(activeFile);
    const next = {ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: order.length - 1}[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const file = order[(next + order.length) % order.length];
    showFile(file);
    document.getElementById(tabId(file))?.focus();
  };

  const submit = (line: string) => {
    ownsAddress.current = true;
    const trimmed = line.trim();
    setHistory((current) => (current.at(-1) === trimmed ? current : [...current, trimmed]));
    setHistoryIndex(undefined);
    void run(trimmed, true);
  };

  const onCommandKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    if (history.length === 0) return;
    event.preventDefault();
    const current = historyIndex ?? history.length;
    const next = event.key === 'ArrowUp' ? Math.max(0, current - 1) : current + 1;
    if (next >= history.length) {
      setHistoryIndex(undefined);
      setCommand('');
    } else {
      setHistoryIndex(next);
      setCommand(history[next]);
    }
  };

  const copyLink = async () => {
    const hash = await encodeSharedState({preset: presetId, files, command: lastCommand.current ?? command});
    if (!hash) {
      setCopyStatus(
        `The files are larger than a link can hold (${MAX_LINK_BYTES / 1_000_000} MB); shorten them to share them.`,
      );
      return;
    }
    ownsAddress.current = true;
    window.history.replaceState(window.history.state, '', hash);
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopyStatus('Link copied. It holds the files and the command; it is never sent to a server.');
    } catch {
      setCopyStatus('The address bar now holds the link to share.');
    }
  };

  const order = fileOrder(files);
  const result = shown?.outcome.kind === 'result' ? shown.outcome.result : undefined;

  return (
    <div className={styles.app} data-editor-in-view={editorInView ? '' : undefined}>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>Example project</span>
          <select
            value={presetId}
            onChange={(event) => {
              const preset = event.target.value as PresetId;
              ownsAddress.current = true;
              loadProject(preset, PRESETS[preset].files, PRESETS[preset].commands[0]);
            }}
          >
            {Object.values(PRESETS).map((preset) => (
              <option key={preset.id} value={preset.id}>
                {preset.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => {
            ownsAddress.current = true;
            loadProject(presetId, PRESETS[presetId].files, PRESETS[presetId].commands[0]);
          }}
        >
          Reset
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={() => void copyLink()}>
          Copy share link
        </button>
        <span role="status" className={styles.copyStatus}>
          {copyStatus}
        </span>
      </div>
      {restored && <p className={styles.note}>Restored from the link you opened. Reset returns to the example.</p>}

      <section aria-label="Files" className={styles.files} ref={filesSection}>
        <div role="tablist" aria-label="Files of the project" className={styles.tabs}>
          {order.map((file) => (
            <button
              key={file}
              id={tabId(file)}
              type="button"
              role="tab"
              aria-selected={file === activeFile}
              aria-controls="playground-editor"
              tabIndex={file === activeFile ? 0 : -1}
              className={styles.tab}
              onClick={() => showFile(file)}
              onKeyDown={(event) => onTabKeyDown(event, order)}
            >
              {file}
            </button>
          ))}
        </div>
        <div
          id="playground-editor"
          role="tabpanel"
          aria-labelledby={tabId(activeFile)}
          className={styles.editor}
          ref={editorParent}
          // Leaving the editor ends the line being typed: its problems can be told.
          onBlur={speakAfterEdit}
        />
        <ProblemList
          file={activeFile}
          text={files[activeFile] ?? ''}
          problems={problems[activeFile]}
          onSelect={goToProblem}
        />
      </section>

      <div className={styles.resultPane}>
        <section aria-label="Command" className={styles.commandSection} ref={commandSection}>
          <form
            className={styles.commandForm}
            onSubmit={(event) => {
              event.preventDefault();
              submit(command);
            }}
          >
            <label htmlFor="playground-command" className={styles.prompt}>
              nadle
            </label>
            <input
              id="playground-command"
              className={styles.commandInput}
              type="text"
              value={command}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              aria-describedby="playground-command-help"
              onChange={(event) => setCommand(event.target.value)}
              onKeyDown={onCommandKeyDown}
            />
            <button type="submit" className="button button--primary button--sm">
              Plan
            </button>
          </form>
          <p id="playground-command-help" className={styles.note}>
            Type the words after <code>nadle</code>. Up and Down recall earlier commands. The playground plans runs but
            never runs task code: a command that would run tasks shows which would run, and in which order.
          </p>
          <div className={styles.tryList}>
            <span>Try:</span>
            <ul>
              {PRESETS[presetId].commands.map((example) => (
                <li key={example}>
                  <button
                    type="button"
                    className={styles.tryButton}
                    onClick={() => {
                      setCommand(example);
                      submit(example);
                    }}
                  >
                    nadle {example}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="playground-output-heading" className={styles.output} ref={outputSection}>
          <h3 id="playground-output-heading" className={styles.panelHeading}>
            What Nadle 0.5.1 would print{shown ? ` for nadle ${shown.command}` : ''}
          </h3>
          {!shown ? (
            <p>Planning…</p>
          ) : shown.outcome.kind === 'result' ? (
            <TerminalOutput command={shown.command} transcript={terminalTranscript(shown.outcome.result)} />
          ) : (
            // A long message scrolls inside the block: the keyboard must reach it (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            <pre className={styles.outputError} tabIndex={0}>
              {problemText(shown.outcome)}
            </pre>
          )}
          {shown?.outcome.kind === 'nadle-error' && shown.outcome.fidelity !== 'exact' && (
            <p className={styles.note}>
              {shown.outcome.fidelity === 'partial'
                ? 'Nadle prints more of this error than is known; … marks the missing part.'
                : 'Nadle stops with an error here, but its exact message is not known; the text says why in plain words.'}
            </p>
          )}
          {result?.notes && result.notes.length > 0 && (
            <ul className={styles.notes}>
              {result.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
          {result?.unordered && result.unordered.length > 0 && (
            <p className={styles.note}>
              Nadle does not fix the order among {result.unordered.map((group) => group.join(', ')).join('; ')}: they
              may run in another order, or at the same time.
            </p>
          )}
        </section>
        {shown && result && <TaskGraphSection command={shown.command} result={result} />}
      </div>

      <div aria-live="polite" className={styles.visuallyHidden}>
        {liveMessage}
      </div>
      <div aria-live="polite" className={styles.visuallyHidden}>
        {typeMessage}
      </div>
    </div>
  );
}

/** Line and column (1-based) of an offset in a text. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${before[before.length - 1].length + 1}`;
}

function ProblemList({
  file,
  text,
  problems,
  onSelect,
}: {
  file: string;
  text: string;
  problems?: PlaygroundDiagnostic[] | {unavailable: string};
  onSelect: (problem: PlaygroundDiagnostic) => void;
}): ReactNode {
  if (!file.endsWith('.ts')) return null;
  if (!problems) return <p className={styles.problemsStatus}>TypeScript is checking {file}…</p>;
  if (!Array.isArray(problems)) return <p className={styles.problemsStatus}>{problems.unavailable}</p>;
  if (problems.length === 0) return <p className={styles.problemsStatus}>TypeScript: no problems in {file}.</p>;
  return (
    <ul className={styles.problems} aria-label={`TypeScript problems in ${file}`}>
      {problems.map((problem) => (
        <li key={`${problem.from}:${problem.code}:${problem.message}`}>
          <button type="button" className={styles.problemButton} onClick={() => onSelect(problem)}>
            <span className={styles.problemPlace}>{lineAndColumn(text, problem.from)}:</span> {problem.message}{' '}
            <span className={styles.problemCode}>ts({problem.code})</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function tabId(file: string): string {
  return `playground-tab-${file.replace(/[^a-z0-9]+/gi, '-')}`;
}

/** Turns anything the playground throws while rendering into a message, never the page's crash screen. */
class PlaygroundErrorBoundary extends Component<{children: ReactNode; onRestart: () => void}, {error?: Error}> {
  state: {error?: Error} = {};

  static getDerivedStateFromError(error: unknown) {
    return {error: error instanceof Error ? error : new Error(String(error))};
  }

  render() {
    const {error} = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className={styles.app}>
        <p>The playground stopped: {error.message}. Your files are in the address; start it again to go on.</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            this.setState({error: undefined});
            this.props.onRestart();
          }}
        >
          Start the playground again
        </button>
      </div>
    );
  }
}

/** The playground inside its error boundary: what the bundle's entry exports. */
export default function Playground(props: PlaygroundAppProps): ReactNode {
  const [generation, setGeneration] = useState(0);
  return (
    <PlaygroundErrorBoundary onRestart={() => setGeneration((current) => current + 1)}>
      <PlaygroundApp key={generation} {...props} />
    </PlaygroundErrorBoundary>
  );
}
