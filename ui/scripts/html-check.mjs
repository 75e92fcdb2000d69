// Every public page's HTML through the W3C Nu HTML checker (vnu.jar from ui/scripts/vnu, run with
// Java): each page of the sitemap in both languages, every product's page among them, on a site
// with the demo catalogue (galleries included) and a few more products with uploaded photos.
// Fails on any error (warnings are printed, not counted).
//
//   node scripts/html-check.mjs            (SITE_BIN: the server, see site-server.mjs; SITE_UI_DIR:
//                                           a built UI to serve instead of the binary's own)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer } from './site-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const jar = resolve(here, 'vnu/node_modules/vnu-jar/build/dist/vnu.jar');
if (!existsSync(jar)) throw new Error(`${jar} missing: npm ci --prefix ui/scripts/vnu`);

const password = 'html-check-password-1';
const uiDir = process.env.SITE_UI_DIR ? resolve(process.env.SITE_UI_DIR) : undefined;
const server = await startServer({ port: await freePort(), adminPassword: password, uiDir });
const dir = mkdtempSync(join(tmpdir(), 'html-check-'));
try {
  const base = server.baseURL;
  const auth = await fetch(`${base}/api/admins/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (!auth.ok) throw new Error(`sign-in: ${auth.status}`);
  const cookie = auth.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const call = async (method, path, body) => {
    const res = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', origin: base, cookie }, body: body && JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  // Products with uploaded photos: the demo's photos sent again as files (as the dashboard does).
  const demo = await call('GET', '/api/products');
  const upload = async (url) => {
    const bytes = Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer());
    const type = url.endsWith('.webp') ? 'image/webp' : url.endsWith('.png') ? 'image/png' : 'image/jpeg';
    return `data:${type};base64,${bytes.toString('base64')}`;
  };
  for (let i = 0; i < 3; i++) {
    const images = [];
    for (const p of demo.slice(i * 2, i * 2 + 2)) images.push({ url: await upload(p.imageUrl) });
    await call('POST', '/api/products', { name: `Uploaded photos ${i + 1}`, unit: 'kg', price: 5 + i, initialStock: 20, images });
  }
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname))];
  const files = [];
  for (const path of paths) {
    const res = await fetch(`${base}${path}`);
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    const file = join(dir, `${files.length}.html`);
    writeFileSync(file, await res.text());
    files.push({ path, file });
  }
  const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--exit-zero-always', ...files.map((f) => f.file)], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (run.status !== 0) throw new Error(`vnu: ${run.stderr || run.error}`);
  const { messages } = JSON.parse(run.stderr);
  const byFile = new Map(files.map((f) => [`file:${f.file}`, f.path]));
  const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal');
  for (const m of messages) {
    const where = byFile.get(m.url) ?? m.url;
    console.log(`${m.type === 'error' ? 'ERROR' : m.type}: ${where}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\n/g, ' ')}` : ''}`);
  }
  console.log(`html-check: ${files.length} pages (${paths.filter((p) => p.includes('/products/')).length} product pages), ${errors.length} errors, ${messages.length - errors.length} other messages`);
  process.exitCode = errors.length === 0 ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
  await server.stop();
}
