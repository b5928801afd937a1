import type {Code, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {describe, expect, it} from 'vitest';

import {createNadleStandIn, NadleModelError} from '../../src/nadle-model';
import {defaultNadleModel} from '../../plugins/code-highlight/task-graph/model';
import remarkCodeTokens from '../../plugins/code-highlight/remark';
import {drawTaskGraph} from '../../src/task-graph/draw';
import {describeGraph, figureHtml} from '../../src/task-graph/figure';
import {compactCss} from '../../src/css/tag';
import {TASK_GRAPH_CSS, TASK_GRAPH_CYCLE_CSS} from '../../src/task-graph/styles';
import type {CommandResult, NadleModel, TaskCycle, TaskGraph} from '../../plugins/code-highlight/task-graph/model';
import {readConfigSample, SampleReadError} from '../../plugins/code-highlight/task-graph/read-config';
import {
  expandNadleSamples,
  fileTree,
  parseNadleMeta,
  splitCommand,
} from '../../plugins/code-highlight/task-graph/samples';

const GRAPH: TaskGraph = {
  workspaces: [{id: 'root', label: '', relativePath: '.'}],
  tasks: [
    {id: 'root:lint', label: 'lint', workspaceId: 'root', name: 'lint', requested: false},
    {id: 'root:test', label: 'test', workspaceId: 'root', name: 'test', requested: false},
    {id: 'root:build', label: 'build', workspaceId: 'root', name: 'build', requested: true},
  ],
  edges: [
    {from: 'root:lint', to: 'root:build', kind: 'dependsOn'},
    {from: 'root:test', to: 'root:build', kind: 'dependsOn'},
  ],
};

const MONOREPO: TaskGraph = {
  workspaces: [
    {id: 'root', label: '', relativePath: '.'},
    {id: 'packages:a', label: 'packages:a', relativePath: 'packages/a'},
    {id: 'packages:b', label: 'packages:b', relativePath: 'packages/b'},
  ],
  tasks: [
    {id: 'root:build', label: 'build', workspaceId: 'root', name: 'build', requested: true},
    {id: 'packages:a:build', label: 'packages:a:build', workspaceId: 'packages:a', name: 'build', requested: false},
    {
      id: 'packages:b:build',
      label: 'packages:b:build',
      workspaceId: 'packages:b',
      name: 'build',
      requested: false,
      excluded: true,
    },
  ],
  edges: [
    {from: 'root:build', to: 'packages:a:build', kind: 'fanOut'},
    {from: 'root:build', to: 'packages:b:build', kind: 'fanOut'},
  ],
};

/** The loop of `nadle --dry-run a` when a depends on b, b on c and a, and c on a. */
const CYCLE: TaskCycle = {
  graph: {
    workspaces: [{id: 'root', label: '', relativePath: '.'}],
    tasks: ['a', 'b', 'c'].map((name) => ({
      id: `root:${name}`,
      label: name,
      workspaceId: 'root',
      name,
      requested: name === 'a',
    })),
    edges: [
      {from: 'root:b', to: 'root:a', kind: 'dependsOn'},
      {from: 'root:c', to: 'root:b', kind: 'dependsOn'},
      {from: 'root:a', to: 'root:b', kind: 'dependsOn'},
      {from: 'root:a', to: 'root:c', kind: 'dependsOn'},
    ],
  },
  path: ['root:a', 'root:b', 'root:c', 'root:a'],
};

const SELF_CYCLE: TaskCycle = {
  graph: {
    workspaces: CYCLE.graph.workspaces,
    tasks: [{id: 'root:s', label: 's', workspaceId: 'root', name: 's', requested: true}],
    edges: [{from: 'root:s', to: 'root:s', kind: 'dependsOn'}],
  },
  path: ['root:s', 'root:s'],
};

/** A model that answers from a table of commands, recording what it was given. */
function tableModel(answers: Record<string, CommandResult>, {failOnLoad}: {failOnLoad?: string} = {}) {
  const projects: unknown[] = [];
  const model: NadleModel = {
    createNadleStandIn,
    createProject(input) {
      if (failOnLoad) throw new NadleModelError(failOnLoad);
      projects.push(input);
      return input;
    },
    runCommand: (_project, argv) =>
      answers[argv.join(' ')] ?? {ok: false, output: '', error: `no answer for ${argv.join(' ')}`, action: 'execute'},
  };
  return {model, projects};
}

const OK_PLAN: CommandResult = {
  stdout: [
    '🛠️ Welcome to Nadle v0.5.1!',
    'Using Nadle from <nadle>/lib/index.js',
    'Loaded configuration from <project>/nadle.config.ts',
    '',
    'Execution plan:',
    '> Task lint',
    '> Task test',
    '> Task build',
    '',
    'RUN SUCCESSFUL in <duration>',
    '0 task executed',
    '',
  ].join('\n'),
  stderr: '',
  exitCode: 0,
  complete: true,
  ok: true,
  action: 'dry-run',
  output: 'Execution plan:\n> Task lint\n> Task test\n> Task build\n',
  graph: GRAPH,
  unordered: [['root:lint', 'root:test']],
  notes: ['lint and test may start in either order.'],
};

const page = (markdown: string) => fromMarkdown(markdown);
const codes = (tree: Root) => tree.children.filter((node): node is Code => node.type === 'code');

/**
 * The HTML of each element the samples inserted, in page order: of each figure (a
 * <TaskGraphFigure html="…">) or of each terminal (a <div className="nadle-terminal">).
 */
function insertedHtml(tree: Root, kind: 'task-graph' | 'nadle-terminal'): string[] {
  return tree.children.flatMap((node) => {
    const {name, attributes = []} = node as never as {name?: string; attributes?: {name: string; value: unknown}[]};
    if (kind === 'task-graph')
      return name === 'TaskGraphFigure'
        ? [attributes.find((attribute) => attribute.name === 'html')!.value as string]
        : [];
    if (!attributes.some((attribute) => attribute.name === 'className' && attribute.value === kind)) return [];
    const html = attributes.find((attribute) => attribute.name === 'dangerouslySetInnerHTML')?.value as {value: string};
    return [JSON.parse(/__html: (".*")\}$/s.exec(html.value)![1]) as string];
  });
}

describe('reading a config sample', () => {
  it('records the registrations and never runs a task body or touches the machine', () => {
    const code = [
      'import { tasks } from "nadle";',
      'import fs from "node:fs";',
      'const text = fs.readFileSync("package.json", "utf8");',
      'tasks.register("lint", () => { throw new Error("a task body ran"); });',
      'tasks.register("build").config({ dependsOn: ["lint"] });',
    ].join('\n');
    expect(readConfigSample(code, createNadleStandIn())).toMatchObject({
      calls: [
        {kind: 'register', name: 'lint', form: 'function', configs: []},
        {kind: 'register', name: 'build', form: 'empty', configs: [{dependsOn: ['lint']}]},
      ],
    });
  });

  it('gives up on a sample that never finishes, or imports a module it cannot have', () => {
    expect(() => readConfigSample('while (true) {}', createNadleStandIn())).toThrow(
      /evaluating the sample failed: Script execution timed out/,
    );
    expect(() => readConfigSample('import x from "./tasks.js"; x();', createNadleStandIn())).toThrow(SampleReadError);
    expect(() => readConfigSample('process.exit(1);', createNadleStandIn())).toThrow(/process is not defined/);
  });
});

describe('sample meta', () => {
  it('reads commands, the expected error and the folder', () => {
    expect(
      parseNadleMeta(
        'title="nadle.config.ts" nadle="--dry-run build | b | --list" nadle-error="Cycle" nadle-cwd="packages/a"',
      ),
    ).toEqual({
      commands: ['--dry-run build', 'b', '--list'],
      expectedError: 'Cycle',
      cwd: 'packages/a',
    });
    expect(parseNadleMeta('title="nadle.config.ts"')).toBeUndefined();
    expect(splitCommand('build -x "lint, test"')).toEqual(['build', '-x', 'lint, test']);
  });

  it('draws the project tree of a monorepo sample', () => {
    expect(fileTree(['pnpm-workspace.yaml', 'nadle.config.ts', 'packages/a/nadle.config.ts'])).toBe(
      [
        '.',
        '├── packages/',
        '│   └── a/',
        '│       └── nadle.config.ts',
        '├── pnpm-workspace.yaml',
        '└── nadle.config.ts',
      ].join('\n'),
    );
  });
});

describe('the drawn graph', () => {
  it('is an image named by its description, dependencies above their dependents', () => {
    const {svg} = drawTaskGraph(GRAPH, {id: 'g1', description: describeGraph(GRAPH)});
    expect(svg).toMatch(
      /^<svg [^>]*role="img" aria-label="Tasks: lint, test, build\. Named in the command: build\. build depends on lint, test\.">/,
    );
    // The figure's caption names it; the picture repeats no title a screen reader would read as well.
    expect(svg).not.toMatch(/<title|<desc|aria-labelledby/);
    const yOf = (name: string) =>
      Number(new RegExp(`<rect x="\\d+" y="(\\d+)"[^>]*/><text[^>]*>${name}<`).exec(svg)![1]);
    expect(yOf('lint')).toBeLessThan(yOf('build'));
    // Unordered tasks side by side, on one row.
    expect(yOf('lint')).toBe(yOf('test'));
    expect(svg).not.toMatch(/\d\.\d/);
  });

  it('boxes each workspace with its name and dashes the fan-out edges', () => {
    const {svg, uses} = drawTaskGraph(MONOREPO, {id: 'g2', description: describeGraph(MONOREPO)});
    expect(svg.match(/<g class="tg-w">/g)).toHaveLength(3);
    expect(svg).toContain('>packages:a</text>');
    expect(svg.match(/class="tg-e tg-f"/g)).toHaveLength(2);
    expect(uses).toEqual({dependsOn: false, fanOut: true, requested: true, excluded: true, cycle: false});
    expect(describeGraph(MONOREPO)).toContain(
      'Root fan-out: build adds packages:a:build, packages:b:build. Excluded: packages:b:build.',
    );
  });

  it('shows markup in a task name as text', () => {
    const graph: TaskGraph = {
      ...GRAPH,
      tasks: [{id: 'root:<b>', label: '<b>', workspaceId: 'root', name: '<b>', requested: true}],
      edges: [],
    };
    expect(drawTaskGraph(graph, {id: 'g', description: '<i>'}).svg).not.toMatch(/<b>|<i>/);
  });
});

describe('the styles of a figure', () => {
  it('ship without comments and spaces, and keep every value', () => {
    expect(compactCss('/* why */\n.a > b,\n.c:focus-visible {\n  font: 13px var(--x);\n  margin: 0 0 1px;\n}\n')).toBe(
      '.a>b,.c:focus-visible{font:13px var(--x);margin:0 0 1px}',
    );
  });

  it('draw labels and step numbers at 12 px or more, and never shrink a graph unless the reader fits it', () => {
    expect(TASK_GRAPH_CSS).toContain('svg.tg{display:block;font:13px var(--ifm-font-family-monospace);');
    expect(TASK_GRAPH_CYCLE_CSS).toContain('.tg-n text{text-anchor:middle;font-weight:700;font-size:12px}');
    expect(TASK_GRAPH_CSS).toContain('.tg-fitted svg.tg{width:100%;height:auto}');
    // The picture's own rule (not the fitted one) gives it no width: it keeps its drawn size.
    expect(/(?:^|\})svg\.tg\{([^}]*)\}/.exec(TASK_GRAPH_CSS)?.[1]).not.toMatch(/width/);
  });
});

describe('the drawn cycle', () => {
  /** The box of each task (left, top, right, bottom) and each edge's first and last point, from the SVG. */
  const shapes = (svg: string) => {
    const boxes = new Map(
      [...svg.matchAll(/<rect x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"[^>]*\/><text[^>]*>([^<]+)</g)].map(
        ([, x, y, w, h, name]) => [name, {left: +x, top: +y, right: +x + +w, bottom: +y + +h}],
      ),
    );
    const edges = [
      ...svg.matchAll(/<path class="([^"]+)" d="M(\d+) (\d+)[^"]*[L ](\d+) (\d+)" marker-end="url\(#[^)]*-(\w)\)"/g),
    ].map(([, classes, x1, y1, x2, y2, marker]) => ({classes, start: {x: +x1, y: +y1}, end: {x: +x2, y: +y2}, marker}));
    const touches = (point: {x: number; y: number}, name: string) => {
      const box = boxes.get(name)!;
      return point.x >= box.left - 1 && point.x <= box.right + 1 && point.y >= box.top - 1 && point.y <= box.bottom + 1;
    };
    return {edges, touches};
  };

  it('marks the edges of the loop, numbered in the order of the error, each arrow pointing to the dependent', () => {
    const {svg, uses} = drawTaskGraph(CYCLE.graph, {id: 'c1', description: 'd', cycle: CYCLE.path});
    expect(uses).toMatchObject({cycle: true, dependsOn: true, requested: true});
    const {edges, touches} = shapes(svg);
    const loop = edges.filter((edge) => edge.classes === 'tg-e tg-c');
    expect(loop).toHaveLength(3);
    // a depends on b, b on c, c on a: each arrow from the dependency's box to the dependent's,
    // as in a plan, with the small arrowhead.
    for (const [index, [from, to]] of [
      ['b', 'a'],
      ['c', 'b'],
      ['a', 'c'],
    ].entries()) {
      expect(
        touches(loop[index].start, from) && touches(loop[index].end, to),
        `step ${index + 1}: ${from} → ${to}`,
      ).toBe(true);
      expect(loop[index].marker).toBe('c');
    }
    // b's other dependency, on a, is a plain edge from a to b.
    const [plain] = edges.filter((edge) => edge.classes === 'tg-e');
    expect(touches(plain.start, 'a') && touches(plain.end, 'b')).toBe(true);
    // The numbers are text in the picture, not a color.
    expect(
      [...svg.matchAll(/<g class="tg-n"><circle [^>]*\/><text [^>]*>(\d)<\/text><\/g>/g)].map((match) => match[1]),
    ).toEqual(['1', '2', '3']);
    const width = Number(/width="(\d+)"/.exec(svg)![1]);
    for (const [, cx] of svg.matchAll(/<circle cx="(\d+)"/g)) expect(Number(cx) + 10).toBeLessThanOrEqual(width);
    // Big enough for a 12 px number (styles.ts draws it at 12 px).
    expect([...svg.matchAll(/<circle [^>]*r="(\d+)"/g)].map((match) => Number(match[1]))).toEqual([10, 10, 10]);
  });

  it('draws a task that depends on itself with a loop beside its box, inside the picture', () => {
    const {svg} = drawTaskGraph(SELF_CYCLE.graph, {id: 'c2', description: 'd', cycle: SELF_CYCLE.path});
    const {edges, touches} = shapes(svg);
    expect(edges).toHaveLength(1);
    expect(edges[0].classes).toBe('tg-e tg-c');
    expect(touches(edges[0].start, 's') && touches(edges[0].end, 's')).toBe(true);
    expect(svg).toContain('>1</text>');
    const width = Number(/width="(\d+)"/.exec(svg)![1]);
    const curve = /C(\d+) /.exec(svg)!;
    expect(Number(curve[1])).toBeLessThanOrEqual(width);
  });

  it('is titled and described as a cycle, naming the path as the error does', () => {
    expect(describeGraph(CYCLE.graph, CYCLE)).toBe(
      'Tasks: a, b, c. Named in the command: a. The cycle a → b → c → a, step by step: a depends on b, then b depends on c, then c depends on a; so none of these tasks can start. b also depends on a.',
    );
    const html = figureHtml(CYCLE.graph, {id: 'c3', command: '--dry-run a', styles: [], cycle: CYCLE});
    // The visible caption names the figure; the picture is named by what it shows.
    expect(html).toContain(
      '<figure class="tg-fig" aria-labelledby="c3-cap"><figcaption data-page-only=""><span class="tg-cap" id="c3-cap">' +
        'Task graph of <code>nadle --dry-run a</code>: the cycle a → b → c → a</span></figcaption>',
    );
    expect(html).toContain(
      'aria-label="Tasks: a, b, c. Named in the command: a. The cycle a → b → c → a, step by step',
    );
    // The legend gives the arrows the meaning they have in every graph.
    expect(html).toContain('the cycle, numbered in the order of the error');
    expect(html).toContain('dependsOn: an arrow points from a task to the task that waits for it');
    // Without the reader's screen, the scroll region is no tab stop: the page's script decides (enhance.ts).
    expect(html).toContain('<div class="tg-scroll"><svg');
    expect(html).not.toContain('<style>');
  });

  it('draws a plan without marks or numbers', () => {
    const {svg, uses} = drawTaskGraph(GRAPH, {id: 'g', description: 'd'});
    expect(uses.cycle).toBe(false);
    expect(svg).not.toMatch(/tg-c|tg-n|-c\)/);
  });
});

describe('a flagged sample on a page', () => {
  const SAMPLE = [
    '```ts title="nadle.config.ts" nadle="--dry-run build"',
    'import { tasks } from "nadle";',
    'tasks.register("build");',
    '```',
  ].join('\n');

  it('gets the figure and a terminal per command, captioned with the command, then the notes', () => {
    const tree = page(SAMPLE);
    expect(expandNadleSamples(tree, {source: 'docs/x.md', model: tableModel({'--dry-run build': OK_PLAN}).model})).toBe(
      true,
    );
    // The page imports the figure's component, once, above everything else.
    expect(tree.children[0]).toMatchObject({
      type: 'mdxjsEsm',
      value: 'import TaskGraphFigure from "@site/src/components/TaskGraphFigure";',
    });
    const [figure, output, note] = tree.children.slice(2);
    expect(figure).toMatchObject({type: 'mdxJsxFlowElement', name: 'TaskGraphFigure'});
    expect(JSON.stringify(figure)).toContain('<figure class=\\"tg-fig\\" aria-labelledby=');
    expect(output).toMatchObject({type: 'mdxJsxFlowElement', name: 'div'});
    const [terminal] = insertedHtml(tree, 'nadle-terminal');
    expect(terminal).toMatch(
      /^<style>\.nt\{.*<\/style><figure class="nt"><figcaption class="nt-cmd">\$ nadle --dry-run build</,
    );
    expect(terminal).toContain(
      '\nExecution plan:\n&gt; Task lint\n&gt; Task test\n&gt; Task build\n\nRUN SUCCESSFUL in ',
    );
    expect(terminal).toContain('<span class="nt-x">exit code 0</span>');
    expect(note).toMatchObject({type: 'paragraph', children: [{value: 'lint and test may start in either order.'}]});
  });

  it('says once how to see a failure whose message Nadle prints only with --stacktrace', () => {
    const hidden: CommandResult = {
      stdout: [
        '🛠️ Welcome to Nadle v0.5.1!',
        '',
        'RUN FAILED in <duration> (0 task executed, 0 task failed)',
        '',
        'For more details, re-run the command with the --stacktrace option to display the full error and help identify the root cause.',
        '',
      ].join('\n'),
      stderr: '',
      exitCode: 1,
      complete: true,
      ok: false,
      action: 'dry-run',
      output: '',
      error: 'Task genrate not found in root workspace.',
    };
    const declared = SAMPLE.replace(
      'nadle="--dry-run build"',
      'nadle="--dry-run build | --dry-run build --stacktrace" nadle-error="genrate"',
    );
    const tree = page(declared);
    expandNadleSamples(tree, {
      source: 'docs/x.md',
      model: tableModel({
        '--dry-run build': hidden,
        // With --stacktrace the message is printed, in the stack: no caption.
        '--dry-run build --stacktrace': {
          ...hidden,
          stdout: hidden.stdout.slice(0, hidden.stdout.indexOf('\nFor more details')),
          stderr: '\n ERROR  Error: Task genrate not found in root workspace.\n    at TaskRegistry.parse\n\n',
        },
      }).model,
    });
    const captions = tree.children.filter((node) => node.type === 'paragraph');
    expect(captions).toHaveLength(1);
    expect(captions[0]).toMatchObject({
      children: [
        {type: 'text', value: 'Nadle 0.5.1 prints this error’s message only with '},
        {type: 'inlineCode', value: '--stacktrace'},
        {type: 'text', value: ': run '},
        {type: 'inlineCode', value: 'nadle --dry-run build --stacktrace'},
        {type: 'text', value: ' to see it.'},
      ],
    });
    const [plain, traced] = insertedHtml(tree, 'nadle-terminal');
    expect(plain).not.toContain('genrate');
    expect(traced).toContain('Error: Task genrate not found in root workspace.');
  });

  it('reads a monorepo from the titled fences right before it, and shows its file tree', () => {
    const markdown = [
      '```yaml title="pnpm-workspace.yaml"',
      'packages:\n  - packages/*',
      '```',
      '```ts title="nadle.config.ts"',
      'import { tasks } from "nadle";\ntasks.register("build");',
      '```',
      '```ts title="packages/a/nadle.config.ts" nadle="--dry-run build"',
      'import { tasks } from "nadle";\ntasks.register("build");',
      '```',
    ].join('\n');
    const tree = page(markdown);
    const {model, projects} = tableModel({'--dry-run build': OK_PLAN});
    expandNadleSamples(tree, {source: 'docs/x.md', model});
    expect(projects).toEqual([
      {
        packageManager: 'pnpm',
        workspaces: [
          {
            relativePath: '.',
            recording: {calls: [expect.objectContaining({name: 'build'})]},
            configFile: 'nadle.config.ts',
          },
          {
            relativePath: 'packages/a',
            recording: {calls: [expect.objectContaining({name: 'build'})]},
            configFile: 'packages/a/nadle.config.ts',
          },
        ],
        cwd: undefined,
      },
    ]);
    expect(codes(tree)[0]).toMatchObject({meta: 'title="Project layout"'});
  });

  it('fails the build, naming file and line, on an undeclared Nadle error', () => {
    const failing: Record<string, CommandResult> = {
      '--dry-run build': {
        stdout: '',
        stderr: '',
        exitCode: 1,
        complete: true,
        ok: false,
        action: 'dry-run',
        output: '',
        error: 'Cycle detected in task a → b → a. Please resolve the cycle before executing tasks.',
      },
    };
    expect(() => expandNadleSamples(page(SAMPLE), {source: 'docs/x.md', model: tableModel(failing).model})).toThrow(
      /^docs\/x\.md:1: Nadle would stop with an error the sample does not declare .*Cycle detected in task a → b → a/,
    );
  });

  it('shows a declared error, and fails the build when it does not happen', () => {
    const declared = SAMPLE.replace('nadle="--dry-run build"', 'nadle="--dry-run build" nadle-error="Cycle detected"');
    const failing: Record<string, CommandResult> = {
      '--dry-run build': {
        stdout: '',
        stderr: '\n ERROR  Cycle detected in task a → b → a.\n\n',
        exitCode: 1,
        complete: true,
        ok: false,
        action: 'dry-run',
        output: 'Cycle detected in task a → b → a.',
        error: 'Cycle detected in task a → b → a.',
      },
    };
    const tree = page(declared);
    expandNadleSamples(tree, {source: 'docs/x.md', model: tableModel(failing).model});
    expect(insertedHtml(tree, 'nadle-terminal')[0]).toContain(
      '<span class="nt-e"> ERROR  Cycle detected in task a → b → a.</span>',
    );
    expect(() =>
      expandNadleSamples(page(declared), {source: 'docs/x.md', model: tableModel({'--dry-run build': OK_PLAN}).model}),
    ).toThrow(/^docs\/x\.md:1: the sample declares nadle-error="Cycle detected", but Nadle would report no error/);
    const loadFailure = tableModel({}, {failOnLoad: 'Task build already registered in workspace root'}).model;
    expect(() => expandNadleSamples(page(declared), {source: 'docs/x.md', model: loadFailure})).toThrow(
      /would report: Task build already registered/,
    );
  });

  it('draws the loop of a declared cycle, with the cycle styles once per page', () => {
    const cycleSample = SAMPLE.replace('nadle="--dry-run build"', 'nadle="--dry-run a" nadle-error="Cycle detected"');
    const error = 'Cycle detected in task a → b → c → a. Please resolve the cycle before executing tasks.';
    const failing: Record<string, CommandResult> = {
      '--dry-run a': {
        stdout: '',
        stderr: '',
        exitCode: 1,
        complete: true,
        ok: false,
        action: 'dry-run',
        output: error,
        error,
        cycle: CYCLE,
      },
    };
    const tree = page([SAMPLE, cycleSample, cycleSample].join('\n\n'));
    expect(
      expandNadleSamples(tree, {
        source: 'docs/x.md',
        model: tableModel({...failing, '--dry-run build': OK_PLAN}).model,
      }),
    ).toBe(true);
    // The HTML the figure's element sets, as the page's chunk carries it.
    const figures = insertedHtml(tree, 'task-graph');
    expect(figures).toHaveLength(3);
    expect(figures.map((figure) => figure.match(/<style>/g)?.length ?? 0)).toEqual([1, 1, 0]);
    expect(figures[1]).toContain('the cycle a → b → c → a');
    expect(figures[1]).toContain('.tg-c{');
    expect(figures[0]).not.toContain('.tg-c{');
    const terminals = insertedHtml(tree, 'nadle-terminal');
    expect(terminals.filter((html) => html.includes('$ nadle --dry-run a<'))).toHaveLength(2);
    // The terminal's styles come with the page's first terminal only.
    expect(terminals.map((html) => html.startsWith('<style>'))).toEqual([true, false, false]);
  });

  it('fails the build, naming file and line, when the sample cannot be read', () => {
    const broken = ['Intro.', '', '```ts title="nadle.config.ts" nadle="build"', 'while (true) {}', '```'].join('\n');
    expect(() => expandNadleSamples(page(broken), {source: 'docs/y.md', model: tableModel({}).model})).toThrow(
      /^docs\/y\.md:3: the sample nadle\.config\.ts cannot be read: .*timed out/,
    );
  });
});

describe('the page compiler (remark plugin of code-highlight)', () => {
  const ROOT = new URL('../..', import.meta.url).pathname;
  const transform = remarkCodeTokens({additionalLanguages: [], siteDir: ROOT, nadleModel: defaultNadleModel});

  it('stops the build on a flagged sample with an undeclared Nadle error, naming file and line', () => {
    const markdown = [
      '# Page',
      '',
      '```ts title="nadle.config.ts" nadle="--dry-run a"',
      'import { tasks } from "nadle";',
      'tasks.register("a").config({ dependsOn: ["a"] });',
      '```',
    ].join('\n');
    expect(() => transform(page(markdown), {path: `${ROOT}tests/pages/cycle.md`})).toThrow(
      /^tests\/pages\/cycle\.md:3: Nadle would stop with an error the sample does not declare .*Cycle detected in task root:a → root:a/,
    );
  });

  // The first flagged page compiles every sample of the site: seconds on a busy machine.
  it(
    'puts the terminal the model prints for each command below the sample, header and closing lines included',
    {timeout: 60_000},
    () => {
      const markdown = [
        '```ts title="nadle.config.ts" nadle="--dry-run b"',
        'import { tasks } from "nadle";',
        'tasks.register("build");',
        '```',
      ].join('\n');
      const tree = page(markdown);
      transform(tree, {path: `${ROOT}tests/pages/plan.md`});
      const [terminal] = insertedHtml(tree, 'nadle-terminal');
      expect(terminal).toContain('<figcaption class="nt-cmd">$ nadle --dry-run b</figcaption>');
      expect(terminal).toContain('<code>🛠️ Welcome to Nadle v0.5.1!\n');
      expect(terminal).toContain(
        'Resolved tasks:\n    b  → root:build\n\nExecution plan:\n&gt; Task build\n\nRUN SUCCESSFUL in ',
      );
      expect(terminal).toContain('<span class="nt-x">exit code 0</span>');
    },
  );
});
