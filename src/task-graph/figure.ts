// A task graph as a figure: the picture (./draw.ts), a caption that names the command, a
// legend, and the graph as text for the Markdown twin. Docs pages write it while they compile;
// the playground writes it in the browser after a command. ./enhance.ts adds what needs
// the reader's screen: the scroll region's tab stop and the fit-to-width toggle.
import type {TaskCycle, TaskGraph} from '../nadle-model';

import {drawTaskGraph, escapeXml, workspaceName} from './draw';

/** The loop of a cycle as its error names it: task labels joined by arrows. */
export function cyclePath(cycle: TaskCycle): string {
  const label = new Map(cycle.graph.tasks.map((task) => [task.id, task.label || task.name]));
  return cycle.path.map((id) => label.get(id) ?? id).join(' → ');
}

/**
 * A sentence per fact of the graph: what the picture shows, for a reader who cannot see it.
 * With `cycle`, the loop's dependencies are said in the order of its error, before any other.
 */
export function describeGraph(graph: TaskGraph, cycle?: TaskCycle): string {
  const label = new Map(graph.tasks.map((task) => [task.id, task.label || task.name]));
  const list = (ids: string[]) => ids.map((id) => label.get(id) ?? id).join(', ');
  const sentences: string[] = [];
  if (graph.workspaces.length > 1) {
    const shown = graph.workspaces.filter((workspace) => graph.tasks.some((task) => task.workspaceId === workspace.id));
    sentences.push(`Workspaces: ${shown.map(workspaceName).join(', ')}.`);
  }
  sentences.push(`Tasks: ${list(graph.tasks.map((task) => task.id))}.`);
  const requested = graph.tasks.filter((task) => task.requested).map((task) => task.id);
  if (requested.length > 0) sentences.push(`Named in the command: ${list(requested)}.`);
  const inLoop = new Set<string>();
  if (cycle) {
    const said = cycle.path.slice(0, -1).map((dependent, index) => {
      inLoop.add(`${cycle.path[index + 1]}>${dependent}`);
      return `${label.get(dependent)} depends on ${label.get(cycle.path[index + 1])}`;
    });
    sentences.push(
      `The cycle ${cyclePath(cycle)}, step by step: ${said.join(', then ')}; so none of these tasks can start.`,
    );
  }
  for (const task of graph.tasks) {
    const dependencies = graph.edges
      .filter((edge) => edge.kind === 'dependsOn' && edge.to === task.id && !inLoop.has(`${edge.from}>${edge.to}`))
      .map((edge) => edge.from);
    if (dependencies.length > 0)
      sentences.push(`${label.get(task.id)} ${inLoop.size > 0 ? 'also ' : ''}depends on ${list(dependencies)}.`);
  }
  for (const task of graph.tasks) {
    const appended = graph.edges
      .filter((edge) => edge.kind === 'fanOut' && edge.from === task.id)
      .map((edge) => edge.to);
    if (appended.length > 0) sentences.push(`Root fan-out: ${label.get(task.id)} adds ${list(appended)}.`);
  }
  const excluded = graph.tasks.filter((task) => task.excluded).map((task) => task.id);
  if (excluded.length > 0) sentences.push(`Excluded: ${list(excluded)}.`);
  return sentences.join(' ');
}

/**
 * The graph as text, for the Markdown twin (plugins/llms), which has no picture: its
 * workspaces and tasks, then one line per arrow of the picture, from a task to a task that
 * waits for it (in a cycle too).
 */
export function graphText(graph: TaskGraph, {command, cycle}: {command: string; cycle?: TaskCycle}): string {
  const label = new Map(graph.tasks.map((task) => [task.id, task.label || task.name]));
  const marks = (task: TaskGraph['tasks'][number]) =>
    `${task.requested ? ' (named in the command)' : ''}${task.excluded ? ' (excluded)' : ''}`;
  const lines = [
    cycle
      ? `Task graph of nadle ${command}: the cycle ${cyclePath(cycle)}. A → B: B depends on A.`
      : `Task graph of nadle ${command}. A → B: B waits for A to finish.`,
  ];
  const grouped = graph.workspaces.length > 1;
  for (const workspace of grouped ? graph.workspaces : []) {
    const tasks = graph.tasks.filter((task) => task.workspaceId === workspace.id);
    if (tasks.length === 0) continue;
    const alias = workspace.label && workspace.label !== workspace.id ? ` (alias ${workspace.label})` : '';
    lines.push(`Workspace ${workspace.id}${alias}:`);
    for (const task of tasks) lines.push(`  ${label.get(task.id)}${marks(task)}`);
  }
  if (!grouped) {
    lines.push('Tasks:');
    for (const task of graph.tasks) lines.push(`  ${label.get(task.id)}${marks(task)}`);
  }
  if (graph.edges.length > 0) lines.push('Arrows:');
  for (const edge of graph.edges) {
    lines.push(`  ${label.get(edge.from)} → ${label.get(edge.to)}${edge.kind === 'fanOut' ? ' (root fan-out)' : ''}`);
  }
  return lines.join('\n');
}

/** A small picture of a line, for the legend (decorative: the text beside it says it). */
const legendSwatch = (classes: string) =>
  `<svg width="28" height="10" aria-hidden="true" focusable="false"><path class="${classes}" d="M0 5H28"/></svg>`;
const legendBox = (classes: string) =>
  `<svg width="22" height="14" aria-hidden="true" focusable="false" class="tg"><g class="${classes}"><rect x="1" y="1" width="20" height="12" rx="3"/></g></svg>`;

/**
 * The figure: a caption naming the command (the figure's accessible name), the SVG in a
 * scroll region (a wide graph scrolls inside it, never the page), and its legend. `styles`
 * are the style sheets the page does not have yet (each written once per page). With
 * `cycle`, it draws the loop of a cycle error instead of a plan: `graph` is the loop's graph.
 */
export function figureHtml(
  graph: TaskGraph,
  {id, command, styles, cycle}: {id: string; command: string; styles: readonly string[]; cycle?: TaskCycle},
): string {
  const drawn = drawTaskGraph(graph, {id, description: describeGraph(graph, cycle), cycle: cycle?.path});
  const key: string[] = [];
  if (drawn.uses.cycle) key.push(`<li>${legendSwatch('tg-e tg-c')}the cycle, numbered in the order of the error</li>`);
  // One meaning for every arrow, in a plan and in a cycle alike.
  if (drawn.uses.dependsOn || drawn.uses.cycle)
    key.push(`<li>${legendSwatch('tg-e')}dependsOn: an arrow points from a task to the task that waits for it</li>`);
  if (drawn.uses.fanOut)
    key.push(
      `<li>${legendSwatch('tg-e tg-f')}root fan-out: the root task adds the same-named task of another workspace</li>`,
    );
  if (drawn.uses.requested) key.push(`<li>${legendBox('tg-t tg-q')}named in the command</li>`);
  if (drawn.uses.excluded) key.push(`<li>${legendBox('tg-t tg-x')}excluded with --exclude</li>`);
  const loop = cycle ? `: the cycle ${escapeXml(cyclePath(cycle))}` : '';
  return [
    ...styles.map((css) => `<style>${css}</style>`),
    `<figure class="tg-fig" aria-labelledby="${id}-cap">`,
    // The caption and the legend explain the picture, which the Markdown twin leaves out:
    // its text form below starts with the same words.
    `<figcaption data-page-only=""><span class="tg-cap" id="${id}-cap">`,
    `Task graph of <code>nadle ${escapeXml(command)}</code>${loop}</span></figcaption>`,
    `<div class="tg-scroll">${drawn.svg}</div>`,
    key.length > 0 ? `<ul class="tg-key" data-page-only="">${key.join('')}</ul>` : '',
    // The graph as text, for the Markdown twin only: hidden, so a screen reader reads the picture's description once.
    `<pre hidden class="tg-txt">${escapeXml(graphText(graph, {command, cycle}))}</pre>`,
    '</figure>',
  ].join('');
}
