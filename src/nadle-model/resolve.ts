import {NadleModelError, TEXT_GAP} from './errors';
import {projectLookup, type Project, type ProjectTask, type Workspace} from './project';
import {matchName, suggestNames, withSuggestions} from './suggestion';

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

/** The IDs and labels a workspace part may name, each with its workspace. */
function workspaceNames(project: Project): {name: string; workspace: Workspace}[] {
  return project.workspaces.flatMap((workspace) => [
    {name: workspace.id, workspace},
    ...(workspace.label !== '' && workspace.label !== workspace.id ? [{name: workspace.label, workspace}] : []),
  ]);
}

function findTask(project: Project, workspace: Workspace, input: string): {task: ProjectTask; exact: boolean} | undefined {
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

/** A command-line task name missing from `workspace`, whose wording is known only in part, with suggestions from that workspace's tasks. */
function taskMissingFrom(project: Project, workspace: Workspace, taskPart: string): NadleModelError {
  const names = tasksOf(project, workspace).map((task) => task.name);
  return new NadleModelError(withSuggestions(`Task ${taskPart} not found in ${TEXT_GAP}`, suggestNames(taskPart, names)), 'partial');
}

/**
 * Resolves one task typed on the command line the way Nadle does: a workspace part is
 * matched against workspace IDs and labels; a task part against the tasks of that
 * workspace, or, without a workspace part, of the current workspace and then the root.
 * Each part goes through the correction cascade.
 */
export function resolveTaskInput(project: Project, rawInput: string): ResolvedTaskInput {
  const {workspacePart, taskPart} = splitIdentifier(rawInput);

  if (workspacePart !== undefined) {
    const names = workspaceNames(project);
    const workspaceMatch = matchName(
      workspacePart,
      names.map(({name}) => name),
    );
    if (!workspaceMatch) {
      throw new NadleModelError(
        withSuggestions(
          `Workspace ${workspacePart} not found.`,
          suggestNames(
            workspacePart,
            names.map(({name}) => name),
          ),
        ),
      );
    }
    const workspace = names.find(({name}) => name === workspaceMatch.value)!.workspace;
    const found = findTask(project, workspace, taskPart);
    if (!found) {
      // Nadle's wording for a task missing from a named workspace is not known.
      throw taskMissingFrom(project, workspace, taskPart);
    }
    return {rawInput, taskId: found.task.id, corrected: workspaceMatch.kind !== 'exact' || !found.exact};
  }

  const current = project.currentWorkspace;
  const inCurrent = findTask(project, current, taskPart);
  if (inCurrent) return {rawInput, taskId: inCurrent.task.id, corrected: !inCurrent.exact};

  if (current.isRoot) {
    // Nadle's wording for a task missing from the root, run from the root, is not known.
    throw taskMissingFrom(project, current, taskPart);
  }

  const inRoot = findTask(project, project.rootWorkspace, taskPart);
  if (inRoot) return {rawInput, taskId: inRoot.task.id, corrected: true};
  throw new NadleModelError(
    withSuggestions(
      `Task ${taskPart} not found in ${current.label} nor root workspace.`,
      suggestNames(taskPart, [...tasksOf(project, current), ...tasksOf(project, project.rootWorkspace)].map((task) => task.name)),
    ),
  );
}

/** `Resolved tasks:` and one `<raw input> → <task ID>` line per corrected input; '' when nothing was corrected. */
export function formatResolvedTasks(inputs: readonly ResolvedTaskInput[]): string {
  const corrected = inputs.filter((input) => input.corrected);
  if (corrected.length === 0) return '';
  return ['Resolved tasks:', ...corrected.map((input) => `${input.rawInput} → ${input.taskId}`)].join('\n');
}

function notFoundInWorkspace(name: string, workspace: Workspace): NadleModelError {
  // The message names the workspace by its label; the root's default label is '', and
  // what Nadle prints in its place is not known.
  return workspace.label === ''
    ? new NadleModelError(`Task ${name} not found in ${TEXT_GAP} workspace.`, 'partial')
    : new NadleModelError(`Task ${name} not found in ${workspace.label} workspace.`);
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
      throw new NadleModelError(`Workspace ${workspacePart} not found. Available workspaces: ${project.workspaces.map((candidate) => candidate.id).join(', ')}.`);
    }
    workspace = named;
  }
  const task = lookup.taskByName.get(workspace.id)?.get(taskPart);
  if (!task) throw notFoundInWorkspace(taskPart, workspace);
  return task;
}
