// The shared vocabulary of Golbahar's illustrations: one palette, one way of drawing a mountain,
// a tree, a woman at work, a sack, a box, a bowl of goods. Every scene in scenes.mjs (site art)
// and in demo/src/scenes.mjs (demo rasters) is composed from these, so the style stays one.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(join(dirname(fileURLToPath(import.meta.url)), '..', 'package.json'));
const opentype = require('opentype.js');
const { optimize } = require('svgo');

export const C = {
  cream: '#FBF3E6',
  paper: '#F6EAD7',
  sand: '#EFD9B8',
  dawn1: '#F9E4C3',
  dawn2: '#F3C58F',
  dawn3: '#EBA36E',
  sun: '#F6C65B',
  apricot: '#E8913F',
  apricotDeep: '#CC6E27',
  apricotLight: '#F3B36E',
  saffron: '#E9AF2E',
  saffronDeep: '#C98A14',
  pistachio: '#A3B86C',
  pistachioDeep: '#6F8A3C',
  leaf: '#4E6E32',
  leafDark: '#36502A',
  almond: '#D9B184',
  almondDeep: '#B98A5A',
  walnut: '#8C5B3B',
  walnutDeep: '#5E3B28',
  ink: '#3A261C',
  raisin: '#8C2C3A',
  raisinDeep: '#5E1B28',
  plum: '#4A2230',
  far: '#D8A88C',
  mid: '#B97E66',
  near: '#94604E',
  snow: '#FFF6EA',
  skin: '#C98E68',
  skinDeep: '#A8714F',
  sky: '#CFE0DA',
  sea: '#5F8C8F',
  seaDeep: '#3F6A70',
  steel: '#6C7A80',
  white: '#FFFDF8',
};

// Numbers in the output: one decimal is finer than any screen we draw for.
export const n = (v) => String(Math.round(v * 10) / 10);
export const pts = (list) => list.map(([x, y]) => `${n(x)} ${n(y)}`).join(' ');

export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
export const rect = (x, y, w, h, fill, r = 0, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${n(r)}"` : ''} fill="${fill}"${extra}/>`;
export const circle = (x, y, r, fill, extra = '') =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (x, y, rx, ry, fill, rot = 0, extra = '') =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}"${rot ? ` transform="rotate(${n(rot)} ${n(x)} ${n(y)})"` : ''} fill="${fill}"${extra}/>`;
export const g = (transform, body, extra = '') =>
  `<g${transform ? ` transform="${transform}"` : ''}${extra}>${body}</g>`;
export const at = (x, y, s, body, rot = 0) =>
  g(`translate(${n(x)} ${n(y)})${rot ? ` rotate(${n(rot)})` : ''}${s !== 1 ? ` scale(${Math.round(s * 1000) / 1000})` : ''}`, body);

// Many axis-aligned ellipses of one colour as a single path (far smaller than many elements).
export function dots(list, fill) {
  const d = list
    .map(([x, y, rx, ry = rx]) => `M${n(x - rx)} ${n(y)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0`)
    .join('');
  return d ? path(d, fill) : '';
}

export function linear(id, stops, x2 = 0, y2 = 1) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
}

// A smooth closed band: a curve through the given points, closed down to `bottom`.
export function ridge(points, bottom, fill) {
  let d = `M${n(points[0][0])} ${n(bottom)}L${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    const mx = (x0 + x1) / 2;
    d += `C${n(mx)} ${n(y0)} ${n(mx)} ${n(y1)} ${n(x1)} ${n(y1)}`;
  }
  d += `L${n(points.at(-1)[0])} ${n(bottom)}Z`;
  return path(d, fill);
}

// Mountains: each peak its own triangle, softened at the top, with a snow cap that follows
// its flanks and a shaded eastern face (one translucent shape shades rock and snow alike).
export function range(peaks, base, fill, { snow = C.snow, snowLine = 0.26, seed = 1 } = {}) {
  const r = rng(seed);
  let rock = '';
  let caps = '';
  let shade = '';
  for (const [x, y, half, skew = 1] of peaks) {
    const hl = half;
    const hr = half * skew;
    const h = base - y;
    const k = 0.035;
    rock += `M${n(x - hl)} ${n(base)}L${n(x - hl * k)} ${n(y + h * k)}Q${n(x)} ${n(y - 1)} ${n(x + hr * k)} ${n(y + h * k)}L${n(x + hr)} ${n(base)}Z`;
    shade += `M${n(x)} ${n(y)}L${n(x + hr)} ${n(base)}L${n(x + hr * 0.1)} ${n(base)}L${n(x + hr * 0.06)} ${n(y + h * 0.55)}Z`;
    if (snow && h > 110) {
      const f = snowLine * (0.8 + r() * 0.4);
      const sy = y + h * f;
      let d = `M${n(x - hl * k)} ${n(y + h * k)}Q${n(x)} ${n(y - 1)} ${n(x + hr * k)} ${n(y + h * k)}L${n(x + hr * f)} ${n(sy)}`;
      const steps = 5;
      for (let i = 1; i < steps; i++) {
        const t = i / steps;
        const px = x + hr * f - (hr * f + hl * f) * t;
        const depth = i % 2 ? -h * (0.06 + r() * 0.05) : h * (0.02 + r() * 0.04);
        d += `L${n(px)} ${n(sy + depth)}`;
      }
      caps += d + `L${n(x - hl * f)} ${n(sy)}Z`;
    }
  }
  return path(rock, fill) + (caps ? path(caps, snow) : '') + path(shade, C.walnutDeep, ' opacity=".16"');
}

// Lombardy poplars line every Afghan valley road and orchard wall.
export function poplar(x, base, h, fill = C.leaf, shade = C.leafDark) {
  const w = h * 0.16;
  return (
    rect(x - h * 0.012, base - h * 0.12, h * 0.024, h * 0.12, C.walnutDeep) +
    path(`M${n(x)} ${n(base - h)}C${n(x + w)} ${n(base - h * 0.7)} ${n(x + w * 0.9)} ${n(base - h * 0.2)} ${n(x)} ${n(base - h * 0.08)}C${n(x - w * 0.9)} ${n(base - h * 0.2)} ${n(x - w)} ${n(base - h * 0.7)} ${n(x)} ${n(base - h)}Z`, fill) +
    path(`M${n(x)} ${n(base - h)}C${n(x + w)} ${n(base - h * 0.7)} ${n(x + w * 0.9)} ${n(base - h * 0.2)} ${n(x)} ${n(base - h * 0.08)}Z`, shade)
  );
}

// An apricot tree: a short trunk, a rounded crown in two greens, fruit dotted through it.
export function fruitTree(x, base, s, seed, { fruit = C.apricot, crown = C.pistachioDeep, crown2 = C.leaf, fruits = 9 } = {}) {
  const r = rng(seed);
  let out =
    path(`M${n(x - 5 * s)} ${n(base)}L${n(x - 3 * s)} ${n(base - 34 * s)}L${n(x - 14 * s)} ${n(base - 52 * s)}L${n(x - 10 * s)} ${n(base - 54 * s)}L${n(x)} ${n(base - 42 * s)}L${n(x + 12 * s)} ${n(base - 56 * s)}L${n(x + 15 * s)} ${n(base - 53 * s)}L${n(x + 4 * s)} ${n(base - 34 * s)}L${n(x + 6 * s)} ${n(base)}Z`, C.walnutDeep) +
    ellipse(x, base - 70 * s, 46 * s, 34 * s, crown2) +
    dots([[x - 18 * s, base - 78 * s, 30 * s, 26 * s], [x + 16 * s, base - 82 * s, 28 * s, 24 * s]], crown) +
    ellipse(x - 2 * s, base - 92 * s, 26 * s, 20 * s, C.pistachio);
  const list = [];
  for (let i = 0; i < fruits; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r());
    list.push([x + Math.cos(a) * d * 36 * s, base - 76 * s + Math.sin(a) * d * 24 * s, 4.2 * s]);
  }
  return out + dots(list, fruit);
}

export function shadeOf(hex, f = 0.78) {
  const v = parseInt(hex.slice(1), 16);
  const c = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((x) => Math.round(x * f));
  return '#' + c.map((x) => x.toString(16).padStart(2, '0')).join('').toUpperCase();
}

// Arms for the figures below: at the table (hands forward), reaching up, or carrying in front.
function armsFor(kind, sleeve, skin) {
  const sh = shadeOf(sleeve, 0.86);
  if (kind === 'table') {
    return (
      path('M-30 -50C-39 -36 -39 -18 -33 -9C-27 -4 -17 -4 -8 -6L-8 -14C-16 -14 -21 -14 -23 -18C-25 -28 -24 -40 -20 -50Z', sh) +
      path('M30 -50C39 -36 39 -18 33 -9C27 -4 17 -4 8 -6L8 -14C16 -14 21 -14 23 -18C25 -28 24 -40 20 -50Z', sh) +
      ellipse(-6, -10, 6.5, 4.6, skin) + ellipse(6, -10, 6.5, 4.6, skin)
    );
  }
  if (kind === 'up') {
    return (
      path('M18 -55C28 -64 34 -84 38 -104L47 -102C45 -80 40 -58 29 -45Z', sh) + circle(43, -106, 6, skin) +
      path('M-30 -50C-37 -38 -37 -22 -31 -12L-23 -14C-26 -24 -26 -38 -21 -50Z', sh) + circle(-27, -11, 5.5, skin)
    );
  }
  if (kind === 'carry') {
    return (
      path('M-30 -50C-37 -40 -35 -30 -26 -26L-5 -25L-5 -33L-20 -34C-22 -40 -22 -46 -20 -50Z', sh) +
      path('M30 -50C37 -40 35 -30 26 -26L5 -25L5 -33L20 -34C22 -40 22 -46 20 -50Z', sh) +
      ellipse(-4, -29, 6, 4.5, skin) + ellipse(4, -29, 6, 4.5, skin)
    );
  }
  return '';
}

// A woman at work, in a headscarf that frames the face and falls over the shoulders; no facial
// features, in the manner of the flat style. (x, y) is her waist at the table's edge; about 106
// units tall above it at s = 1.
export function woman({ x, y, s = 1, scarf = C.raisin, dress = C.apricotDeep, skin = C.skin, turn = 0, arms = 'table', part = 'all' }) {
  const t = turn * 4;
  const dark = shadeOf(scarf);
  const body =
    path('M-32 0C-33 -28 -30 -50 -20 -57Q0 -64 20 -57C30 -50 33 -28 32 0Z', dress) +
    path(`M${n(t)} -106C${n(t + 13)} -106 ${n(t + 20)} -97 ${n(t + 20)} -84C${n(t + 20)} -74 23 -64 31 -56C22 -50 12 -46 0 -40C-12 -46 -22 -50 -31 -56C-23 -64 ${n(t - 20)} -74 ${n(t - 20)} -84C${n(t - 20)} -97 ${n(t - 13)} -106 ${n(t)} -106Z`, scarf) +
    ellipse(t, -81, 10.5, 12.5, skin) +
    path(`M${n(t - 12)} -83C${n(t - 12)} -99 ${n(t + 12)} -99 ${n(t + 12)} -83C${n(t + 9)} -93 ${n(t - 9)} -93 ${n(t - 12)} -83Z`, scarf) +
    path(`M${n(t - 9)} -70C${n(t - 4)} -64 ${n(t + 4)} -64 ${n(t + 9)} -70L${n(t + 4)} -58L${n(t - 4)} -58Z`, dark) +
    path('M9 -60C18 -50 22 -36 21 -20L13 -21C14 -36 11 -48 3 -56Z', dark);
  const a = armsFor(arms, dress, skin);
  const out = part === 'arms' ? a : part === 'body' ? body : body + a;
  return at(x, y, s, out);
}

// A farmer in a pakol cap and waistcoat over his shirt, with a short beard.
export function man({ x, y, s = 1, shirt = '#EDE1CB', vest = C.walnut, cap = '#CDB58E', skin = C.skinDeep, arms = 'table', part = 'all' }) {
  const body =
    path('M-33 0C-34 -28 -31 -50 -21 -58Q0 -65 21 -58C31 -50 34 -28 33 0Z', shirt) +
    path('M-33 0C-34 -28 -31 -50 -21 -58L-8 -60L-6 0Z', vest) + path('M33 0C34 -28 31 -50 21 -58L8 -60L6 0Z', vest) +
    rect(-6, -72, 12, 12, shadeOf(skin, 0.9)) +
    ellipse(0, -82, 11.5, 13.5, skin) +
    path('M-11.5 -84C-12 -62 12 -62 11.5 -84C8 -74 -8 -74 -11.5 -84Z', C.ink) +
    path('M-12.5 -93C-12.5 -106 12.5 -106 12.5 -93Z', cap) +
    rect(-14, -96, 28, 7, shadeOf(cap, 0.85), 3.5);
  const a = armsFor(arms, shirt, skin);
  const out = part === 'arms' ? a : part === 'body' ? body : body + a;
  return at(x, y, s, out);
}

// A jute sack, tied or open; `fill` shows what it holds when open.
export function sack(x, base, s, { color = C.almond, shade = C.almondDeep, goods, band = C.raisin, open = true } = {}) {
  const body =
    path(`M-40 0C-52 -30 -46 -70 -34 -88L34 -88C46 -70 52 -30 40 0Z`, color) +
    path(`M10 -88L34 -88C46 -70 52 -30 40 0L18 0C30 -30 28 -64 10 -88Z`, shade) +
    rect(-42, -46, 84, 9, band) +
    (open
      ? path(`M-38 -86C-44 -98 -30 -106 -20 -98C-12 -108 12 -108 20 -98C30 -106 44 -98 38 -86Z`, color) +
        ellipse(0, -90, 34, 8, goods || C.apricot) +
        ellipse(0, -94, 22, 6, goods || C.apricot)
      : path(`M-16 -88C-22 -100 -14 -110 -8 -104L0 -94L8 -104C14 -110 22 -100 16 -88Z`, color) +
        rect(-12, -96, 24, 6, shade, 3));
  return at(x, base, s, body);
}

// A corrugated export carton: face, side, top, tape and a small stamp.
export function box(x, base, w, h, { face = C.almond, side = C.almondDeep, top = '#E6C69E', tape = C.sand, stamp = C.raisin, depth = 0.32, label = true } = {}) {
  const d = w * depth;
  let out =
    path(`M${n(x)} ${n(base)}h${n(w)}v${n(-h)}h${n(-w)}Z`, face) +
    path(`M${n(x + w)} ${n(base)}l${n(d)} ${n(-d * 0.5)}v${n(-h)}l${n(-d)} ${n(d * 0.5)}Z`, side) +
    path(`M${n(x)} ${n(base - h)}l${n(d)} ${n(-d * 0.5)}h${n(w)}l${n(-d)} ${n(d * 0.5)}Z`, top) +
    path(`M${n(x + w * 0.42)} ${n(base - h)}l${n(d)} ${n(-d * 0.5)}h${n(w * 0.16)}l${n(-d)} ${n(d * 0.5)}Z`, tape) +
    rect(x + w * 0.42, base - h, w * 0.16, h * 0.3, tape);
  if (label) {
    out += rect(x + w * 0.12, base - h * 0.55, w * 0.3, h * 0.32, C.cream, 2) + flowerMark(x + w * 0.27, base - h * 0.39, Math.min(w, h) * 0.1, stamp);
  }
  return out;
}

// The brand's blossom: an apricot flower of five round petals, a ring of stamens and a heart.
export function flowerMark(x, y, r, petal = C.apricot, centre = C.saffron) {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const deg = i * 72 - 90;
    const a = (deg * Math.PI) / 180;
    out += ellipse(x + Math.cos(a) * r * 0.52, y + Math.sin(a) * r * 0.52, r * 0.5, r * 0.4, petal, deg);
  }
  return out + circle(x, y, r * 0.3, centre) + circle(x, y, r * 0.13, shadeOf(centre, 0.7));
}

// ---- the goods, drawn one piece at a time (each centred on 0,0, about 20 units long) ----
export const goods = {
  almond: (c = '#A8703F', hi = '#C48A55', pits = false) =>
    path('M0 -13C5 -8 8 2 7 7C6 11 3 13 0 13C-3 13 -6 11 -7 7C-8 2 -5 -8 0 -13Z', c) +
    path('M0 -11C3 -6 5 2 4 7C3 10 1 11 -1 11C-2 6 -2 -4 0 -11Z', hi) +
    (pits ? path('M-3 -2l1 1M-4 4l1 1M2 -4l1 1M1 6l1 1', 'none', ' stroke="#8A5730" stroke-width="1.1" stroke-linecap="round"') : ''),
  walnut: () =>
    circle(0, 0, 11, '#B88452') +
    path('M0 -11C-4 -6 4 -3 0 0C-4 3 4 6 0 11', 'none', ` stroke="${C.walnutDeep}" stroke-width="1.6"`) +
    path('M-6 -6C-3 -4 -7 0 -4 3M6 -5C3 -2 7 1 4 5', 'none', ` stroke="#8E6036" stroke-width="1.4" stroke-linecap="round"`),
  raisin: (c = C.raisinDeep, hi = C.raisin) =>
    ellipse(0, 0, 6, 4.6, c) + ellipse(-1.5, -1.4, 2.6, 1.5, hi),
  apricot: () =>
    ellipse(0, 0, 11, 9.5, C.apricot) + ellipse(-3, -3, 5, 3.6, C.apricotLight) + path('M1 -9C4 -3 4 3 1 9', 'none', ` stroke="${C.apricotDeep}" stroke-width="1.6" stroke-linecap="round"`),
  pineNut: () => path('M0 -8C4 -6 4 5 0 8C-4 5 -4 -6 0 -8Z', '#EEDBB7') + path('M0 -8C2 -5 2 3 0 7', 'none', ` stroke="#D6BD92" stroke-width="1.2"`),
  fig: () =>
    path('M0 -13C3 -13 3 -9 4 -7C10 -3 11 6 6 10C3 12 -3 12 -6 10C-11 6 -10 -3 -4 -7C-3 -9 -3 -13 0 -13Z', '#7A4A3A') +
    ellipse(-3, 1, 3, 5, '#9A6A52') + circle(0, 11, 1.6, '#5A3126'),
  pistachio: () =>
    ellipse(0, 0, 8, 11, '#E2D3B2') + path('M0 -11C5 -8 6 6 0 11C3 5 3 -5 0 -11Z', '#C9B68C') +
    path('M-1 -9C-4 -4 -4 4 -1 9C1 4 1 -4 -1 -9Z', C.pistachioDeep) + path('M-1 -7C-2 -3 -2 3 -1 6', 'none', ` stroke="${C.pistachio}" stroke-width="1.4"`),
  saffron: () =>
    path('M0 10C-1 2 -4 -4 -2 -12M0 10C1 2 4 -3 3 -11M0 10C0 2 0 -6 1 -13', 'none', ` stroke="#B3261E" stroke-width="1.8" stroke-linecap="round"`) +
    path('M-2 -12l-1 -2M3 -11l1 -2M1 -13l0 -2', 'none', ` stroke="${C.saffron}" stroke-width="2" stroke-linecap="round"`),
  // Black cumin (zira siyah), the Afghan kind: slender, dark, finely ridged seeds.
  cumin: () => path('M0 -8C1.8 -4 1.8 4 0 8C-1.8 4 -1.8 -4 0 -8Z', '#4A3A2C') + path('M0 -7V7', 'none', ` stroke="#7A6448" stroke-width=".8"`),
};

// Scatter pieces over an ellipse, back to front, so a heap reads as a heap.
export function heap(cx, cy, rx, ry, count, piece, seed, { scale = 1, jitter = 0.25 } = {}) {
  const r = rng(seed);
  const items = [];
  for (let i = 0; i < count; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r());
    const px = cx + Math.cos(a) * d * rx;
    // pile up towards the middle
    const py = cy + Math.sin(a) * d * ry - (1 - d) * ry * 0.9;
    items.push([px, py, r() * 360, scale * (1 - jitter / 2 + r() * jitter), Math.floor(r() * 1000)]);
  }
  items.sort((a, b) => a[1] - b[1]);
  return items.map(([px, py, rot, s, v]) => at(px, py, s, typeof piece === 'function' ? piece(v) : piece, rot)).join('');
}

// A wide shallow bowl; returns [back, front] so goods can be heaped between the two.
// Glazed in the turquoise of Istalif pottery, which sets off every colour of the goods.
export function bowl(cx, cy, w, { color = '#2E6E74', inner = '#1F4B50', rim = '#4A9096', band = C.saffron } = {}) {
  const h = w * 0.42;
  const back = ellipse(cx, cy, w / 2, w * 0.12, inner);
  const front =
    path(`M${n(cx - w / 2)} ${n(cy)}C${n(cx - w / 2)} ${n(cy + h)} ${n(cx + w / 2)} ${n(cy + h)} ${n(cx + w / 2)} ${n(cy)}C${n(cx + w * 0.3)} ${n(cy + w * 0.1)} ${n(cx - w * 0.3)} ${n(cy + w * 0.1)} ${n(cx - w / 2)} ${n(cy)}Z`, color) +
    path(`M${n(cx - w * 0.44)} ${n(cy + h * 0.32)}C${n(cx - w * 0.2)} ${n(cy + h * 0.5)} ${n(cx + w * 0.2)} ${n(cy + h * 0.5)} ${n(cx + w * 0.44)} ${n(cy + h * 0.32)}`, 'none', ` stroke="${band}" stroke-width="${n(w * 0.018)}"`) +
    path(`M${n(cx - w / 2)} ${n(cy)}C${n(cx - w * 0.3)} ${n(cy + w * 0.1)} ${n(cx + w * 0.3)} ${n(cy + w * 0.1)} ${n(cx + w / 2)} ${n(cy)}`, 'none', ` stroke="${rim}" stroke-width="${n(w * 0.02)}"`) +
    ellipse(cx, cy + h * 0.73, w * 0.15, w * 0.028, inner);
  return [ellipse(cx, cy + h * 0.78, w * 0.3, w * 0.035, C.ink, 0, ' opacity=".18"') + back, front];
}

// Vehicles, drawn side-on, facing right (mirrored with scale(-1 1) when needed).
export function plane(x, y, s, body = C.white, accent = C.apricot) {
  return at(x, y, s,
    path('M-90 -4C-90 -14 -70 -16 -40 -16L60 -16C80 -16 96 -10 100 -2C96 4 84 6 60 6L-60 6C-80 6 -90 2 -90 -4Z', body) +
    path('M-78 -14L-96 -48L-80 -48L-52 -16Z', accent) +
    path('M-10 -4L30 -4L-20 46L-40 46Z', '#E9DCC8') +
    path('M0 -14L20 -14L-10 -44L-24 -44Z', '#E9DCC8') +
    path('M-60 -2L80 -2', 'none', ` stroke="${accent}" stroke-width="3"`) +
    path('M70 -12h14l6 6h-20Z', C.steel) +
    [ -40, -25, -10, 5, 20, 35, 50 ].map((wx) => rect(wx, -11, 6, 5, C.steel, 1.5)).join(''));
}

export function ship(x, y, s, hull = C.raisinDeep, accent = C.apricot) {
  const colors = [C.apricot, C.pistachioDeep, C.saffron, C.walnut, C.raisin, C.sea];
  let containers = '';
  let k = 0;
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 6; col++) {
      containers += rect(-70 + col * 26 + row * 8, -44 - row * 16, 24, 15, colors[k++ % colors.length], 1);
    }
  }
  return at(x, y, s,
    containers +
    path('M-110 -28L118 -28L96 6L-96 6Z', hull) +
    rect(-110, -28, 228, 6, accent) +
    rect(-108, -78, 30, 50, C.white) +
    rect(-104, -72, 22, 6, C.steel) +
    rect(-98, -92, 10, 14, C.raisin));
}

export function truck(x, y, s, body = C.pistachioDeep, cab = C.apricot) {
  return at(x, y, s,
    rect(-100, -70, 130, 60, body, 4) +
    rect(-92, -62, 114, 44, C.leaf, 2) +
    flowerMark(-35, -40, 14, C.cream, C.saffron) +
    path('M34 -52L64 -52L80 -30L80 -10L34 -10Z', cab) +
    path('M42 -46L62 -46L72 -32L42 -32Z', C.sky) +
    rect(-104, -12, 188, 6, C.ink, 3) +
    circle(-70, -4, 12, C.ink) + circle(-70, -4, 5, C.steel) +
    circle(-40, -4, 12, C.ink) + circle(-40, -4, 5, C.steel) +
    circle(56, -4, 12, C.ink) + circle(56, -4, 5, C.steel));
}

// A drying rack of apricots: a slatted frame on legs with halves laid in rows.
export function dryingRack(x, y, w, seed, { rows = 3, color = C.walnut } = {}) {
  const r = rng(seed);
  let out = rect(x + 6, y, 6, 46, C.walnutDeep) + rect(x + w - 12, y, 6, 46, C.walnutDeep) + rect(x, y - 6, w, 10, color, 2);
  out += path(`M${n(x - 6)} ${n(y - 6)}L${n(x + 18)} ${n(y - 30)}L${n(x + w - 18)} ${n(y - 30)}L${n(x + w + 6)} ${n(y - 6)}Z`, '#C49A6C');
  const halves = [[], []];
  const lights = [];
  for (let row = 0; row < rows; row++) {
    const yy = y - 10 - row * 7.5;
    const inset = 4 + row * 8;
    for (let xx = x + inset; xx < x + w - inset; xx += 11 + r() * 2) {
      halves[row % 2].push([xx, yy, 5.4, 3.2]);
      lights.push([xx - 1.2, yy - 1, 2, 1]);
    }
  }
  return out + dots(halves[0], C.apricotDeep) + dots(halves[1], C.apricot) + dots(lights, C.apricotLight);
}

// ---- lettering: text set in the site's own typefaces and turned to outlines ----
const fonts = {};
export function font(name) {
  const files = {
    fraunces600: '@fontsource/fraunces/files/fraunces-latin-600-normal.woff',
    fraunces400: '@fontsource/fraunces/files/fraunces-latin-400-normal.woff',
    fraunces400i: '@fontsource/fraunces/files/fraunces-latin-400-italic.woff',
    vazir500: 'vazirmatn/fonts/ttf/Vazirmatn-Medium.ttf',
    vazir700: 'vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf',
  };
  fonts[name] ||= opentype.loadSync(require.resolve(files[name]));
  return fonts[name];
}

// Latin text as one path; anchor 'start' | 'middle' | 'end'.
export function lettering(text, x, y, size, fill, { face = 'fraunces600', anchor = 'start', tracking = 0 } = {}) {
  const f = font(face);
  const scale = size / f.unitsPerEm;
  const glyphs = f.stringToGlyphs(text);
  let width = 0;
  const advances = glyphs.map((gl, i) => {
    const kern = i + 1 < glyphs.length ? f.getKerningValue(gl, glyphs[i + 1]) : 0;
    const adv = (gl.advanceWidth + kern) * scale + (i + 1 < glyphs.length ? tracking : 0);
    width += adv;
    return adv;
  });
  let cx = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  let d = '';
  glyphs.forEach((gl, i) => {
    d += gl.getPath(cx, y, size).toPathData(1);
    cx += advances[i];
  });
  return { svg: d ? path(d, fill) : '', width };
}

// Persian text: opentype.js does not shape Arabic script, so each word is shaped with the
// font's own contextual forms (init/medi/fina via the GSUB feature lookups it does apply) and
// laid right to left.
export function persian(text, x, y, size, fill, { face = 'vazir700', anchor = 'end' } = {}) {
  const f = font(face);
  const p = f.getPath(text, 0, 0, size, { features: { rlig: true, liga: true, init: true, medi: true, fina: true, isol: true } });
  const bb = p.getBoundingBox();
  const width = bb.x2 - bb.x1;
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const moved = f.getPath(text, left - bb.x1, y, size, { features: { rlig: true, liga: true, init: true, medi: true, fina: true, isol: true } });
  return { svg: path(moved.toPathData(1), fill), width };
}

// Wrap a body in a root <svg> with a viewBox only (the page sizes it), then let SVGO tidy it.
export function svgDoc(w, h, body, { title, defs = '' } = {}) {
  const raw =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"${title ? ' role="img"' : ''}>` +
    (title ? `<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>` : '') +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>';
  return optimize(raw, {
    multipass: true,
    floatPrecision: 1,
    plugins: [
      'preset-default',
      'removeDimensions',
    ],
  }).data;
}
