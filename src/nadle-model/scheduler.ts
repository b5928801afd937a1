// The task scheduler of Nadle 0.5.1 (core/engine/task-scheduler.ts), followed step by step
// so that the model prints the same execution plan, the same cycle and the same failures,
// its defects included. The walks keep their own stacks: a config with a long dependsOn
// chain must not overflow the page's call stack.
import {NadleModelError} from './errors';
import {projectLookup, type Project, type ProjectTask} from './project';
import {frameIn, sharedFrameIn, type Paint, type StackFrame} from './terminal';

/** Which handler drove the scheduler: its frame closes every stack trace the scheduler throws. */
export type SchedulerCaller = 'dry-run' | 'execute';

const handlerFrame = (caller: SchedulerCaller, planning: boolean): StackFrame =>
  caller === 'dry-run'
    ? frameIn('DryRunHandler.handle', 141, planning ? 53 : 46)
    : frameIn('ExecuteHandler.handle', 450, 48);
const EXECUTE_FRAME = frameIn('Nadle.execute', 1834, 25);

/** An error the scheduler throws, with the frames of the stack Nadle prints with --stacktrace. */
export class SchedulerError extends NadleModelError {
  readonly frames: readonly StackFrame[];
  /** Logged by Nadle's logger before it was thrown (logger.throw), so printed twice. */
  readonly logged: boolean;

  constructor(message: string, frames: readonly StackFrame[], logged: boolean) {
    super(message);
    this.frames = frames;
    this.logged = logged;
  }
}

/** The cycle error, with the loop it names (task IDs, the first one again at the end). */
export class SchedulerCycleError extends SchedulerError {
  readonly path: readonly string[];

  constructor(message: string, frames: readonly StackFrame[], path: readonly string[]) {
    super(message, frames, true);
    this.path = path;
  }
}

export interface ScheduleInput {
  /** Task IDs to run, in command-line order, excluded ones already dropped. */
  readonly taskIds: readonly string[];
  readonly excludedIds: ReadonlySet<string>;
  readonly parallel: boolean;
  readonly caller: SchedulerCaller;
  readonly paint: Paint;
}

export interface Schedule {
  /** The run list after root fan-out. */
  readonly taskIds: readonly string[];
  /** Each analysed task and the tasks it waits for, in the order Nadle analysed them. */
  readonly dependencies: ReadonlyMap<string, readonly string[]>;
  /** Each task and the tasks waiting for it, in the order Nadle recorded them. */
  readonly dependents: ReadonlyMap<string, readonly string[]>;
  /** The fan-out edges: a root task and a same-named task it added. */
  readonly fanOut: readonly (readonly [string, string])[];
}

/**
 * `init()`: root fan-out, then `analyze` (dependsOn entries, depth first), then cycle
 * detection. Throws the first error Nadle meets: an entry that does not resolve, then a
 * cycle.
 */
export function initSchedule(project: Project, input: ScheduleInput): Schedule {
  const lookup = projectLookup(project);
  const byId = new Map(project.tasks.map((task) => [task.id, task]));

  // Fan-out: after a root task, every task of the same name that the command line did
  // not name (the exclusions are not consulted: they only cut dependencies).
  const taskIds: string[] = [];
  const fanOut: [string, string][] = [];
  const named = new Set(input.taskIds);
  for (const id of input.taskIds) {
    taskIds.push(id);
    const task = byId.get(id)!;
    if (task.workspaceId !== project.rootWorkspace.id) continue;
    for (const same of lookup.tasksNamed.get(task.name) ?? []) {
      if (named.has(same.id)) continue;
      taskIds.push(same.id);
      fanOut.push([id, same.id]);
    }
  }

  const dependencies = new Map<string, string[]>();
  const dependents = new Map<string, string[]>();
  const initFrames = (line: number): StackFrame[] => [
    frameIn(undefined, line, 43),
    'Array.forEach (<anonymous>)',
    frameIn('TaskScheduler.init', line, 18),
    handlerFrame(input.caller, false),
    EXECUTE_FRAME,
  ];

  // analyze(): a task's entries are resolved before any of its dependencies is analysed.
  const stack: {id: string; next: number}[] = [];
  const analyse = (id: string): void => {
    const resolved = resolveEntries(project, byId.get(id)!, input.paint, () => [
      frameIn(undefined, 1153, 113),
      'Array.map (<anonymous>)',
      frameIn('TaskScheduler.analyze', 1153, 60),
      ...stack.map(() => frameIn('TaskScheduler.analyze', 1160, 12)),
      ...initFrames(1113),
    ]);
    dependencies.set(
      id,
      [...new Set(resolved)].filter((dependency) => !input.excludedIds.has(dependency)),
    );
    stack.push({id, next: 0});
  };
  for (const root of taskIds) {
    if (dependencies.has(root)) continue;
    analyse(root);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      const own = dependencies.get(frame.id)!;
      if (frame.next === own.length) {
        stack.pop();
        continue;
      }
      const dependency = own[frame.next++];
      // Recorded as the walk meets the entry, before the dependency is analysed.
      const waiting = dependents.get(dependency);
      if (waiting) waiting.push(frame.id);
      else dependents.set(dependency, [frame.id]);
      if (!dependencies.has(dependency)) analyse(dependency);
    }
  }

  for (const root of taskIds) detectCycle(root, dependencies, input.paint, initFrames(1114));
  return {taskIds, dependencies, dependents, fanOut};
}

/** The task IDs a task's dependsOn entries name (TaskRegistry.parse), or Nadle's error for the first that names nothing. */
function resolveEntries(project: Project, task: ProjectTask, paint: Paint, frames: () => StackFrame[]): string[] {
  const lookup = projectLookup(project);
  return task.settings.dependsOn.map((entry) => {
    const colon = entry.indexOf(':');
    const name = colon === -1 ? entry : entry.slice(entry.lastIndexOf(':') + 1);
    let workspace = lookup.workspaceById.get(task.workspaceId)!;
    if (colon !== -1) {
      const prefix = entry.slice(0, entry.lastIndexOf(':'));
      const found = project.workspaces.find((candidate) => candidate.id === prefix || candidate.label === prefix);
      if (!found) {
        const available = project.workspaces.map((candidate) => candidate.label || candidate.id).join(', ');
        throw new SchedulerError(
          `Workspace ${paint.highlight(prefix)} not found. Available workspaces: ${available}.`,
          [
            sharedFrameIn('Object.getWorkspaceByLabelOrId', 320, 13),
            sharedFrameIn('TaskRegistry.parse', 444, 125),
            ...frames(),
          ],
          false,
        );
      }
      workspace = found;
    }
    const dependency = lookup.taskByName.get(workspace.id)?.get(name);
    if (!dependency) {
      throw new SchedulerError(
        `Task ${paint.highlight(name)} not found in ${paint.highlight(workspace.label)} workspace.`,
        [sharedFrameIn('TaskRegistry.parse', 447, 13), ...frames()],
        false,
      );
    }
    return dependency.id;
  });
}

/**
 * detectCycle(): every path from the task, depth first, entries in order; the first
 * dependency already on the path closes the cycle Nadle reports. A task whose walk found
 * no cycle finds none on another path either (a cycle through it would be reachable from
 * it), so it is not walked again: the search stays linear where Nadle's is exponential.
 */
function detectCycle(
  root: string,
  dependencies: ReadonlyMap<string, readonly string[]>,
  paint: Paint,
  tail: StackFrame[],
): void {
  const clean = new Set<string>();
  const path: string[] = [root];
  const onPath = new Map<string, number>([[root, 0]]);
  const next: number[] = [0];
  while (path.length > 0) {
    const id = path[path.length - 1];
    const own = dependencies.get(id) ?? [];
    const index = next[next.length - 1];
    if (index === own.length) {
      clean.add(id);
      path.pop();
      next.pop();
      onPath.delete(id);
      continue;
    }
    next[next.length - 1]++;
    const dependency = own[index];
    const start = onPath.get(dependency);
    if (start !== undefined) {
      const loop = [...path.slice(start), dependency];
      const frames = [
        frameIn('TaskScheduler.detectCycle', 1142, 32),
        ...path.slice(1).map(() => frameIn('TaskScheduler.detectCycle', 1144, 12)),
        ...tail,
      ];
      throw new SchedulerCycleError(
        `Cycle detected in task ${loop.map((member) => paint.highlight(member)).join(' → ')}. Please resolve the cycle before executing tasks.`,
        [frameIn('DefaultLogger.throw', 1716, 11), ...frames],
        loop,
      );
    }
    if (clean.has(dependency)) continue;
    onPath.set(dependency, path.length);
    path.push(dependency);
    next.push(0);
  }
}

/**
 * getExecutionPlan() of a dry run: the ready tasks, and after each, what its completion
 * makes ready, appended to the list that is still being walked, so that every task in it
 * is completed again by each enclosing call. 0.5.1 does not guard against that second
 * completion: a dependent that is not ready yet loses one more of its count, and one whose
 * count is already 0 (it left the tree of the task being run, so was never marked ready)
 * makes Nadle throw "Incorrect state". A completed listed task moves the focus to the next
 * one, also a second time.
 */
export function executionPlan(
  project: Project,
  schedule: Schedule,
  input: Pick<ScheduleInput, 'parallel' | 'caller'>,
): string[] {
  const {taskIds, dependencies, dependents} = schedule;
  const indegree = new Map<string, number>();
  for (const [id, own] of dependencies) indegree.set(id, own.length);
  const ready = new Set<string>();
  // How many of each task's dependents are not ready yet: with none, completing the task
  // again changes nothing (unless it is the listed task in focus), so the walk skips it.
  const waiting = new Map<string, number>();
  for (const id of dependencies.keys()) waiting.set(id, dependents.get(id)?.length ?? 0);
  const markReady = (id: string): void => {
    ready.add(id);
    for (const dependency of dependencies.get(id) ?? []) waiting.set(dependency, waiting.get(dependency)! - 1);
  };
  let main: string | undefined = input.parallel ? undefined : taskIds[0];
  // The tasks `main` reaches, itself included: Nadle's transitive dependency sets, which
  // in a graph without cycles hold exactly what a task reaches.
  let tree: Set<string> | undefined;
  const treeOf = (id: string): Set<string> => {
    const reached = new Set<string>([id]);
    const toVisit = [id];
    while (toVisit.length > 0)
      for (const dependency of dependencies.get(toVisit.pop()!) ?? [])
        if (!reached.has(dependency)) {
          reached.add(dependency);
          toVisit.push(dependency);
        }
    return reached;
  };
  const inTree = (id: string): boolean => main === undefined || (tree ??= treeOf(main)).has(id);

  const initialReady = (): string[] => {
    const found: string[] = [];
    for (const [id, count] of indegree) {
      if (!inTree(id)) continue;
      if (count === 0 && !ready.has(id)) {
        found.push(id);
        markReady(id);
      }
    }
    return found;
  };

  // One call of getReadyTasks(done); `depth` counts the getExecutionPlan calls around it, for the stack trace.
  const readyAfter = (done: string | undefined, depth: number): string[] => {
    if (done === undefined) return initialReady();
    const found: string[] = [];
    for (const dependent of dependents.get(done) ?? []) {
      if (ready.has(dependent)) continue;
      const count = indegree.get(dependent)!;
      if (count === 0) {
        throw new SchedulerError(
          `Incorrect state. Expect ${dependent} to have indegree > 0 because it depends on the running task ${done}`,
          [
            frameIn('TaskScheduler.getReadyTasks', 1202, 15),
            frameIn('TaskScheduler.getExecutionPlan', 1237, 42),
            ...Array.from({length: depth}, () => frameIn('TaskScheduler.getExecutionPlan', 1239, 33)),
            handlerFrame(input.caller, true),
            EXECUTE_FRAME,
          ],
          false,
        );
      }
      indegree.set(dependent, count - 1);
      if (count - 1 === 0 && inTree(dependent)) {
        found.push(dependent);
        markReady(dependent);
      }
    }
    if (done === main) {
      main = taskIds[taskIds.indexOf(main) + 1];
      tree = undefined;
      return main === undefined ? [] : initialReady();
    }
    return found;
  };

  // The recursion of getExecutionPlan, with a stack of its own. Each call returns the
  // tasks it made ready followed by what the calls on each of them returned, and walks
  // that whole list, so 0.5.1 completes a task once per call around it. The model keeps
  // apart what a call returns (a node: its ready tasks, then its children's lists, in
  // the order they were made, flattened once at the end) and what is still to walk.
  // A task with no dependent left that is not ready, and which is not a listed task
  // (one that can become the task in focus), changes nothing when completed again, and
  // never will again (tasks only become ready), so it is dropped from the lists handed
  // down: each walk does work for the tasks that can still change something, and a
  // 10,000-deep chain is planned in linear time, with the same plan and errors as 0.5.1.
  const listed = new Set(taskIds);
  const spent = (id: string): boolean => waiting.get(id) === 0 && !listed.has(id);
  interface Node {
    readonly ready: readonly string[];
    readonly children: Node[];
  }
  const open = (ready: string[]): {node: Node; walk: string[]; next: number} => ({
    node: {ready, children: []},
    walk: [...ready],
    next: 0,
  });
  const rootFrame = open(readyAfter(undefined, 0));
  const frames = [rootFrame];
  while (frames.length > 0) {
    const top = frames[frames.length - 1];
    if (top.next < top.walk.length) {
      const done = top.walk[top.next++];
      if (waiting.get(done) === 0 && done !== main) continue;
      const child = open(readyAfter(done, frames.length));
      top.node.children.push(child.node);
      frames.push(child);
      continue;
    }
    frames.pop();
    const below = frames[frames.length - 1];
    if (below) for (const id of top.walk) if (!spent(id)) below.walk.push(id);
  }

  // Flatten: a node's ready tasks, then each child's list in turn.
  const plan: string[] = [];
  const toEmit: Node[] = [rootFrame.node];
  while (toEmit.length > 0) {
    const node = toEmit.pop()!;
    for (const id of node.ready) plan.push(id);
    for (let index = node.children.length - 1; index >= 0; index--) toEmit.push(node.children[index]);
  }
  return plan;
}
