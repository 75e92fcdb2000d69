// Scenes: each function returns the body of one illustration for a given canvas. Site art
// (build-art.mjs) and the demo rasters (demo/src) both compose from these.
import {
  C, n, rng, path, rect, circle, ellipse, g, at, linear, ridge, range, poplar, fruitTree, woman, man,
  sack, box, flowerMark, goods, heap, bowl, plane, ship, truck, dryingRack,
} from './lib.mjs';

// Long, thin clouds of a dry mountain sky.
export function streaks(x, y, w, s = 1, fill = '#FCEEDB') {
  return rect(x, y, w, 9 * s, fill, 4.5 * s, ' opacity=".85"') + rect(x + w * 0.3, y - 12 * s, w * 0.55, 8 * s, fill, 4 * s, ' opacity=".6"');
}

// Dawn over the Hindu Kush: sky, sun, two ranges of mountains; the caller adds the valley floor.
export function valley(w, h, seed, { sun = true, sunX = 0.68, sky = ['#FBE9CC', '#F6CD98', '#EFAE78'], id = 'sky' } = {}) {
  const r = rng(seed);
  const defs = linear(id, [[0, sky[2]], [0.55, sky[1]], [1, sky[0]]]);
  let body = rect(0, 0, w, h, `url(#${id})`);
  if (sun) body += circle(w * sunX, h * 0.4, h * 0.12, '#FBD88A', ' opacity=".7"') + circle(w * sunX, h * 0.4, h * 0.08, C.sun);
  body += streaks(w * (0.06 + r() * 0.1), h * 0.16, w * 0.2, h / 600) + streaks(w * (0.6 + r() * 0.15), h * 0.1, w * 0.16, h / 600);
  const peaks = (count, yMin, yMax, halfMin, halfMax) =>
    Array.from({ length: count }, (_, i) => [
      (w / (count - 1)) * i + (r() - 0.5) * w * 0.08,
      h * (yMin + r() * (yMax - yMin)),
      w * (halfMin + r() * (halfMax - halfMin)),
      0.8 + r() * 0.5,
    ]);
  body += range(peaks(6, 0.2, 0.36, 0.11, 0.17), h * 0.72, C.far, { seed });
  body += range(peaks(5, 0.36, 0.48, 0.13, 0.19), h * 0.75, C.mid, { seed: seed + 1, snowLine: 0.2 });
  return { defs, body };
}

// Terraced orchard rows in perspective, drying racks and a mud-brick wall.
export function orchard(w, h, seed, { people = true } = {}) {
  const r = rng(seed + 1);
  let { defs, body } = valley(w, h, seed);
  body += ridge([[0, h * 0.62], [w * 0.2, h * 0.58], [w * 0.45, h * 0.63], [w * 0.7, h * 0.57], [w, h * 0.61]], h, '#B9A25E');
  // poplars in clumps along the far field, as they stand along water channels
  for (let x = w * 0.03; x < w; x += w * (0.1 + r() * 0.1)) {
    const count = 2 + Math.floor(r() * 4);
    for (let i = 0; i < count; i++) {
      body += poplar(x + i * w * 0.014, h * 0.615 + r() * 6, h * (0.12 + r() * 0.1), r() > 0.5 ? C.leaf : C.pistachioDeep);
    }
  }
  body += ridge([[0, h * 0.68], [w * 0.3, h * 0.65], [w * 0.6, h * 0.69], [w, h * 0.66]], h, C.pistachio);
  // mud-brick wall of a qala on the right
  body += rect(w * 0.74, h * 0.56, w * 0.2, h * 0.1, '#CFA57A') + rect(w * 0.74, h * 0.56, w * 0.2, h * 0.015, '#B98A5F');
  body += rect(w * 0.735, h * 0.52, w * 0.03, h * 0.14, '#C39668') + rect(w * 0.905, h * 0.52, w * 0.03, h * 0.14, '#C39668');
  body += path(`M${n(w * 0.825)} ${n(h * 0.66)}v${n(-h * 0.05)}a${n(w * 0.015)} ${n(w * 0.015)} 0 0 1 ${n(w * 0.03)} 0v${n(h * 0.05)}Z`, C.walnutDeep);
  // rows of fruit trees, far to near
  const rows = [
    [0.7, 0.45, 11, 4],
    [0.77, 0.62, 8, 6],
    [0.88, 0.85, 6, 9],
  ];
  rows.forEach(([yy, s, count, fruits], ri) => {
    body += ridge([[0, h * (yy - 0.015)], [w * 0.5, h * (yy - 0.03)], [w, h * (yy - 0.01)]], h, ri % 2 ? '#93A85A' : '#A9BC70');
    for (let i = 0; i < count; i++) {
      const x = (w / count) * (i + 0.5) + (r() - 0.5) * w * 0.03;
      if (people && ri === 2 && (i === 2 || i === 4)) continue;
      body += fruitTree(x, h * yy, s * (h / 900) * 1.6, seed + ri * 31 + i, { fruits });
    }
  });
  if (people) {
    const s = (h / 900) * 1.5;
    body += dryingRack(w * 0.36, h * 0.9, w * 0.16, seed + 5, { rows: 3 });
    body += sack(w * 0.58, h * 0.97, s * 0.9, { goods: C.apricot });
    body += woman({ x: w * 0.66, y: h * 0.93, s, scarf: C.saffronDeep, dress: C.leaf, arms: 'carry', turn: -1 });
    body += at(w * 0.66, h * 0.93 - 22 * s, s, path('M-30 -6h60l-7 20h-46Z', C.walnut) + heap(0, -6, 24, 4, 12, goods.apricot(), seed + 9, { scale: 0.7 }));
  }
  body += ridge([[0, h * 0.96], [w * 0.5, h * 0.93], [w, h * 0.97]], h, '#7F9548');
  return { defs, body };
}

// Women sorting almonds and apricots at a long table, under a shaded awning.
export function sortingTable(w, h, seed, { background = C.paper, items = 'mixed' } = {}) {
  const s = h / 600;
  let body = rect(0, 0, w, h, background);
  const wide = w / h > 1.5;
  const people = wide
    ? [[0.2, C.raisin, C.saffronDeep, 0], [0.4, C.leaf, C.apricot, 0], [0.6, C.apricotDeep, C.raisinDeep, 0], [0.8, C.saffronDeep, C.pistachioDeep, 0]]
    : [[0.24, C.raisin, C.saffronDeep, 0], [0.5, C.leaf, C.apricot, 0], [0.76, C.apricotDeep, C.raisinDeep, 0]];
  // awning stripes and wall
  body += rect(0, 0, w, h * 0.62, '#F1DDBF');
  for (let x = 0; x < w; x += 80 * s) body += path(`M${n(x)} 0h${n(40 * s)}v${n(44 * s)}a${n(20 * s)} ${n(20 * s)} 0 0 1 ${n(-40 * s)} 0Z`, C.apricot);
  for (let x = 40 * s; x < w; x += 80 * s) body += path(`M${n(x)} 0h${n(40 * s)}v${n(44 * s)}a${n(20 * s)} ${n(20 * s)} 0 0 1 ${n(-40 * s)} 0Z`, C.cream);
  body += rect(0, 0, w, 14 * s, C.apricotDeep);
  // a window to the orchard behind (between the heads on the wide canvas)
  const [wx, ww] = wide ? [0.435, 0.13] : [0.08, 0.2];
  body += rect(w * wx, h * 0.2, w * ww, h * 0.26, '#F7E3BF', 6 * s) + ridge([[w * wx, h * 0.38], [w * (wx + ww / 2), h * 0.32], [w * (wx + ww), h * 0.37]], h * 0.46, C.pistachio);
  body += fruitTree(w * (wx + ww * 0.35), h * 0.44, 0.55 * s, seed + 2) + fruitTree(w * (wx + ww * 0.75), h * 0.45, 0.45 * s, seed + 3);
  body += rect(w * wx, h * 0.2, w * ww, h * 0.26, 'none', 6 * s, ` stroke="${C.walnut}" stroke-width="${n(8 * s)}"`);
  // stacked sacks against the wall
  body += wide
    ? sack(w * 0.9, h * 0.62, 1.1 * s, { goods: C.apricot }) + sack(w * 0.96, h * 0.63, 0.9 * s, { goods: C.almondDeep, color: '#CDA77B' })
    : sack(w * 0.84, h * 0.62, 0.9 * s, { goods: C.almondDeep }) + sack(w * 0.93, h * 0.63, 0.8 * s, { goods: C.raisin, color: '#CDA77B' });
  body += rect(0, h * 0.62, w, h * 0.38, '#E4C9A3');
  people.forEach(([px, scarf, dress, turn]) => {
    body += woman({ x: w * px, y: h * 0.68, s: 1.6 * s, scarf, dress, turn, part: 'body' });
  });
  // table and trays
  body += rect(w * 0.05, h * 0.66, w * 0.9, h * 0.05, C.walnut, 4 * s) + rect(w * 0.05, h * 0.7, w * 0.9, h * 0.03, C.walnutDeep);
  body += rect(w * 0.1, h * 0.73, 14 * s, h * 0.27, C.walnutDeep) + rect(w * 0.88, h * 0.73, 14 * s, h * 0.27, C.walnutDeep);
  const trays = people.map(([px], i) => [px, i % 2 ? 'apricot' : 'almond']);
  trays.forEach(([tx, kind], i) => {
    const cx = w * tx;
    const cy = h * 0.655;
    body += ellipse(cx, cy + 4 * s, 80 * s, 13 * s, '#C79B62') + ellipse(cx, cy, 76 * s, 11 * s, '#E7CB97');
    const piece = items === 'apricot' || kind === 'apricot' ? goods.apricot() : goods.almond();
    body += heap(cx, cy, 60 * s, 6 * s, 14, piece, seed + i * 7, { scale: 1.15 * s });
    const [, scarf, dress] = people[i];
    body += woman({ x: cx, y: h * 0.68, s: 1.6 * s, scarf, dress, part: 'arms' });
  });
  // baskets on the floor
  body += at(w * 0.36, h * 0.92, s, path('M-50 -40h100l-10 40h-80Z', '#B27A45') + path('M-50 -40h100', 'none', ` stroke="${C.walnutDeep}" stroke-width="6"`) + heap(0, -42, 42, 5, 11, goods.almond(), seed + 30, { scale: 1.3 }));
  body += at(w * 0.64, h * 0.93, s, path('M-46 -36h92l-10 36h-72Z', '#9C6A3C') + heap(0, -38, 38, 5, 10, goods.apricot(), seed + 31, { scale: 1.2 }));
  return { defs: '', body };
}

// A modern processing and packing house: sawtooth roof, solar panels, a loading bay.
export function facility(w, h, seed) {
  const s = h / 600;
  let { defs, body } = valley(w, h, seed, { sunX: 0.2, id: 'skyF' });
  body += ridge([[0, h * 0.7], [w * 0.5, h * 0.67], [w, h * 0.7]], h, C.pistachio);
  body += poplar(w * 0.06, h * 0.72, h * 0.32) + poplar(w * 0.1, h * 0.72, h * 0.26, C.pistachioDeep) + poplar(w * 0.95, h * 0.72, h * 0.3);
  const bx = w * 0.16;
  const bw = w * 0.62;
  const by = h * 0.74;
  const bh = h * 0.26;
  body += rect(bx, by - bh, bw, bh, C.cream);
  // sawtooth roof with panels
  const teeth = 5;
  for (let i = 0; i < teeth; i++) {
    const x = bx + (bw / teeth) * i;
    body += path(`M${n(x)} ${n(by - bh)}l${n(bw / teeth)} ${n(-h * 0.09)}v${n(h * 0.09)}Z`, '#5C6F7A');
    body += path(`M${n(x + 6 * s)} ${n(by - bh - 4 * s)}l${n(bw / teeth - 14 * s)} ${n(-h * 0.075)}`, 'none', ` stroke="#8FB0C0" stroke-width="${n(3 * s)}"`);
    body += path(`M${n(x + bw / teeth)} ${n(by - bh)}v${n(-h * 0.09)}`, 'none', ` stroke="${C.sand}" stroke-width="${n(5 * s)}"`);
  }
  body += rect(bx, by - bh, bw, h * 0.03, C.apricot);
  body += rect(bx + bw * 0.06, by - bh * 0.62, bw * 0.28, bh * 0.62, '#D7C3A3') + rect(bx + bw * 0.06, by - bh * 0.62, bw * 0.28, bh * 0.1, '#C4AB84');
  body += rect(bx + bw * 0.42, by - bh * 0.7, bw * 0.1, bh * 0.34, C.sky, 3 * s) + rect(bx + bw * 0.56, by - bh * 0.7, bw * 0.1, bh * 0.34, C.sky, 3 * s);
  body += flowerMark(bx + bw * 0.86, by - bh * 0.55, bh * 0.2, C.apricot, C.saffron);
  // boxes on pallets by the bay
  body += rect(bx + bw * 0.08, by - 8 * s, bw * 0.24, 8 * s, C.walnut);
  body += box(bx + bw * 0.09, by - 8 * s, 40 * s, 34 * s, { label: false }) + box(bx + bw * 0.18, by - 8 * s, 40 * s, 34 * s, { label: false }) + box(bx + bw * 0.135, by - 42 * s, 40 * s, 34 * s);
  body += rect(0, by, w, h - by, '#C9B08C') + rect(0, by, w, 6 * s, '#B39773');
  body += truck(w * 0.74, h * 0.93, 0.95 * s);
  return { defs, body };
}

// Export: boxes on a pallet, a plane overhead, a ship at sea and a truck on the road.
export function exportScene(w, h, seed, { modes = ['air', 'sea', 'land'], palletCount = 6 } = {}) {
  const s = h / 600;
  let { defs, body } = valley(w, h, seed, { sunX: 0.82, id: 'skyE', sky: ['#FBEBD3', '#F4D2A4', '#E9B286'] });
  if (modes.includes('sea')) {
    body += rect(0, h * 0.68, w, h * 0.32, C.sea) + rect(0, h * 0.68, w, 6 * s, '#8DB2B0');
    for (let i = 0; i < 6; i++) body += rect(w * (0.05 + i * 0.16), h * (0.74 + (i % 2) * 0.05), w * 0.06, 3 * s, '#7FA6A6', 2);
    body += ship(w * 0.7, h * 0.74, 1.1 * s);
  }
  if (modes.includes('air')) body += plane(w * 0.62, h * 0.2, 1.1 * s, C.white, C.apricot) + path(`M${n(w * 0.38)} ${n(h * 0.2)}h${n(w * 0.12)}`, 'none', ` stroke="${C.cream}" stroke-width="${n(4 * s)}" stroke-linecap="round" opacity=".8"`);
  // quay
  body += path(`M0 ${n(h * 0.66)}L${n(w * 0.52)} ${n(h * 0.66)}L${n(w * 0.46)} ${n(h)}L0 ${n(h)}Z`, '#C9A57E') + rect(0, h * 0.66, w * 0.52, 8 * s, '#A9835C');
  if (modes.includes('land')) body += truck(w * 0.32, h * 0.88, 0.9 * s);
  // pallet of cartons
  const px = w * 0.05;
  const pb = h * 0.86;
  const bw = 58 * s;
  body += rect(px - 6 * s, pb, bw * 3 + 30 * s, 10 * s, C.walnut);
  const placesAll = [[0, 0], [1, 0], [2, 0], [0.5, 1], [1.5, 1], [1, 2]];
  placesAll.slice(0, palletCount).forEach(([c, r]) => {
    body += box(px + c * (bw + 2 * s), pb - r * (bw * 0.8 + 2 * s), bw, bw * 0.8);
  });
  body += sack(px + bw * 3.6, pb + 10 * s, 0.7 * s, { open: false, color: C.almond });
  return { defs, body };
}

// A heaped mound of pieces: a dome of the goods' base colour, covered back to front with pieces
// so it reads as a generous heap rising above the bowl's rim.
export function mound(cx, cy, rx, ry, height, count, piece, seed, { scale = 1, base } = {}) {
  const r = rng(seed);
  let out = base ? path(`M${n(cx - rx)} ${n(cy)}C${n(cx - rx)} ${n(cy - height * 1.3)} ${n(cx + rx)} ${n(cy - height * 1.3)} ${n(cx + rx)} ${n(cy)}C${n(cx + rx * 0.6)} ${n(cy + ry)} ${n(cx - rx * 0.6)} ${n(cy + ry)} ${n(cx - rx)} ${n(cy)}Z`, base) : '';
  const items = [];
  for (let i = 0; i < count; i++) {
    const u = r() * 2 - 1;
    const span = Math.sqrt(1 - u * u);
    const top = cy - height * span;
    const bottom = cy + ry * span * 0.7;
    const y = top + r() * (bottom - top);
    items.push([cx + u * rx * 0.96, y, r() * 360, scale * (0.85 + r() * 0.3), Math.floor(r() * 1000)]);
  }
  items.sort((a, b) => a[1] - b[1]);
  out += items.map(([x, y, rot, s, v]) => at(x, y, s, piece(v), rot)).join('');
  return out;
}

// Goods heaped high in a bowl on a wooden table, seen close: the product pictures.
export function bowlOf(w, h, kind, seed, { background = '#F3E3CA', cloth = C.raisin } = {}) {
  const s = h / 600;
  const spec = {
    almonds: [() => goods.almond(), 2.3, 150, '#8A5A33'],
    walnuts: [() => goods.walnut(), 2.3, 110, '#7A5132'],
    'green-raisins': [() => goods.raisin('#8E8A34', '#B5B25A'), 3.2, 260, '#6E6A26'],
    'black-raisins': [() => goods.raisin('#2E1B22', '#5A3A44'), 3.2, 260, '#22141A'],
    'red-raisins': [() => goods.raisin(C.raisin, '#B44A55'), 3.2, 260, '#5E1B28'],
    apricots: [() => goods.apricot(), 2.3, 130, C.apricotDeep],
    'pine-nuts': [() => goods.pineNut(), 2.6, 260, '#CDB48A'],
    figs: [() => goods.fig(), 2.4, 110, '#5A3126'],
    pistachios: [() => goods.pistachio(), 2.2, 160, '#B7A57C'],
    saffron: [() => goods.saffron(), 2.2, 260, '#8E1C16'],
    cumin: [() => goods.cumin(), 2.4, 420, '#2E241B'],
  }[kind];
  const [piece, size, count, base] = spec;
  // wall and wooden table
  let body = rect(0, 0, w, h, background) + rect(0, h * 0.5, w, h * 0.5, '#B98A5E');
  for (let i = 0; i < 4; i++) body += rect(0, h * (0.5 + i * 0.13), w, 3 * s, '#A5784F');
  body += rect(0, h * 0.5, w, 8 * s, '#A5784F');
  // a jute sack behind, and the woven cloth under the bowl
  body += sack(w * 0.13, h * 0.62, 1.9 * s, { goods: base, open: true });
  body += path(`M${n(w * 0.1)} ${n(h)}L${n(w * 0.2)} ${n(h * 0.66)}L${n(w * 0.9)} ${n(h * 0.66)}L${n(w)} ${n(h)}Z`, cloth);
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    body += path(`M${n(w * (0.2 + 0.7 * t))} ${n(h * 0.66)}L${n(w * (0.1 + 0.9 * t))} ${n(h)}`, 'none', ` stroke="${C.saffron}" stroke-width="${n(2.5 * s)}" opacity=".5"`);
  }
  const bw = w * 0.66;
  const cx = w * 0.54;
  const cy = h * 0.6;
  const [back, front] = bowl(cx, cy, bw);
  body += back;
  body += mound(cx, cy + bw * 0.02, bw * 0.47, bw * 0.1, h * 0.24, count, piece, seed, { scale: size * s, base });
  body += front;
  // a few pieces spilled on the cloth
  const r = rng(seed + 3);
  const spilled = [];
  for (let i = 0; i < 6; i++) spilled.push([w * (0.2 + r() * 0.14) + (i > 2 ? w * 0.5 : 0), h * (0.88 + r() * 0.08), r() * 360]);
  body += spilled.map(([x, y, rot]) => at(x, y, size * s * 1.05, piece(), rot)).join('');
  if (kind === 'saffron' || kind === 'cumin') {
    body += at(w * 0.86, h * 0.84, s * 1.3, path('M-60 0h50a20 14 0 0 1 40 0a20 14 0 0 1 -40 0h-50Z', '#C99560') + ellipse(10, 0, 18, 10, C.walnutDeep) + mound(10, -2, 14, 4, 8, kind === 'saffron' ? 14 : 30, piece, seed + 8, { scale: 0.8 }), -12);
  }
  return { defs: '', body };
}

// Icons: a round tile in the brand's cream with a small, bold motif. `kind` picks the motif.
export function icon(kind, { bg = '#F5E4C8', ring = C.apricot } = {}) {
  const S = 128;
  // The motif is clipped to the tile, so figures can run off its lower edge like a portrait.
  const defs = `<clipPath id="tile"><circle cx="64" cy="64" r="60.5"/></clipPath>`;
  let body = circle(64, 64, 62, bg);
  const m = {
    air: () => at(64, 66, 0.42, path('M-90 -4C-90 -14 -70 -16 -40 -16L60 -16C80 -16 96 -10 100 -2C96 4 84 6 60 6L-60 6C-80 6 -90 2 -90 -4Z', C.walnutDeep) + path('M-78 -14L-96 -48L-80 -48L-52 -16Z', C.apricot) + path('M-10 -4L30 -4L-20 46L-40 46Z', C.apricotDeep) + path('M0 -14L20 -14L-10 -44L-24 -44Z', C.apricotDeep), -14),
    sea: () => at(64, 76, 0.36, path('M-110 -28L118 -28L96 6L-96 6Z', C.walnutDeep) + rect(-70, -60, 24, 30, C.apricot, 2) + rect(-42, -60, 24, 30, C.pistachioDeep, 2) + rect(-14, -60, 24, 30, C.saffron, 2) + rect(14, -60, 24, 30, C.raisin, 2) + rect(42, -60, 24, 30, C.apricotDeep, 2) + rect(-108, -88, 30, 60, C.walnut)) + path('M22 92c8 -6 14 -6 21 0s14 6 21 0 14 -6 21 0 14 6 21 0', 'none', ` stroke="${C.sea}" stroke-width="5" stroke-linecap="round"`),
    land: () => at(66, 84, 0.42, rect(-100, -70, 130, 60, C.pistachioDeep, 6) + path('M34 -52L64 -52L80 -30L80 -10L34 -10Z', C.apricot) + path('M42 -46L62 -46L72 -32L42 -32Z', C.cream) + circle(-64, -4, 14, C.walnutDeep) + circle(-30, -4, 14, C.walnutDeep) + circle(56, -4, 14, C.walnutDeep)),
    farmers: () => rect(0, 100, 128, 28, C.pistachio) + fruitTree(64, 104, 0.78, 4, { fruits: 8 }),
    women: () => woman({ x: 44, y: 138, s: 0.78, scarf: C.raisin, dress: C.apricot, arms: 'none' }) + woman({ x: 86, y: 142, s: 0.78, scarf: C.apricotDeep, dress: C.pistachioDeep, arms: 'none' }),
    facility: () => rect(24, 62, 80, 42, C.cream) + path('M24 62l16 -16v16l16 -16v16l16 -16v16l16 -16v16l16 -16v16Z', C.steel) + rect(24, 62, 80, 5, C.apricot) + rect(34, 78, 20, 26, C.walnut) + rect(62, 76, 14, 12, C.sky) + rect(82, 76, 14, 12, C.sky) + rect(18, 104, 92, 5, C.walnutDeep, 2),
    global: () => circle(64, 64, 36, C.sea) + path('M44 42c8 4 14 0 18 6s-4 10 2 16 12 -2 16 6-4 14 -8 18M82 36c-4 6 2 10 8 8M36 74c6 -2 10 4 8 10', 'none', ` stroke="${C.pistachio}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"`) + path('M22 84C40 30 88 24 108 46', 'none', ` stroke="${C.apricot}" stroke-width="4" stroke-dasharray="2 7" stroke-linecap="round"`) + circle(106, 44, 6, C.apricot) + circle(24, 84, 6, C.raisin),
  }[kind];
  body += `<g clip-path="url(#tile)">${m()}</g>` + circle(64, 64, 61, 'none', ` stroke="${ring}" stroke-width="3"`);
  return { w: S, h: S, defs, body };
}
