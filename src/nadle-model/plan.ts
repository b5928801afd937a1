import {NadleModelError} from './errors';
import type {Project, ProjectTask} from './project';
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
 */
function cycleOf(project: Project, path: readonly ProjectTask[], requestedIds: ReadonlySet<string>, excludedIds: ReadonlySet<string>): TaskCycle {
  const members = [...new Set(path)];
  const edges: TaskGraph['edges'] = [];
  for (const task of members) {
    for (const entry of task.settings.dependsOn) {
      let dependency: ProjectTask;
      try {
        dependency = resolveDependency(project, task, entry);
      } catch (error) {
        if (error instanceof NadleModelError) continue;
        throw error;
      }
      if (!members.includes(dependency) || excludedIds.has(dependency.id)) continue;
      if (!edges.some((edge) => edge.from === dependency.id && edge.to === task.id)) edges.push({from: dependency.id, to: task.id, kind: 'dependsOn'});
    }
  }
  return {
    graph: {
      workspaces: project.workspaces.map(({id, label, relativePath}) => ({id, label, relativePath})),
      tasks: members.map((task) => ({id: task.id, label: task.label, workspaceId: task.workspaceId, name: task.name, requested: requestedIds.has(task.id)})),
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
function expandRootTasks(project: Project, requested: readonly ProjectTask[]): {list: ProjectTask[]; fanOut: [ProjectTask, ProjectTask][]} {
  const requestedIds = new Set(requested.map((task) => task.id));
  const list: ProjectTask[] = [];
  const fanOut: [ProjectTask, ProjectTask][] = [];
  const add = (task: ProjectTask): void => {
    if (!list.includes(task)) list.push(task);
  };
  for (const task of requested) {
    add(task);
    if (task.workspaceId !== project.rootWorkspace.id) continue;
    for (const other of project.tasks) {
      if (other.name === task.name && other.workspaceId !== task.workspaceId && !requestedIds.has(other.id)) {
        if (!list.includes(other)) fanOut.push([task, other]);
        add(other);
      }
    }
  }
  return {list, fanOut};
}

/**
 * Plans a run: which tasks it handles, in which order, and where that order is open.
 *
 * Printed order: a task is printed once every task it waits for is printed; tasks that
 * become ready together are printed in the order they were first reached (run list
 * order, then each task's dependsOn entries in declaration order, depth first).
 * Sequentially, each task of the run list takes its not-yet-handled dependencies with it
 * before the next one starts; with `parallel`, the whole run is one such set.
 */
export function planRun(project: Project, requested: readonly ProjectTask[], excludedIds: ReadonlySet<string>, parallel: boolean): RunPlan {
  const {list, fanOut} = expandRootTasks(project, requested);
  const runList = list.filter((task) => !excludedIds.has(task.id));

  // Every task the run reaches, with its dependencies; excluded tasks are dropped from
  // every dependency set and are not followed.
  const dependencies = new Map<ProjectTask, ProjectTask[]>();
  const reached: ProjectTask[] = [];
  const excludedReached = new Map<ProjectTask, ProjectTask[]>();
  const visiting: ProjectTask[] = [];
  const visit = (task: ProjectTask): void => {
    if (dependencies.has(task)) return;
    const cycleStart = visiting.indexOf(task);
    if (cycleStart !== -1) {
      const path = [...visiting.slice(cycleStart), task];
      throw new NadleCycleError(
        cycleOf(project, path, new Set(requested.map((member) => member.id)), excludedIds),
        path.map((member) => member.label),
      );
    }
    visiting.push(task);
    if (!reached.includes(task)) reached.push(task);
    const kept: ProjectTask[] = [];
    for (const entry of task.settings.dependsOn) {
      const dependency = resolveDependency(project, task, entry);
      if (excludedIds.has(dependency.id)) {
        excludedReached.set(dependency, [...(excludedReached.get(dependency) ?? []), task]);
        continue;
      }
      if (!kept.includes(dependency)) kept.push(dependency);
      visit(dependency);
    }
    visiting.pop();
    dependencies.set(task, kept);
  };
  runList.forEach(visit);
  const firstReached = new Map(reached.map((task, index) => [task, index]));

  // Everything a task waits for, directly or not.
  const upstream = new Map<ProjectTask, Set<ProjectTask>>();
  const collect = (task: ProjectTask): Set<ProjectTask> => {
    let all = upstream.get(task);
    if (!all) {
      all = new Set();
      for (const dependency of dependencies.get(task)!) {
        all.add(dependency);
        collect(dependency).forEach((member) => all!.add(member));
      }
      upstream.set(task, all);
    }
    return all;
  };

  const handled = new Set<ProjectTask>();
  const order: ProjectTask[] = [];
  const unordered: string[][] = [];
  const phases = parallel ? [runList] : runList.map((task) => [task]);
  for (const roots of phases) {
    const members = new Set<ProjectTask>();
    for (const root of roots) {
      for (const task of [root, ...collect(root)]) if (!handled.has(task)) members.add(task);
    }
    const phase: ProjectTask[] = [];
    while (phase.length < members.size) {
      const ready = [...members]
        .filter((task) => !phase.includes(task) && dependencies.get(task)!.every((dependency) => handled.has(dependency) || phase.includes(dependency)))
        .sort((a, b) => firstReached.get(a)! - firstReached.get(b)!);
      phase.push(...ready);
    }
    phase.forEach((task) => handled.add(task));
    order.push(...phase);
    unordered.push(...openSets(phase, collect));
  }

  const requestedIds = new Set(requested.map((task) => task.id));
  const graphTasks = [...reached, ...[...list, ...excludedReached.keys()].filter((task) => !reached.includes(task))];
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
      ...reached.flatMap((task) => dependencies.get(task)!.map((dependency) => ({from: dependency.id, to: task.id, kind: 'dependsOn' as const}))),
      ...[...excludedReached].flatMap(([dependency, dependents]) => dependents.map((task) => ({from: dependency.id, to: task.id, kind: 'dependsOn' as const}))),
    ],
  };

  return {order: order.map((task) => task.label), unordered, graph};
}

/**
 * Groups of tasks in one phase whose start order is open: two tasks are linked when
 * neither waits for the other, and each group is a connected set of such links, in
 * printed order.
 */
function openSets(phase: readonly ProjectTask[], upstreamOf: (task: ProjectTask) => Set<ProjectTask>): string[][] {
  const group = phase.map((_, index) => index);
  const find = (index: number): number => (group[index] === index ? index : (group[index] = find(group[index])));
  phase.forEach((a, i) =>
    phase.forEach((b, j) => {
      if (i < j && !upstreamOf(a).has(b) && !upstreamOf(b).has(a)) group[find(j)] = find(i);
    }),
  );
  const sets = new Map<number, string[]>();
  phase.forEach((task, index) => {
    const key = find(index);
    sets.set(key, [...(sets.get(key) ?? []), task.label]);
  });
  return [...sets.values()].filter((set) => set.length > 1);
}

/**
 * Every task of the project with its dependsOn edges, for drawing a config as a whole;
 * no task is requested. Throws NadleModelError for a dependsOn entry Nadle cannot resolve.
 */
export function projectGraph(project: Project): TaskGraph {
  return {
    workspaces: project.workspaces.map(({id, label, relativePath}) => ({id, label, relativePath})),
    tasks: project.tasks.map((task) => ({id: task.id, label: task.label, workspaceId: task.workspaceId, name: task.name, requested: false})),
    edges: project.tasks.flatMap((task) =>
      [...new Set(task.settings.dependsOn.map((entry) => resolveDependency(project, task, entry)))].map((dependency) => ({
        from: dependency.id,
        to: task.id,
        kind: 'dependsOn' as const,
      })),
    ),
  };
}
