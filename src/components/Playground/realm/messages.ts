// What may cross from the realm to the page. The realm runs the reader's code, so the
// page takes nothing from it on trust: readOutcome checks every field of an answer and
// copies only the fields the page shows, within the sizes below, and anything else is
// a clear error instead of a crash.
import type {TaskCycle, TaskGraph} from '../../../nadle-model';
import type {PlanOutcome} from '../worker/plan';

/** The most characters of printed output the playground shows for one command. */
export const MAX_OUTPUT_CHARS = 1_000_000;
/** The most tasks an answer may name. */
export const MAX_TASKS = 20_000;
const MAX_TEXT = 10_000;
const MAX_LIST = 4 * MAX_TASKS;

/** The part of a command's result the playground shows. */
export interface ShownResult {
  output: string;
  /** What a terminal shows (src/nadle-terminal): both streams, the exit code, whether the run is shown to its end. */
  stdout: string;
  stderr: string;
  exitCode: number;
  complete: boolean;
  error?: string;
  ok: boolean;
  graph?: TaskGraph;
  /** With a cycle error: the loop it names, which the playground draws. */
  cycle?: TaskCycle;
  plan?: string[];
  unordered?: string[][];
  notes?: string[];
}

export type RealmOutcome =
  | {kind: 'result'; result: ShownResult; taskCount: number}
  | Extract<PlanOutcome, {kind: 'nadle-error' | 'file-error' | 'planner-error'}>;

class Malformed extends Error {}

function text(value: unknown, what: string, max = MAX_TEXT): string {
  if (typeof value !== 'string') throw new Malformed(`${what} is not text`);
  if (value.length > max) throw new Malformed(`${what} is longer than ${max.toLocaleString('en-US')} characters`);
  return value;
}

function list<T>(value: unknown, what: string, item: (entry: unknown, what: string) => T, max = MAX_LIST): T[] {
  if (!Array.isArray(value)) throw new Malformed(`${what} is not a list`);
  if (value.length > max) throw new Malformed(`${what} has more than ${max.toLocaleString('en-US')} entries`);
  return value.map((entry, index) => item(entry, `${what}[${index}]`));
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Malformed(`${what} is not an object`);
  return value as Record<string, unknown>;
}

function optional<T>(value: unknown, read: (value: unknown) => T): T | undefined {
  return value === undefined ? undefined : read(value);
}

function oneOf<T extends string>(value: unknown, what: string, choices: readonly T[]): T {
  if (!choices.includes(value as T)) throw new Malformed(`${what} is not one of ${choices.join(', ')}`);
  return value as T;
}

function readGraph(value: unknown): TaskGraph {
  const graph = record(value, 'the graph');
  return {
    workspaces: list(graph.workspaces, 'the graph’s workspaces', (entry, what) => {
      const workspace = record(entry, what);
      return {
        id: text(workspace.id, `${what}.id`),
        label: text(workspace.label, `${what}.label`),
        relativePath: text(workspace.relativePath, `${what}.relativePath`),
      };
    }),
    tasks: list(
      graph.tasks,
      'the graph’s tasks',
      (entry, what) => {
        const task = record(entry, what);
        const excluded = optional(task.excluded, (flag) => flag === true);
        return {
          id: text(task.id, `${what}.id`),
          label: text(task.label, `${what}.label`),
          workspaceId: text(task.workspaceId, `${what}.workspaceId`),
          name: text(task.name, `${what}.name`),
          requested: task.requested === true,
          ...(excluded ? {excluded} : {}),
        };
      },
      MAX_TASKS,
    ),
    edges: list(graph.edges, 'the graph’s edges', (entry, what) => {
      const edge = record(entry, what);
      return {
        from: text(edge.from, `${what}.from`),
        to: text(edge.to, `${what}.to`),
        kind: oneOf(edge.kind, `${what}.kind`, ['dependsOn', 'fanOut'] as const),
      };
    }),
  };
}

function readCycle(value: unknown): TaskCycle {
  const cycle = record(value, 'the cycle');
  return {
    graph: readGraph(cycle.graph),
    path: list(cycle.path, 'the cycle’s path', (id, what) => text(id, what), MAX_TASKS + 1),
  };
}

function readResult(value: unknown): ShownResult {
  const result = record(value, 'the result');
  if (typeof result.ok !== 'boolean') throw new Malformed('the result’s ok is not true or false');
  const graph = optional(result.graph, readGraph);
  const cycle = optional(result.cycle, readCycle);
  const plan = optional(result.plan, (entry) => list(entry, 'the plan', (name, what) => text(name, what), MAX_TASKS));
  const unordered = optional(result.unordered, (entry) =>
    list(
      entry,
      'the unordered groups',
      (group, what) => list(group, what, (name, at) => text(name, at), MAX_TASKS),
      MAX_TASKS,
    ),
  );
  if (typeof result.complete !== 'boolean') throw new Malformed('the result’s complete is not true or false');
  const {exitCode} = result;
  if (typeof exitCode !== 'number' || !Number.isInteger(exitCode) || exitCode < 0 || exitCode > 255)
    throw new Malformed('the exit code is not a whole number from 0 to 255');
  const error = optional(result.error, (entry) => text(entry, 'the error', MAX_OUTPUT_CHARS));
  const notes = optional(result.notes, (entry) =>
    list(entry, 'the notes', (note, what) => text(note, what, MAX_OUTPUT_CHARS), 100),
  );
  return {
    output: text(result.output, 'the output', MAX_OUTPUT_CHARS),
    stdout: text(result.stdout, 'stdout', MAX_OUTPUT_CHARS),
    stderr: text(result.stderr, 'stderr', MAX_OUTPUT_CHARS),
    exitCode,
    complete: result.complete,
    ...(error === undefined ? {} : {error}),
    ok: result.ok,
    ...(graph ? {graph} : {}),
    ...(cycle ? {cycle} : {}),
    ...(plan ? {plan} : {}),
    ...(unordered ? {unordered} : {}),
    ...(notes ? {notes} : {}),
  };
}

/** The outcome an answer of the realm holds, or why it is not one the page can show. */
export function readOutcome(value: unknown): {outcome: RealmOutcome} | {malformed: string} {
  try {
    const answer = record(value, 'the answer');
    switch (answer.kind) {
      case 'result': {
        const taskCount = answer.taskCount;
        if (typeof taskCount !== 'number' || !Number.isInteger(taskCount) || taskCount < 0)
          throw new Malformed('the task count is not a whole number');
        return {outcome: {kind: 'result', result: readResult(answer.result), taskCount}};
      }
      case 'nadle-error': {
        const file = optional(answer.file, (entry) => text(entry, 'the file name', 500));
        return {
          outcome: {
            kind: 'nadle-error',
            message: text(answer.message, 'the message', MAX_OUTPUT_CHARS),
            fidelity: oneOf(answer.fidelity, 'the fidelity', ['exact', 'partial', 'described'] as const),
            ...(file === undefined ? {} : {file}),
          },
        };
      }
      case 'file-error':
        return {
          outcome: {
            kind: 'file-error',
            file: text(answer.file, 'the file name', 500),
            message: text(answer.message, 'the message', MAX_OUTPUT_CHARS),
          },
        };
      case 'planner-error':
        return {outcome: {kind: 'planner-error', message: text(answer.message, 'the message', MAX_OUTPUT_CHARS)}};
      default:
        throw new Malformed('its kind is not one the playground knows');
    }
  } catch (error) {
    if (error instanceof Malformed) return {malformed: error.message};
    throw error;
  }
}

/** In the realm: an outcome too large to show, replaced before it is sent (so the page never holds it). */
export function outcomeTooLarge(outcome: PlanOutcome): PlanOutcome | undefined {
  if (outcome.kind !== 'result') return undefined;
  const {stdout, stderr, graph} = outcome.result;
  const printed = Math.max(outcome.result.output.length, stdout.length, stderr.length);
  if (printed > MAX_OUTPUT_CHARS) {
    return {
      kind: 'planner-error',
      message: `Nadle would print ${printed.toLocaleString('en-US')} characters here; the playground shows at most ${MAX_OUTPUT_CHARS.toLocaleString('en-US')}.`,
    };
  }
  if (graph && graph.tasks.length > MAX_TASKS) {
    return {
      kind: 'planner-error',
      message: `This plan has ${graph.tasks.length.toLocaleString('en-US')} tasks; the playground shows plans of at most ${MAX_TASKS.toLocaleString('en-US')}.`,
    };
  }
  return undefined;
}
