// The in-page playground of /docs/getting-started/playground on the production build,
// served with the headers of its _headers file (so the Content-Security-Policy applies
// to the page and to the playground's worker): a reader starts it, edits the config,
// types commands and shares a link.
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';

import type {Page} from '@playwright/test';

import {readSharedLink} from '../../src/components/Playground/shareLink';
import {axeViolations} from './a11y/axe';
import {recordCspViolations} from './support/csp';
import {expectHydrated} from './support/page';
import {recordedCommand as recorded, recordedProjectFile, withoutTrailingBlanks} from './support/recordings';
import {e2eSite} from './support/sites';
import {commandField, editor, output, outputRegion, PLAYGROUND_PATH} from './support/playground';
import {expect, serveBuildForFile, test} from './support/test';

const server = serveBuildForFile({dir: e2eSite('site').outDir, applyHeadersFile: true});

// Each test starts the editor and two workers, one of them the TypeScript compiler:
// with two test workers on a small machine that takes longer than the default allows.
test.beforeEach(() => test.slow());

async function startPlayground(page: Page, hash = ''): Promise<void> {
  await page.goto(`${server.url}${PLAYGROUND_PATH}${hash}`);
  await expectHydrated(page);
  // A shared link shows what it holds and runs only when asked.
  await page.getByRole('button', {name: hash ? /^Open the playground and run nadle / : 'Start the playground'}).click();
  await expect(output(page)).toBeVisible({timeout: 15_000});
}

async function runCommand(page: Page, line: string): Promise<void> {
  await commandField(page).fill(line);
  await commandField(page).press('Enter');
  // Plans queue behind the replan an edit or a preset switch started, each in a fresh worker: seconds on a busy machine.
  await expect(page.getByRole('heading', {name: `What Nadle 0.5.1 would print for nadle ${line}`})).toBeVisible({
    timeout: 15_000,
  });
}

/** Replaces the text of the file shown in the editor, as typing would. */
async function replaceEditorText(page: Page, text: string): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test('the page loads none of the playground until it is started', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${server.url}${PLAYGROUND_PATH}`);
  await expectHydrated(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /\/assets\/playground\//.test(url))).toEqual([]);
  await expect(page.getByRole('textbox', {name: /^Contents of /})).toHaveCount(0);
  // The instructions to run the example locally and the sandbox link stay.
  await expect(page.getByRole('heading', {name: 'Run it locally'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Open the example on CodeSandbox'})).toBeVisible();
});

test('the scripts every page loads neither hold nor name any of the playground', async () => {
  const build = e2eSite('site').outDir;
  const siteScripts = await readdir(path.join(build, 'assets/js'));
  const runtimeFile = siteScripts.find((name) => name.startsWith('runtime~main.'));
  expect(runtimeFile, 'the runtime of the site').toBeDefined();
  const runtime = await readFile(path.join(build, 'assets/js', runtimeFile as string), 'utf8');
  // The runtime lists, by content hash, every file the site's scripts can fetch later.
  const fetchable = siteScripts.filter((name) => runtime.includes(`"${name.split('.').at(-2)}"`));
  expect(fetchable.length, 'files the runtime lists').toBeGreaterThan(10);
  expect(runtime).not.toContain('playground');
  for (const name of fetchable) {
    // The app's class names: present in every file of its code.
    expect(await readFile(path.join(build, 'assets/js', name), 'utf8'), name).not.toContain('nadle-playground-');
  }
  // The playground's own files, built apart.
  const playgroundFiles = await readdir(path.join(build, 'assets/playground'));
  expect(
    playgroundFiles.filter((name) =>
      /^playground-(app|realm|typescript-worker|typescript)\.[0-9a-f]{8}\.js$/.test(name),
    ),
  ).toHaveLength(4);
});

test('a dry run of goodbye plans hello first, with its graph, and no policy violation', async ({page, pageErrors}) => {
  const violations = await recordCspViolations(page);
  await startPlayground(page);
  await runCommand(page, '--dry-run goodbye');
  const text = await output(page).textContent();
  expect(text).toContain('Execution plan:');
  expect(text?.indexOf('> Task hello')).toBeLessThan(text?.indexOf('> Task goodbye') ?? -1);
  // The docs pages' renderer, named by its caption, the picture by what it shows.
  const graph = page.getByRole('figure', {name: 'Task graph of nadle --dry-run goodbye', exact: true});
  await expect(graph.getByRole('img')).toHaveAccessibleName(
    /^Tasks: .*\. Named in the command: goodbye\. goodbye depends on hello\.$/,
  );
  await expect(graph.getByRole('img').locator('g.tg-q')).toHaveText('goodbye');
  expect(await violations()).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a misspelled ExecTask option gets TypeScript’s message, and quick info answers on hover and from the keyboard', async ({
  page,
  pageErrors,
}) => {
  await startPlayground(page);
  await expect(page.getByText('TypeScript: no problems in nadle.config.ts.')).toBeVisible({timeout: 30_000});
  await replaceEditorText(
    page,
    'import { ExecTask, tasks } from "nadle";\ntasks.register("compile", ExecTask, { comand: "tsc", args: [] });\n',
  );
  const problems = page.getByRole('list', {name: 'TypeScript problems in nadle.config.ts'}).getByRole('listitem');
  await expect(problems).toHaveText([
    "line 2, column 39: Object literal may only specify known properties, and 'comand' does not exist in type 'Resolver<ExecTaskOptions>'. ts(2353)",
  ]);
  // The count and the first message reach screen readers, once the typing has paused.
  await expect(page.locator('[aria-live="polite"]').filter({hasText: /^nadle\.config\.ts: /})).toHaveText(
    "nadle.config.ts: 1 TypeScript problem. Line 2, column 39: Object literal may only specify known properties, and 'comand' does not exist in type 'Resolver<ExecTaskOptions>'.",
  );

  await editor(page).getByText('register', {exact: true}).hover();
  await expect(page.locator('.cm-playground-quick-info')).toContainText(
    'TasksAPI.register<ExecTaskOptions>(name: string',
  );

  // The cursor inside the ExecTask passed to register (line 2), then the key.
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ArrowDown');
  const column = 'tasks.register("compile", Exec'.length;
  for (let step = 0; step < column; step++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Control+i');
  // The quick info replaces the problem in the live region (which also names ExecTask).
  await expect(
    page.locator('[aria-live="polite"]').filter({hasText: /^(?!nadle\.config\.ts: ).*ExecTask/}),
  ).toHaveCount(1);
  expect(pageErrors).toEqual([]);
});

test('a typo is corrected, a name too far away gets Did you mean', async ({page}) => {
  await startPlayground(page);
  await runCommand(page, 'helo');
  await expect(output(page)).toContainText('Resolved tasks:');
  await expect(output(page)).toContainText('helo');
  await runCommand(page, 'helloooo');
  await expect(output(page)).toContainText('Did you mean hello?');
});

test('a cycle, an invalid task name and an endless loop are reported, never a crash', async ({page, pageErrors}) => {
  await startPlayground(page);
  await replaceEditorText(
    page,
    'import { tasks } from "nadle";\ntasks.register("a").config({ dependsOn: "b" });\ntasks.register("b").config({ dependsOn: "a" });\n',
  );
  await runCommand(page, 'a');
  await expect(output(page)).toContainText('Cycle detected in task');

  await replaceEditorText(page, 'import { tasks } from "nadle";\ntasks.register("build:docker");\n');
  // Nadle 0.5.1's whole message (recorded: tests/nadle-recordings/projects/load-invalid-name-colon).
  await expect(output(page)).toContainText(
    'Invalid task name: [build:docker]. Task names must contain only letters, numbers, and dashes; start with a letter, and not end with a dash.',
  );

  await replaceEditorText(page, 'import { tasks } from "nadle";\nwhile (true) {}\n');
  await expect(output(page)).toContainText(
    'loop turns and function calls, far more than 10,000 tasks need: is there an endless loop?',
    {timeout: 30_000},
  );

  // After the stopped worker, the next plan works again.
  await replaceEditorText(page, 'import { tasks } from "nadle";\ntasks.register("again");\n');
  await runCommand(page, '--dry-run again');
  await expect(output(page)).toContainText('> Task again');
  expect(pageErrors).toEqual([]);
});

test('markup in a file and in a command is shown as text', async ({page}) => {
  await startPlayground(page);
  const markup = '<img src=x alt=injected>';
  await replaceEditorText(
    page,
    `import { tasks } from "nadle";\ntasks.register("hello").config({ description: "${markup}" });\n`,
  );
  await runCommand(page, '--list');
  await expect(output(page)).toContainText(markup);
  await runCommand(page, `--dry-run "${markup}"`);
  await expect(page.locator('main img[alt="injected"]')).toHaveCount(0);
});

test('a share link restores the files and the command, and Reset returns to the example', async ({page, context}) => {
  await startPlayground(page);
  await replaceEditorText(page, 'import { tasks } from "nadle";\ntasks.register("shared");\n');
  await runCommand(page, '--dry-run shared');
  await expect(output(page)).toContainText('> Task shared');
  // The address follows each plan a moment later (the state is compressed first), and
  // the plan of the edit, with the example's command, came before this one.
  await expect
    .poll(async () => {
      const link = await readSharedLink(new URL(page.url()).hash);
      return link.kind === 'state' ? link.state.command : undefined;
    })
    .toBe('--dry-run shared');
  const link = page.url();

  const other = await context.newPage();
  await other.goto(link);
  await expectHydrated(other);
  await other.getByRole('button', {name: 'Open the playground and run nadle --dry-run shared'}).click();
  await expect(output(other)).toContainText('> Task shared', {timeout: 15_000});
  await expect(commandField(other)).toHaveValue('--dry-run shared');
  await expect(editor(other)).toContainText('tasks.register("shared");');

  await other.getByRole('button', {name: 'Reset'}).click();
  await expect(editor(other)).toContainText('Hello from the Nadle playground!');
});

test('the monorepo preset has a tab per file and fans a root task out to the workspaces', async ({page}) => {
  await startPlayground(page);
  await page
    .getByRole('combobox', {name: 'Example project'})
    .selectOption({label: 'pnpm monorepo: root and three workspaces'});
  await expect(page.getByRole('tablist', {name: 'Files of the project'}).getByRole('tab')).toHaveText([
    'nadle.config.ts',
    'package.json',
    'pnpm-workspace.yaml',
    'packages/core/nadle.config.ts',
    'packages/core/package.json',
    'packages/server/nadle.config.ts',
    'packages/server/package.json',
    'packages/web/nadle.config.ts',
    'packages/web/package.json',
  ]);
  await runCommand(page, '--dry-run web:build');
  // As recorded (tests/nadle-recordings/projects/preset-monorepo): the alias resolved, then the plan.
  await expect(output(page)).toContainText('Resolved tasks:\n    web:build  → packages:web:build');
  const printed = (await output(page).textContent()) ?? '';
  const text = printed.slice(printed.indexOf('Execution plan:'));
  expect(text.indexOf('packages:core:build')).toBeGreaterThan(-1);
  expect(text.indexOf('packages:core:build')).toBeLessThan(text.indexOf('server:build'));
  expect(text.indexOf('server:build')).toBeLessThan(text.indexOf('web:build'));
});

/** The label size and scroll state of the playground's graph, as a reader meets them. */
const graphLayout = (page: Page, command: string) =>
  page
    .getByRole('figure', {name: `Task graph of nadle ${command}`, exact: true})
    .locator('.tg-scroll')
    .evaluate((scroller) => {
      const svg = scroller.querySelector('svg')!;
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      return {
        smallestLabel: Math.min(
          ...Array.from(svg.querySelectorAll('text'), (text) => parseFloat(getComputedStyle(text).fontSize) * scale),
        ),
        overflows: scroller.scrollWidth > scroller.clientWidth + 1,
        tabindex: scroller.getAttribute('tabindex'),
      };
    });

test('the graph is the docs pages’ drawing, 12 px labels on a phone, scrolling or fitted when wide', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await startPlayground(page);
  await page
    .getByRole('combobox', {name: 'Example project'})
    .selectOption({label: 'pnpm monorepo: root and three workspaces'});
  await runCommand(page, '--dry-run build');
  const monorepo = page.getByRole('figure', {name: 'Task graph of nadle --dry-run build', exact: true});
  // Workspace boxes and a legend, as on the docs pages; it fits a phone at its actual size.
  expect(await monorepo.locator('g.tg-w').count()).toBe(4);
  await expect(monorepo.getByRole('listitem').first()).toBeVisible();
  expect(await graphLayout(page, '--dry-run build')).toEqual({smallestLabel: 13, overflows: false, tabindex: null});
  await expect(monorepo.getByRole('button', {name: 'Fit to width'})).toBeHidden();

  // Six tasks side by side are wider than a phone: the graph scrolls, is a tab stop, and can be fitted.
  await page.getByRole('combobox', {name: 'Example project'}).selectOption({label: 'Single package: the example'});
  await replaceEditorText(
    page,
    [
      'import { tasks } from "nadle";',
      ...['lint', 'typecheck', 'compile', 'test', 'bundle', 'docs'].map((name) => `tasks.register("${name}");`),
      'tasks.register("release").config({ dependsOn: ["lint", "typecheck", "compile", "test", "bundle", "docs"] });',
      '',
    ].join('\n'),
  );
  await runCommand(page, '--dry-run release');
  expect(await graphLayout(page, '--dry-run release')).toEqual({smallestLabel: 13, overflows: true, tabindex: '0'});
  const wide = page.getByRole('figure', {name: 'Task graph of nadle --dry-run release', exact: true});
  const toggle = wide.getByRole('button', {name: 'Fit to width'});
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await graphLayout(page, '--dry-run release')).overflows).toBe(false);

  // A wide screen shows it at its actual size again, without the toggle.
  await page.setViewportSize({width: 1280, height: 800});
  await expect(toggle).toBeHidden();
  expect((await graphLayout(page, '--dry-run release')).smallestLabel).toBe(13);
});

test('a cycle error gets the loop drawn as on the docs pages, numbered in the error’s order', async ({page}) => {
  await startPlayground(page);
  await replaceEditorText(
    page,
    [
      'import { tasks } from "nadle";',
      'tasks.register("a").config({ dependsOn: ["b"] });',
      'tasks.register("b").config({ dependsOn: ["a"] });',
      '',
    ].join('\n'),
  );
  await runCommand(page, '--dry-run a');
  await expect(output(page)).toContainText('Cycle detected in task root:a → root:b → root:a.');
  const figure = page.getByRole('figure', {name: 'Task graph of nadle --dry-run a: the cycle a → b → a', exact: true});
  await expect(figure.getByRole('img')).toHaveAccessibleName(/step by step: a depends on b, then b depends on a;/);
  await expect(figure.getByRole('img').locator('g.tg-n')).toHaveText(['1', '2']);
});

test('keyboard only: start, edit, leave the editor with Escape then Tab, plan, recall with Up', async ({page}) => {
  await page.goto(`${server.url}${PLAYGROUND_PATH}`);
  await expectHydrated(page);
  await page.getByRole('button', {name: 'Start the playground'}).focus();
  await page.keyboard.press('Enter');
  // Focus lands on the tab of the file shown.
  await expect(page.getByRole('tab', {name: 'nadle.config.ts'})).toBeFocused({timeout: 15_000});
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', {name: 'package.json'})).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Tab');
  await expect(editor(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Tab'); // indents: Tab stays in the editor
  await expect(editor(page)).toBeFocused();
  await page.keyboard.insertText('tasks.register("typed");');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(commandField(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('--dry-run typed');
  await page.keyboard.press('Enter');
  await expect(output(page)).toContainText('> Task typed');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('--list');
  await page.keyboard.press('Enter');
  await expect(output(page)).toContainText('Greetings tasks');
  await page.keyboard.press('ArrowUp');
  await expect(commandField(page)).toHaveValue('--list');
  await page.keyboard.press('ArrowUp');
  await expect(commandField(page)).toHaveValue('--dry-run typed');
  // The outcome reaches screen readers through the polite live region: the exit status and the
  // first line past the header and the debug messages, as recorded (tests/nadle-recordings/projects/preset-single).
  await expect(
    page.locator('[aria-live="polite"]').filter({hasText: 'Nadle exits with code 0. Greetings tasks'}),
  ).toHaveCount(1);
});

/** The playground's terminal (the page has terminals of its own, under its sample). */
const PLAYGROUND_TERMINAL = '.nadle-playground-output figure.nt';

/** The playground's terminal as the reader sees it: stdout and stderr lines (stderr is marked) and the exit status. */
async function shownTerminal(page: Page) {
  return page.locator(PLAYGROUND_TERMINAL).evaluate((block) => {
    const code = block.querySelector('.nt-out code')!.cloneNode(true) as HTMLElement;
    code.querySelectorAll('.nt-vh').forEach((spoken) => spoken.remove());
    code.querySelectorAll('.nt-e').forEach((line) => (line.textContent = `\u0001${line.textContent}`));
    const lines = (code.textContent ?? '').split('\n');
    return {
      stdout: lines.filter((line) => !line.startsWith('\u0001')),
      stderr: lines.filter((line) => line.startsWith('\u0001')).map((line) => line.slice(1)),
      /** Both streams, in the order the terminal shows them. */
      lines: lines.map((line) => (line.startsWith('\u0001') ? line.slice(1) : line)),
      exit: block.querySelector('.nt-x')?.textContent,
    };
  });
}

test('the output is the terminal Nadle 0.5.1 shows: header, errors where logged, closing lines, exit code', async ({
  page,
}) => {
  await startPlayground(page);
  // The cycle sample of Executing Tasks, as recorded (tests/nadle-recordings/projects/page-executing-cycle).
  await replaceEditorText(
    page,
    'import { tasks } from "nadle";\n\ntasks.register("a").config({ dependsOn: ["b"] });\ntasks.register("b").config({ dependsOn: ["a"] });\n',
  );
  for (const argv of ['--dry-run a', '--dry-run a --stacktrace']) {
    await runCommand(page, argv);
    const recording = recorded('page-executing-cycle', argv);
    await expect(page.locator(`${PLAYGROUND_TERMINAL} figcaption`)).toHaveText(`$ nadle ${argv}`);
    const shown = await shownTerminal(page);
    expect(withoutTrailingBlanks(shown.stdout), `${argv}: stdout`).toEqual(withoutTrailingBlanks(recording.stdout));
    expect(withoutTrailingBlanks(shown.stderr), `${argv}: stderr`).toEqual(withoutTrailingBlanks(recording.stderr));
    expect(shown.exit).toBe(`exit code ${recording.exitCode}`);
    const printed = shown.lines;
    const failed = printed.findIndex((line) => line.startsWith('RUN FAILED in <duration>'));
    // The error is logged before RUN FAILED; with --stacktrace, the stack follows it.
    expect(printed.findIndex((line) => line.startsWith(' ERROR  Cycle detected in task'))).toBeLessThan(failed);
    if (argv.endsWith('--stacktrace'))
      expect(printed.findIndex((line) => line.startsWith(' ERROR  Error: Cycle detected'))).toBeGreaterThan(failed);
    // The cycle's message is printed without --stacktrace: no caption about it.
    await expect(outputRegion(page).getByText('prints this error’s message only with')).toHaveCount(0);
    await expect(
      page
        .locator('[aria-live="polite"]')
        .filter({hasText: /^Nadle exits with code 1\. Cycle detected in task root:a → root:b → root:a\./}),
    ).toHaveCount(1);
  }
  // The placeholder of the duration says what it stands for to a screen reader, and only to one.
  const duration = output(page).locator('.nt-ph').filter({hasText: '<duration>'}).first();
  await expect(duration).toHaveCSS('font-style', 'italic');
  const spoken = duration.locator('.nt-vh');
  await expect(spoken).toHaveText(' (placeholder: the time the run took)');
  expect((await spoken.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
});

test('a failure whose message only --stacktrace prints says how to see it, once', async ({page}) => {
  await startPlayground(page);
  // A misspelled dependsOn, as recorded (tests/nadle-recordings/projects/depends-on-missing-root): the
  // message is printed only with --stacktrace.
  const project = 'depends-on-missing-root';
  // The recorded config is nadle.config.mts; the playground's is nadle.config.ts.
  const asInPlayground = (lines: string[]) => withoutTrailingBlanks(lines).map((line) => line.replace('.mts', '.ts'));
  await replaceEditorText(page, recordedProjectFile(project, 'nadle.config.mts'));
  await runCommand(page, '-m build');
  const hidden = recorded(project, '-m build');
  let shown = await shownTerminal(page);
  expect(withoutTrailingBlanks(shown.stdout)).toEqual(asInPlayground(hidden.stdout));
  expect(withoutTrailingBlanks(shown.stderr)).toEqual(withoutTrailingBlanks(hidden.stderr));
  expect(shown.exit).toBe(`exit code ${hidden.exitCode}`);
  await expect(output(page)).not.toContainText('compiel');
  await expect(
    outputRegion(page).getByText('Nadle 0.5.1 prints this error’s message only with --stacktrace'),
  ).toHaveText(
    'Nadle 0.5.1 prints this error’s message only with --stacktrace: run nadle -m build --stacktrace to see it.',
  );

  await runCommand(page, '-m build --stacktrace');
  const traced = recorded(project, '-m build --stacktrace');
  shown = await shownTerminal(page);
  expect(withoutTrailingBlanks(shown.stdout)).toEqual(asInPlayground(traced.stdout));
  expect(withoutTrailingBlanks(shown.stderr)).toEqual(withoutTrailingBlanks(traced.stderr));
  await expect(output(page)).toContainText('Error: Task compiel not found in');
  await expect(outputRegion(page).getByText('prints this error’s message only with')).toHaveCount(0);
});

test.describe('at phone width', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('editor, command line and output are stacked with no horizontal page scroll', async ({page}) => {
    await startPlayground(page);
    const files = await page.getByRole('region', {name: 'Files'}).boundingBox();
    const command = await commandField(page).boundingBox();
    const printed = await output(page).boundingBox();
    expect(files && command && printed).toBeTruthy();
    expect(files!.y + files!.height).toBeLessThanOrEqual(command!.y);
    expect(command!.y + command!.height).toBeLessThanOrEqual(printed!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

// At phone width the panes stack, so both layouts are checked.
for (const viewport of [
  {width: 390, height: 844},
  {width: 1280, height: 800},
]) {
  test.describe(`at ${viewport.width} px wide`, () => {
    test.use({viewport});

    test('no axe violation with the playground started and a plan shown, in light and dark mode', async ({page}) => {
      test.slow();
      for (const mode of ['light', 'dark'] as const) {
        await page.goto(`${server.url}${PLAYGROUND_PATH}`);
        await page.evaluate((theme) => localStorage.setItem('theme', theme), mode);
        await startPlayground(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await runCommand(page, '--dry-run goodbye');
        expect(await axeViolations(page), `${mode} mode at ${viewport.width} px`).toEqual([]);
      }
    });
  });
}
