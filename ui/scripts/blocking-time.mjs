// Total blocking time of a page as a slow phone sees it, to compare UI builds: each build is served
// by the site binary (`--ui-dir`), the page loaded in Debian's chromium with the CPU slowed 4× and
// traced; the blocking time is the sum over the main thread's tasks after the first contentful paint
// of what each spends beyond 50 ms (as Lighthouse counts it, on the recorded load rather than its
// simulation). Builds are loaded in alternating rounds, so the machine's noise falls on all alike.
//
//   node scripts/blocking-time.mjs PATH ROUNDS UI_DIR... [--detail]     (UI_DIR "-": the embedded UI)
//
// e.g. node scripts/blocking-time.mjs /fa/products 6 /tmp/ui-before dist
import { chromium } from 'playwright';
import { freePort, startServer } from './site-server.mjs';

const detail = process.argv.includes('--detail');
const [path, rounds, ...dirs] = process.argv.slice(2).filter((a) => a !== '--detail');
const servers = [];
for (const dir of dirs) {
  servers.push(await startServer({ port: await freePort(), adminPassword: 'blocking-time-password', uiDir: dir === '-' ? undefined : dir }));
}
// Rendered once, so every load is served from the page cache.
for (const s of servers) await (await fetch(s.baseURL + path)).arrayBuffer();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
const results = dirs.map(() => []);

/** The main thread's tasks over 50 ms after the first contentful paint of one load. */
async function load(base) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading', transferMode: 'ReportEvents' });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error(`no first contentful paint in the trace of ${path}`);
  const long = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.name === 'RunTask' && e.ts >= fcp.ts && e.dur > 50_000);
  // Each task named by its last child that takes most of it.
  const named = long.map((task) => {
    const inside = events.filter((e) => e.tid === task.tid && e.ph === 'X' && e.name !== 'RunTask' && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 0.3 * task.dur);
    const main = inside.sort((a, b) => a.ts - b.ts).at(-1);
    const url = (main?.args?.data?.url ?? '').split('/').pop();
    return `${main?.name ?? '?'}${url ? ` ${url}` : ''} ${(task.dur / 1000).toFixed(0)} ms`;
  });
  return { blocking: long.reduce((sum, t) => sum + t.dur - 50_000, 0) / 1000, named };
}

try {
  for (let r = 0; r < Number(rounds); r++) {
    for (let k = 0; k < dirs.length; k++) {
      const { blocking, named } = await load(servers[k].baseURL);
      results[k].push(blocking);
      if (detail) console.log(`${dirs[k]}: ${blocking.toFixed(0)} ms; ${named.join(', ')}`);
    }
  }
} finally {
  await browser.close();
  for (const s of servers) await s.stop();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
dirs.forEach((dir, k) => console.log(`${dir}: blocking time median ${median(results[k]).toFixed(0)} ms (${results[k].map((x) => x.toFixed(0)).join(', ')})`));
