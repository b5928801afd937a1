// Runs the site's model of Nadle (src/nadle-model) on every recorded project of
// tests/nadle-recordings/ and says, per command, whether it prints what Nadle 0.5.1
// printed: `npx tsx scripts/compare-recordings.ts [project…] [--quiet]`. The unit test
// tests/unit/nadle-model/recordings.test.ts holds the model to the same recordings; this
// script gives the figures and the short differences.
//
// Two comparisons per command:
// - terminal: the model's stdout and stderr against the whole recording, and the exit
//   status: the figure the model has to bring to 100%;
// - body: the same, with the recording's header (up to `Loaded configuration …` and the
//   blank lines after it), its closing lines (from `RUN SUCCESSFUL`/`RUN FAILED` on), the
//   ` ERROR ` tag of consola's error lines and blank lines at either end taken away, against
//   the model's `output`: the part the site's pages show today.
// Each is one of: identical; whitespace only (equal once runs of spaces and blank lines are
// ignored); different; the model cannot run the case (a layout it does not take, a config
// it cannot read, or a command it answers only with a note: --help, --show-config…).
import {listProjects, readRecordings, type Recording} from '../tests/nadle-recordings/corpus';
import {commandText, modelProject, runRecorded, type ModelRun} from '../tests/nadle-recordings/model-run';

type Verdict = 'identical' | 'whitespace' | 'different' | 'cannot';
const VERDICTS: Record<Verdict, string> = {
  identical: 'identical',
  whitespace: 'differs only in whitespace',
  different: 'different',
  cannot: 'model cannot run the case',
};

const lines = (text: string) => text.split('\n');
const trimBlank = (list: string[]) => {
  const result = [...list];
  while (result.length > 0 && result[0].trim() === '') result.shift();
  while (result.length > 0 && result.at(-1)!.trim() === '') result.pop();
  return result;
};

function recordedBody(recording: Recording): string {
  let out = [...recording.stdout];
  const loaded = out.findIndex((line) => line.startsWith('Loaded configuration from'));
  if (loaded !== -1) out = out.slice(loaded + 1);
  const closing = out.findIndex((line) =>
    // eslint-disable-next-line no-control-regex -- the terminal's colour codes (ESC [ … m)
    /^(\S*RUN SUCCESSFUL|\S*RUN FAILED)/.test(line.replace(/\u001b\[[0-9;]*m/g, '')),
  );
  if (closing !== -1) out = out.slice(0, closing);
  const err = recording.stderr.map((line) => line.replace(/^ ERROR {2}/, ''));
  return [...trimBlank(out), ...trimBlank(err)].join('\n');
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
  return [
    ...onlyNadle.map((line) => `      nadle: ${JSON.stringify(line)}`),
    ...onlyModel.map((line) => `      model: ${JSON.stringify(line)}`),
  ].join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const quiet = args.includes('--quiet');
  const wanted = args.filter((arg) => !arg.startsWith('--'));
  const totals = {
    terminal: {identical: 0, whitespace: 0, different: 0, cannot: 0},
    body: {identical: 0, whitespace: 0, different: 0, cannot: 0},
  };
  let count = 0;
  for (const name of listProjects()) {
    if (wanted.length > 0 && !wanted.includes(name)) continue;
    const recordings = readRecordings(name);
    if (!recordings) {
      console.log(`${name}: no recordings.json (run npm run record:nadle)`);
      continue;
    }
    const model = modelProject(name);
    console.log(`${name}${model.cannot ? ` (model cannot run it: ${model.cannot})` : ''}`);
    for (const [index, recording] of recordings.commands.entries()) {
      count += 1;
      const label = `  ${commandText(recording)}`;
      let run: ModelRun | undefined;
      let why = model.cannot;
      if (!why) {
        try {
          run = await runRecorded(model, recording, recordings.commands.slice(0, index));
        } catch (error) {
          why = `the model threw: ${error instanceof Error ? error.message : String(error)}`;
        }
      }
      if (why || !run?.result) {
        totals.terminal.cannot += 1;
        totals.body.cannot += 1;
        if (!quiet) console.log(`${label}: ${VERDICTS.cannot}${model.cannot ? '' : ` (${why})`}`);
        continue;
      }
      const sameExit = run.exitCode === recording.exitCode;
      const terminal = verdict(
        `${run.stdout}\n${run.stderr}`,
        `${recording.stdout.join('\n')}\n${recording.stderr.join('\n')}`,
        sameExit,
      );
      const body = verdict(run.result.output, recordedBody(recording), sameExit);
      totals.terminal[terminal] += 1;
      totals.body[body] += 1;
      if (quiet) continue;
      console.log(
        `${label}: terminal ${VERDICTS[terminal]}; body ${VERDICTS[body]}${sameExit ? '' : ` (exit: nadle ${recording.exitCode}, model ${run.exitCode})`}`,
      );
      if (terminal !== 'identical')
        console.log(
          shortDiff(`${run.stdout}\n${run.stderr}`, `${recording.stdout.join('\n')}\n${recording.stderr.join('\n')}`),
        );
    }
  }
  const line = (kind: 'terminal' | 'body') =>
    (Object.keys(VERDICTS) as Verdict[]).map((key) => `${totals[kind][key]} ${VERDICTS[key]}`).join(', ');
  console.log(`\n${count} commands.`);
  console.log(`Terminal (whole recording): ${line('terminal')}.`);
  console.log(`Body (header and closing lines left out): ${line('body')}.`);
}

void main();
