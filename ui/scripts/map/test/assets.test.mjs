// Checks the committed artwork, map and demo files: what the site and the server rely on
// (shapes, sizes, formats), that the QR code decodes, and that the committed files are exactly
// what the build scripts produce.
//
//   npm ci --prefix ui/scripts/map && npm test --prefix ui/scripts/map
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync, mkdtempSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..', '..');
const art = join(root, 'ui', 'src', 'assets', 'art');
const map = join(root, 'ui', 'src', 'assets', 'map');
const demo = join(root, 'demo');

const ART = [
  'logo.svg', 'logo-on-dark.svg', 'logo-mark.svg', 'hero-orchard.svg', 'story-team.svg', 'story-facility.svg',
  'category-fresh.svg', 'category-dry.svg', 'category-spices.svg',
  'service-training.svg', 'service-jobs.svg', 'service-empower.svg', 'service-export.svg',
  ...[1, 2, 3, 4, 5, 6].map((i) => `gallery-${i}.svg`),
  'logistics-air.svg', 'logistics-sea.svg', 'logistics-land.svg',
  'why-farmers.svg', 'why-women.svg', 'why-facility.svg', 'why-global.svg',
  'product-placeholder.svg',
];

function rootTag(svg) {
  const m = svg.match(/<svg\b[^>]*>/);
  assert.ok(m, 'has an <svg> root');
  return m[0];
}
const viewBox = (svg) => rootTag(svg).match(/viewBox="([^"]+)"/)[1].split(/[\s,]+/).map(Number);

test('every illustration is a self-contained SVG sized by its viewBox, under 30 KB', () => {
  for (const name of ART) {
    const file = join(art, name);
    const svg = readFileSync(file, 'utf8');
    const tag = rootTag(svg);
    assert.match(tag, /viewBox="0 0 \d+ \d+"/, `${name} has a viewBox`);
    assert.doesNotMatch(tag, /\s(width|height)=/, `${name} has no fixed size`);
    assert.doesNotMatch(svg, /<image\b|<script\b|<foreignObject\b/, `${name} embeds no raster, script or HTML`);
    assert.doesNotMatch(svg, /(href|src)="(?!#)/, `${name} refers to nothing outside itself`);
    assert.doesNotMatch(svg, /url\((?!#)/, `${name} loads nothing through url()`);
    assert.ok(statSync(file).size < 30 * 1024, `${name} is ${statSync(file).size} bytes`);
    assert.match(svg, /<title>[^<]+<\/title>/, `${name} has a title for assistive technology`);
  }
});

test('the favicon mark is square and the logo is wide', () => {
  const [, , mw, mh] = viewBox(readFileSync(join(art, 'logo-mark.svg'), 'utf8'));
  assert.equal(mw, mh);
  const [, , lw, lh] = viewBox(readFileSync(join(art, 'logo.svg'), 'utf8'));
  assert.ok(lw / lh > 3, `logo is ${lw}x${lh}`);
});

test('the hero illustration is 16:9', () => {
  const [, , w, h] = viewBox(readFileSync(join(art, 'hero-orchard.svg'), 'utf8'));
  assert.equal(w * 9, h * 16);
});

test('the world map is one land path coloured by the page, under 40 KB', () => {
  const svg = readFileSync(join(map, 'world.svg'), 'utf8');
  assert.ok(svg.length < 40 * 1024, `world.svg is ${svg.length} bytes`);
  assert.equal((svg.match(/<path\b/g) || []).length, 1);
  assert.match(svg, /fill="currentColor"/);
  assert.doesNotMatch(svg, /fill="#/);
  assert.doesNotMatch(svg, /\d\.\d\d/, 'coordinates have at most one decimal');
});

test('markets.json places the 12 markets and Kabul on the map', () => {
  const m = JSON.parse(readFileSync(join(map, 'markets.json'), 'utf8'));
  const codes = m.markets.map((p) => p.code).sort();
  assert.deepEqual(codes, ['AE', 'CH', 'DE', 'FR', 'GB', 'IN', 'KZ', 'NL', 'PK', 'QA', 'SA', 'TR']);
  assert.equal(m.origin.code, 'AF');
  const [, , w, h] = viewBox(readFileSync(join(map, 'world.svg'), 'utf8'));
  assert.deepEqual(m.viewBox, [0, 0, w, h]);
  const by = Object.fromEntries([...m.markets, m.origin].map((p) => [p.code, p]));
  for (const p of Object.values(by)) {
    for (const k of ['lon', 'lat', 'x', 'y']) assert.equal(typeof p[k], 'number', `${p.code}.${k}`);
    assert.ok(p.x > 0 && p.x < 100 && p.y > 0 && p.y < 100, `${p.code} at ${p.x},${p.y}`);
  }
  // West to east and north to south as on any map of the region.
  assert.ok(by.GB.x < by.DE.x && by.DE.x < by.TR.x && by.TR.x < by.AE.x && by.AE.x < by.AF.x && by.AF.x < by.IN.x);
  assert.ok(by.KZ.y < by.AF.y && by.AF.y < by.AE.y && by.GB.y < by.TR.y);
});

// Width and height of a WebP, from its VP8 / VP8L / VP8X header.
function webpSize(buf) {
  assert.equal(buf.toString('ascii', 0, 4), 'RIFF');
  assert.equal(buf.toString('ascii', 8, 12), 'WEBP');
  const kind = buf.toString('ascii', 12, 16);
  if (kind === 'VP8 ') return [buf.readUInt16LE(26) & 0x3fff, buf.readUInt16LE(28) & 0x3fff];
  if (kind === 'VP8L') {
    const b = buf.readUInt32LE(21);
    return [(b & 0x3fff) + 1, ((b >> 14) & 0x3fff) + 1];
  }
  if (kind === 'VP8X') return [buf.readUIntLE(24, 3) + 1, buf.readUIntLE(27, 3) + 1];
  throw new Error(`unknown WebP chunk ${kind}`);
}

test('demo images are WebP of the sizes and weights the demo catalogue expects', () => {
  const sets = [
    ['products', ['almonds', 'walnuts', 'green-raisins', 'black-raisins', 'red-raisins', 'apricots', 'pine-nuts', 'figs', 'pistachios', 'saffron', 'cumin'], [800, 600], 40 * 1024],
    ['hero', ['1', '2', '3'], [1600, 900], 120 * 1024],
    ['awards', ['1', '2', '3'], [600, 800], 40 * 1024],
  ];
  for (const [dir, names, dims, max] of sets) {
    assert.deepEqual(readdirSync(join(demo, dir)).filter((f) => !f.startsWith('.')).sort(), names.map((n) => `${n}.webp`).sort(), `demo/${dir} holds exactly these`);
    for (const name of names) {
      const buf = readFileSync(join(demo, dir, `${name}.webp`));
      assert.deepEqual(webpSize(buf), dims, `${dir}/${name}.webp`);
      assert.ok(buf.length <= max, `${dir}/${name}.webp is ${buf.length} bytes`);
    }
  }
});

test('the demo company profile is a two-page PDF under 200 KB', () => {
  // Where the server's --demo mode reads it (src/models/demo.rs).
  const pdf = readFileSync(join(demo, 'profile', 'profile.pdf'));
  assert.equal(pdf.toString('ascii', 0, 5), '%PDF-');
  assert.ok(pdf.length <= 200 * 1024, `${pdf.length} bytes`);
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) || [];
  assert.equal(pages.length, 2);
});

function sameFolder(built, committed) {
  for (const name of readdirSync(built)) {
    assert.equal(readFileSync(join(built, name), 'utf8'), readFileSync(join(committed, name), 'utf8'), `${name} is up to date (re-run the build script)`);
  }
}

test('the committed art and map are what the build scripts produce', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'golbahar-art-'));
  try {
    execFileSync(process.execPath, [join(here, '..', 'build-art.mjs')], { env: { ...process.env, ART_OUT: join(tmp, 'art') } });
    execFileSync(process.execPath, [join(here, '..', '..', 'build-map.mjs')], { env: { ...process.env, MAP_OUT: join(tmp, 'map') } });
    assert.deepEqual(readdirSync(join(tmp, 'art')).sort(), ART.slice().sort());
    sameFolder(join(tmp, 'art'), art);
    sameFolder(join(tmp, 'map'), map);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
