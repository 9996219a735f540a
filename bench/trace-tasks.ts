// The main thread's tasks in a Chromium trace (Playwright's browser.startTracing), each long one
// with what ran in it: a script evaluated (its file), a function called (its file and line, for a
// timer, an event or a resolved import), style, layout and paint. Used by bench/main-thread.ts.

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own (CPU) time, which other processes on the machine do not stretch. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string; lineNumber?: number; type?: string };
  };
};

const shown = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'v8.compile',
  'v8.compileModule',
  'MajorGC',
  'MinorGC',
]);

const fileOf = (url: string | undefined) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : '');

/**
 * The main thread's CPU time in tasks, and the blocking time those tasks would have on a CPU
 * `slowdown` times slower (Lighthouse's way: each task's time multiplied, less 50 ms); then a line
 * per task of at least `minMs` (trace time), with its parts of 5 ms or more.
 */
export function longTasksOf(
  trace: { traceEvents: TraceEvent[] },
  minMs = 50,
  slowdown = 1,
): { cpuMs: number; blockingMs: number; text: string } {
  const events = trace.traceEvents;
  // The renderer main thread that ran the most: a navigation may have changed the process.
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && e.dur !== undefined)
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.ph === 'M')
    .sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  if (!main) return { cpuMs: 0, blockingMs: 0, text: '  (no renderer main thread in the trace)' };
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const navigation = events.find(
    (e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser',
  );
  const origin = navigation?.ts ?? onMain[0]?.ts ?? 0;
  const all = onMain.filter((e) => e.name === 'RunTask');
  const cpuUs = all.reduce((sum, e) => sum + (e.tdur ?? e.dur!), 0);
  const blockingUs = all.reduce(
    (sum, e) => sum + Math.max(0, (e.tdur ?? e.dur!) * slowdown - 50_000),
    0,
  );
  const tasks = all.filter((e) => e.dur! >= minMs * 1000);
  const lines: string[] = [];
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const parts = new Map<string, number>();
    // Only the outermost shown event of each nesting counts, so time is not counted twice.
    let coveredUntil = task.ts;
    for (const e of onMain) {
      if (e.ts < task.ts || e.ts >= end || e === task || !shown.has(e.name)) continue;
      if (e.ts < coveredUntil) continue;
      coveredUntil = e.ts + e.dur!;
      const data = e.args?.data;
      const where = data?.url
        ? ` ${fileOf(data.url)}${data.functionName ? ` ${data.functionName}:${data.lineNumber ?? ''}` : ''}`
        : data?.type
          ? ` ${data.type}`
          : '';
      const key = `${e.name}${where}`;
      parts.set(key, (parts.get(key) ?? 0) + e.dur!);
    }
    const detail = [...parts]
      .filter(([, us]) => us >= 5000)
      .sort((a, b) => b[1] - a[1])
      .map(([key, us]) => `${Math.round(us / 1000)} ${key}`)
      .join('; ');
    lines.push(
      `  ${Math.round((task.ts - origin) / 1000)}+${Math.round(task.dur! / 1000)} ms: ${detail}`,
    );
  }
  return { cpuMs: cpuUs / 1000, blockingMs: blockingUs / 1000, text: lines.join('\n') };
}
