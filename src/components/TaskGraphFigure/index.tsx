// A task graph's figure (src/task-graph/figure.ts), as the docs pages' samples and the
// playground show it: the markup as written, fitted to the reader's screen after layout.
import React, {useEffect, useRef, type ReactNode} from 'react';

import {enhanceTaskGraphs} from '../../task-graph/enhance';

export default function TaskGraphFigure({html}: {html: string}): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => (container.current ? enhanceTaskGraphs(container.current) : undefined), [html]);
  return <div className="task-graph" ref={container} dangerouslySetInnerHTML={{__html: html}} />;
}
