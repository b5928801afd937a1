import type {Project, ProjectTask, Workspace} from './project';

import {paintFor, type Paint} from './terminal';

const UNCATEGORIZED = 'Uncategorized';
const PLAIN = paintFor(false);
// Nadle compares names with localeCompare; the recordings ran under an English locale.
const byLocale = (a: string, b: string): number => a.localeCompare(b, 'en-US');

/**
 * `--list`, as Nadle's ListHandler prints it: one block per group, headed `<Group> tasks`
 * (the first letter upper-cased) and underlined with as many dashes, groups in locale
 * order with Uncategorized last, a blank line between groups; in a group the root's tasks
 * first, then by label in locale order; each line the label, then ` - <description>`
 * when there is one. `No tasks found` when nothing is registered.
 */
export function formatTaskList(project: Project, paint: Paint = PLAIN): string[] {
  if (project.tasks.length === 0) return ['No tasks found'];
  const groups = new Map<string, ProjectTask[]>();
  for (const task of project.tasks) {
    const group = task.settings.group ?? UNCATEGORIZED;
    // Appended in place: copying the group for each task was quadratic.
    const members = groups.get(group);
    if (members) members.push(task);
    else groups.set(group, [task]);
  }
  const names = [...groups.keys()].sort(
    (a, b) => Number(a === UNCATEGORIZED) - Number(b === UNCATEGORIZED) || byLocale(a, b),
  );
  const rootId = project.rootWorkspace.id;
  const lines: string[] = [];
  names.forEach((group, index) => {
    const header = `${group.charAt(0).toUpperCase()}${group.slice(1)} tasks`;
    lines.push(paint.bold(header), paint.bold('-'.repeat(header.length)));
    const members = [...groups.get(group)!].sort(
      (a, b) => Number(b.workspaceId === rootId) - Number(a.workspaceId === rootId) || byLocale(a.label, b.label),
    );
    for (const task of members) {
      lines.push(
        task.settings.description
          ? paint.bold(paint.green(task.label)) + paint.yellow(` - ${task.settings.description}`)
          : paint.green(task.label),
      );
    }
    if (index < names.length - 1) lines.push('');
  });
  return lines;
}

/**
 * `--list-workspaces`: `Available workspaces:` and a blank line, then the tree: `Root
 * workspace root`, and under each workspace the ones whose folder lies nearest inside
 * its own, in workspace order, drawn with `├── `, `└── ` and `│   `; ` (alias: <label>)`
 * when the label is neither the ID nor empty. Returned as the two messages Nadle logs.
 */
export function formatWorkspaceTree(project: Project, paint: Paint = PLAIN): [string, string] {
  const name = (workspace: Workspace): string => {
    const parts = [workspace.isRoot ? 'Root workspace' : 'Workspace', paint.highlight(workspace.id)];
    if (workspace.label !== workspace.id && workspace.label !== '')
      parts.push(paint.dim(`(alias: ${workspace.label})`));
    return parts.join(' ');
  };
  // Each workspace's children, in workspace order. Its parent is the workspace whose
  // folder is the nearest one above it (the root's, '.', is above every folder); the
  // folders above are looked up by path, which beats asking every workspace of each one.
  const byPath = new Map(project.workspaces.map((workspace) => [workspace.relativePath, workspace]));
  const children = new Map<Workspace, Workspace[]>();
  for (const workspace of project.workspaces) {
    if (workspace.isRoot) continue;
    let parent: Workspace | undefined;
    const path = workspace.relativePath;
    for (let cut = path.lastIndexOf('/'); cut > 0 && !parent; cut = path.lastIndexOf('/', cut - 1))
      parent = byPath.get(path.slice(0, cut));
    parent ??= byPath.get('.');
    if (!parent) continue;
    const siblings = children.get(parent);
    if (siblings) siblings.push(workspace);
    else children.set(parent, [workspace]);
  }
  // Depth first with a stack of its own (folders may nest deeply); each entry carries the
  // prefix its line gets from the levels above. Nadle draws `│   ` before every deeper
  // line, under the last child too.
  const lines: string[] = [];
  const toDraw: {workspace: Workspace; prefix: string; childPrefix: string}[] = [
    {workspace: project.rootWorkspace, prefix: '', childPrefix: ''},
  ];
  while (toDraw.length > 0) {
    const {workspace, prefix, childPrefix} = toDraw.pop()!;
    lines.push(`${prefix}${name(workspace)}`);
    const own = children.get(workspace) ?? [];
    for (let index = own.length - 1; index >= 0; index--) {
      const last = index === own.length - 1;
      toDraw.push({
        workspace: own[index],
        prefix: `${childPrefix}${last ? '└── ' : '├── '}`,
        childPrefix: `${childPrefix}│   `,
      });
    }
  }
  return [paint.bold('Available workspaces:\n'), lines.join('\n')];
}
