// The playground against a reader's hostile config or a crafted link, on the production
// build served with its _headers: a config cannot reach the site's origin (network,
// storage, the page), cannot forge what the page shows, leaves nothing behind for the
// next plan, and cannot exhaust the tab's memory; a link runs only when the reader asks,
// and one that cannot be read says why and stays in the address.
import type {Page} from '@playwright/test';

import {encodeSharedState, SHARE_HASH_PREFIX, type SharedState} from '../../src/components/Playground/shareLink';
import {PRESETS} from '../../src/components/Playground/presets';
import {axeViolations} from './a11y/axe';
import {recordCspViolations} from './support/csp';
import {ESCAPE_TO_REAL_GLOBAL, rawShareLink} from './support/playgroundAttacks';
import {expectHydrated} from './support/page';
import {e2eSite} from './support/sites';
import {commandField, output, PLAYGROUND_PATH} from './support/playground';
import {expect, serveBuildForFile, test} from './support/test';

const server = serveBuildForFile({dir: e2eSite('site').outDir, applyHeadersFile: true});
test.beforeEach(() => test.slow());

function linkTo(
  files: Record<string, string>,
  command: string,
  preset: SharedState['preset'] = 'single',
): Promise<string> {
  return encodeSharedState({preset, files: {...PRESETS[preset].files, ...files}, command}).then((hash) => {
    if (!hash) throw new Error('the link is too large');
    return `${server.url}${PLAYGROUND_PATH}${hash}`;
  });
}

/** Loads a page anew: going to an address that differs only in its fragment would not. */
async function load(page: Page, url: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url);
}

async function openAndRun(page: Page, url: string, command: string): Promise<void> {
  await load(page, url);
  await expectHydrated(page);
  const run = page.getByRole('button', {name: `Open the playground and run nadle ${command}`});
  await expect(run).toBeFocused();
  await run.click();
}

async function replaceConfig(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', {name: /^Contents of /}).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** Plans `line`; `timeout` is how long its heading may take (a config of 10,000 tasks takes seconds). */
async function plan(page: Page, line: string, timeout = 5000): Promise<void> {
  await commandField(page).fill(line);
  await commandField(page).press('Enter');
  await expect(page.getByRole('heading', {name: `What Nadle 0.5.1 would print for nadle ${line}`})).toBeVisible({
    timeout,
  });
}

test('a config that leaves the interpreter finds an opaque origin with no network, storage or code loading', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const requests: string[] = [];
  page.context().on('request', (request) => requests.push(request.url()));
  const config = `import { tasks } from "nadle";
${ESCAPE_TO_REAL_GLOBAL}
const found: string[] = [];
const attempt = (name: string, action: () => unknown) => {
  try {
    found.push(name + "=" + String(action()));
  } catch (error: any) {
    found.push(name + " refused (" + error.name + ")");
  }
};
attempt("origin", () => realGlobal.origin);
attempt("caches", () => typeof reach("caches"));
attempt("indexedDB", () => reach("indexedDB").open("planted"));
attempt("importScripts", () => reach("importScripts").call(realGlobal, "/planted-script.js"));
attempt("fetch", () => reach("fetch").call(realGlobal, "/planted-fetch").catch(() => undefined) && "sent");
attempt("Worker", () => typeof reach("Worker"));
tasks.register("probe").config({ description: found.join("; ") });
`;
  await openAndRun(page, await linkTo({'nadle.config.ts': config}, '--list'), '--list');
  await expect(output(page)).toContainText('probe');
  const text = (await output(page).textContent()) ?? '';
  expect(text).toContain('origin=null');
  expect(text).toContain('caches=undefined');
  expect(text).toMatch(/indexedDB refused \((SecurityError|TypeError)\)/);
  expect(text).toMatch(/importScripts refused \(\w+\)/);
  expect(text).toContain('Worker=undefined');
  // Nothing the config asked for reached the server, now or after the plan.
  await page.waitForTimeout(1000);
  expect(requests.filter((url) => url.includes('planted'))).toEqual([]);
  // The blocked requests are the realm's own policy at work; the page's policy held too.
  expect((await violations()).filter((line) => !line.includes('planted'))).toEqual([]);
});

test('a forged answer is shown as an error, and the playground goes on', async ({page, pageErrors}) => {
  const forgeries = [
    '{ kind: "result", taskCount: 1, result: { ok: true, output: "x", graph: { workspaces: [], tasks: 5, edges: [] } } }',
    '{ kind: "result", taskCount: 1, result: { ok: true, output: { toString: 1 } } }',
    '{ kind: "nadle-error", message: "<img src=x alt=forged>", fidelity: "exact" }',
    '"just text"',
  ];
  await page.goto(`${server.url}${PLAYGROUND_PATH}`);
  await expectHydrated(page);
  await page.getByRole('button', {name: 'Start the playground'}).click();
  await expect(output(page)).toBeVisible({timeout: 15_000});
  for (const forged of forgeries) {
    await replaceConfig(
      page,
      `import { tasks } from "nadle";\n${ESCAPE_TO_REAL_GLOBAL}\nrealGlobal.postMessage(${forged});\ntasks.register("real");\n`,
    );
    await plan(page, '--dry-run real');
    if (forged.includes('forged')) {
      // Well formed: shown, as text.
      await expect(output(page)).toHaveText('<img src=x alt=forged>');
    } else {
      await expect(output(page)).toContainText('The playground could not plan this: its answer could not be shown');
    }
  }
  await expect(page.locator('main img[alt="forged"]')).toHaveCount(0);
  await replaceConfig(page, 'import { tasks } from "nadle";\ntasks.register("after");\n');
  await plan(page, '--dry-run after');
  await expect(output(page)).toContainText('> Task after');
  expect(pageErrors).toEqual([]);
});

test('what a config does to the built-ins is gone by the next plan', async ({page}) => {
  await page.goto(`${server.url}${PLAYGROUND_PATH}`);
  await expectHydrated(page);
  await page.getByRole('button', {name: 'Start the playground'}).click();
  await expect(output(page)).toBeVisible({timeout: 15_000});
  await replaceConfig(
    page,
    `import { tasks } from "nadle";
${ESCAPE_TO_REAL_GLOBAL}
const realObject = realGlobal.Object;
realObject.defineProperty(realObject.prototype, "dependsOn", { get: () => ["polluted"], configurable: true });
realGlobal.Array.prototype.map = () => { throw new Error("map is broken"); };
realGlobal.setTimeout(() => realGlobal.postMessage({ kind: "planner-error", message: "left behind" }), 0);
// Work that never ends, queued after the config: it must not hold up the next plan.
const spin = (): Promise<void> => Promise.resolve().then(spin);
void spin();
tasks.register("polluted");
`,
  );
  await plan(page, '--dry-run polluted');
  await replaceConfig(page, 'import { tasks } from "nadle";\ntasks.register("clean");\ntasks.register("polluted");\n');
  await plan(page, '--dry-run clean');
  await expect(output(page)).toContainText('> Task clean');
  await expect(output(page)).not.toContainText('> Task polluted');
  await expect(output(page)).not.toContainText('left behind');
});

test('a link that would exhaust memory opens nothing by itself, and when run ends in a message, not a crashed tab', async ({
  page,
}) => {
  let crashed = false;
  page.on('crash', () => (crashed = true));
  const bombs = [
    'tasks.register("hello").config({ description: "x".repeat(2 ** 29 - 100) });',
    'let s = "x"; for (let i = 0; i < 40; i++) s += s; tasks.register("hello").config({ description: s });',
    'const parts: string[] = []; for (let i = 0; i < 200; i++) parts.push("y".repeat(2 ** 22) + i); tasks.register("hello");',
    'new Array(2 ** 30).fill(0); tasks.register("hello");',
  ];
  for (const bomb of bombs) {
    const url = await linkTo({'nadle.config.ts': `import { tasks } from "nadle";\n${bomb}\n`}, '--list');
    await load(page, url);
    await expectHydrated(page);
    // Shown, not run: no realm exists until the reader asks.
    await expect(page.getByText('This link holds a project of 2 files and the command')).toBeVisible();
    await expect(page.locator('iframe[sandbox]')).toHaveCount(0);
    await page.getByRole('button', {name: 'Open the playground and run nadle --list'}).click();
    await expect(output(page)).toContainText('more memory than the playground allows a config', {timeout: 30_000});
    expect(crashed, bomb).toBe(false);
  }
  // Reloading shows the link again; it does not run it.
  await page.reload();
  await expectHydrated(page);
  await expect(page.getByRole('button', {name: 'Open the playground and run nadle --list'})).toBeFocused();
  await expect(page.locator('iframe[sandbox]')).toHaveCount(0);
});

test('a link that cannot be used says why, keeps the address, and crashes nothing', async ({page, pageErrors}) => {
  const cases: {name: string; hash: Promise<string>; reason: RegExp}[] = [
    {
      name: 'a stray %',
      hash: Promise.resolve(`${SHARE_HASH_PREFIX}%`),
      reason: /characters a playground link never holds/,
    },
    {
      name: 'cut short',
      hash: encodeSharedState({preset: 'single', files: PRESETS.single.files, command: 'hello'}).then((hash) =>
        hash!.slice(0, 40),
      ),
      reason: /cut short/,
    },
    {
      name: 'a preset named toString',
      hash: rawShareLink({v: 1, preset: 'toString', files: PRESETS.single.files, command: ''}),
      reason: /example project the playground does not have/,
    },
    {
      name: 'a preset named __proto__',
      hash: rawShareLink({v: 1, preset: '__proto__', files: PRESETS.single.files, command: ''}),
      reason: /example project the playground does not have/,
    },
    {name: 'no files', hash: rawShareLink({v: 1, preset: 'single', files: {}, command: ''}), reason: /holds no files/},
    {
      name: 'a file outside the project',
      hash: rawShareLink({v: 1, preset: 'single', files: {'../x': 'a'}, command: ''}),
      reason: /whose name the playground cannot use/,
    },
    {
      name: 'a zero bomb',
      hash: rawShareLink({v: 1, preset: 'single', files: {'nadle.config.ts': 'x'.repeat(50_000_000)}, command: ''}),
      reason: /more than 1 MB of files/,
    },
    {name: 'another version', hash: rawShareLink({v: 2}), reason: /another version of the playground/},
  ];
  for (const {name, hash, reason} of cases) {
    const fragment = await hash;
    await load(page, `${server.url}${PLAYGROUND_PATH}${fragment}`);
    await expectHydrated(page);
    await expect(page.getByRole('alert'), name).toContainText(reason);
    await expect(page.getByRole('alert')).toContainText('The playground link in this address cannot be used');
    // Starting the example leaves the address as it was sent.
    await page.getByRole('button', {name: 'Start the playground'}).click();
    await expect(output(page)).toContainText('> Task goodbye', {timeout: 15_000});
    await page.waitForTimeout(300);
    expect(new URL(page.url()).hash, name).toBe(new URL(`${server.url}/${fragment}`).hash);
  }
  // Leaving each case for the next cancels the workers' downloads under way; no error otherwise.
  expect(pageErrors.filter((line) => !line.startsWith('request failed:'))).toEqual([]);
});

test('large valid projects plan within the time limit', async ({page}) => {
  test.setTimeout(300_000);
  await page.goto(`${server.url}${PLAYGROUND_PATH}`);
  await expectHydrated(page);
  await page.getByRole('button', {name: 'Start the playground'}).click();
  await expect(output(page)).toBeVisible({timeout: 15_000});
  // 10,000 tasks, each depending on the one before: 10,000 levels deep.
  await replaceConfig(
    page,
    'import { tasks } from "nadle";\nfor (let i = 0; i < 10000; i++) tasks.register("t" + i).config({ dependsOn: i === 0 ? [] : ["t" + (i - 1)] });\n',
  );
  await plan(page, '--dry-run t9999', 30_000);
  await expect(output(page)).toContainText('> Task t9999', {timeout: 30_000});
  await expect(output(page)).toContainText('> Task t0');
  await expect(page.getByText('The task graph has 10,000 tasks, more than the playground draws (200)')).toBeVisible();
  // One task with 10,000 dependencies.
  await replaceConfig(
    page,
    'import { tasks } from "nadle";\nconst names: string[] = [];\nfor (let i = 0; i < 10000; i++) { tasks.register("d" + i); names.push("d" + i); }\ntasks.register("all").config({ dependsOn: names });\n',
  );
  await plan(page, '--dry-run all', 30_000);
  await expect(output(page)).toContainText('> Task all', {timeout: 30_000});
  // A config of 60,000 lines, opened from a link (typing it would take minutes).
  const lines = ['import { tasks } from "nadle";'];
  for (let i = 0; i < 10_000; i++)
    lines.push('tasks.register(', `"t${i}",`, ').config({', `dependsOn: [${i === 0 ? '' : `"t${i - 1}"`}],`, '});', '');
  expect(lines.length).toBeGreaterThan(60_000);
  await openAndRun(page, await linkTo({'nadle.config.ts': lines.join('\n')}, '--dry-run t9999'), '--dry-run t9999');
  await expect(output(page)).toContainText('> Task t9999', {timeout: 30_000});
});

test('no axe violation with a shared link shown, and with one that cannot be used', async ({page}) => {
  await load(page, await linkTo({}, '--dry-run goodbye'));
  await expect(page.getByRole('button', {name: 'Open the playground and run nadle --dry-run goodbye'})).toBeFocused();
  await page.locator('details > summary', {hasText: /^nadle.config.ts /}).click();
  await expect(page.locator('details[open] pre')).toContainText('tasks');
  expect(await axeViolations(page), 'a shared link').toEqual([]);
  await load(page, `${server.url}${PLAYGROUND_PATH}${SHARE_HASH_PREFIX}%`);
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await axeViolations(page), 'an unreadable link').toEqual([]);
});
