// Draws a task graph of the planning model as SVG markup, the one renderer of the site: docs
// pages run it while they compile (plugins/code-highlight/task-graph/), so that they ship the
// picture and no layout code; the playground runs it in its lazily loaded chunk after Start.
// Top to bottom: a dependency above the tasks that depend on it, every arrow from a task to a
// task that waits for it (in a cycle too), each workspace a labelled box, tasks the plan
// leaves unordered side by side.
import dagre from '@dagrejs/dagre';

import type {TaskGraph} from '../nadle-model';

/** Class names (short: each is repeated in the route's JavaScript chunk). */
const CLASS = {
  svg: 'tg',
  workspace: 'tg-w',
  task: 'tg-t',
  requested: 'tg-q',
  excluded: 'tg-x',
  edge: 'tg-e',
  fanOut: 'tg-f',
  arrow: 'tg-a',
  cycle: 'tg-c',
  step: 'tg-n',
} as const;

/** The size of every label, at 1x: at least 12 px, as the site's readability rule asks (styles.ts sets it). */
export const FONT_SIZE = 13;
/** Width of one character of the monospace font at FONT_SIZE, rounded up. */
const CHAR_WIDTH = 8;
const TASK_HEIGHT = 30;
const TASK_PADDING_X = 12;
const GROUP_LABEL_HEIGHT = 22;
const GROUP_PADDING = 10;
/** Diameter of the numbered badge on an edge of a cycle, room for a 12 px number. */
const STEP_SIZE = 20;
/** How far the curve of a task's loop onto itself reaches right of its box (its badge a little further). */
const SELF_LOOP_CURVE = 40;
const SELF_LOOP_REACH = 42;

export interface DrawnGraph {
  /** The <svg> element. */
  svg: string;
  /** The kinds of marks the picture uses, for its legend. */
  uses: {dependsOn: boolean; fanOut: boolean; requested: boolean; excluded: boolean; cycle: boolean};
}

/**
 * Where the loop of a cycle goes: step `index` (from 1) of `path` says that `path[index - 1]`
 * depends on `path[index]`; it is the edge from the task depended on to the task that depends.
 */
function cycleSteps(path: readonly string[] | undefined): Map<string, number> {
  const steps = new Map<string, number>();
  (path ?? []).slice(0, -1).forEach((dependent, index) => steps.set(`${path![index + 1]}>${dependent}`, index + 1));
  return steps;
}

const round = (value: number) => Math.round(value);

/** Text as SVG/HTML character data: markup in a task name shows as text. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** How a workspace is named in the picture: its label (alias or ID), or "root" for an unaliased root. */
export function workspaceName(workspace: TaskGraph['workspaces'][number]): string {
  return workspace.label || workspace.id;
}

/**
 * The SVG of `graph`. `id` prefixes the ids inside it (unique on the page). `description`
 * (what the picture shows, in sentences) is the image's accessible name: the figure around
 * it is named by its caption, so the picture does not repeat the caption. With `cycle`
 * (task ids of a loop in the order a cycle error names them, the first again at the end)
 * the loop's edges are marked and numbered in that order; they point the way every arrow does.
 */
export function drawTaskGraph(
  graph: TaskGraph,
  {id, description, cycle}: {id: string; description: string; cycle?: readonly string[]},
): DrawnGraph {
  const steps = cycleSteps(cycle);
  // Drawn from tail to head: from a dependency to its dependent, the same in every graph.
  const ends = (edge: TaskGraph['edges'][number]) => ({tail: edge.from, head: edge.to});
  const stepOf = (edge: TaskGraph['edges'][number]) =>
    edge.kind === 'dependsOn' ? steps.get(`${edge.from}>${edge.to}`) : undefined;
  const grouped = graph.workspaces.length > 1;
  const layout = new dagre.graphlib.Graph({compound: true});
  // dagre types a node's label as any; after layout it holds the node's box, centered on x and y.
  const box = (id: string) => layout.node(id) as {x: number; y: number; width: number; height: number};
  layout.setGraph({rankdir: 'TB', nodesep: 20, ranksep: 40, marginx: 4, marginy: 4});
  layout.setDefaultEdgeLabel(() => ({}));

  // A task is at least as wide as its workspace's label (bold, a little wider than the
  // monospace estimate), so that the label fits its box.
  const labelWidth = new Map(
    graph.workspaces.map((workspace) => [
      workspace.id,
      Math.ceil(workspaceName(workspace).length * CHAR_WIDTH * 1.1) + 16 - 2 * GROUP_PADDING,
    ]),
  );
  for (const task of graph.tasks) {
    const text = grouped ? task.name : task.label;
    const width = Math.max(
      text.length * CHAR_WIDTH + 2 * TASK_PADDING_X,
      grouped ? (labelWidth.get(task.workspaceId) ?? 0) : 0,
    );
    layout.setNode(task.id, {width, height: TASK_HEIGHT});
  }
  if (grouped) {
    for (const workspace of graph.workspaces) {
      const clusterId = `ws:${workspace.id}`;
      layout.setNode(clusterId, {});
      for (const task of graph.tasks.filter((candidate) => candidate.workspaceId === workspace.id))
        layout.setParent(task.id, clusterId);
    }
  }
  // A loop onto one task is drawn by hand, beside its box; dagre places the others, with
  // room for the step badge of a cycle edge.
  for (const edge of graph.edges) {
    const {tail, head} = ends(edge);
    if (tail === head) continue;
    layout.setEdge(tail, head, stepOf(edge) === undefined ? {} : {width: STEP_SIZE, height: STEP_SIZE, labelpos: 'c'});
  }
  // Side by side, tasks keep the order of the plan (the model lists them in it), left to right.
  // Left to right: the workspace boxes in workspace order (sorted by path, as Nadle sorts
  // them), and the tasks in the model's order. Without these, dagre may mirror them.
  const order = (ids: string[]) => ids.slice(1).map((right, index) => ({left: ids[index], right}));
  const clusterOrder = grouped
    ? graph.workspaces
        .filter((workspace) => graph.tasks.some((task) => task.workspaceId === workspace.id))
        .map((workspace) => `ws:${workspace.id}`)
    : [];
  dagre.layout(layout, {constraints: [...order(clusterOrder), ...order(graph.tasks.map((task) => task.id))]});

  // Group boxes: dagre's box around the members (and a loop beside one), grown by a padding and a label row on top.
  const selfLooped = new Set(graph.edges.filter((edge) => edge.from === edge.to).map((edge) => edge.from));
  const groups = grouped
    ? graph.workspaces.flatMap((workspace) => {
        const tasks = graph.tasks.filter((task) => task.workspaceId === workspace.id);
        const members = tasks.map((task) => box(task.id));
        if (members.length === 0) return [];
        const left = Math.min(...members.map((node) => node.x - node.width / 2)) - GROUP_PADDING;
        const right =
          Math.max(
            ...tasks.map(
              (task, index) =>
                members[index].x + members[index].width / 2 + (selfLooped.has(task.id) ? SELF_LOOP_REACH : 0),
            ),
          ) + GROUP_PADDING;
        const top = Math.min(...members.map((node) => node.y - node.height / 2)) - GROUP_PADDING - GROUP_LABEL_HEIGHT;
        const bottom = Math.max(...members.map((node) => node.y + node.height / 2)) + GROUP_PADDING;
        return [{name: workspaceName(workspace), left, right, top, bottom}];
      })
    : [];

  const allBoxes = [
    ...graph.tasks.map((task) => {
      const node = box(task.id);
      const reach = selfLooped.has(task.id) ? SELF_LOOP_REACH : 0;
      return {
        left: node.x - node.width / 2,
        right: node.x + node.width / 2 + reach,
        top: node.y - node.height / 2,
        bottom: node.y + node.height / 2,
      };
    }),
    ...groups,
    // The step badges of a cycle's edges.
    ...graph.edges.flatMap((edge) => {
      const {tail, head} = ends(edge);
      const laidOut =
        tail === head || stepOf(edge) === undefined
          ? undefined
          : (layout.edge(tail, head) as {x?: number; y?: number} | undefined);
      if (laidOut?.x === undefined || laidOut.y === undefined) return [];
      return [
        {
          left: laidOut.x - STEP_SIZE / 2,
          right: laidOut.x + STEP_SIZE / 2,
          top: laidOut.y - STEP_SIZE / 2,
          bottom: laidOut.y + STEP_SIZE / 2,
        },
      ];
    }),
  ];
  // The group label row may reach above dagre's margin: shift everything into view.
  const offsetX = 2 - Math.min(0, ...allBoxes.map((box) => box.left));
  const offsetY = 2 - Math.min(0, ...allBoxes.map((box) => box.top));
  const width = round(Math.max(...allBoxes.map((box) => box.right)) + offsetX + 2);
  const height = round(Math.max(...allBoxes.map((box) => box.bottom)) + offsetY + 2);
  const x = (value: number) => round(value + offsetX);
  const y = (value: number) => round(value + offsetY);

  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" class="${CLASS.svg}" width="${width}" height="${height}"`,
    ` viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(description)}">`,
    `<defs><marker id="${id}-a" viewBox="0 0 8 8" refX="8" refY="4" markerWidth="8" markerHeight="8" orient="auto"><path class="${CLASS.arrow}" d="M0 0L8 4L0 8z"/></marker>`,
    steps.size > 0
      ? `<marker id="${id}-c" viewBox="0 0 8 8" refX="8" refY="4" markerWidth="5" markerHeight="5" orient="auto"><path class="${CLASS.arrow}" d="M0 0L8 4L0 8z"/></marker>`
      : '',
    '</defs>',
  );
  for (const group of groups) {
    parts.push(
      `<g class="${CLASS.workspace}"><rect x="${x(group.left)}" y="${y(group.top)}" width="${round(group.right - group.left)}" height="${round(group.bottom - group.top)}" rx="6"/>`,
      `<text x="${x(group.left) + 8}" y="${y(group.top) + 16}">${escapeXml(group.name)}</text></g>`,
    );
  }
  const badges: string[] = [];
  for (const edge of graph.edges) {
    const {tail, head} = ends(edge);
    const step = stepOf(edge);
    const classes = [CLASS.edge, edge.kind === 'fanOut' ? CLASS.fanOut : '', step === undefined ? '' : CLASS.cycle]
      .filter(Boolean)
      .join(' ');
    let d: string;
    let badge: {x: number; y: number} | undefined;
    if (tail === head) {
      // Out of the box's right side above its middle, round, and back in below it.
      const node = box(tail);
      const right = x(node.x + node.width / 2);
      const middle = y(node.y);
      d = `M${right} ${middle - 10}C${right + SELF_LOOP_CURVE} ${middle - 30} ${right + SELF_LOOP_CURVE} ${middle + 30} ${right} ${middle + 10}`;
      badge = {x: right + round(SELF_LOOP_CURVE * 0.75), y: middle};
    } else {
      const laidOut = layout.edge(tail, head) as
        {points?: {x: number; y: number}[]; x?: number; y?: number} | undefined;
      const points = laidOut?.points ?? [];
      if (points.length < 2) continue;
      d = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(point.x)} ${y(point.y)}`).join('');
      if (laidOut?.x !== undefined && laidOut.y !== undefined) badge = {x: x(laidOut.x), y: y(laidOut.y)};
    }
    // A cycle's edges are thicker; their arrowhead, which grows with the line, is drawn smaller to match.
    parts.push(`<path class="${classes}" d="${d}" marker-end="url(#${id}-${step === undefined ? 'a' : 'c'})"/>`);
    // Badges go over every edge and box, so that no line crosses a number.
    if (step !== undefined && badge) {
      badges.push(
        `<g class="${CLASS.step}"><circle cx="${badge.x}" cy="${badge.y}" r="${STEP_SIZE / 2}"/>` +
          `<text x="${badge.x}" y="${badge.y + 4}">${step}</text></g>`,
      );
    }
  }
  for (const task of graph.tasks) {
    const node = box(task.id);
    const classes = [CLASS.task, task.requested ? CLASS.requested : '', task.excluded ? CLASS.excluded : '']
      .filter(Boolean)
      .join(' ');
    const left = x(node.x - node.width / 2);
    const top = y(node.y - node.height / 2);
    parts.push(
      `<g class="${classes}"><rect x="${left}" y="${top}" width="${round(node.width)}" height="${TASK_HEIGHT}" rx="4"/>`,
      `<text x="${left + TASK_PADDING_X}" y="${top + 19}">${escapeXml(grouped ? task.name : task.label)}</text></g>`,
    );
  }
  parts.push(...badges, '</svg>');
  return {
    svg: parts.join(''),
    uses: {
      dependsOn: graph.edges.some((edge) => edge.kind === 'dependsOn' && stepOf(edge) === undefined),
      fanOut: graph.edges.some((edge) => edge.kind === 'fanOut'),
      requested: graph.tasks.some((task) => task.requested),
      excluded: graph.tasks.some((task) => task.excluded),
      cycle: steps.size > 0,
    },
  };
}
