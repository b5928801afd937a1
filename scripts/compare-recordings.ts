// Runs the site's model of Nadle (src/nadle-model) on every recorded project of
// tests/nadle-recordings/ and says, per command, whether it prints what Nadle 0.5.1
// printed: `npx tsx scripts/compare-recordings.ts [project…] [--quiet]`. Not part of
// npm test yet; it gives the baseline the model is brought to.
//
// Two comparisons per command:
// - terminal: the model's text against the whole recording (stdout, then stderr, and the
//   exit status). The model does not print the welcome header or the closing lines yet,
//   so this is the figure the model has to bring to 100%;
// - body: the same, with the recording's header (up to `Loaded configuration …` and the
//   blank lines after it), its closing lines (from `RUN SUCCESSFUL`/`RUN FAILED` on), the
//   ` ERROR ` tag of consola's error lines and blank lines at either end taken away: the part
//   the site's pages show today.
// Each is one of: identical; whitespace only (equal once runs of spaces and blank lines are
// ignored); different; the model cannot run the case (a layout it does not take, a config
// it cannot read, or a command it answers only with a note: --help, --show-config…).
import {createNadleStandIn, createProject, NadleModelError, runCommand, withCwd, type CommandResult, type Project} from '../src/nadle-model';
import {readConfigSample} from '../plugins/code-highlight/task-graph/read-config';
import {listProjects, projectFiles, readRecordings, readSpec, workspaceFolders, type Recording} from '../tests/nadle-recordings/corpus';

type Verdict = 'identical' | 'whitespace' | 'different' | 'cannot';
const VERDICTS: Record<Verdict, string> = {
  identical: 'identical',
  whitespace: 'differs only in whitespace',
  different: 'different',
  cannot: 'model cannot run the case',
};
const CONFIG_NAMES = ['nadle.config.js', 'nadle.config.mjs', 'nadle.config.ts', 'nadle.config.mts'];
const NOTE_ONLY_ACTIONS = new Set(['help', 'show-config', 'clean-cache', 'interactive']);

/** The model's project, or why it cannot be built: a NadleModelError is what Nadle prints while loading. */
function modelProject(name: string): {project?: Project; loadError?: NadleModelError; cannot?: string} {
  const spec = readSpec(name);
  const files = projectFiles(name, spec);
  const root = JSON.parse(files.files['package.json'] ?? '{}') as {nadle?: {root?: boolean}; workspaces?: unknown};
  const folders = workspaceFolders(files);
  if (files.packageManager !== 'pnpm' && root.workspaces === undefined && !root.nadle?.root) return {cannot: 'a single package without "nadle": {"root": true}'};
  if (spec.lockFile === false) return {cannot: 'workspaces without a lock file'};
  const workspaces = [];
  for (const folder of folders) {
    const prefix = folder === '.' ? '' : `${folder}/`;
    const config = CONFIG_NAMES.map((file) => prefix + file).find((file) => file in files.files);
    if (!config) {
      workspaces.push({relativePath: folder});
      continue;
    }
    try {
      // Transpiled as a .ts file: TypeScript keeps the imports of a .mts or .mjs file as ESM, which the reader cannot run.
      workspaces.push({relativePath: folder, recording: readConfigSample(files.files[config], createNadleStandIn(), config.replace(/\.[cm]?[jt]s$/, '.ts'))});
    } catch (error) {
      if (error instanceof Error && error.name === 'NadleModelError') return {loadError: error as NadleModelError};
      return {cannot: `${config} cannot be read: ${error instanceof Error ? error.message : String(error)}`};
    }
  }
  if (!workspaces.some((workspace) => workspace.recording)) return {cannot: 'no config file at the root'};
  try {
    return {project: createProject({packageManager: files.packageManager, workspaces})};
  } catch (error) {
    if (error instanceof NadleModelError) return {loadError: error};
    return {cannot: error instanceof Error ? error.message : String(error)};
  }
}

const lines = (text: string) => text.split('\n');
const trimBlank = (list: string[]) => {
  const result = [...list];
  while (result.length > 0 && result[0].trim() === '') result.shift();
  while (result.length > 0 && result.at(-1)!.trim() === '') result.pop();
  return result;
};

function recordedTerminal(recording: Recording): string {
  return [...recording.stdout, ...recording.stderr].join('\n');
}

function recordedBody(recording: Recording): string {
  let out = [...recording.stdout];
  const loaded = out.findIndex((line) => line.startsWith('Loaded configuration from'));
  if (loaded !== -1) out = out.slice(loaded + 1);
  const closing = out.findIndex((line) => /^(\S*RUN SUCCESSFUL|\S*RUN FAILED)/.test(line.replace(/\u001b\[[0-9;]*m/g, '')));
  if (closing !== -1) out = out.slice(0, closing);
  const err = recording.stderr.map((line) => line.replace(/^ ERROR {2}/, ''));
  return [...trimBlank(out), ...trimBlank(err)].join('\n');
}

function modelText(result: CommandResult): string {
  const text = result.output;
  if (!result.ok && result.error && !text.includes(result.error)) return [text, result.error].filter(Boolean).join('\n');
  return text;
}

const squash = (text: string) =>
  lines(text)
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join('\n');

function verdict(model: string, recorded: string, sameExit: boolean): Verdict {
  if (!sameExit) return 'different';
  if (model === recorded) return 'identical';
  return squash(model) === squash(recorded) ? 'whitespace' : 'different';
}

/** A short line diff: the lines of each side that the other lacks, at most `limit` of each. */
function shortDiff(model: string, recorded: string, limit = 6): string {
  const a = lines(model);
  const b = lines(recorded);
  const onlyModel = a.filter((line) => !b.includes(line)).slice(0, limit);
  const onlyNadle = b.filter((line) => !a.includes(line)).slice(0, limit);
  return [...onlyNadle.map((line) => `      nadle: ${JSON.stringify(line)}`), ...onlyModel.map((line) => `      model: ${JSON.stringify(line)}`)].join('\n');
}

function main(): void {
  const args = process.argv.slice(2);
  const quiet = args.includes('--quiet');
  const wanted = args.filter((arg) => !arg.startsWith('--'));
  const totals = {terminal: {identical: 0, whitespace: 0, different: 0, cannot: 0}, body: {identical: 0, whitespace: 0, different: 0, cannot: 0}};
  let count = 0;
  for (const name of listProjects()) {
    if (wanted.length > 0 && !wanted.includes(name)) continue;
    const recordings = readRecordings(name);
    if (!recordings) {
      console.log(`${name}: no recordings.json (run npm run record:nadle)`);
      continue;
    }
    const {project, loadError, cannot} = modelProject(name);
    console.log(`${name}${cannot ? ` (model cannot run it: ${cannot})` : ''}`);
    for (const recording of recordings.commands) {
      count += 1;
      const label = `  nadle ${recording.argv.map((arg) => (/^[\w:.,=%/-]+$/.test(arg) ? arg : JSON.stringify(arg))).join(' ')}${recording.cwd === '.' ? '' : ` (in ${recording.cwd})`}${Object.keys(recording.env).filter((key) => key !== 'NADLE_MAX_WORKERS').map((key) => ` ${key}=${recording.env[key]}`).join('')}`;
      let result: CommandResult | undefined;
      let why = cannot;
      if (!why && loadError) {
        result = {output: loadError.fidelity === 'described' ? '' : loadError.message, ok: false, error: loadError.message, action: 'execute'};
        if (loadError.fidelity === 'described') why = `the model knows no text for this load error (${loadError.message})`;
      } else if (!why && project) {
        try {
          result = runCommand(withCwd(project, recording.cwd), recording.argv);
        } catch (error) {
          why = `the model threw: ${error instanceof Error ? error.message : String(error)}`;
        }
        if (result && result.output === '' && (NOTE_ONLY_ACTIONS.has(result.action) || result.notes?.some((note) => note.includes('does not read this command line')))) {
          why = `the model answers ${result.action} with a note only`;
        }
      }
      if (why || !result) {
        totals.terminal.cannot += 1;
        totals.body.cannot += 1;
        if (!quiet) console.log(`${label}: ${VERDICTS.cannot}${cannot ? '' : ` (${why})`}`);
        continue;
      }
      const model = modelText(result);
      const sameExit = (result.ok ? 0 : 1) === recording.exitCode;
      const terminal = verdict(model, recordedTerminal(recording), sameExit);
      const body = verdict(model, recordedBody(recording), sameExit);
      totals.terminal[terminal] += 1;
      totals.body[body] += 1;
      if (quiet) continue;
      console.log(`${label}: terminal ${VERDICTS[terminal]}; body ${VERDICTS[body]}${sameExit ? '' : ` (exit: nadle ${recording.exitCode}, model ${result.ok ? 0 : 1})`}`);
      if (body === 'different' || body === 'whitespace') console.log(shortDiff(model, recordedBody(recording)));
    }
  }
  const line = (kind: 'terminal' | 'body') =>
    (Object.keys(VERDICTS) as Verdict[]).map((key) => `${totals[kind][key]} ${VERDICTS[key]}`).join(', ');
  console.log(`\n${count} commands.`);
  console.log(`Terminal (whole recording): ${line('terminal')}.`);
  console.log(`Body (header and closing lines left out): ${line('body')}.`);
}

main();
