// How the local engine answers the questions readers type: typos, words
// written apart or together, qualified API names, pasted error messages,
// questions in plain language and words the docs do not use. A small site of
// its own, so that each case shows the mechanism, not a tuned page of the docs.
import {describe, expect, it} from 'vitest';

import type {SearchResponse} from '../../../src/search/engine';
import {SYNONYMS} from '../../../src/search/synonyms';
import {tokenize} from '../../../src/search/tokenize';
import {typoCandidates, typoDistance} from '../../../src/search/typos';
import type {ExtractedPage} from '../../../src/search/types';
import {indexOf, ORIGIN, page, pagesOf} from './smallSite';

const PAGES: ExtractedPage[] = [
  page('Installation', '/docs/installation', [
    [0, 'Install the package with your package manager and write a config file.'],
    [2, 'Single-package projects', 'single'],
    [0, 'A project that is not a monorepo marks its root in package.json.'],
  ]),
  page('Configuration Reference', '/docs/config-reference', [
    [2, '--cache-dir', 'cache-dir'],
    [0, 'Where the cache lives. Defaults to .nadle in the project folder.'],
    [2, '--config-key', 'config-key'],
    [0, 'Narrows --show-config to one option.'],
    [2, 'logLevel', 'loglevel'],
    [0, 'One of error, log, info or debug; debug prints the most.'],
    [2, 'maxWorkers', 'maxworkers'],
    [0, 'How many workers run tasks at the same time.'],
  ]),
  page('Executing Task', '/docs/guides/executing-task', [
    [0, 'Run tasks from the command line and read what Nadle prints.'],
    [2, 'Excluding tasks', 'excluding'],
    [0, 'Leave a task out of the run with --exclude.'],
    [2, 'Errors', 'errors'],
    [3, 'Task <name> not found in <workspace> nor root workspace.', 'task-not-found'],
    [
      0,
      'The task is neither in the current workspace nor in the root. Check the spelling or add the workspace prefix.',
    ],
    [3, 'Cycle detected in task <cycle>. Please resolve the cycle before executing tasks.', 'cycle'],
    [0, 'Two tasks depend on each other. Remove one of the dependencies.'],
  ]),
  page('Workspace', '/docs/concepts/workspace', [
    [
      0,
      'A workspace is one package of a monorepo. Every task belongs to a workspace, and the root workspace holds the root tasks.',
    ],
    [2, 'Workspace dependencies', 'dependencies'],
    [0, 'A task may depend on a task of another workspace, such as packages:app:build, and the root task runs first.'],
    [0, 'A task of a workspace that is not found stops the run before anything starts.'],
  ]),
  page(
    'Function: files()',
    '/docs/api/index/namespaces/Inputs/functions/files',
    [[0, 'Declares input files by glob pattern.']],
    'API Reference',
  ),
  page(
    'Variable: files',
    '/docs/api/index/namespaces/Outputs/variables/files',
    [[0, 'Declares output files. The same function as Inputs.files.']],
    'API Reference',
  ),
  page(
    'Interface: RunnerContext',
    '/docs/api/index/interfaces/RunnerContext',
    [
      [2, 'workingDir', 'workingdir'],
      [0, 'The folder the task runs in.'],
    ],
    'API Reference',
  ),
  page(
    'Variable: DeleteTask',
    '/docs/api/index/variables/DeleteTask',
    [[0, 'Built-in task that deletes files and folders.']],
    'API Reference',
  ),
];

const index = indexOf(PAGES);

function search(query: string): SearchResponse {
  return index.search({query, hitsPerPage: 20, attributesToSnippet: ['content:10']});
}

/** The pages of the response in the order they first appear, as the modal lists them. */
const pages = (query: string) => pagesOf(search(query));

describe('typo distance', () => {
  it('counts a swap of two neighbouring letters as one edit, like a dropped, added or changed letter', () => {
    expect(typoDistance('instlal', 'install', 2)).toBe(1);
    expect(typoDistance('instal', 'install', 2)).toBe(1);
    expect(typoDistance('innstall', 'install', 2)).toBe(1);
    expect(typoDistance('inztall', 'install', 2)).toBe(1);
    expect(typoDistance('tsinlal', 'install', 2)).toBe(3);
  });

  it('lists the indexed words within the budget, closest first', () => {
    expect(typoCandidates('wrokers', ['workers', 'worker', 'walkers', 'work'], 2)).toEqual([
      'workers',
      'worker',
      'walkers',
    ]);
    expect(typoCandidates('wrokers', ['workers', 'worker', 'walkers', 'work'], 1)).toEqual(['workers']);
  });
});

describe('typos', () => {
  for (const [typo, kind] of [
    ['instlal', 'swapped'],
    ['instal', 'dropped'],
    ['innstall', 'doubled'],
  ]) {
    it(`finds the page through a ${kind} letter ("${typo}")`, () => {
      expect(pages(`${typo} package`)[0]).toBe('/docs/installation');
      expect(pages(typo)[0]).toBe('/docs/installation');
    });
  }

  it('a word being typed is a prefix before it is a typo', () => {
    expect(pages('inst')[0]).toBe('/docs/installation');
  });
});

describe('words written apart or together', () => {
  it('indexes a hyphenated flag as its words and as one word', () => {
    expect(tokenize('--cache-dir').map((token) => token.terms)).toEqual([['cachedir', 'cache', 'dir']]);
  });

  for (const query of ['cache dir', 'cachedir', 'cacheDir', 'cache-dir']) {
    it(`"${query}" finds --cache-dir`, () => {
      expect(search(query).hits[1]?.url).toBe(`${ORIGIN}/docs/config-reference#cache-dir`);
    });
  }

  for (const query of ['working dir', 'workingdir']) {
    it(`"${query}" finds workingDir`, () => {
      expect(pages(query)[0]).toBe('/docs/api/index/interfaces/RunnerContext');
    });
  }

  it('"max workers" finds maxWorkers', () => {
    expect(search('max workers').hits[1]?.url).toBe(`${ORIGIN}/docs/config-reference#maxworkers`);
  });
});

describe('qualified API names', () => {
  it("a qualifier matches the namespace in the page's path, not a mention in another page", () => {
    expect(pages('Inputs.files')[0]).toBe('/docs/api/index/namespaces/Inputs/functions/files');
    expect(pages('Outputs.files')[0]).toBe('/docs/api/index/namespaces/Outputs/variables/files');
  });
});

describe('pasted error messages', () => {
  it('a message with its names filled in finds the heading that quotes it with placeholders, first', () => {
    expect(search('Task biuld not found in packages:web nor root workspace.').hits[1]?.url).toBe(
      `${ORIGIN}/docs/guides/executing-task#task-not-found`,
    );
    expect(pages('Task biuld not found in packages:web nor root workspace.')[0]).toBe('/docs/guides/executing-task');
  });

  it("the modal's 64-character cap still leaves enough of a long message", () => {
    const message = 'Cycle detected in task lint → test → lint. Please resolve the cycle before executing tasks.'.slice(
      0,
      64,
    );
    expect(search(message).hits[1]?.url).toBe(`${ORIGIN}/docs/guides/executing-task#cycle`);
  });
});

describe('questions in plain language', () => {
  it('the words of a question do not drown its subject', () => {
    expect(pages('how do I leave a task out of the run')[0]).toBe('/docs/guides/executing-task');
  });

  it('a question with a word the docs lack still finds the page holding the others', () => {
    expect(pages('how can I cleverly exclude a task')[0]).toBe('/docs/guides/executing-task');
  });
});

describe('words of another kind or that only qualify', () => {
  const site = indexOf([
    page('Executing Task', '/docs/guides/executing-task', [
      [0, 'Run tasks from the command line; the run executes them in order.'],
      [2, 'Execution order', 'order'],
      [0, 'A task runs once its dependencies ran.'],
    ]),
    page(
      'Interface: ExecTaskOptions',
      '/docs/api/index/interfaces/ExecTaskOptions',
      [
        [2, 'command', 'command'],
        [0, 'The executable to run, started without a shell.'],
      ],
      'API Reference',
    ),
    page('Copy Task', '/docs/guides/copy-task', [
      [0, 'Copies files from one folder to another, leaving out the excluded ones.'],
    ]),
    page('Caching', '/docs/guides/caching', [[0, 'Only some tasks cache their files; a copy of the outputs is kept.']]),
  ]);
  const sitePages = (query: string) => pagesOf(site.search({query, hitsPerPage: 20}));

  it('a derived word the docs hold finds itself before the forms of its stem ("executable" is not "executing")', () => {
    expect(sitePages('executable to run')[0]).toBe('/docs/api/index/interfaces/ExecTaskOptions');
  });

  it('words that only qualify the others need not match ("copy only some files")', () => {
    expect(sitePages('copy only some files')[0]).toBe('/docs/guides/copy-task');
  });
});

describe('reader vocabulary', () => {
  it('every synonym is a lower-case word and points to other words', () => {
    for (const [word, targets] of Object.entries(SYNONYMS)) {
      expect(word).toMatch(/^[a-z]+$/);
      expect(targets.length).toBeGreaterThan(0);
      expect(targets).not.toContain(word);
    }
  });

  it.each([
    ['verbose', '/docs/config-reference'],
    ['threads', '/docs/config-reference'],
    ['remove files', '/docs/api/index/variables/DeleteTask'],
    ['skip a task', '/docs/guides/executing-task'],
  ])('"%s" finds %s through the docs\' word', (query, expected) => {
    expect(pages(query)[0]).toBe(expected);
  });
});

describe('rows of a response', () => {
  it('each page leads with its page hit and shows at most one other hit', () => {
    const hits = search('task').hits;
    const byPage = new Map<string, typeof hits>();
    for (const hit of hits) byPage.set(hit.url_without_anchor, [...(byPage.get(hit.url_without_anchor) ?? []), hit]);
    for (const rows of byPage.values()) {
      expect(rows[0].type).toBe('lvl1');
      expect(rows[0].url).toBe(rows[0].url_without_anchor);
      expect(rows.length).toBeLessThanOrEqual(2);
    }
  });
});

describe('shortened words', () => {
  const shortened = indexOf([
    page('Why Nadle?', '/docs/why-nadle', [
      [2, 'Compared with Turborepo', 'turborepo'],
      [0, 'Turborepo is built for large monorepos.'],
    ]),
    page('Introduction', '/docs/introduction', [[0, 'A CI pipeline runs the same command as a developer.']]),
  ]);

  it('a finished word the docs lack matches the word it starts ("turbo" for Turborepo)', () => {
    expect(pagesOf(shortened.search({query: 'turbo pipeline'}))).toContain('/docs/why-nadle');
    expect(pagesOf(shortened.search({query: 'turbo '}))[0]).toBe('/docs/why-nadle');
  });
});

describe('words found everywhere', () => {
  // "task" is on every page, as on a task runner's site; "list" is on two.
  const common = indexOf([
    page('Executing Task', '/docs/guides/executing-task', [
      [2, 'Running several tasks', 'several'],
      [0, 'Name several tasks on the command line and they run in the order listed.'],
    ]),
    page('Configuration Reference', '/docs/config-reference', [
      [2, '--list', 'list'],
      [0, 'Prints the registered tasks, by group, instead of running any.'],
    ]),
    ...['build', 'test', 'lint', 'deploy'].map((name) =>
      page(`Task ${name}`, `/docs/tasks/${name}`, [
        [0, `The ${name} task runs before the other tasks; a task of each workspace does the same.`],
      ]),
    ),
  ]);

  it('a heading holding the rare word of the query outranks one holding its common word', () => {
    expect(pagesOf(common.search({query: 'how do I list all tasks'}))[0]).toBe('/docs/config-reference');
  });
});

describe('values pasted into a quoted message', () => {
  const quoted = indexOf([
    page('Playground', '/docs/playground', [
      [2, 'Trying the example', 'example'],
      [0, 'Each run of the example prints RUN SUCCESSFUL at the end, and how long it took.'],
    ]),
    page('Executing Task', '/docs/guides/executing-task', [
      [2, 'Reading the output', 'reading-the-output'],
      [0, 'The last line is RUN SUCCESSFUL in <duration>, then the count of tasks executed.'],
    ]),
  ]);

  it('a value the docs never hold stands where the message has a placeholder ("3.2s" for <duration>)', () => {
    expect(pagesOf(quoted.search({query: 'RUN SUCCESSFUL in 3.2s'}))[0]).toBe('/docs/guides/executing-task');
  });
});
