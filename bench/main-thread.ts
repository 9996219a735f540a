import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../playwright.config.js';
import { startCommand } from '../server/test/start-command.js';
import { startApp } from './app-server.js';
import { summariseProfile, type CpuProfile } from './cpu-profile-summary.js';
import { longTasksOf } from './trace-tasks.js';

// The main thread's work on the logged-in pages, counted rather than scored: the Lighthouse scores
// of those pages swing with the load of a shared machine, while the number of React commits and
// long tasks, and the script time of a page, move far less. For each page and run: a fresh page
// of a browser context logged in as the demo Partner, an empty HTTP cache, Lighthouse's phone
// (412 × 823 at 1.75) and its 4x slower CPU (CDP throttling, real rather than simulated), until
// the network has been idle and the main thread has had an idle moment. Printed per run: FCP,
// LCP and its element, the long tasks (> 50 ms), their blocking time after FCP (Lighthouse's
// TBT counts the same tasks, to the page's interactive time), React's commits and the CDP
// script and task time. Run against a build (`npm run build` first):
//
//   node --import tsx bench/main-thread.ts [--port 3440] [--runs 3] [--pages home,inbox,chat]
//     [--profile]   (one CPU profile per page: self time by source file and by function)
//     [--trace]     (one trace per page: each long task and what ran in it)
//     [--entry other/dist/server.js]   (another build, served with its own web app)

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const port = Number(option('--port') ?? 3440);
const runs = Number(option('--runs') ?? 3);
const profile = args.includes('--profile');
const trace = args.includes('--trace');
// Another build's server (its web app beside it, in `web/`), to compare with: `--entry /tmp/before/dist/server.js`.
const entry = option('--entry') ?? startCommand().entry;
const webDir = path.join(path.dirname(entry), 'web');
const allPages = {
  home: '/dashboard/home',
  inbox: '/dashboard/production/receive',
  chat: '/dashboard/chat',
} as const;
const wanted = (option('--pages') ?? 'home,inbox,chat').split(',') as Array<keyof typeof allPages>;

/** Lighthouse's mobile screen (a Moto G Power) and its CPU slowdown. */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };
/** BENCH_CPU_RATE overrides the slowdown (1 to look at the work without it). */
const cpuRate = Number(process.env.BENCH_CPU_RATE ?? 4);

type Seen = {
  longTasks: Array<{ start: number; duration: number }>;
  commits: number[];
  fcp: number | null;
  lcp: { time: number; element: string } | null;
};

/**
 * Runs in the page before its scripts: observes long tasks, paints and the largest paint, and
 * stands in for React's developer-tools hook, which react-dom calls on every commit (in its
 * production build too). A string, not a function: tsx's name helpers do not exist in the page.
 */
const observe = `(() => {
  const seen = { longTasks: [], commits: [], fcp: null, lcp: null };
  window.__seen = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      const text = ((el && el.textContent) || '').trim().slice(0, 40);
      seen.lcp = { time: e.startTime, element: el ? el.tagName.toLowerCase() + '.' + el.className + ' "' + text + '"' : '(removed)' };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    onCommitFiberRoot() { seen.commits.push(performance.now()); },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
})();`;

async function logIn(browser: Browser, base: string): Promise<BrowserContext> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Username or Email').fill('partner');
  await page.getByLabel('Password').fill('crewcast-demo-2026');
  await page.getByRole('button', { name: /log in/i }).click();
  await page.waitForURL(/\/dashboard\/home/);
  await page.waitForLoadState('networkidle');
  await page.close();
  return context;
}

async function measure(
  browser: Browser,
  context: BrowserContext,
  url: string,
  { withProfile = false, withTrace = false } = {},
) {
  const page = await context.newPage();
  await page.addInitScript({ content: observe });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  if (withProfile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  let scripts = 0;
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts += 1;
  });
  if (withTrace)
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
      ],
    });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // One idle moment of the main thread after the network went quiet.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  const cpu = withProfile
    ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile
    : undefined;
  const tasks = withTrace
    ? longTasksOf(JSON.parse((await browser.stopTracing()).toString()), 50, 4 / cpuRate)
    : undefined;
  const metrics = (await cdp.send('Performance.getMetrics')).metrics;
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  const seen = await page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);
  await page.close();
  const fcp = seen.fcp ?? 0;
  const blocking = (tasks: Seen['longTasks']) =>
    tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  return {
    fcp,
    lcp: seen.lcp,
    longTasks: seen.longTasks,
    tbtAfterFcp: blocking(seen.longTasks.filter((t) => t.start + t.duration > fcp)),
    tbtAll: blocking(seen.longTasks),
    commits: seen.commits,
    scriptMs: metric('ScriptDuration') * 1000,
    taskMs: metric('TaskDuration') * 1000,
    scripts,
    cpu,
    tasks,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => `${Math.round(n)}`.padStart(5);
const load = () => loadavg()[0]!.toFixed(1);

const server = await startApp({
  port,
  env: { PUBLIC_URL: `http://127.0.0.1:${port}` },
  command: { flags: startCommand().flags, entry },
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const context = await logIn(browser, server.base);
  console.info(
    `CPU ${cpuRate}x; ms at that rate. page run: FCP LCP | long tasks (count, TBT after FCP, ` +
      `TBT all) | commits | script ms, task ms | scripts | load average`,
  );
  for (const name of wanted) {
    const rows: Array<Awaited<ReturnType<typeof measure>>> = [];
    for (let i = 0; i < runs; i += 1) {
      const r = await measure(browser, context, `${server.base}${allPages[name]}`, {
        withProfile: profile && i === 0,
        withTrace: trace,
      });
      rows.push(r);
      console.info(
        `${name.padEnd(5)} ${i + 1}: ${ms(r.fcp)} ${ms(r.lcp?.time ?? 0)} | ` +
          `${String(r.longTasks.length).padStart(2)} ${ms(r.tbtAfterFcp)} ${ms(r.tbtAll)} | ` +
          `${String(r.commits.length).padStart(3)} | ${ms(r.scriptMs)} ${ms(r.taskMs)} | ` +
          `${r.scripts} | ${load()}`,
      );
      console.info(
        `         long tasks ${r.longTasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(' ')}`,
      );
      console.info(
        `         commits at ${r.commits.map((t) => Math.round(t)).join(' ')}; LCP ${r.lcp?.element ?? '-'}`,
      );
      if (r.tasks)
        console.info(
          `         main thread CPU ${Math.round(r.tasks.cpuMs)} ms; blocking at 4x its CPU ` +
            `time: ${Math.round(r.tasks.blockingMs)} ms\n${r.tasks.text}`,
        );
      if (r.cpu) console.info(summariseProfile(r.cpu, webDir));
    }
    console.info(
      `${name.padEnd(5)} median: TBT after FCP ${Math.round(median(rows.map((r) => r.tbtAfterFcp)))} ms, ` +
        `long tasks ${median(rows.map((r) => r.longTasks.length))}, commits ` +
        `${median(rows.map((r) => r.commits.length))}, script ${Math.round(median(rows.map((r) => r.scriptMs)))} ms, ` +
        `LCP ${Math.round(median(rows.map((r) => r.lcp?.time ?? 0)))} ms (load average ${load()})`,
    );
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
