// The task graph of a command: a list that says, for each task of the run, what it
// waits for (what a screen reader reads), and a small drawing of the same graph in
// columns: a task stands right of every task it waits for.
import React, {type ReactNode} from 'react';

import type {TaskGraph} from '../../nadle-model';

import {styles} from './appStyles';

type GraphTask = TaskGraph['tasks'][number];

/** For each task, the tasks it waits for: dependencies, and the root task a fan-out follows. */
export function prerequisites(graph: TaskGraph): Map<string, string[]> {
  const waitsFor = new Map<string, string[]>(graph.tasks.map((task) => [task.id, []]));
  for (const edge of graph.edges) waitsFor.get(edge.to)?.push(edge.from);
  return waitsFor;
}

/** Column of each task: 0 for a task that waits for nothing, else one more than its furthest prerequisite. */
export function columns(graph: TaskGraph): Map<string, number> {
  const waitsFor = prerequisites(graph);
  const column = new Map<string, number>();
  const visiting = new Set<string>();
  const place = (id: string): number => {
    const known = column.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id)) return 0; // a cycle: Nadle refuses it, the drawing only must not loop
    visiting.add(id);
    const value = Math.max(-1, ...(waitsFor.get(id) ?? []).map(place)) + 1;
    visiting.delete(id);
    column.set(id, value);
    return value;
  };
  for (const task of graph.tasks) place(task.id);
  return column;
}

const NODE_WIDTH = 150;
const NODE_HEIGHT = 30;
const COLUMN_GAP = 40;
const ROW_GAP = 12;

function GraphDrawing({graph}: {graph: TaskGraph}): ReactNode {
  const columnOf = columns(graph);
  const rows = new Map<number, number>();
  const position = new Map<string, {x: number; y: number}>();
  for (const task of graph.tasks) {
    const column = columnOf.get(task.id) ?? 0;
    const row = rows.get(column) ?? 0;
    rows.set(column, row + 1);
    position.set(task.id, {x: column * (NODE_WIDTH + COLUMN_GAP), y: row * (NODE_HEIGHT + ROW_GAP)});
  }
  const width = (Math.max(0, ...columnOf.values()) + 1) * (NODE_WIDTH + COLUMN_GAP) - COLUMN_GAP;
  const height = Math.max(1, ...rows.values()) * (NODE_HEIGHT + ROW_GAP) - ROW_GAP;
  return (
    // The list above says the same in words; the drawing is left out of the accessibility tree.
    // Scaled down to the column's width when wider, never up.
    <svg
      className={styles.graphDrawing}
      viewBox={`-2 -2 ${width + 4} ${height + 4}`}
      style={{maxWidth: width + 4}}
      aria-hidden="true"
    >
      <defs>
        <marker
          id="playground-arrow"
          viewBox="0 0 10 10"
          refX="10"
          refY="5"
          markerWidth="6"
          markerHeight="6"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 z" className={styles.graphArrow} />
        </marker>
      </defs>
      {graph.edges.map((edge) => {
        const from = position.get(edge.from);
        const to = position.get(edge.to);
        if (!from || !to) return null;
        return (
          <line
            key={`${edge.from}>${edge.to}`}
            x1={from.x + NODE_WIDTH}
            y1={from.y + NODE_HEIGHT / 2}
            x2={to.x}
            y2={to.y + NODE_HEIGHT / 2}
            className={edge.kind === 'fanOut' ? styles.graphEdgeFanOut : styles.graphEdge}
            markerEnd="url(#playground-arrow)"
          />
        );
      })}
      {graph.tasks.map((task) => {
        const at = position.get(task.id);
        if (!at) return null;
        return (
          <g
            key={task.id}
            transform={`translate(${at.x},${at.y})`}
            className={task.excluded ? styles.graphNodeExcluded : styles.graphNode}
          >
            <rect width={NODE_WIDTH} height={NODE_HEIGHT} rx="4" />
            <text x={NODE_WIDTH / 2} y={NODE_HEIGHT / 2} dominantBaseline="central" textAnchor="middle">
              {task.label.length > 20 ? `${task.label.slice(0, 19)}…` : task.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function describe(task: GraphTask, waitsFor: string[], labelOf: Map<string, string>): string {
  const flags = [task.requested ? 'requested' : '', task.excluded ? 'excluded' : ''].filter(Boolean);
  const after =
    waitsFor.length > 0 ? `after ${waitsFor.map((id) => labelOf.get(id) ?? id).join(', ')}` : 'waits for nothing';
  return `${task.label}${flags.length > 0 ? ` (${flags.join(', ')})` : ''}: ${after}`;
}

/**
 * @param order task labels in the order of the printed plan; the list follows it, so
 *   that it reads in the order Nadle would start the tasks.
 */
export default function TaskGraphView({graph, order = []}: {graph: TaskGraph; order?: readonly string[]}): ReactNode {
  if (graph.tasks.length === 0) return null;
  const place = (task: GraphTask) => {
    const index = order.indexOf(task.label);
    return index === -1 ? order.length : index;
  };
  const tasks = [...graph.tasks].sort((a, b) => place(a) - place(b));
  const waitsFor = prerequisites(graph);
  const labelOf = new Map(graph.tasks.map((task) => [task.id, task.label]));
  return (
    <section aria-labelledby="playground-graph-heading" className={styles.graph}>
      <h3 id="playground-graph-heading" className={styles.panelHeading}>
        Task graph
      </h3>
      <ul className={styles.graphList}>
        {tasks.map((task) => (
          <li key={task.id}>{describe(task, waitsFor.get(task.id) ?? [], labelOf)}</li>
        ))}
      </ul>
      <GraphDrawing graph={graph} />
    </section>
  );
}
