// The long tasks of a page's first load on a phone, and what runs in each: the
// page loads at 412×823 (Lighthouse's mobile viewport) in a fresh browser
// context while Chromium records a trace. As Lighthouse does by default, the
// CPU is not slowed while loading: each task of the page's main thread counts
// its CPU time times 4 (so a busy shared machine, which stretches wall time,
// changes the figures little); `--devtools-throttling` slows the CPU 4× with
// DevTools instead and counts wall time. Each task over 50 ms is listed with the
// scripts it evaluated, the callbacks it ran, its style and layout, and the
// moments of the page it holds (marked by the page: Docusaurus has hydrated,
// the navbar's drawer and its docs menu appear, the wide window's sidebar is
// removed; `--verbose` adds each batch of DOM changes). Total blocking time is
// the sum of each task's time over 50 ms from the first contentful paint on;
// Lighthouse's own figure also simulates the network, so compare runs of this
// script with each other, not with Lighthouse's.
// Usage in USAGE below. With two or more --dir, runs alternate between the builds, so that a change in
// the machine's load falls on each alike. Routes default to /docs/api/index and /docs/introduction.
import {existsSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';

import {chromium, type Browser} from 'playwright-core';

import {CHROME_FLAGS, CHROME_PATH} from '../../tests/e2e/support/chrome';
import {serveBuild, type ServedBuild} from '../../tests/e2e/support/serve-build';
import {readCommandLine, wholeNumberOption} from '../commandLine';
import {median} from './stats';

const USAGE =
  'npx tsx scripts/bench/long-tasks.mts [--dir build] [--dir other-build] [--runs 3] [--port 0] [--verbose] [--devtools-throttling] [route ...]';
const {values, positionals} = readCommandLine(USAGE, {
  allowPositionals: true,
  options: {
    dir: {type: 'string', multiple: true, default: ['build']},
    runs: {type: 'string', default: '3'},
    port: {type: 'string', default: '0'},
    verbose: {type: 'boolean', default: false},
    'devtools-throttling': {type: 'boolean', default: false},
  },
});

const LONG_TASK_MS = 50;
const CPU_SLOWDOWN = 4;
const VIEWPORT = {width: 412, height: 823};
const routes = positionals.length > 0 ? positionals : ['/docs/api/index', '/docs/introduction'];
const runs = wholeNumberOption(USAGE, 'runs', values.runs, 1);
const basePort = wholeNumberOption(USAGE, 'port', values.port, 0, 65535);
const dirs = values.dir.map((dir) => path.resolve(dir));
for (const dir of dirs) {
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`No built site in ${dir}.`);
}

/** Runs in the page before its scripts: user-timing marks the trace places in the task that caused them. */
const MARK_PAGE_MOMENTS = `function () {
  const seen = new Set();
  const markOnce = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    performance.mark(name);
  };
  const check = () => {
    const root = document.documentElement;
    if (root.getAttribute('data-has-hydrated') === 'true') markOnce('docusaurus-hydrated');
    if (document.querySelector('.navbar-sidebar')) markOnce('drawer-rendered');
    if (document.querySelector('.navbar-sidebar .theme-doc-sidebar-menu, .navbar-sidebar .navbar-sidebar__item:nth-child(2) .menu__list')) markOnce('drawer-docs-menu-rendered');
    if (seen.has('docusaurus-hydrated') && !document.querySelector('.theme-doc-sidebar-container')) markOnce('desktop-sidebar-removed');
  };
  // With --verbose: what each batch of DOM changes added and removed, and where.
  const describe = (node) => (node.nodeType === 1 ? node.tagName.toLowerCase() + (node.classList[0] ? '.' + node.classList[0] : '') : '#text');
  const summarize = (records) => {
    if (!VERBOSE) return;
    let added = 0;
    let removed = 0;
    const places = new Set();
    for (const record of records) {
      for (const node of record.addedNodes) added += node.nodeType === 1 ? node.getElementsByTagName('*').length + 1 : 1;
      for (const node of record.removedNodes) removed += node.nodeType === 1 ? node.getElementsByTagName('*').length + 1 : 1;
      if (record.type === 'childList' && (record.addedNodes.length || record.removedNodes.length)) {
        const where = [...record.addedNodes, ...record.removedNodes].find((node) => node.nodeType === 1);
        places.add(describe(record.target) + (where ? '>' + describe(where) : ''));
      }
    }
    if (VERBOSE && (added || removed)) performance.mark('dom +' + added + ' -' + removed + ' ' + [...places].slice(0, 4).join(' '));
  };
  new MutationObserver((records) => (summarize(records), check())).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-has-hydrated']});
}`;

const PAGE_MOMENTS = ['docusaurus-hydrated', 'drawer-rendered', 'drawer-docs-menu-rendered', 'desktop-sidebar-removed'];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** CPU time of the thread, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {name?: string; data?: Record<string, unknown>; frame?: string};
}

interface LongTask {
  start: number;
  duration: number;
  parts: string[];
  marks: string[];
}

interface RunFigures {
  tasks: LongTask[];
  tbt: number;
  fcp: number;
  /** When each moment of the page came, ms from navigation start. */
  moments: string[];
}

const shortUrl = (url: unknown) =>
  typeof url === 'string' && url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\/js\//, '') : '?';

function describeChild(event: TraceEvent): string | undefined {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'EvaluateScript':
      return `evaluate ${shortUrl(data.url)}`;
    case 'v8.compileModule':
    case 'v8.compile':
      return undefined;
    case 'FunctionCall':
      return `call ${typeof data.functionName === 'string' && data.functionName ? data.functionName : '(anonymous)'} ${shortUrl(data.url)}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'EventDispatch':
      return `event ${String(data.type)}`;
    case 'ParseHTML':
      return 'parse HTML';
    case 'Layout':
      return 'layout';
    case 'UpdateLayoutTree':
      return 'style';
    case 'Paint':
    case 'PrePaint':
      return 'paint';
    case 'RunMicrotasks':
      return 'microtasks';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
      return 'GC';
    default:
      return undefined;
  }
}

/** How long an event counts, µs: its CPU time times the slowdown, or its wall time with --devtools-throttling. */
function length(event: TraceEvent): number {
  return values['devtools-throttling'] ? (event.dur ?? 0) : CPU_SLOWDOWN * (event.tdur ?? event.dur ?? 0);
}

function analyse(events: TraceEvent[]): RunFigures {
  // The page's main thread is the renderer main thread that holds the page's marks.
  const mark = events.find((event) => event.name === 'docusaurus-hydrated' && event.cat.includes('blink.user_timing'));
  if (!mark) throw new Error('The trace holds no hydration mark: did the page hydrate?');
  const thread = events.filter((event) => event.pid === mark.pid && event.tid === mark.tid);
  const fcpEvent =
    thread.find((event) => event.name === 'firstContentfulPaint') ??
    events.find((event) => event.name === 'firstContentfulPaint' && event.pid === mark.pid);
  const navigationStart =
    events.find((event) => event.name === 'navigationStart' && event.pid === mark.pid)?.ts ?? thread[0].ts;
  const fcp = fcpEvent ? fcpEvent.ts : navigationStart;
  const marks = events.filter(
    (event) =>
      event.cat.includes('blink.user_timing') &&
      event.pid === mark.pid &&
      (PAGE_MOMENTS.includes(event.name) || event.name.startsWith('dom ')),
  );
  const topLevel = thread.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && length(event) / 1000 > LONG_TASK_MS,
  );
  const tasks = topLevel.map((task): LongTask => {
    const end = task.ts + (task.dur ?? 0);
    const inside = thread.filter(
      (event) => event !== task && event.ph === 'X' && event.ts >= task.ts && event.ts < end,
    );
    // Children one level down that say what the task ran, biggest first, with their time.
    const shares = new Map<string, number>();
    for (const event of inside) {
      const label = describeChild(event);
      if (!label) continue;
      // Skip an event nested in another labelled one, counted in its parent.
      const parent = inside.find(
        (other) =>
          other !== event &&
          describeChild(other) &&
          other.ts <= event.ts &&
          other.ts + (other.dur ?? 0) >= event.ts + (event.dur ?? 0) &&
          (other.dur ?? 0) > (event.dur ?? 0),
      );
      if (parent) continue;
      shares.set(label, (shares.get(label) ?? 0) + length(event) / 1000);
    }
    // Style and layout anywhere in the task, also when a script forced them.
    const rendering = inside
      .filter((event) => event.name === 'Layout' || event.name === 'UpdateLayoutTree')
      .reduce((sum, event) => sum + length(event) / 1000, 0);
    if (rendering >= 3) shares.set('(style+layout in all) ', rendering);
    const parts = [...shares.entries()]
      .sort((a, b) => b[1] - a[1])
      .filter(([, ms]) => ms >= 3)
      .map(([label, ms]) => `${label} ${ms.toFixed(0)}`);
    return {
      start: (task.ts - navigationStart) / 1000,
      duration: length(task) / 1000,
      parts,
      marks: marks.filter((m) => m.ts >= task.ts && m.ts <= end).map((m) => m.name),
    };
  });
  const tbt = topLevel
    .filter((task) => task.ts + (task.dur ?? 0) > fcp)
    .reduce((sum, task) => {
      // The part of a task before the first paint does not block.
      const share = (task.ts + (task.dur ?? 0) - Math.max(task.ts, fcp)) / Math.max(1, task.dur ?? 0);
      return sum + Math.max(0, (share * length(task)) / 1000 - LONG_TASK_MS);
    }, 0);
  const moments = marks
    .filter((m) => PAGE_MOMENTS.includes(m.name))
    .map((m) => `${m.name} ${((m.ts - navigationStart) / 1000).toFixed(0)}`);
  return {tasks, tbt, fcp: (fcp - navigationStart) / 1000, moments};
}

async function profile(browser: Browser, url: string): Promise<RunFigures> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  // As source text: the TypeScript runner would wrap a passed function's inner functions in a helper the page lacks.
  await page.addInitScript(`const VERBOSE = ${values.verbose}; (${MARK_PAGE_MOMENTS})()`);
  const session = await context.newCDPSession(page);
  if (values['devtools-throttling']) await session.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'loading',
      'v8.execute',
      'toplevel',
    ],
  });
  await page.goto(url, {waitUntil: 'load'});
  // data-deferred-hydration: builds before React ran in the browser hydrated parts later; kept to compare with them.
  await page.waitForFunction(
    () =>
      document.documentElement.getAttribute('data-has-hydrated') === 'true' &&
      !document.documentElement.hasAttribute('data-deferred-hydration'),
    undefined,
    {timeout: 60_000},
  );
  // Whatever the page starts once hydrated (idle callbacks, the service worker) lands in the trace too.
  await page.waitForTimeout(3000);
  const buffer = await browser.stopTracing();
  await context.close();
  const {traceEvents} = JSON.parse(buffer.toString('utf8')) as {traceEvents: TraceEvent[]};
  return analyse(traceEvents);
}

const servers: ServedBuild[] = [];
for (const [index, dir] of dirs.entries()) {
  servers.push(
    await serveBuild({dir, applyHeadersFile: false, gzip: true, port: basePort === 0 ? 0 : basePort + index}),
  );
}
const subjects = servers.map((server, index) => ({server, name: path.relative(process.cwd(), dirs[index]) || '.'}));
const browser = await chromium.launch({executablePath: CHROME_PATH, args: [...CHROME_FLAGS], headless: true});
const summary: string[] = [];
try {
  for (const route of routes) {
    const results = subjects.map(() => [] as RunFigures[]);
    for (let run = 0; run < runs; run += 1) {
      for (const [index, subject] of subjects.entries()) {
        const figures = await profile(browser, `${subject.server.url}${route}`);
        results[index].push(figures);
        console.log(
          `\n${route} ${subject.name} run ${run + 1}: TBT ${figures.tbt.toFixed(0)} ms, FCP ${figures.fcp.toFixed(0)} ms, load average ${loadavg()[0].toFixed(2)}`,
        );
        console.log(`  moments (ms): ${figures.moments.join(', ')}`);
        for (const task of figures.tasks) {
          console.log(
            `  at ${task.start.toFixed(0).padStart(5)} ms  ${task.duration.toFixed(0).padStart(4)} ms  ${task.marks.length ? `[${task.marks.join(', ')}] ` : ''}${task.parts.slice(0, values.verbose ? 20 : 5).join('; ')}`,
          );
        }
      }
    }
    for (const [index, subject] of subjects.entries()) {
      const tbt = median(results[index].map((figures) => figures.tbt));
      const count = median(results[index].map((figures) => figures.tasks.length));
      summary.push(
        `${route}  ${subject.name}: median TBT ${tbt.toFixed(0)} ms, median long tasks ${count} (TBT of each run: ${results[index].map((figures) => figures.tbt.toFixed(0)).join(', ')})`,
      );
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
console.log(`\n${summary.join('\n')}`);
