#!/usr/bin/env node
// Where the browser's own share of P1's Dashboard goes (issue 50): `node scripts/bench/dashboard-trace.mjs [web dist]`.
// dashboard-profile.mjs splits the JavaScript by library and leaves the browser's own work as one line, V8's
// "(program)" (~60 % of a warm reload, decision 073). This reads Chromium's own trace instead: P1 signs in through
// Login, her Dashboard is reloaded three times (caches warm, as on a phone that opened it before), then RUNS (5)
// reloads are traced (devtools.timeline, unthrottled) until the network is quiet. The renderer's main-thread events
// are nested by time and each one's self time summed by kind, ms per reload: script compiled and run, HTML parsed,
// style, layout, paint, garbage collection, and the tasks' own overhead. It also prints the long tasks (over 50 ms)
// and the blocking time they would give (unthrottled: Lighthouse's simulated 4× CPU multiplies it).
import { withWarmDashboard } from './warm-dashboard.mjs';

const dist = process.argv[2] ?? 'apps/web/dist';
const runs = Number(process.env.RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3300);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink',
  'loading',
];

/** an event's kind, by its name (the names Chromium's performance panel groups the same way) */
const KINDS = [
  [
    'script: compile',
    /^(v8\.compile|v8\.compileModule|CompileScript|v8\.produceCache|v8\.parseOnBackground|V8\.CompileCode)/i,
  ],
  [
    'script: run',
    /^(EvaluateScript|v8\.run|v8\.callFunction|FunctionCall|RunMicrotasks|v8\.evaluateModule|TimerFire|FireAnimationFrame|EventDispatch|XHRReadyStateChange|v8\.executeModule)/,
  ],
  ['HTML parsed', /^ParseHTML$/],
  [
    'style (recalculated, sheets parsed)',
    /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/,
  ],
  ['layout', /^(Layout|UpdateLayerTree|InvalidateLayout)$/],
  [
    'paint, layers, commit',
    /^(Paint|PrePaint|Layerize|PaintImage|Commit|UpdateLayer|CompositeLayers|RasterTask)$/,
  ],
  ['garbage collection', /(GC|gc)/],
  [
    'resources requested',
    /^(ResourceFetcher::requestResource|ResourceSendRequest|ResourceReceiveResponse|ResourceFinish|ResponseBodyLoader::)/,
  ],
  ['code cache made', /^v8\.produce(Module)?Cache$/],
  [
    'document and navigation',
    /^(Document::|DocumentLoader::|LocalWindowProxy::|ContextCreatedNotification|InstallConditionalFeatures|V8\.DeserializeContext|v8\.newInstance)/,
  ],
  ['images, fonts decoded', /^(Decode|ImageDecodeTask|Decode Image|ResizeImage)/],
];
const kindOf = (name) => KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? name;

/** a script event's file (the app's chunk names), for what a long task ran */
function scriptOf(event) {
  const data = event.args?.data;
  const url = data?.url ?? data?.stackTrace?.[0]?.url;
  if (
    !url ||
    !/^(EvaluateScript|FunctionCall|v8\.compile|v8\.evaluateModule|TimerFire|EventDispatch|RunMicrotasks)/.test(
      event.name,
    )
  )
    return null;
  return `${event.name} ${url.replace(/^https?:\/\/[^/]+/, '')}${data.functionName ? ` ${data.functionName}` : ''}`;
}

/** the main thread of the page's renderer: the thread named CrRendererMain with the most events */
function mainThreadEvents(events) {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name');
  const mains = names.filter((e) => e.args?.name === 'CrRendererMain');
  const counts = mains.map((m) => ({
    key: `${m.pid}:${m.tid}`,
    n: events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X').length,
  }));
  const main = counts.sort((a, b) => b.n - a.n)[0];
  return events.filter((e) => `${e.pid}:${e.tid}` === main.key && e.ph === 'X' && e.dur > 0);
}

/** self time by kind (µs), and the top-level tasks' durations */
function selfTimes(events) {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const tasks = [];
  const stack = [];
  const add = (event, us) => {
    const kind = event.name === 'RunTask' ? 'tasks’ own overhead' : kindOf(event.name);
    self.set(kind, (self.get(kind) ?? 0) + us);
    const task = stack[0]?.event ?? event;
    const what = scriptOf(event) ?? kind;
    task.content ??= new Map();
    task.content.set(what, (task.content.get(what) ?? 0) + us);
  };
  const close = (until) => {
    while (stack.length && stack.at(-1).end <= until) {
      const done = stack.pop();
      add(done.event, done.event.dur - done.children);
    }
  };
  for (const event of sorted) {
    close(event.ts);
    if (stack.length === 0) tasks.push(event);
    else stack.at(-1).children += event.dur;
    stack.push({ event, end: event.ts + event.dur, children: 0 });
  }
  close(Infinity);
  return { self, tasks };
}

const totals = new Map();
const longTasks = [];
/** the tasks that Lighthouse's 4× CPU would make long (over 12.5 ms here), and the resources each reload asked for */
const slowTasks = [];
const requested = [];
const contents = [];
await withWarmDashboard({ dist, port }, async (page) => {
  for (let i = 0; i < runs; i += 1) {
    await page.tracing.start({ categories: CATEGORIES });
    await page.reload({ waitUntil: 'networkidle0' });
    const { traceEvents } = JSON.parse(new TextDecoder().decode(await page.tracing.stop()));
    const { self, tasks } = selfTimes(mainThreadEvents(traceEvents));
    for (const [kind, us] of self) totals.set(kind, (totals.get(kind) ?? 0) + us / 1000 / runs);
    for (const task of tasks) if (task.dur > 50_000) longTasks.push(task.dur / 1000);
    for (const task of tasks)
      if (task.dur > 12_500) {
        slowTasks.push(task.dur / 1000);
        const top = [...(task.content ?? [])].sort((a, b) => b[1] - a[1]).slice(0, 4);
        contents.push(
          `${(task.dur / 1000).toFixed(0)} ms: ${top.map(([what, us]) => `${what} ${(us / 1000).toFixed(1)}`).join('; ')}`,
        );
      }
    const sends = traceEvents.filter((e) => e.name === 'ResourceSendRequest');
    const urls = sends.map((e) => e.args?.data?.url ?? '');
    requested.push(urls);
    if (process.env.REQUESTS && i === 0)
      for (const e of sends)
        console.log(
          `${((e.ts - sends[0].ts) / 1000).toFixed(0)} ms ${e.args?.data?.priority ?? ''} ${e.args?.data?.url}`,
        );
  }
});
const all = [...totals.values()].reduce((a, b) => a + b, 0);
console.log(
  `| main thread, P1's Dashboard reload (${dist}), unthrottled, mean of ${runs} | ms | share |`,
);
console.log('|---|---|---|');
for (const [kind, ms] of [...totals].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 0.5))
  console.log(`| ${kind} | ${ms.toFixed(1)} | ${((100 * ms) / all).toFixed(0)} % |`);
console.log(`| all | ${all.toFixed(1)} | |`);
const blocking = longTasks.reduce((sum, ms) => sum + ms - 50, 0) / runs;
console.log(
  `long tasks (> 50 ms) per reload: ${(longTasks.length / runs).toFixed(1)}, ` +
    `${longTasks.map((ms) => ms.toFixed(0)).join(', ') || 'none'} ms; blocking time ${blocking.toFixed(0)} ms per reload (unthrottled)`,
);
const slowPerReload = slowTasks.length / runs;
const estimated = slowTasks.reduce((sum, ms) => sum + 4 * ms - 50, 0) / runs;
console.log(
  `tasks over 12.5 ms per reload (over 50 ms at 4×): ${slowPerReload.toFixed(1)}, ` +
    `${slowTasks.map((ms) => ms.toFixed(0)).join(', ')} ms; at 4× their blocking time ~${estimated.toFixed(0)} ms per reload`,
);
if (process.env.TASKS) console.log(contents.join('\n'));
const kindOfUrl = (url) =>
  url.match(/\.(js|css|json|woff2|svg|png|webmanifest)(\?|$)/)?.[1] ??
  (url.includes('/api/') ? 'api' : 'other');
const byKind = new Map();
for (const url of requested.flat())
  byKind.set(kindOfUrl(url), (byKind.get(kindOfUrl(url)) ?? 0) + 1 / runs);
console.log(
  `requests per reload: ${[...byKind].map(([kind, n]) => `${n.toFixed(0)} ${kind}`).join(', ')}`,
);
process.exit(0);
