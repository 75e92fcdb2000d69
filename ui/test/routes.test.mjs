// routes.json is the one list of the site's pages: every page it names has its code where the
// build, the router and the server's renderer look for it (its `module`), and every top-bar link has
// its label in both languages.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadTs } from './load.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const routes = JSON.parse(readFileSync(join(root, 'src/routing/routes.json'), 'utf8'));
const { en } = await loadTs('src/i18n/en.ts');
const { fa } = await loadTs('src/i18n/fa.ts');
const publicPages = routes.filter((r) => r.page !== 'dashboard');
// The pages the server renders (the rest the browser draws alone: a visitor's own list or quote).
const renderedPages = publicPages.filter((r) => !r.client);
const name = (module) => module.split('/').pop();

test('paths and pages are unique, paths absolute', () => {
  assert.equal(new Set(routes.map((r) => r.path)).size, routes.length);
  assert.equal(new Set(routes.map((r) => r.page)).size, routes.length);
  // `:name` stands for one segment, and only on a page the browser draws alone (the server renders
  // and caches one HTML per path).
  for (const r of routes) assert.match(r.path, r.client ? /^(\/(:?[a-z-]+))+$/ : /^\/[a-z-]*$/, r.path);
});

test('every public page has its module and a lazy import in the router', () => {
  const router = readFileSync(join(root, 'src/routing/router.tsx'), 'utf8');
  for (const { page, module } of routes) {
    assert.ok(existsSync(join(root, `src/${module}.tsx`)), `src/${module}.tsx`);
    if (page !== 'dashboard') assert.ok(router.includes(`${page}: () => import('../${module}')`), `router.tsx imports ${page}`);
  }
});

test('every top-bar page has a link label in both languages', () => {
  for (const { page } of routes.filter((r) => r.nav)) {
    assert.ok(en.nav[page], `en.nav.${page}`);
    assert.ok(fa.nav[page], `fa.nav.${page}`);
  }
});

test('the server\'s renderer imports every public page', () => {
  const ssr = readFileSync(join(root, 'src/ssr.tsx'), 'utf8');
  for (const { page, module } of renderedPages) assert.ok(ssr.includes(`import ${name(module)} from './${module}'`), `ssr.tsx imports ${page}`);
});

test('a page drawn by the browser alone is neither in the top bar nor rendered by the server', () => {
  const ssr = readFileSync(join(root, 'src/ssr.tsx'), 'utf8');
  for (const { page, module, nav } of publicPages.filter((r) => r.client)) {
    assert.ok(!nav, `${page} is not a top-bar link`);
    assert.ok(!ssr.includes(`from './${module}'`), `ssr.tsx leaves ${page} out`);
  }
});

test('route patterns match one segment per name', async () => {
  const { matchesRoute } = await loadTs('src/routing/match.ts');
  assert.ok(matchesRoute('/quote/:token', '/quote/abc_DEF-123'));
  assert.ok(!matchesRoute('/quote/:token', '/quote/'));
  assert.ok(!matchesRoute('/quote/:token', '/quote'));
  assert.ok(!matchesRoute('/quote/:token', '/quote/a/b'));
  assert.ok(matchesRoute('/inquiry', '/inquiry'));
  assert.ok(!matchesRoute('/inquiry', '/inquiry/x'));
});
