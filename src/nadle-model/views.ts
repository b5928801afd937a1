import {pathContains, type Project, type ProjectTask, type Workspace} from './project';

const UNCATEGORIZED = 'Uncategorized';
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * `--list`: one block per group, headed `<Group> tasks` and underlined with dashes;
 * groups alphabetically with Uncategorized last; in a group the root's tasks first, then
 * by label; each line is the label, then ` - <description>` when there is one.
 * `No tasks found` when nothing is registered.
 *
 * Not fixed by what is known of Nadle, so chosen here: the underline is as long as the
 * header, a blank line separates groups, lines are not indented, only the first letter of
 * the group name is upper-cased, and names are compared by character codes.
 */
export function formatTaskList(project: Project): {output: string; notes: string[]} {
  if (project.tasks.length === 0) return {output: 'No tasks found', notes: []};
  const notes: string[] = [];
  const groups = new Map<string, typeof project.tasks>();
  for (const task of project.tasks) {
    const group = task.settings.group ?? UNCATEGORIZED;
    groups.set(group, [...(groups.get(group) ?? []), task]);
  }
  const groupOrder = (compare: (a: string, b: string) => number) => (a: string, b: string) =>
    a === UNCATEGORIZED ? 1 : b === UNCATEGORIZED ? -1 : compare(a, b);
  const names = [...groups.keys()].sort(groupOrder(byCodeUnits));
  if (!sameOrder(names, groupOrder(byCodeUnits), groupOrder(ignoringCase))) notes.push(CASE_NOTE);
  if (names.some((name) => /[A-Z]/.test(name.slice(1)))) {
    notes.push('Nadle capitalises group names in the headers; whether it also lower-cases the rest of a name is not known, so the rest is shown as written.');
  }
  const rootId = project.rootWorkspace.id;
  const taskOrder = (compare: (a: string, b: string) => number) => (a: ProjectTask, b: ProjectTask) =>
    Number(b.workspaceId === rootId) - Number(a.workspaceId === rootId) || compare(a.label, b.label);
  const output = names
    .map((group) => {
      const header = `${group.charAt(0).toUpperCase()}${group.slice(1)} tasks`;
      const members = [...groups.get(group)!].sort(taskOrder(byCodeUnits));
      if (!notes.includes(CASE_NOTE) && !sameOrder(members, taskOrder(byCodeUnits), taskOrder(ignoringCase))) notes.push(CASE_NOTE);
      const lines = members.map((task) => (task.settings.description ? `${task.label} - ${task.settings.description}` : task.label));
      return [header, '-'.repeat(header.length), ...lines].join('\n');
    })
    .join('\n\n');
  return {output, notes};
}

const CASE_NOTE = 'Nadle sorts groups and tasks alphabetically; how it places upper-case letters against lower-case ones is not known. Here upper-case letters come first.';
const ignoringCase = (a: string, b: string): number => byCodeUnits(a.toLowerCase(), b.toLowerCase()) || byCodeUnits(a, b);

/** True when sorting `sorted` (already in `first` order) by `second` keeps it as it is. */
function sameOrder<T>(sorted: readonly T[], first: (a: T, b: T) => number, second: (a: T, b: T) => number): boolean {
  const again = [...sorted].sort(second);
  return again.every((item, index) => item === sorted[index] || first(item, sorted[index]) === 0);
}

/**
 * `--list-workspaces`: `Available workspaces:`, then `Root workspace root` and, under
 * it, `Workspace <id>` for each workspace, a workspace inside another's folder under
 * that one, with ` (alias: <label>)` when the label differs from the ID (the root's
 * default label '' is not an alias). Each level is indented by two more spaces: how Nadle
 * draws the tree is not known.
 */
export function formatWorkspaceTree(project: Project): string {
  const aliasSuffix = (workspace: Workspace): string =>
    workspace.label !== '' && workspace.label !== workspace.id ? ` (alias: ${workspace.label})` : '';
  const parentOf = (workspace: Workspace): Workspace =>
    project.workspaces.filter((other) => other !== workspace && pathContains(other.relativePath, workspace.relativePath)).at(-1)!;
  const lines = ['Available workspaces:'];
  const draw = (workspace: Workspace, depth: number): void => {
    const name = workspace.isRoot ? `Root workspace ${workspace.id}` : `Workspace ${workspace.id}`;
    lines.push(`${'  '.repeat(depth)}${name}${aliasSuffix(workspace)}`);
    for (const child of project.workspaces) if (!child.isRoot && parentOf(child) === workspace) draw(child, depth + 1);
  };
  draw(project.rootWorkspace, 0);
  return lines.join('\n');
}
