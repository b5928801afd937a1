import {chooseAction, NO_TASKS_HINT, parseArgv, type CommandAction} from './cli-options';
import {NadleModelError, withinPlannerLimits} from './errors';
import {NadleCycleError, planRun, type TaskCycle, type TaskGraph} from './plan';
import type {Project} from './project';
import {formatResolvedTasks, resolveTaskInput, type ResolvedTaskInput} from './resolve';
import {formatTaskList, formatWorkspaceTree} from './views';

export const NADLE_VERSION = '0.5.1';

export interface CommandResult {
  /** The lines Nadle prints that are known exactly, joined with '\n'; `…` marks a known gap in a line. */
  output: string;
  /** False when Nadle would stop with an error. */
  ok: boolean;
  /** The error text, when !ok. */
  error?: string;
  action: CommandAction;
  /** The tasks this run would handle, for drawing. */
  graph?: TaskGraph;
  /** Task labels in the printed order of the plan (dry run and execute). */
  plan?: string[];
  /** Sets of task labels whose relative start order Nadle leaves open. */
  unordered?: string[][];
  /** Plain-language caveats to show with the output. */
  notes?: string[];
  /** With a cycle error: the loop it names, for drawing. */
  cycle?: TaskCycle;
}

const HEADER_NOTE = 'The welcome header and the closing RUN SUCCESSFUL line, which holds a duration, are left out.';

function listNames(names: readonly string[]): string {
  return names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function failure(action: CommandAction, error: NadleModelError, printed: string[], notes: string[]): CommandResult {
  if (error.fidelity === 'partial') notes.push('Nadle prints more of this error than is known; `…` marks the missing part.');
  if (error.fidelity === 'described') notes.push("Nadle stops with an error here, but its exact message is not known; the text says why in plain words.");
  const output = error.fidelity === 'described' ? printed : [...printed, error.message];
  return {output: output.filter(Boolean).join('\n'), ok: false, error: error.message, action, notes, ...(error instanceof NadleCycleError ? {cycle: error.cycle} : {})};
}

/**
 * What `nadle <argv>` does in the project: which handler runs, what it prints, and for a
 * run, the tasks it handles and their order. Running a task is not modelled.
 *
 * Throws PlannerLimitError when the project is beyond what the planner can hold (the
 * engine's string or array size): the planner's limit, not a Nadle error nor the config's.
 */
export function runCommand(project: Project, argv: readonly string[]): CommandResult {
  // The config's own functions ran when the project was created; none runs here.
  return withinPlannerLimits(() => answerCommand(project, argv));
}

function answerCommand(project: Project, argv: readonly string[]): CommandResult {
  const parsed = parseArgv(argv);
  if ('error' in parsed) {
    if (parsed.unsupported) {
      return {output: '', ok: false, error: parsed.error, action: 'execute', notes: ['This page does not read this command line; Nadle itself may accept it.']};
    }
    return failure('execute', new NadleModelError(parsed.error, parsed.exact ? 'exact' : 'described'), [], []);
  }
  const action = chooseAction(parsed);
  const notes: string[] = [];

  switch (action) {
    case 'help':
      return {output: '', ok: true, action, notes: ['Nadle prints its usage and the options in three groups: Execution options, General options and Miscellaneous options.']};
    case 'version':
      return {output: NADLE_VERSION, ok: true, action};
    case 'list': {
      const {output, notes: listNotes} = formatTaskList(project);
      return {output, ok: true, action, notes: ['Blank lines, indentation and the underline length are shown as this page draws them.', ...listNotes, HEADER_NOTE]};
    }
    case 'list-workspaces':
      return {output: formatWorkspaceTree(project), ok: true, action, notes: ['The tree is drawn with indentation here; Nadle may draw it with other characters.', HEADER_NOTE]};
    case 'clean-cache':
      return {output: '', ok: true, action, notes: ['Nadle deletes the cache directory (`.nadle` in the project root unless --cache-dir says otherwise) and runs no task.']};
    case 'show-config':
      return {output: '', ok: true, action, notes: ['Nadle prints the resolved options as JSON, with absolute paths of this machine; the page does not reproduce it.']};
    case 'interactive':
      return {output: '', ok: true, action, notes: ['With no task named, Nadle opens an interactive picker to choose the tasks to run.']};
  }

  if (action === 'dry-run' && parsed.tasks.length === 0) {
    return {output: NO_TASKS_HINT, ok: true, action, notes: ['Nadle prints more of this hint than is known; `…` marks the missing part.']};
  }

  const printed: string[] = [];
  try {
    const requested = parsed.tasks.map((input) => resolveTaskInput(project, input));
    const excluded: ResolvedTaskInput[] = parsed.exclude.map((input) => resolveTaskInput(project, input));
    const resolvedBlock = formatResolvedTasks(requested);
    if (resolvedBlock) {
      printed.push(resolvedBlock);
      notes.push('The lines of the Resolved tasks block are shown without indentation.');
    }
    if (excluded.some((entry) => entry.corrected)) {
      notes.push('An --exclude value was corrected; whether Nadle lists it under Resolved tasks is not known, so it is not shown there.');
    }
    if (parsed.wordsAfterExclude.length > 0) {
      notes.push(`${listNames(parsed.wordsAfterExclude)} came right after an --exclude value; this page runs them, but Nadle may read them as more tasks to exclude.`);
    }

    const byId = new Map(project.tasks.map((task) => [task.id, task]));
    const plan = planRun(
      project,
      requested.map((entry) => byId.get(entry.taskId)!),
      new Set(excluded.map((entry) => entry.taskId)),
      parsed.parallel,
    );
    for (const set of plan.unordered) {
      notes.push(`Nadle does not fix the order in which ${listNames(set)} start, beyond each waiting for its own dependencies; the plan shows one possible order.`);
    }
    if (plan.graph.tasks.some((task) => task.excluded && task.requested)) {
      notes.push('A task both named and excluded is left out here; what Nadle does with it is not known.');
    }

    if (action === 'dry-run') {
      printed.push(['Execution plan:', ...plan.order.map((label) => `> Task ${label}`)].join('\n'));
      notes.push(HEADER_NOTE);
    } else {
      notes.push('Running the tasks is not shown: the list is the order in which they would start.');
    }
    return {output: printed.join('\n'), ok: true, action, graph: plan.graph, plan: [...plan.order], unordered: plan.unordered.map((set) => [...set]), notes};
  } catch (error) {
    if (error instanceof NadleModelError) return failure(action, error, printed, notes);
    throw error;
  }
}
