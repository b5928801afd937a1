import type {Project, ProjectTask, Workspace} from './project';

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
  const groups = new Map<string, ProjectTask[]>();
  for (const task of project.tasks) {
    const group = task.settings.group ?? UNCATEGORIZED;
    // Appended in place: copying the group for each task was quadratic.
    const members = groups.get(group);
    if (members) members.push(task);
    else groups.set(group, [task]);
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
  // Each workspace's children, in workspace order. Its parent is the workspace whose
  // folder is the nearest one above it (the root's, '.', is above every folder); the
  // folders above are looked up by path, which beats asking every workspace of each one.
  const byPath = new Map(project.workspaces.map((workspace) => [workspace.relativePath, workspace]));
  const children = new Map<Workspace, Workspace[]>();
  for (const workspace of project.workspaces) {
    if (workspace.isRoot) continue;
    let parent: Workspace | undefined;
    const path = workspace.relativePath;
    for (let cut = path.lastIndexOf('/'); cut > 0 && !parent; cut = path.lastIndexOf('/', cut - 1)) parent = byPath.get(path.slice(0, cut));
    parent ??= byPath.get('.');
    if (!parent) continue;
    const siblings = children.get(parent);
    if (siblings) siblings.push(workspace);
    else children.set(parent, [workspace]);
  }
  const lines = ['Available workspaces:'];
  // Depth first, children in workspace order, with a stack of its own: folders may nest deeply.
  const toDraw: {workspace: Workspace; depth: number}[] = [{workspace: project.rootWorkspace, depth: 0}];
  while (toDraw.length > 0) {
    const {workspace, depth} = toDraw.pop()!;
    const name = workspace.isRoot ? `Root workspace ${workspace.id}` : `Workspace ${workspace.id}`;
    lines.push(`${'  '.repeat(depth)}${name}${aliasSuffix(workspace)}`);
    const own = children.get(workspace) ?? [];
    for (let index = own.length - 1; index >= 0; index--) toDraw.push({workspace: own[index], depth: depth + 1});
  }
  return lines.join('\n');
}
