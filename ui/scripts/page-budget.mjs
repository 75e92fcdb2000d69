// Measures the JavaScript and CSS each public page loads, from the built ui/dist, in Debian's
// chromium, and checks the budget: at most 110 KB of compressed JavaScript per public page and no
// dashboard code on a public page. Sizes are of the precompressed files the server sends (.br and
// .gz next to each asset); the budget is checked on gzip, the larger of the two.
//
//   node scripts/page-budget.mjs [--json] [--markdown FILE]
//
// A small static server of its own serves dist (API calls answer 503), so the numbers depend on
// the bundle alone, not on a server build.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.UI_DIST ? resolve(process.env.UI_DIST) : join(root, 'dist');
const BUDGET_JS = 110 * 1024;
const PAGES = ['/', '/products', '/services', '/about', '/contact'];
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.webp': 'image/webp' };

if (!existsSync(join(dist, 'index.html'))) {
  console.error('ui/dist is missing: run `node build.mjs` first');
  process.exit(2);
}

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (path.startsWith('/api/') || path.startsWith('/media/')) {
    res.writeHead(503, { 'content-type': 'application/json' });
    return res.end('{"error":"not served by the budget script"}');
  }
  const file = join(dist, path);
  if (path !== '/' && file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) {
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    return res.end(readFileSync(file));
  }
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end(readFileSync(join(dist, 'index.html')));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const size = (p) => (existsSync(p) ? statSync(p).size : 0);
function sizes(urlPath) {
  const file = join(dist, urlPath);
  return { raw: size(file), gz: size(`${file}.gz`), br: size(`${file}.br`) };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const results = [];
for (const lang of ['en', 'fa']) {
  for (const path of PAGES) {
    const context = await browser.newContext();
    await context.addInitScript((l) => localStorage.setItem('site-lang', l), lang);
    const page = await context.newPage();
    const loaded = new Set();
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.origin === base && /\.(js|css)$/.test(url.pathname)) loaded.add(url.pathname);
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Scroll through the page so anything loaded lazily is counted too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
    });
    await page.waitForLoadState('networkidle');
    await context.close();

    const files = [...loaded].sort();
    const total = (ext, key) => files.filter((f) => f.endsWith(ext)).reduce((s, f) => s + sizes(f)[key], 0);
    results.push({
      lang,
      path,
      files,
      js: { raw: total('.js', 'raw'), gz: total('.js', 'gz'), br: total('.js', 'br') },
      css: { raw: total('.css', 'raw'), gz: total('.css', 'gz'), br: total('.css', 'br') },
      dashboard: files.filter((f) => /dashboard/i.test(f)),
    });
  }
}
await browser.close();
server.close();

const kb = (n) => (n / 1024).toFixed(1);
const lines = [
  '| Page | Lang | JS raw KB | JS gzip KB | JS brotli KB | CSS gzip KB | Dashboard code | Budget (JS gzip ≤ 110 KB) |',
  '|---|---|---:|---:|---:|---:|---|---|',
];
let failed = false;
for (const r of results) {
  const ok = r.js.gz <= BUDGET_JS && r.dashboard.length === 0;
  failed ||= !ok;
  lines.push(`| ${r.path} | ${r.lang} | ${kb(r.js.raw)} | ${kb(r.js.gz)} | ${kb(r.js.br)} | ${kb(r.css.gz)} | ${r.dashboard.length ? r.dashboard.join(', ') : 'none'} | ${ok ? 'pass' : 'FAIL'} |`);
}
// The dashboard's stylesheet is named in index.html for the router to link on /dashboard.
const dashboardCss = /name="dashboard-css" content="([^"]+)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1];
const table = lines.join('\n');

if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
else {
  console.log(table);
  console.log(`\nFiles loaded by ${results[0].path}: ${results[0].files.join(', ')}`);
  if (dashboardCss) console.log(`Dashboard stylesheet (loaded only on /dashboard): ${dashboardCss}`);
}
const mdIndex = process.argv.indexOf('--markdown');
if (mdIndex > 0) {
  writeFileSync(
    process.argv[mdIndex + 1],
    `# What each public page loads

Measured by \`ui/scripts/page-budget.mjs\` from the built \`ui/dist\` in chromium: every JavaScript
and CSS file a page requests, scrolled to its end. Compressed sizes are those of the precompressed
\`.gz\` and \`.br\` files the server sends. Budget: at most 110 KB of gzip JavaScript per public page,
and no dashboard code.

${table}

The dashboard's code and stylesheet load only on /dashboard.
`,
  );
}

if (failed) {
  console.error('\nBudget exceeded or dashboard code on a public page.');
  process.exit(1);
}
console.log('\nBudget: pass');
