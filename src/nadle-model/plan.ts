import {NadleModelError, withinPlannerLimits} from './errors';
import {projectLookup, type Project, type ProjectTask} from './project';
import {resolveDependency} from './resolve';

export interface TaskGraph {
  workspaces: {id: string; label: string; relativePath: string}[];
  tasks: {id: string; label: string; workspaceId: string; name: string; requested: boolean; excluded?: boolean}[];
  /** from = dependency (or the root task that fanned out), to = dependent (or the appended task). */
  edges: {from: string; to: string; kind: 'dependsOn' | 'fanOut'}[];
}

/**
 * The loop of a cycle error, for drawing: its tasks and the dependsOn edges among them
 * (edges as in TaskGraph), and `path`, the task ids in the order the message names them,
 * each depending on the next, the first one again at the end.
 */
export interface TaskCycle {
  readonly graph: TaskGraph;
  readonly path: readonly string[];
}

/** The cycle error, with the loop it names. */
export class NadleCycleError extends NadleModelError {
  readonly cycle: TaskCycle;

  constructor(cycle: TaskCycle, labels: readonly string[]) {
    super(`Cycle detected in task ${labels.join(' → ')}. Please resolve the cycle before executing tasks.`);
    this.cycle = cycle;
  }
}

/**
 * The tasks of `path` (a loop, its first task again at the end) and every dependsOn edge
 * among them; an entry that does not resolve, or names an excluded task, draws nothing.
 * Both the planner's cycles and the scheduler's (./command.ts) are drawn from it.
 */
export function cycleOf(
  project: Project,
  path: readonly ProjectTask[],
  requestedIds: ReadonlySet<string>,
  excludedIds: ReadonlySet<string>,
): TaskCycle {
  const memberSet = new Set(path);
  const members = [...memberSet];
  const edges: TaskGraph['edges'] = [];
  for (const task of members) {
    // Each member's edges are its own (to = the member), so only its entries can repeat one.
    const drawn = new Set<ProjectTask>();
    for (const entry of task.settings.dependsOn) {
      let dependency: ProjectTask;
      try {
        dependency = resolveDependency(project, task, entry);
      } catch (error) {
        if (error instanceof NadleModelError) continue;
        throw error;
      }
      if (!memberSet.has(dependency) || excludedIds.has(dependency.id) || drawn.has(dependency)) continue;
      drawn.add(dependency);
      edges.push({from: dependency.id, to: task.id, kind: 'dependsOn'});
    }
  }
  return {
    graph: {
      workspaces: project.workspaces.map(({id, label, relativePath}) => ({id, label, relativePath})),
      tasks: members.map((task) => ({
        id: task.id,
        label: task.label,
        workspaceId: task.workspaceId,
        name: task.name,
        requested: requestedIds.has(task.id),
      })),
      edges,
    },
    path: path.map((task) => task.id),
  };
}

export interface RunPlan {
  /** Task labels in the printed order. */
  readonly order: readonly string[];
  /** Sets of task labels whose relative start order Nadle leaves open, each in printed order. */
  readonly unordered: readonly (readonly string[])[];
  readonly graph: TaskGraph;
}

/**
 * The run list: the requested tasks in command-line order; after a root task, the
 * same-named task of every other workspace, in workspace order, unless it was itself
 * requested. Each task once, at its first place.
 */
function expandRootTasks(
  project: Project,
  requested: readonly ProjectTask[],
): {list: ProjectTask[]; fanOut: [ProjectTask, ProjectTask][]} {
  const requestedIds = new Set(requested.map((task) => task.id));
  const list: ProjectTask[] = [];
  const listed = new Set<ProjectTask>();
  const fanOut: [ProjectTask, ProjectTask][] = [];
  const add = (task: ProjectTask): void => {
    if (listed.has(task)) return;
    listed.add(task);
    list.push(task);
  };
  const {tasksNamed} = projectLookup(project);
  for (const task of requested) {
    add(task);
    if (task.workspaceId !== project.rootWorkspace.id) continue;
    for (const other of tasksNamed.get(task.name) ?? []) {
      if (other.workspaceId !== task.workspaceId && !requestedIds.has(other.id)) {
        if (!listed.has(other)) fanOut.push([task, other]);
        add(other);
      }
    }
  }
  return {list, fanOut};
}

/**
 * Every task the run reaches from `runList` and, for each, the tasks it waits for
 * (dependsOn entries in declaration order, each once); excluded tasks are dropped from
 * every dependency set and not followed, and `excludedReached` says who named them.
 * `reached` is in the order tasks were first reached: depth first, entries in
 * declaration order. Throws the first error that walk meets: an entry that does not
 * resolve, or a cycle.
 *
 * The walk keeps its own stack rather than recursing, so a dependsOn chain of any
 * length fits (a recursive walk overflowed the call stack at a few thousand).
 */
function reachTasks(
  project: Project,
  runList: readonly ProjectTask[],
  requested: readonly ProjectTask[],
  excludedIds: ReadonlySet<string>,
): {
  dependencies: Map<ProjectTask, ProjectTask[]>;
  reached: ProjectTask[];
  excludedReached: Map<ProjectTask, ProjectTask[]>;
} {
  const dependencies = new Map<ProjectTask, ProjectTask[]>();
  const reached: ProjectTask[] = [];
  const excludedReached = new Map<ProjectTask, ProjectTask[]>();
  // The tasks being walked, outermost first, each with its next entry and the
  // dependencies kept so far; `depthOf` finds a task on it without a scan.
  const stack: {task: ProjectTask; next: number; kept: Set<ProjectTask>}[] = [];
  const depthOf = new Map<ProjectTask, number>();

  const enter = (task: ProjectTask): void => {
    const cycleStart = depthOf.get(task);
    if (cycleStart !== undefined) {
      const path = [...stack.slice(cycleStart).map((frame) => frame.task), task];
      throw new NadleCycleError(
        cycleOf(project, path, new Set(requested.map((member) => member.id)), excludedIds),
        path.map((member) => member.label),
      );
    }
    depthOf.set(task, stack.length);
    stack.push({task, next: 0, kept: new Set()});
    reached.push(task);
  };

  for (const root of runList) {
    if (dependencies.has(root)) continue;
    enter(root);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      const entries = frame.task.settings.dependsOn;
      if (frame.next === entries.length) {
        stack.pop();
        depthOf.delete(frame.task);
        dependencies.set(frame.task, [...frame.kept]);
        continue;
      }
      const dependency = resolveDependency(project, frame.task, entries[frame.next++]);
      if (excludedIds.has(dependency.id)) {
        const dependents = excludedReached.get(dependency);
        if (dependents) dependents.push(frame.task);
        else excludedReached.set(dependency, [frame.task]);
        continue;
      }
      frame.kept.add(dependency);
      if (!dependencies.has(dependency)) enter(dependency);
    }
  }
  return {dependencies, reached, excludedReached};
}

/**
 * Plans a run: which tasks it handles, in which order, and where that order is open.
 *
 * Printed order: a task is printed once every task it waits for is printed; tasks that
 * become ready together are printed in the order they were first reached (run list
 * order, then each task's dependsOn entries in declaration order, depth first).
 * Sequentially, each task of the run list takes its not-yet-handled dependencies with it
 * before the next one starts; with `parallel`, the whole run is one such set.
 *
 * Every step is linear in the tasks and edges the run reaches (with a sort of each set
 * of tasks that become ready together), and none recurses, so projects of tens of
 * thousands of tasks plan in well under a second.
 */
export function planRun(
  project: Project,
  requested: readonly ProjectTask[],
  excludedIds: ReadonlySet<string>,
  parallel: boolean,
): RunPlan {
  const {list, fanOut} = expandRootTasks(project, requested);
  const runList = list.filter((task) => !excludedIds.has(task.id));
  const {dependencies, reached, excludedReached} = reachTasks(project, runList, requested, excludedIds);
  const firstReached = new Map(reached.map((task, index) => [task, index]));
  const byFirstReached = (a: ProjectTask, b: ProjectTask): number => firstReached.get(a)! - firstReached.get(b)!;

  const handled = new Set<ProjectTask>();
  const order: ProjectTask[] = [];
  const unordered: string[][] = [];
  const phases = parallel ? [runList] : runList.map((task) => [task]);
  for (const roots of phases) {
    // The roots and everything they wait for, directly or not, that is not handled yet.
    // Handled tasks are never followed: what they wait for is handled too.
    const members = new Set<ProjectTask>();
    const toVisit = roots.filter((root) => !handled.has(root));
    while (toVisit.length > 0) {
      const task = toVisit.pop()!;
      if (members.has(task)) continue;
      members.add(task);
      for (const dependency of dependencies.get(task)!)
        if (!handled.has(dependency) && !members.has(dependency)) toVisit.push(dependency);
    }
    const phase = phaseOrder(members, dependencies, byFirstReached);
    for (const task of phase) {
      handled.add(task);
      order.push(task);
    }
    for (const set of openSets(phase, dependencies)) unordered.push(set);
  }

  const requestedIds = new Set(requested.map((task) => task.id));
  const reachedSet = new Set(reached);
  const graphTasks = [...reached, ...[...list, ...excludedReached.keys()].filter((task) => !reachedSet.has(task))];
  const graph: TaskGraph = {
    workspaces: project.workspaces.map(({id, label, relativePath}) => ({id, label, relativePath})),
    tasks: graphTasks.map((task) => ({
      id: task.id,
      label: task.label,
      workspaceId: task.workspaceId,
      name: task.name,
      requested: requestedIds.has(task.id),
      ...(excludedIds.has(task.id) ? {excluded: true} : {}),
    })),
    edges: [
      ...fanOut.map(([from, to]) => ({from: from.id, to: to.id, kind: 'fanOut' as const})),
      ...reached.flatMap((task) =>
        dependencies.get(task)!.map((dependency) => ({from: dependency.id, to: task.id, kind: 'dependsOn' as const})),
      ),
      ...[...excludedReached].flatMap(([dependency, dependents]) =>
        dependents.map((task) => ({from: dependency.id, to: task.id, kind: 'dependsOn' as const})),
      ),
    ],
  };

  return {order: order.map((task) => task.label), unordered, graph};
}

/**
 * The members of one phase in printed order: in rounds, each round the members whose
 * dependencies are all handled or printed in an earlier round, sorted by `compare`.
 * Counting each member's unprinted dependencies makes this linear, where asking every
 * member again each round was quadratic on a chain, and worse.
 */
function phaseOrder(
  members: ReadonlySet<ProjectTask>,
  dependencies: ReadonlyMap<ProjectTask, readonly ProjectTask[]>,
  compare: (a: ProjectTask, b: ProjectTask) => number,
): ProjectTask[] {
  const waitingFor = new Map<ProjectTask, number>();
  const dependents = new Map<ProjectTask, ProjectTask[]>();
  let round: ProjectTask[] = [];
  for (const task of members) {
    let count = 0;
    for (const dependency of dependencies.get(task)!) {
      if (!members.has(dependency)) continue;
      count++;
      const list = dependents.get(dependency);
      if (list) list.push(task);
      else dependents.set(dependency, [task]);
    }
    waitingFor.set(task, count);
    if (count === 0) round.push(task);
  }
  const phase: ProjectTask[] = [];
  while (round.length > 0) {
    round.sort(compare);
    const next: ProjectTask[] = [];
    for (const task of round) {
      phase.push(task);
      for (const dependent of dependents.get(task) ?? []) {
        const count = waitingFor.get(dependent)! - 1;
        waitingFor.set(dependent, count);
        if (count === 0) next.push(dependent);
      }
    }
    round = next;
  }
  return phase;
}

/**
 * Groups of tasks in one phase whose start order is open: two tasks are linked when
 * neither waits for the other, and each group is a connected set of such links, in
 * printed order.
 *
 * Comparing every pair is quadratic, so the groups are found from the printed order
 * instead. A task ordered with every task of a group is before all of it or after all
 * of it, so each group is a run of consecutive tasks, and a boundary between runs is a
 * place where every task after waits for every task before. That holds exactly when
 * each "bottom" task after the boundary (one that waits for no other task after it)
 * waits directly for each "top" task before it (one no other task before it waits
 * for): then every task after reaches a bottom task, which reaches every top task,
 * and every task before is reached from a top task. So the boundary holds when the direct edges from
 * bottom to top tasks number bottoms × tops; that count is kept up to date as the
 * boundary moves along, each task changing sides once, which is linear in the edges.
 */
function openSets(
  phase: readonly ProjectTask[],
  dependencies: ReadonlyMap<ProjectTask, readonly ProjectTask[]>,
): string[][] {
  const position = new Map(phase.map((task, index) => [task, index]));
  // Edges inside the phase, by position: what each task waits for, and who waits for it.
  const waitsFor: number[][] = phase.map((task) =>
    dependencies.get(task)!.flatMap((dependency) => (position.has(dependency) ? [position.get(dependency)!] : [])),
  );
  const waitedForBy: number[][] = phase.map(() => []);
  waitsFor.forEach((list, index) => list.forEach((dependency) => waitedForBy[dependency].push(index)));

  // Before the boundary: `top` marks tasks no task before waits for. After it: `bottom`
  // marks tasks that wait for nothing after, `pending` counts what each waits for after.
  const top = new Array<boolean>(phase.length).fill(false);
  const bottom = waitsFor.map((list) => list.length === 0);
  const pending = waitsFor.map((list) => list.length);
  let tops = 0;
  let bottoms = bottom.filter(Boolean).length;
  // Direct edges from a bottom task to a top task.
  let links = 0;
  const count = (indices: readonly number[], marked: readonly boolean[]): number =>
    indices.reduce((sum, index) => sum + Number(marked[index]), 0);

  const sets: string[][] = [];
  let runStart = 0;
  for (let index = 0; index < phase.length; index++) {
    // Move the task at `index` from after the boundary to before it. In printed order
    // everything it waits for is before it, so it is a bottom task until now.
    bottom[index] = false;
    bottoms--;
    links -= count(waitsFor[index], top);
    for (const dependency of waitsFor[index]) {
      if (!top[dependency]) continue;
      top[dependency] = false;
      tops--;
      links -= count(waitedForBy[dependency], bottom);
    }
    // It becomes a top task; no bottom task waits for it yet (what waits for it still
    // counts it as pending), so no link is added.
    top[index] = true;
    tops++;
    for (const dependent of waitedForBy[index]) {
      if (--pending[dependent] > 0) continue;
      bottom[dependent] = true;
      bottoms++;
      links += count(waitsFor[dependent], top);
    }
    const boundary = index === phase.length - 1 || links === tops * bottoms;
    if (!boundary) continue;
    if (index > runStart) sets.push(phase.slice(runStart, index + 1).map((task) => task.label));
    runStart = index + 1;
  }
  return sets;
}

/**
 * Every task of the project with its dependsOn edges, for drawing a config as a whole;
 * no task is requested. Throws NadleModelError for a dependsOn entry Nadle cannot
 * resolve, and PlannerLimitError for a project beyond what the planner can hold.
 */
export function projectGraph(project: Project): TaskGraph {
  return withinPlannerLimits(() => ({
    workspaces: project.workspaces.map(({id, label, relativePath}) => ({id, label, relativePath})),
    tasks: project.tasks.map((task) => ({
      id: task.id,
      label: task.label,
      workspaceId: task.workspaceId,
      name: task.name,
      requested: false,
    })),
    edges: project.tasks.flatMap((task) =>
      [...new Set(task.settings.dependsOn.map((entry) => resolveDependency(project, task, entry)))].map(
        (dependency) => ({
          from: dependency.id,
          to: task.id,
          kind: 'dependsOn' as const,
        }),
      ),
    ),
  }));
}
