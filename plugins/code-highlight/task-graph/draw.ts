// Draws a task graph of the planning model as a static figure: laid out with dagre while the
// page compiles, written as SVG markup with rounded coordinates and CSS classes, so that the
// page ships the picture and no layout code. Top to bottom: a dependency above the tasks that
// depend on it, each workspace a labelled box, tasks the plan leaves unordered side by side.
import dagre from '@dagrejs/dagre';

import type {TaskGraph} from './model';

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
} as const;

const FONT_SIZE = 13;
/** Width of one character of the monospace font at FONT_SIZE, rounded up. */
const CHAR_WIDTH = 8;
const TASK_HEIGHT = 30;
const TASK_PADDING_X = 12;
const GROUP_LABEL_HEIGHT = 22;
const GROUP_PADDING = 10;

/** The styles of every figure of a page, written once per page. */
export const TASK_GRAPH_CSS = [
  '.tg-fig{margin:0 0 var(--ifm-leading)}',
  '.tg-scroll{overflow-x:auto;max-width:100%;padding:2px}',
  '.tg-scroll:focus-visible{outline:2px solid var(--ifm-color-primary);outline-offset:2px}',
  `svg.tg{display:block;font:${FONT_SIZE}px var(--ifm-font-family-monospace);color:var(--ifm-font-color-base)}`,
  '.tg text{fill:currentColor}',
  '.tg-w>rect{fill:var(--ifm-color-emphasis-100);stroke:var(--ifm-color-emphasis-500)}',
  '.tg-w>text{font-family:var(--ifm-font-family-base);font-weight:600}',
  '.tg-t>rect{fill:var(--ifm-background-color);stroke:currentColor}',
  '.tg-q>rect{stroke-width:2.5}',
  '.tg-x>rect{stroke-dasharray:3 3}',
  '.tg-x>text{text-decoration:line-through}',
  '.tg-e{fill:none;stroke:currentColor;stroke-width:1.5}',
  '.tg-f{stroke-dasharray:6 4}',
  '.tg-a{fill:currentColor}',
  '.tg-key{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin:.25rem 0 0;padding:0;list-style:none;font-size:var(--ifm-font-size-small, .875rem)}',
  '.tg-key svg{display:inline;vertical-align:middle;margin-right:.4rem}',
  '@media print{.tg-scroll{overflow:visible}}',
].join('');

export interface DrawnGraph {
  /** The <svg> element. */
  svg: string;
  /** The kinds of marks the picture uses, for its legend. */
  uses: {dependsOn: boolean; fanOut: boolean; requested: boolean; excluded: boolean};
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
 * The SVG of `graph`. `id` prefixes the ids inside it (unique on the page); `title` and
 * `description` become its <title> and <desc>, which name it for assistive technology.
 */
export function drawTaskGraph(graph: TaskGraph, {id, title, description}: {id: string; title: string; description: string}): DrawnGraph {
  const grouped = graph.workspaces.length > 1;
  const layout = new dagre.graphlib.Graph({compound: true});
  layout.setGraph({rankdir: 'TB', nodesep: 20, ranksep: 40, marginx: 4, marginy: 4});
  layout.setDefaultEdgeLabel(() => ({}));

  // A task is at least as wide as its workspace's label (bold, a little wider than the
  // monospace estimate), so that the label fits its box.
  const labelWidth = new Map(graph.workspaces.map((workspace) => [workspace.id, Math.ceil(workspaceName(workspace).length * CHAR_WIDTH * 1.1) + 16 - 2 * GROUP_PADDING]));
  for (const task of graph.tasks) {
    const text = grouped ? task.name : task.label;
    const width = Math.max(text.length * CHAR_WIDTH + 2 * TASK_PADDING_X, grouped ? (labelWidth.get(task.workspaceId) ?? 0) : 0);
    layout.setNode(task.id, {width, height: TASK_HEIGHT});
  }
  if (grouped) {
    for (const workspace of graph.workspaces) {
      const clusterId = `ws:${workspace.id}`;
      layout.setNode(clusterId, {});
      for (const task of graph.tasks.filter((candidate) => candidate.workspaceId === workspace.id)) layout.setParent(task.id, clusterId);
    }
  }
  for (const edge of graph.edges) layout.setEdge(edge.from, edge.to);
  // Side by side, tasks keep the order of the plan (the model lists them in it), left to right.
  // Left to right: the workspace boxes in workspace order (sorted by path, as Nadle sorts
  // them), and the tasks in the model's order. Without these, dagre may mirror them.
  const order = (ids: string[]) => ids.slice(1).map((right, index) => ({left: ids[index], right}));
  const clusterOrder = grouped ? graph.workspaces.filter((workspace) => graph.tasks.some((task) => task.workspaceId === workspace.id)).map((workspace) => `ws:${workspace.id}`) : [];
  dagre.layout(layout, {constraints: [...order(clusterOrder), ...order(graph.tasks.map((task) => task.id))]});

  // Group boxes: dagre's box around the members, grown by a padding and a label row on top.
  const groups = grouped
    ? graph.workspaces.flatMap((workspace) => {
        const members = graph.tasks.filter((task) => task.workspaceId === workspace.id).map((task) => layout.node(task.id));
        if (members.length === 0) return [];
        const left = Math.min(...members.map((node) => node.x - node.width / 2)) - GROUP_PADDING;
        const right = Math.max(...members.map((node) => node.x + node.width / 2)) + GROUP_PADDING;
        const top = Math.min(...members.map((node) => node.y - node.height / 2)) - GROUP_PADDING - GROUP_LABEL_HEIGHT;
        const bottom = Math.max(...members.map((node) => node.y + node.height / 2)) + GROUP_PADDING;
        return [{name: workspaceName(workspace), left, right, top, bottom}];
      })
    : [];

  const allBoxes = [
    ...graph.tasks.map((task) => {
      const node = layout.node(task.id);
      return {left: node.x - node.width / 2, right: node.x + node.width / 2, top: node.y - node.height / 2, bottom: node.y + node.height / 2};
    }),
    ...groups,
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
    `<svg xmlns="http://www.w3.org/2000/svg" class="${CLASS.svg}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-t" aria-describedby="${id}-d">`,
    `<title id="${id}-t">${escapeXml(title)}</title><desc id="${id}-d">${escapeXml(description)}</desc>`,
    `<defs><marker id="${id}-a" viewBox="0 0 8 8" refX="8" refY="4" markerWidth="8" markerHeight="8" orient="auto"><path class="${CLASS.arrow}" d="M0 0L8 4L0 8z"/></marker></defs>`,
  );
  for (const group of groups) {
    parts.push(
      `<g class="${CLASS.workspace}"><rect x="${x(group.left)}" y="${y(group.top)}" width="${round(group.right - group.left)}" height="${round(group.bottom - group.top)}" rx="6"/>`,
      `<text x="${x(group.left) + 8}" y="${y(group.top) + 16}">${escapeXml(group.name)}</text></g>`,
    );
  }
  for (const edge of graph.edges) {
    const points: {x: number; y: number}[] = layout.edge(edge.from, edge.to)?.points ?? [];
    if (points.length < 2) continue;
    const d = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(point.x)} ${y(point.y)}`).join('');
    const classes = edge.kind === 'fanOut' ? `${CLASS.edge} ${CLASS.fanOut}` : CLASS.edge;
    parts.push(`<path class="${classes}" d="${d}" marker-end="url(#${id}-a)"/>`);
  }
  for (const task of graph.tasks) {
    const node = layout.node(task.id);
    const classes = [CLASS.task, task.requested ? CLASS.requested : '', task.excluded ? CLASS.excluded : ''].filter(Boolean).join(' ');
    const left = x(node.x - node.width / 2);
    const top = y(node.y - node.height / 2);
    parts.push(
      `<g class="${classes}"><rect x="${left}" y="${top}" width="${round(node.width)}" height="${TASK_HEIGHT}" rx="4"/>`,
      `<text x="${left + TASK_PADDING_X}" y="${top + 19}">${escapeXml(grouped ? task.name : task.label)}</text></g>`,
    );
  }
  parts.push('</svg>');
  return {
    svg: parts.join(''),
    uses: {
      dependsOn: graph.edges.some((edge) => edge.kind === 'dependsOn'),
      fanOut: graph.edges.some((edge) => edge.kind === 'fanOut'),
      requested: graph.tasks.some((task) => task.requested),
      excluded: graph.tasks.some((task) => task.excluded),
    },
  };
}
