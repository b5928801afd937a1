// Samples that show what Nadle does with them. A `ts` fence whose meta string has
// `nadle="<command> | <command>"` is a Nadle config; while the page compiles, its
// registrations are read (./read-config.ts, no task body runs), the planning model
// (src/nadle-model/) plans each command as Nadle 0.5.1 would, and below the fence the page
// gets the task graph as a figure (src/task-graph/, with its text form for the Markdown twin) and,
// per command, the terminal a reader would see (./terminal.ts: stdout and stderr in order,
// placeholders marked, the exit status), followed by the model's notes (such as tasks that
// may start in either order) and, for a failure whose message Nadle prints only with
// --stacktrace, how to see it.
//
// Meta of the flagged fence:
// - `nadle="--dry-run build | b | --list"`: the commands, as typed after `nadle`;
// - `nadle-error="Cycle detected"`: the sample fails on purpose, with a Nadle error whose
//   message contains this text (at load time or in a command); any other Nadle error, or
//   none, fails the build, as do an unknown import and a sample that never finishes;
// - `nadle-cwd="packages/app"`: the folder the commands are typed in (default: the root);
// - `nadle-project="shop"`: the project's other files are the fences above it on the page
//   that carry the same `nadle-project` (for files shown apart, with text between them).
//
// A monorepo sample is several plain fences in a row, each titled with its path
// (`pnpm-workspace.yaml`, `package.json`, `nadle.config.ts`, `packages/app/nadle.config.ts`),
// the flagged fence last. Each `<folder>/nadle.config.*` or `<folder>/package.json` makes
// `<folder>` a workspace; `pnpm-workspace.yaml` makes it a pnpm project, `yarn.lock` a yarn
// one, anything else npm. The reader also gets the project's file tree above the files
// (not for a `nadle-project`, whose files are spread over the page).
import {createHash} from 'node:crypto';

import type {Code, Parent, Paragraph, Root, RootContent} from 'mdast';
import {visit} from 'unist-util-visit';

import {figureHtml} from '../../../src/task-graph/figure';
import {TASK_GRAPH_CSS, TASK_GRAPH_CYCLE_CSS} from '../../../src/task-graph/styles';
import type {CommandResult, ConfigRecording, NadleModel} from './model';
import {isNadleError, readConfigSample, SampleReadError} from './read-config';
import {terminalHtml} from './terminal';
import {stacktraceCaption, terminalTranscript} from '../../../src/nadle-terminal/transcript';

const CONFIG_FILE = /(^|\/)nadle\.config\.(ts|mts|js|mjs)$/;
const PROJECT_FILE =
  /(^|\/)(nadle\.config\.(ts|mts|js|mjs)|package\.json|pnpm-workspace\.yaml|yarn\.lock|package-lock\.json)$/;

/** The Nadle meta of a fence, or undefined when it has none. */
export interface NadleMeta {
  commands: string[];
  expectedError?: string;
  cwd?: string;
}

const metaValue = (meta: string, key: string) => new RegExp(`(?:^|\\s)${key}=(["'])(.*?)\\1`).exec(meta)?.[2];

export function parseNadleMeta(meta: string | null | undefined): NadleMeta | undefined {
  const commands = metaValue(meta ?? '', 'nadle');
  if (commands === undefined) return undefined;
  return {
    commands: commands
      .split('|')
      .map((command) => command.trim())
      .filter(Boolean),
    expectedError: metaValue(meta ?? '', 'nadle-error'),
    cwd: metaValue(meta ?? '', 'nadle-cwd'),
  };
}

/** A sample that cannot be drawn: the build stops with this message, which names the file and line. */
export class TaskGraphSampleError extends Error {}

const titleOf = (code: Code) => /\btitle=(["'])(.*?)\1/.exec(code.meta ?? '')?.[2];

interface ProjectFile {
  path: string;
  code: Code;
}

/**
 * The fences of a sample's project: with `nadle-project="<name>"`, every titled fence of the
 * page above it with the same name; otherwise the titled project files right before the
 * flagged fence. Then the flagged fence itself.
 */
function projectFiles(tree: Root, parent: Parent, index: number): {files: ProjectFile[]; adjacent: boolean} {
  const flagged = parent.children[index] as Code;
  const files: ProjectFile[] = [{path: normalizePath(titleOf(flagged) ?? 'nadle.config.ts'), code: flagged}];
  const project = metaValue(flagged.meta ?? '', 'nadle-project');
  if (project !== undefined) {
    const named: ProjectFile[] = [];
    visit(tree, 'code', (code) => {
      const title = titleOf(code);
      if (code === flagged || !title || metaValue(code.meta ?? '', 'nadle-project') !== project) return;
      if ((code.position?.start.offset ?? 0) < (flagged.position?.start.offset ?? 0))
        named.push({path: normalizePath(title), code});
    });
    return {files: [...named, ...files], adjacent: false};
  }
  for (let before = index - 1; before >= 0; before--) {
    const node = parent.children[before];
    if (node.type !== 'code' || parseNadleMeta(node.meta)) break;
    const title = titleOf(node);
    if (!title || !PROJECT_FILE.test(normalizePath(title))) break;
    const filePath = normalizePath(title);
    if (files.some((file) => file.path === filePath)) break;
    files.unshift({path: filePath, code: node});
  }
  return {files, adjacent: true};
}

const normalizePath = (filePath: string) => filePath.replace(/^\.\//, '');
const folderOf = (filePath: string) => (filePath.includes('/') ? filePath.slice(0, filePath.lastIndexOf('/')) : '.');

/** The project tree of the files, as `tree` prints it. */
export function fileTree(paths: string[]): string {
  interface Folder {
    folders: Map<string, Folder>;
    files: string[];
  }
  const root: Folder = {folders: new Map(), files: []};
  for (const filePath of paths) {
    const segments = filePath.split('/');
    let folder = root;
    for (const segment of segments.slice(0, -1)) {
      if (!folder.folders.has(segment)) folder.folders.set(segment, {folders: new Map(), files: []});
      folder = folder.folders.get(segment)!;
    }
    folder.files.push(segments.at(-1)!);
  }
  const lines = ['.'];
  const walk = (folder: Folder, prefix: string) => {
    const entries = [
      ...[...folder.folders.keys()].sort().map((name) => ({name, folder: folder.folders.get(name)})),
      ...folder.files.map((name) => ({name, folder: undefined})),
    ];
    entries.forEach((entry, position) => {
      const last = position === entries.length - 1;
      lines.push(`${prefix}${last ? '└── ' : '├── '}${entry.name}${entry.folder ? '/' : ''}`);
      if (entry.folder) walk(entry.folder, `${prefix}${last ? '    ' : '│   '}`);
    });
  };
  walk(root, '');
  return lines.join('\n');
}

/** Splits a command as a shell would for these simple cases: on spaces, with "…" or '…' kept together. */
export function splitCommand(command: string): string[] {
  return [...command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3]);
}

/** The component that shows a figure and fits it to the reader's screen. */
const FIGURE_COMPONENT = 'TaskGraphFigure';
const FIGURE_MODULE = '@site/src/components/TaskGraphFigure';

/** `<TaskGraphFigure html="…" />` as an MDX node: the figure is one string in the page's chunk. */
function figureNode(html: string) {
  return {
    type: 'mdxJsxFlowElement',
    name: FIGURE_COMPONENT,
    attributes: [{type: 'mdxJsxAttribute', name: 'html', value: html}],
    children: [],
  };
}

/** `import TaskGraphFigure from "@site/src/components/TaskGraphFigure"` as an MDX node. */
function figureImport() {
  const declaration = {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: FIGURE_COMPONENT}}],
    source: {type: 'Literal', value: FIGURE_MODULE, raw: JSON.stringify(FIGURE_MODULE)},
  };
  return {
    type: 'mdxjsEsm',
    value: `import ${FIGURE_COMPONENT} from ${JSON.stringify(FIGURE_MODULE)};`,
    data: {estree: {type: 'Program', sourceType: 'module', body: [declaration]}},
  };
}

/** `<div className={className} dangerouslySetInnerHTML={{__html: html}} />` as an MDX node: no component. */
function rawHtmlNode(html: string, className: string) {
  const value = {type: 'Literal', value: html, raw: JSON.stringify(html)};
  const object = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        method: false,
        shorthand: false,
        computed: false,
        kind: 'init',
        key: {type: 'Identifier', name: '__html'},
        value,
      },
    ],
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: className},
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: `{__html: ${JSON.stringify(html)}}`,
          data: {
            estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression: object}]},
          },
        },
      },
    ],
    children: [],
  };
}

const textBlock = (title: string, value: string): Code => ({
  type: 'code',
  lang: 'text',
  meta: `title=${JSON.stringify(title)}`,
  value,
});
const paragraph = (text: string): Paragraph => ({type: 'paragraph', children: [{type: 'text', value: text}]});
const captionParagraph = (parts: {text?: string; code?: string}[]): Paragraph => ({
  type: 'paragraph',
  children: parts.map((part) =>
    part.code === undefined ? {type: 'text', value: part.text ?? ''} : {type: 'inlineCode', value: part.code},
  ),
});

/** What one flagged sample turned into. */
interface SampleOutcome {
  results: {command: string; result: CommandResult}[];
  /** A Nadle error raised while loading the configs or creating the project (before any command). */
  loadError?: string;
}

function runSample(files: ProjectFile[], meta: NadleMeta, model: NadleModel, where: string): SampleOutcome {
  const packageManager = files.some((file) => file.path === 'pnpm-workspace.yaml')
    ? 'pnpm'
    : files.some((file) => file.path === 'yarn.lock')
      ? 'yarn'
      : 'npm';
  const folders = new Set<string>(['.']);
  for (const file of files)
    if (CONFIG_FILE.test(file.path) || file.path.endsWith('package.json')) folders.add(folderOf(file.path));
  const recordings = new Map<string, ConfigRecording>();
  // The config file of each workspace: Nadle's welcome header counts the ones besides the root's.
  const configFiles = new Map<string, string>();
  try {
    for (const file of files.filter((candidate) => CONFIG_FILE.test(candidate.path))) {
      try {
        recordings.set(folderOf(file.path), readConfigSample(file.code.value, model.createNadleStandIn(), file.path));
        configFiles.set(folderOf(file.path), file.path);
      } catch (error) {
        if (error instanceof SampleReadError) {
          const line = file.code.position?.start.line ?? 0;
          throw new TaskGraphSampleError(
            `${where.replace(/:\d+$/, '')}:${line}: the sample ${file.path} cannot be read: ${error.message}`,
          );
        }
        throw error;
      }
    }
    const project = model.createProject({
      packageManager,
      workspaces: [...folders]
        .sort((a, b) => (a === '.' ? -1 : b === '.' ? 1 : a.localeCompare(b)))
        .map((relativePath) => ({
          relativePath,
          recording: recordings.get(relativePath),
          ...(configFiles.has(relativePath) ? {configFile: configFiles.get(relativePath)} : {}),
        })),
      cwd: meta.cwd,
    });
    return {
      results: meta.commands.map((command) => ({
        command,
        result: model.runCommand(project as never, splitCommand(command)),
      })),
    };
  } catch (error) {
    if (isNadleError(error)) return {results: [], loadError: error.message};
    throw error;
  }
}

/** Checks the sample's errors against its `nadle-error`; returns the failure message, if any. */
export function checkExpectedError(outcome: SampleOutcome, meta: NadleMeta): string | undefined {
  const errors = [
    ...(outcome.loadError === undefined ? [] : [outcome.loadError]),
    ...outcome.results.filter(({result}) => !result.ok).map(({result}) => result.error ?? result.output),
  ];
  if (meta.expectedError === undefined) {
    if (errors.length > 0)
      return `Nadle would stop with an error the sample does not declare (add nadle-error="…" to its meta if it is meant to): ${errors[0]}`;
    return undefined;
  }
  if (errors.length === 0)
    return `the sample declares nadle-error="${meta.expectedError}", but Nadle would report no error`;
  const other = errors.find((error) => !error.includes(meta.expectedError!));
  if (other !== undefined)
    return `the sample declares nadle-error="${meta.expectedError}", but Nadle would report: ${other}`;
  return undefined;
}

/**
 * Expands every flagged sample of a page (see the top of this file). `source` is the page's
 * path, for messages and ids. Returns whether the page got a figure.
 */
export function expandNadleSamples(tree: Root, {source, model}: {source: string; model: NadleModel}): boolean {
  const flagged: {parent: Parent; code: Code}[] = [];
  visit(tree, 'code', (code, _index, parent) => {
    if (parent && parseNadleMeta(code.meta)) flagged.push({parent, code});
  });
  let figures = 0;
  let cycles = 0;
  let terminals = 0;
  for (const {parent, code} of flagged) {
    const meta = parseNadleMeta(code.meta)!;
    const index = parent.children.indexOf(code);
    const where = `${source}:${code.position?.start.line ?? 0}`;
    if (meta.commands.length === 0)
      throw new TaskGraphSampleError(
        `${where}: nadle="" names no command; write the commands as typed after \`nadle\`, separated by |`,
      );
    const {files, adjacent} = projectFiles(tree, parent, index);
    const outcome = runSample(files, meta, model, where);
    const failure = checkExpectedError(outcome, meta);
    if (failure) throw new TaskGraphSampleError(`${where}: ${failure}`);

    const added: RootContent[] = [];
    // The first command that plans a run, or stops on a cycle, gets the picture.
    const graphed = outcome.results.find(({result}) => (result.graph && result.graph.tasks.length > 0) || result.cycle);
    if (graphed) {
      const id = `tg${createHash('sha256')
        .update(`${source}:${code.position?.start.line ?? figures}`)
        .digest('hex')
        .slice(0, 6)}`;
      const {cycle} = graphed.result;
      const styles = [
        ...(figures === 0 ? [TASK_GRAPH_CSS] : []),
        ...(cycle && cycles === 0 ? [TASK_GRAPH_CYCLE_CSS] : []),
      ];
      added.push(
        figureNode(
          figureHtml(cycle?.graph ?? graphed.result.graph!, {id, command: graphed.command, styles, cycle}),
        ) as never,
      );
      figures++;
      if (cycle) cycles++;
    }
    if (outcome.loadError !== undefined) {
      added.push(textBlock(`$ nadle ${meta.commands[0]}`, outcome.loadError));
    }
    // The model's notes say what the output leaves out or leaves open; each is said once per sample.
    const said = new Set<string>();
    for (const {command, result} of outcome.results) {
      added.push(rawHtmlNode(terminalHtml(command, result, {styles: terminals === 0}), 'nadle-terminal') as never);
      terminals++;
      if (terminalTranscript(result).messageNeedsStacktrace) added.push(captionParagraph(stacktraceCaption(command)));
      for (const note of result.notes ?? []) {
        if (said.has(note)) continue;
        said.add(note);
        added.push(paragraph(note));
      }
    }
    parent.children.splice(index + 1, 0, ...(added as never[]));
    if (adjacent && files.length > 1) {
      const first = parent.children.indexOf(files[0].code);
      parent.children.splice(first, 0, textBlock('Project layout', fileTree(files.map((file) => file.path))) as never);
    }
  }
  if (figures > 0) tree.children.unshift(figureImport() as never);
  return figures > 0;
}
