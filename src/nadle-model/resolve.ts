import {NadleModelError} from './errors';
import {projectLookup, type Project, type ProjectTask, type Workspace} from './project';
import {didYouMean, matchesInitials, matchName, suggestNames, withinFuzzyDistance} from './suggestion';
import {paintFor, type Paint} from './terminal';

const PLAIN = paintFor(false);

/** A task named on the command line (a task to run or an `--exclude` value), after correction. */
export interface ResolvedTaskInput {
  readonly rawInput: string;
  readonly taskId: string;
  /** True when the input was not an exact name: a corrected part, or a fallback to the root workspace. */
  readonly corrected: boolean;
}

/** `packages:app:build` → workspace part `packages:app`, task part `build`; no colon → no workspace part. */
export function splitIdentifier(input: string): {workspacePart?: string; taskPart: string} {
  const colon = input.lastIndexOf(':');
  return colon === -1 ? {taskPart: input} : {workspacePart: input.slice(0, colon), taskPart: input.slice(colon + 1)};
}

function tasksOf(project: Project, workspace: Workspace): readonly ProjectTask[] {
  return projectLookup(project).tasksOf.get(workspace.id) ?? [];
}

/** Receives Nadle's debug lines (`Suggesting for input: …`) while a name is resolved. */
export type Trace = (line: string) => void;

/** The debug lines of Nadle's suggest(): the candidates, then each matcher's hits until one gives exactly one. */
function traceSuggestion(input: string, names: readonly string[], trace: Trace): void {
  trace(`Suggesting for input: '${input}' with [${names.join(', ')}]`);
  if (names.includes(input)) return;
  const unique = [...new Set(names)];
  const byInitials = unique.filter((name) => matchesInitials(input, name));
  trace(`Using InitialsMatcher: [${byInitials.join(', ')}]`);
  if (byInitials.length === 1) return;
  const byDistance = unique.filter((name) => withinFuzzyDistance(input, name));
  trace(`Using FuzzyMatcher: [${byDistance.join(', ')}]`);
  if (byDistance.length === 1) return;
  trace(`Using LevenshteinMatcher: [${suggestNames(input, names).join(', ')}]`);
}

function findTask(
  project: Project,
  workspace: Workspace,
  input: string,
  trace?: Trace,
): {task: ProjectTask; exact: boolean} | undefined {
  if (trace)
    traceSuggestion(
      input,
      tasksOf(project, workspace).map((task) => task.name),
      trace,
    );
  // An exact name is the cascade's first step; looking it up keeps a command line of
  // many exact names from scanning every task once per name.
  const exact = projectLookup(project).taskByName.get(workspace.id)?.get(input);
  if (exact) return {task: exact, exact: true};
  const candidates = tasksOf(project, workspace);
  const match = matchName(
    input,
    candidates.map((task) => task.name),
  );
  if (!match) return undefined;
  return {task: candidates.find((task) => task.name === match.value)!, exact: match.kind === 'exact'};
}

/** Where a command-line name failed, for the stack trace of Nadle's uncaught error. */
export type ResolveSite = 'task' | 'prefixed-task' | 'workspace';

/** A name on the command line that resolves to nothing: Nadle logs it, then throws it uncaught. */
export class UnresolvedInputError extends NadleModelError {
  readonly site: ResolveSite;

  constructor(message: string, site: ResolveSite) {
    super(message);
    this.site = site;
  }
}

/** Nadle's `Did you mean …?` list, each name highlighted; '' without suggestions. */
function suggestionText(suggestions: readonly string[], paint: Paint): string {
  return didYouMean(suggestions.map((name) => paint.highlight(name)));
}

/**
 * Resolves one task typed on the command line as Nadle's TaskInputResolver does: a
 * workspace part is matched against every workspace label and ID; a task part against
 * the tasks of that workspace or, without a workspace part, of the current workspace and
 * then the root. Each part goes through the correction cascade; the error names
 * workspaces by ID and suggests names of the first workspace searched only.
 */
export function resolveTaskInput(
  project: Project,
  rawInput: string,
  paint: Paint = PLAIN,
  trace?: Trace,
): ResolvedTaskInput {
  const {workspacePart, taskPart} = splitIdentifier(rawInput);
  const current = project.currentWorkspace;
  const resolveIn = (workspace: Workspace, fallback: Workspace | undefined, site: ResolveSite): string => {
    const names = tasksOf(project, workspace).map((task) => task.name);
    const found = findTask(project, workspace, taskPart, trace);
    if (found) return found.task.id;
    if (fallback) {
      const inFallback = findTask(project, fallback, taskPart, trace);
      if (inFallback) return inFallback.task.id;
    }
    const where = `${paint.highlight(workspace.id)}${fallback ? ` nor ${paint.highlight(fallback.id)}` : ''}`;
    throw new UnresolvedInputError(
      `Task ${paint.highlight(taskPart)} not found in ${where} workspace. ${suggestionText(suggestNames(taskPart, names), paint)}`,
      site,
    );
  };

  let taskId: string;
  if (workspacePart !== undefined) {
    const names = [
      ...new Set(project.workspaces.flatMap((workspace) => [workspace.label, workspace.id]).filter(Boolean)),
    ];
    if (trace) traceSuggestion(workspacePart, names, trace);
    const match = matchName(workspacePart, names);
    if (!match) {
      throw new UnresolvedInputError(
        `Workspace ${paint.highlight(workspacePart)} not found. ${suggestionText(suggestNames(workspacePart, names), paint)}`,
        'workspace',
      );
    }
    const workspace = project.workspaces.find(
      (candidate) => candidate.id === match.value || candidate.label === match.value,
    )!;
    taskId = resolveIn(workspace, undefined, 'prefixed-task');
  } else {
    taskId = resolveIn(current, current.isRoot ? undefined : project.rootWorkspace, 'task');
  }
  // Corrected: the task or the workspace part differs from what was typed; an
  // unprefixed name counts as corrected when it resolved outside the current workspace.
  const resolved = splitIdentifier(taskId);
  const corrected =
    resolved.taskPart !== taskPart ||
    (workspacePart !== undefined ? resolved.workspacePart !== workspacePart : resolved.workspacePart !== current.id);
  return {rawInput, taskId, corrected};
}

/**
 * The `Resolved tasks:` block of the tasks and exclusions that were corrected: each line
 * indented by four spaces, the typed names padded to the longest, two spaces, the arrow
 * and the task ID; '' when nothing was corrected. Nadle follows it with a blank line.
 */
export function formatResolvedTasks(inputs: readonly ResolvedTaskInput[], paint: Paint = PLAIN): string {
  const corrected = inputs.filter((input) => input.corrected);
  if (corrected.length === 0) return '';
  const width = Math.max(...corrected.map((input) => input.rawInput.length));
  return [
    'Resolved tasks:',
    ...corrected.map(
      (input) =>
        `    ${paint.highlight(input.rawInput.padEnd(width, ' '))}  → ${paint.green(paint.bold(input.taskId))}`,
    ),
  ].join('\n');
}

function notFoundInWorkspace(name: string, workspace: Workspace): NadleModelError {
  // The message names the workspace by its label, which for the root is '' by default.
  return new NadleModelError(`Task ${name} not found in ${workspace.label} workspace.`);
}

/**
 * The task one `dependsOn` entry names: an exact name in the declaring task's workspace,
 * or `<workspace ID or label>:<name>` in another. No correction, no root fallback.
 */
export function resolveDependency(project: Project, declaring: ProjectTask, entry: string): ProjectTask {
  const {workspacePart, taskPart} = splitIdentifier(entry);
  // Looked up rather than searched for: a project of thousands of entries stays linear.
  const lookup = projectLookup(project);
  let workspace = lookup.workspaceById.get(declaring.workspaceId)!;
  if (workspacePart !== undefined) {
    const named = lookup.workspaceByName.get(workspacePart);
    if (!named) {
      throw new NadleModelError(
        `Workspace ${workspacePart} not found. Available workspaces: ${project.workspaces.map((candidate) => candidate.label || candidate.id).join(', ')}.`,
      );
    }
    workspace = named;
  }
  const task = lookup.taskByName.get(workspace.id)?.get(taskPart);
  if (!task) throw notFoundInWorkspace(taskPart, workspace);
  return task;
}
