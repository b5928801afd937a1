// The task graph of the command's result, drawn by the site's one renderer (src/task-graph/),
// laid out here in the browser: this module is part of the chunk that loads after Start.
import React, {useMemo, type ReactNode} from 'react';

import type {TaskCycle, TaskGraph} from '../../nadle-model';
import {figureHtml} from '../../task-graph/figure';
import TaskGraphFigure from '../TaskGraphFigure';

import {styles} from './appStyles';

/** The largest graph the playground draws; a larger one would be too wide to read, and slow to lay out. */
const MAX_DRAWN_TASKS = 200;

/** What of a command's result the graph needs: its plan's graph, or the loop of a cycle error. */
interface GraphedResult {
  graph?: TaskGraph;
  cycle?: TaskCycle;
}

/** The graph of `result`, or nothing when it has none. */
export default function TaskGraphSection({command, result}: {command: string; result: GraphedResult}): ReactNode {
  const graph = result.cycle?.graph ?? result.graph;
  const tooLarge = graph !== undefined && graph.tasks.length > MAX_DRAWN_TASKS;
  const html = useMemo(
    () =>
      graph && graph.tasks.length > 0 && !tooLarge
        ? // The styles are the playground's own sheet (appStyles.ts); one figure, so one id.
          figureHtml(graph, {id: 'playground-graph', command, styles: [], cycle: result.cycle})
        : undefined,
    [graph, tooLarge, command, result.cycle],
  );
  if (!graph || graph.tasks.length === 0) return null;
  return (
    <section aria-labelledby="playground-graph-heading" className={styles.graph}>
      <h3 id="playground-graph-heading" className={styles.panelHeading}>
        Task graph
      </h3>
      {html ? (
        <TaskGraphFigure html={html} />
      ) : (
        <p className={styles.note}>
          The task graph has {graph.tasks.length.toLocaleString('en-US')} tasks, more than the playground draws (
          {MAX_DRAWN_TASKS}); the output above lists them.
        </p>
      )}
    </section>
  );
}
