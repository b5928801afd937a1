// How long the playground's planner takes on large projects, to set the page's time
// limit (PLAN_TIME_LIMIT_MS) from figures rather than a guess. Two kinds of case:
// - model: a project built through the model's API (the stand-in, createProject,
//   runCommand), timing each step;
// - pipeline: the nadle.config.ts text a reader could paste, through the worker's
//   planCommand (sucrase strips the types, sval interprets, the model plans), timed
//   whole as a fresh worker runs it, then step by step, with the realm worker's
//   allocation budget installed on the built-ins as the page has it.
// Each case runs in a child process of its own (a clean heap, and a stack overflow or a
// runaway case cannot stop the others), killed after --timeout seconds. Node's default
// stack is about 1 MB; a browser's worker may have less.
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';

import {installAllocationBudget, resetAllocationBudget} from '../../src/components/Playground/realm/allocationBudget';
import {evaluateConfig, stripTypes} from '../../src/components/Playground/worker/evaluateConfig';
import {planCommand, type PlanOutcome} from '../../src/components/Playground/worker/plan';
import {
  createNadleStandIn,
  createProject,
  runCommand,
  type CommandResult,
  type ConfigRecording,
  type StandInModule,
} from '../../src/nadle-model';
import {readCommandLine, wholeNumberOption} from '../commandLine';

interface Timing {
  /** Milliseconds by step, in the order they ran. */
  steps: Record<string, number>;
  outcome: string;
}

interface Case {
  name: string;
  /** Fills `timing.steps` as it goes, so that a step that throws leaves the earlier figures; returns the outcome. */
  run(timing: Timing): string;
}

const time = <T,>(steps: Record<string, number>, step: string, work: () => T): T => {
  const start = performance.now();
  const value = work();
  steps[step] = performance.now() - start;
  return value;
};

function describeResult(result: CommandResult): string {
  if (!result.ok) return `error: ${result.error!.slice(0, 80)}`;
  return `${result.action}, ${result.output.split('\n').length} lines`;
}

function describeOutcome(outcome: PlanOutcome): string {
  if (outcome.kind === 'result') return `${describeResult(outcome.result)}, ${outcome.taskCount} tasks`;
  return `${outcome.kind}: ${outcome.message.slice(0, 80)}`;
}

// ---- Projects built through the model's API ----

function recordWith(register: (nadle: StandInModule) => void): ConfigRecording {
  const standIn = createNadleStandIn();
  register(standIn.module);
  return standIn.recording();
}

/** t0 ← t1 ← … ← t(n-1): each task depends on the one before. */
const chain =
  (count: number) =>
  ({tasks}: StandInModule): void => {
    tasks.register('t0');
    for (let index = 1; index < count; index++) tasks.register(`t${index}`).config({dependsOn: [`t${index - 1}`]});
  };

/** `all` depends on dep0 … dep(n-1), which depend on nothing. */
const fanIn =
  (count: number) =>
  ({tasks}: StandInModule): void => {
    const names = Array.from({length: count}, (_, index) => `dep${index}`);
    for (const name of names) tasks.register(name);
    tasks.register('all').config({dependsOn: names});
  };

/** n tasks that depend on nothing, in ten groups, each with a description. */
const independent =
  (count: number) =>
  ({tasks}: StandInModule): void => {
    for (let index = 0; index < count; index++)
      tasks.register(`t${index}`).config({group: `group${index % 10}`, description: `Task ${index}`});
  };

function modelCase(name: string, register: (nadle: StandInModule) => void, argv: string[]): Case {
  return {
    name: `model: ${name}`,
    run({steps}) {
      const recording = time(steps, 'record', () => recordWith(register));
      const project = time(steps, 'project', () =>
        createProject({packageManager: 'npm', workspaces: [{relativePath: '.', recording}]}),
      );
      const result = time(steps, 'plan', () => runCommand(project, argv));
      return describeResult(result);
    },
  };
}

// ---- nadle.config.ts texts through the playground's pipeline ----

const HEADER = "import {tasks, ExecTask} from 'nadle';\n\n";

/** One line a task: each task depends on the one before. */
function chainSource(count: number): string {
  const lines = [HEADER, "tasks.register('t0');"];
  for (let index = 1; index < count; index++)
    lines.push(`tasks.register('t${index}').config({dependsOn: ['t${index - 1}']});`);
  return lines.join('\n');
}

/** Six lines a task, as a formatter lays out a reusable task with its settings, each depending on the one before. */
function longSource(count: number): string {
  const parts = [HEADER, 'const script: string = "step.js";\n\n'];
  for (let index = 0; index < count; index++) {
    parts.push(
      `tasks.register('task${index}', ExecTask, {command: 'node', args: [script, '${index}']}).config({\n`,
      `  group: 'steps',\n`,
      `  description: 'Step ${index} of the build',\n`,
      `  dependsOn: [${index === 0 ? '' : `'task${index - 1}'`}],\n`,
      '});\n\n',
    );
  }
  return parts.join('');
}

/** A few lines that register a chain of `count` tasks in a loop: little to parse, much to interpret. */
function loopChainSource(count: number): string {
  return `${HEADER}const count: number = ${count};
tasks.register('t0');
for (let index = 1; index < count; index++) tasks.register(\`t\${index}\`).config({dependsOn: [\`t\${index - 1}\`]});
`;
}

function loopFanInSource(count: number): string {
  return `${HEADER}const names: string[] = [];
for (let index = 0; index < ${count}; index++) {
  tasks.register(\`dep\${index}\`);
  names.push(\`dep\${index}\`);
}
tasks.register('all').config(() => ({dependsOn: names}));
`;
}

const PACKAGE_JSON = JSON.stringify({name: 'bench', private: true, nadle: {root: true}});

function pipelineCase(name: string, source: () => string, argv: string[]): Case {
  return {
    name: `pipeline: ${name}`,
    run(timing) {
      const {steps} = timing;
      const text = source();
      const files = {'package.json': PACKAGE_JSON, 'nadle.config.ts': text};
      // First, as a freshly started worker does it: this is the figure the time limit must allow.
      const outcome = time(steps, 'planCommand', () => planCommand({files, argv}));
      timing.outcome = `${text.split('\n').length} source lines; ${describeOutcome(outcome)}`;
      // Then each step again (warmer than the first pass), with a budget of its own;
      // interpret = evaluate − strip.
      resetAllocationBudget();
      time(steps, 'strip', () => stripTypes('nadle.config.ts', text));
      const recording = time(steps, 'evaluate', () => evaluateConfig('nadle.config.ts', text));
      steps.interpret = steps.evaluate - steps.strip;
      delete steps.evaluate;
      const project = time(steps, 'project', () =>
        createProject({packageManager: 'npm', workspaces: [{relativePath: '.', recording}]}),
      );
      const result = time(steps, 'plan', () => runCommand(project, argv));
      time(steps, 'clone', () => JSON.parse(JSON.stringify(result)) as unknown);
      return timing.outcome;
    },
  };
}

const CASES: Case[] = [
  modelCase('5,000-deep chain, -m t4999', chain(5_000), ['-m', 't4999']),
  modelCase('10,000-deep chain, -m t9999', chain(10_000), ['-m', 't9999']),
  modelCase('50,000-deep chain, -m t49999', chain(50_000), ['-m', 't49999']),
  modelCase('10,000 tasks one depends on, -m all', fanIn(10_000), ['-m', 'all']),
  modelCase('10,000 independent tasks, --list', independent(10_000), ['--list']),
  modelCase('10,000 independent tasks, all named, --parallel -m', independent(10_000), [
    '--parallel',
    '-m',
    ...Array.from({length: 10_000}, (_, index) => `t${index}`),
  ]),
  pipelineCase('10,000-task chain, a line a task, -m t9999', () => chainSource(10_000), ['-m', 't9999']),
  pipelineCase('10,000 tasks in 60,000 lines, -m task9999', () => longSource(10_000), ['-m', 'task9999']),
  pipelineCase('10,000 tasks in 60,000 lines, --list', () => longSource(10_000), ['--list']),
  pipelineCase('5,000-deep chain from a loop, -m t4999', () => loopChainSource(5_000), ['-m', 't4999']),
  pipelineCase('50,000-deep chain from a loop, -m t49999', () => loopChainSource(50_000), ['-m', 't49999']),
  pipelineCase('10,000 tasks one depends on, from a loop, -m all', () => loopFanInSource(10_000), ['-m', 'all']),
];

// A case is chosen by any part of its name; --case is how the script runs one case in a child.
const USAGE = 'npx tsx scripts/bench/model-scale.mts [--timeout 60] [case ...]';
const {values, positionals} = readCommandLine(USAGE, {
  allowPositionals: true,
  options: {
    case: {type: 'string'},
    timeout: {type: 'string', default: '60'},
  },
});

if (values.case !== undefined) {
  // A child: run one case and hand back its figures as JSON.
  const chosen = CASES.find((candidate) => candidate.name === values.case);
  if (!chosen) throw new Error(`No case named ${values.case}`);
  // The page plans in a worker whose built-ins charge an allocation budget; so do these.
  if (chosen.name.startsWith('pipeline:')) installAllocationBudget();
  const timing: Timing = {steps: {}, outcome: ''};
  try {
    timing.outcome = chosen.run(timing);
  } catch (error) {
    const thrown = error instanceof Error ? `${error.name}: ${error.message.slice(0, 80)}` : String(error);
    timing.outcome = `${timing.outcome ? `${timing.outcome}; then ` : ''}threw ${thrown} (after ${Object.keys(timing.steps).join(', ') || 'no step'})`;
  }
  process.stdout.write(JSON.stringify(timing));
} else {
  const timeoutMs = wholeNumberOption(USAGE, 'timeout', values.timeout, 1) * 1000;
  const chosen =
    positionals.length === 0
      ? CASES
      : CASES.filter((candidate) => positionals.some((word) => candidate.name.includes(word)));
  const rows: string[][] = [];
  for (const benchCase of chosen) {
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), '--case', benchCase.name],
      {
        encoding: 'utf8',
        timeout: timeoutMs,
        maxBuffer: 1 << 26,
      },
    );
    let row: string[];
    if (child.error || child.status !== 0) {
      const why =
        child.signal === 'SIGTERM'
          ? `killed after ${values.timeout} s`
          : (child.stderr.trim().split('\n').at(-1) ?? `exit ${child.status}`);
      row = [benchCase.name, '', why];
    } else {
      const {steps, outcome} = JSON.parse(child.stdout) as Timing;
      row = [
        benchCase.name,
        Object.entries(steps)
          .map(([step, ms]) => `${step} ${Math.round(ms)}`)
          .join(', '),
        outcome,
      ];
    }
    rows.push(row);
    console.error(`${row[0]}: done`);
  }
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(`${row[0].padEnd(widths[0])}  ${row[1].padEnd(widths[1])}  ${row[2]}`);
}
