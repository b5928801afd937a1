// The debug lines Nadle 0.5.1's scheduler logs during a dry run (`--log-level debug`):
// its dependency graphs as Node's util.inspect prints them through consola, then one line
// per step of getReadyTasks(). Written step for step after 0.5.1's TaskScheduler, naive
// recursion included, so that the lines come in its order; scheduler.ts plans the same run
// without that cost, and this walk stops after MAX_TRACE_LINES.
import type {Schedule} from './scheduler';

/** Beyond this many lines the walk stops: Nadle's repeated completions can grow without bound. */
export const MAX_TRACE_LINES = 5000;

/** util.inspect's breakLength; consola formats with `compact: true`. */
const BREAK_LENGTH = 80;

// util.inspect with compact: true: one line when the entries and separators fit in
// breakLength, else the first entry on a new line and the closing brace after the last.
function group(open: string, entries: readonly string[], indentation: number): string {
  if (entries.length === 0) return `${open}}`;
  const total = entries.length + entries.reduce((sum, entry) => sum + entry.length, 0);
  if (2 * entries.length <= BREAK_LENGTH && total <= BREAK_LENGTH) return `${open} ${entries.join(', ')} }`;
  const pad = `\n${' '.repeat(indentation)}  `;
  return `${open}${pad}${entries.join(`,${pad}`)} }`;
}

const quote = (text: string): string => `'${text}'`;

/** An EnsureMap of task IDs to sets of task IDs, as Nadle's debug line prints it. */
export function inspectGraph(graph: ReadonlyMap<string, readonly string[]>): string {
  const entries = [...graph].map(
    ([id, members]) => `${quote(id)} => ${group(`Set(${members.length}) {`, members.map(quote), 2)}`,
  );
  return group(`EnsureMap(${graph.size}) [Map] {`, [...entries, 'initializer: [Function (anonymous)]'], 0);
}

/** The dependencies each analysed task reaches, in the order TaskScheduler.analyze() adds them. */
function transitiveGraph(schedule: Schedule): Map<string, string[]> {
  const transitive = new Map<string, Set<string>>();
  const analyse = (id: string): void => {
    if (transitive.has(id)) return;
    const own = schedule.dependencies.get(id) ?? [];
    const reached = new Set(own);
    transitive.set(id, reached);
    for (const dependency of own) {
      analyse(dependency);
      for (const further of transitive.get(dependency) ?? []) reached.add(further);
    }
  };
  for (const id of schedule.taskIds) analyse(id);
  return new Map([...transitive].map(([id, reached]) => [id, [...reached]]));
}

export interface SchedulerTrace {
  /** The lines, without consola's `⚙` and the `Scheduler` tag. */
  readonly lines: string[];
  /** False when the walk stopped at MAX_TRACE_LINES. */
  readonly complete: boolean;
}

/** The graphs the scheduler logs at debug level once it is set up, before any task (a dry run's or a run's). */
export function graphLines(schedule: Schedule): string[] {
  return [
    `transitiveDependencyGraph ${inspectGraph(transitiveGraph(schedule))}`,
    `dependencyGraph ${inspectGraph(schedule.dependencies)}`,
  ];
}

/** What the scheduler logs at debug level for a dry run, up to an "Incorrect state" error if it meets one. */
export function traceDryRun(schedule: Schedule, parallel: boolean): SchedulerTrace {
  const lines = graphLines(schedule);
  const transitive = transitiveGraph(schedule);
  const {taskIds, dependents} = schedule;
  const indegree = new Map([...schedule.dependencies].map(([id, own]) => [id, own.length]));
  const ready = new Set<string>();
  let main: string | undefined = parallel ? undefined : taskIds[0];
  const inTree = (id: string): boolean => main === undefined || id === main || transitive.get(main)!.includes(id);

  class Stop extends Error {}
  const log = (line: string): void => {
    if (lines.length >= MAX_TRACE_LINES) throw new Stop();
    lines.push(line);
  };

  const initialReady = (): string[] => {
    const found: string[] = [];
    for (const [id, count] of indegree) {
      if (!inTree(id)) continue;
      log(`taskId = ${id}, indegree = ${count}`);
      if (count === 0 && !ready.has(id)) {
        found.push(id);
        ready.add(id);
      }
    }
    log(`Next tasks = ${found.join(',')}`);
    return found;
  };

  const readyAfter = (done: string | undefined): string[] => {
    log(`runningRoot = ${main}, doneTaskId = ${done}`);
    if (done === undefined) return initialReady();
    const found: string[] = [];
    for (const dependent of dependents.get(done) ?? []) {
      if (ready.has(dependent)) continue;
      const count = indegree.get(dependent) ?? 0;
      if (count === 0) throw new Stop();
      indegree.set(dependent, count - 1);
      if (count - 1 === 0 && inTree(dependent)) {
        found.push(dependent);
        ready.add(dependent);
      }
    }
    if (done === main) {
      main = taskIds[taskIds.indexOf(main) + 1];
      return main === undefined ? [] : readyAfter(undefined);
    }
    log(`Next tasks = ${found.join(',')}`);
    return found;
  };

  // getExecutionPlan(): the list grows while it is walked, and each task in it is completed by every call that holds it.
  const plan = (done: string | undefined): string[] => {
    const list = readyAfter(done);
    for (let index = 0; index < list.length; index++) list.push(...plan(list[index]));
    return list;
  };
  try {
    plan(undefined);
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    return {lines, complete: lines.length < MAX_TRACE_LINES};
  }
  return {lines, complete: true};
}
