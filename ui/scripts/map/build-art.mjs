// Writes the site's illustrations to ui/src/assets/art/ (SVG, viewBox only, optimised by SVGO).
//
//   npm ci --prefix ui/scripts/map && node ui/scripts/map/build-art.mjs
//
// Every picture is composed from art/lib.mjs and art/scenes.mjs so the style stays one; each
// carries its own background shape, so it reads the same on the light and the dark theme.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  C, n, rng, path, rect, circle, ellipse, at, linear, ridge, poplar, fruitTree, woman, man, sack, box,
  flowerMark, goods, heap, bowl, plane, ship, truck, dryingRack, lettering, svgDoc,
} from './art/lib.mjs';
import { valley, orchard, sortingTable, facility, exportScene, icon } from './art/scenes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// ART_OUT lets the tests build into a scratch folder and compare with what is committed.
const outDir = process.env.ART_OUT || join(here, '..', '..', 'src', 'assets', 'art');
mkdirSync(outDir, { recursive: true });

const written = [];
function save(name, w, h, { defs = '', body }, title) {
  const svg = svgDoc(w, h, body, { title, defs });
  writeFileSync(join(outDir, name), svg);
  written.push([name, svg.length]);
}

// ---- brand ----
function markBody(size) {
  const u = size / 64;
  return (
    rect(0, 0, size, size, C.raisinDeep, 14 * u) +
    // a leaf behind the blossom, for spring
    path(`M${n(34 * u)} ${n(36 * u)}C${n(40 * u)} ${n(50 * u)} ${n(50 * u)} ${n(54 * u)} ${n(56 * u)} ${n(54 * u)}C${n(54 * u)} ${n(44 * u)} ${n(46 * u)} ${n(36 * u)} ${n(34 * u)} ${n(36 * u)}Z`, C.pistachio) +
    flowerMark(30 * u, 30 * u, 21 * u, C.apricot, C.saffron) +
    circle(30 * u, 30 * u, 2.2 * u, C.raisinDeep)
  );
}
save('logo-mark.svg', 64, 64, { body: markBody(64) }, 'Golbahar');

function logo(wordColor, tagColor, name, title) {
  const word = lettering('Golbahar', 80, 46, 44, wordColor, { face: 'fraunces600' });
  const tag = lettering('DRIED FRUIT & SPICE EXPORT', 81, 64, 10.5, tagColor, { face: 'fraunces400', tracking: 1.6 });
  const w = Math.ceil(80 + Math.max(word.width, tag.width) + 4);
  save(name, w, 72, { body: at(0, 4, 1, markBody(64)) + word.svg + tag.svg }, title);
}
// Dark lettering for light backgrounds, light lettering for dark ones (an <img> cannot take
// the page's text colour, so the page picks the file that fits its theme).
logo(C.ink, C.apricotDeep, 'logo.svg', 'Golbahar Dried Fruit & Spice Export');
logo('#F7EBDA', C.apricotLight, 'logo-on-dark.svg', 'Golbahar Dried Fruit & Spice Export');

// ---- wide scenes ----
save('hero-orchard.svg', 1600, 900, orchard(1600, 900, 11, { people: false }), 'Apricot orchards below the Hindu Kush at dawn');
save('story-team.svg', 800, 600, sortingTable(800, 600, 21), 'Women sorting almonds and apricots at a long table');
save('story-facility.svg', 800, 600, facility(800, 600, 31), 'Golbahar processing and packing house');

// ---- categories: a close still life on a round tile ----
function still(w, h, draw) {
  return { body: rect(0, 0, w, h, '#F3E3CA') + ellipse(w / 2, h * 0.86, w * 0.42, h * 0.06, '#E3CBA6') + draw() };
}
save('category-fresh.svg', 600, 450, still(600, 450, () => {
  let b = path('M120 120C220 60 380 60 470 110', 'none', ` stroke="${C.walnutDeep}" stroke-width="10" stroke-linecap="round"`);
  b += at(190, 104, 1, path('M0 0C20 -40 70 -50 100 -30C70 -10 30 6 0 0Z', C.pistachioDeep), -20) + at(350, 84, 1, path('M0 0C20 -40 70 -50 100 -30C70 -10 30 6 0 0Z', C.leaf), 10) + at(430, 100, 0.8, path('M0 0C20 -40 70 -50 100 -30C70 -10 30 6 0 0Z', C.pistachioDeep), 40);
  // apricots on the branch and a heap of fresh fruit below
  [[210, 150, 34], [270, 160, 38], [390, 140, 32]].forEach(([x, y, r]) => {
    b += path(`M${x} ${y - r}V${y - r - 26}`, 'none', ` stroke="${C.walnutDeep}" stroke-width="5"`) + circle(x, y, r, C.apricot) + circle(x - r * 0.3, y - r * 0.3, r * 0.4, C.apricotLight) + path(`M${x + r * 0.15} ${y - r}C${x + r * 0.5} ${y - r * 0.2} ${x + r * 0.5} ${y + r * 0.4} ${x + r * 0.1} ${y + r * 0.95}`, 'none', ` stroke="${C.apricotDeep}" stroke-width="3"`);
  });
  // pomegranate and grapes
  b += circle(200, 330, 58, C.raisin) + circle(180, 310, 20, '#B44A55') + path('M186 270l8 -18 8 12 10 -10 4 20Z', C.raisinDeep);
  for (let i = 0; i < 14; i++) {
    const row = Math.floor(Math.sqrt(i * 2));
    b += circle(420 + ((i * 37) % 5) * 18 - row * 6, 260 + row * 24 + (i % 3) * 4, 16, i % 2 ? '#A9B04E' : '#8E9A3A');
  }
  b += circle(300, 352, 44, C.apricot) + circle(286, 338, 16, C.apricotLight) + circle(350, 366, 36, C.apricotDeep) + circle(340, 356, 12, C.apricot);
  return b;
}), 'Fresh apricots, pomegranate and grapes');
save('category-dry.svg', 600, 450, (() => {
  const [back, front] = bowl(300, 250, 380);
  const mix = (v) => [goods.apricot(), goods.almond(), goods.raisin(), goods.walnut(), goods.raisin('#8E8A34', '#B5B25A'), goods.fig()][v % 6];
  const body = rect(0, 0, 600, 450, '#F3E3CA') + ellipse(300, 400, 250, 30, '#E3CBA6') + back + heap(300, 246, 170, 30, 70, mix, 5, { scale: 1.8 }) + front;
  return { body };
})(), 'A bowl of dried apricots, almonds, walnuts, figs and raisins');
save('category-spices.svg', 600, 450, (() => {
  let body = rect(0, 0, 600, 450, '#F3E3CA') + ellipse(300, 392, 270, 34, '#E3CBA6');
  // a saffron crocus and three small bowls: saffron threads, cumin seed, ground chilli
  const crocus = (x, y, s) => at(x, y, s,
    path('M0 0V-60', 'none', ` stroke="${C.pistachioDeep}" stroke-width="5"`) + path('M0 0C-6 -20 -14 -36 -26 -44C-14 -30 -8 -16 -2 0Z', C.leaf) +
    path('M0 -50C-26 -60 -30 -100 -10 -120C-4 -100 0 -80 0 -50Z', '#8E6BB0') + path('M0 -50C26 -60 30 -100 10 -120C4 -100 0 -80 0 -50Z', '#7A569C') + path('M0 -50C-12 -80 -8 -112 0 -128C8 -112 12 -80 0 -50Z', '#A58AC4') +
    path('M0 -60C-4 -80 -12 -96 -16 -104M0 -60C2 -82 4 -98 6 -110M0 -60C6 -78 14 -92 20 -100', 'none', ` stroke="#C0281F" stroke-width="3" stroke-linecap="round"`));
  body += crocus(96, 330, 1.15) + crocus(150, 350, 0.9);
  const small = (cx, cy, w, fill, draw) => {
    const [back, front] = bowl(cx, cy, w);
    return back + draw() + front;
  };
  body += small(270, 300, 150, '', () => path('M200 300C214 266 326 266 340 300Z', '#B3261E') + heap(270, 292, 50, 6, 26, goods.saffron(), 9, { scale: 1.3 }));
  body += small(430, 318, 160, '', () => path('M354 318C370 282 490 282 506 318Z', '#3A2E23') + heap(430, 310, 58, 8, 34, goods.cumin(), 3, { scale: 1.3 }));
  body += small(345, 380, 130, '', () => path('M284 380C298 350 392 350 406 380Z', '#B8432C') + path('M300 372C320 360 370 360 392 372', 'none', ' stroke="#D45B3A" stroke-width="6" stroke-linecap="round"'));
  body += at(520, 392, 1, path('M-60 0h44a18 12 0 0 1 36 0a18 12 0 0 1 -36 0h-44Z', '#B98451') + ellipse(2, 0, 16, 9, C.walnutDeep) + heap(2, -2, 10, 3, 10, goods.saffron(), 8, { scale: 0.9 }), -8);
  return { body };
})(), 'Saffron crocus, saffron threads, cumin and chilli');

// ---- services ----
save('service-training.svg', 800, 600, (() => {
  let { defs, body } = valley(800, 600, 41, { id: 'skyT', sunX: 0.3 });
  body += ridge([[0, 430], [400, 410], [800, 434]], 600, C.pistachio);
  body += fruitTree(700, 470, 2.3, 8, { fruits: 12 }) + fruitTree(560, 440, 1.4, 9);
  // the trainer beside a board that shows how to prune, farmers listening on a bench
  body += rect(90, 250, 190, 130, C.cream, 6) + rect(90, 250, 190, 130, 'none', 6, ` stroke="${C.walnut}" stroke-width="8"`) + rect(120, 380, 8, 110, C.walnutDeep) + rect(242, 380, 8, 110, C.walnutDeep);
  body += fruitTree(150, 362, 0.8, 3) + path('M200 292h56M200 314h44M200 336h52', 'none', ` stroke="${C.walnut}" stroke-width="7" stroke-linecap="round"`);
  body += path('M232 350l18 -18M238 332h12v12', 'none', ` stroke="${C.apricotDeep}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"`);
  body += rect(0, 480, 800, 120, '#A9BC70');
  body += woman({ x: 340, y: 470, s: 1.5, scarf: C.raisin, dress: C.pistachioDeep, arms: 'up', turn: -1 });
  body += man({ x: 470, y: 560, s: 1.3, vest: C.walnut, arms: 'table' }) + woman({ x: 580, y: 560, s: 1.3, scarf: C.apricotDeep, dress: C.saffronDeep }) + man({ x: 690, y: 560, s: 1.3, vest: C.leaf, cap: '#B9A07A' });
  body += rect(400, 548, 360, 18, C.walnut, 4) + rect(420, 566, 12, 34, C.walnutDeep) + rect(730, 566, 12, 34, C.walnutDeep);
  return { defs, body };
})(), 'A trainer teaching orchard care to farmers');
save('service-jobs.svg', 800, 600, (() => {
  let body = rect(0, 0, 800, 600, '#F1DDBF') + rect(0, 440, 800, 160, '#E4C9A3');
  body += rect(60, 80, 230, 160, '#F7E3BF', 8) + ridge([[60, 190], [170, 160], [290, 186]], 240, C.pistachio) + fruitTree(130, 232, 0.6, 2) + fruitTree(220, 236, 0.5, 3) + rect(60, 80, 230, 160, 'none', 8, ` stroke="${C.walnut}" stroke-width="10"`);
  // a woman weighing almonds at the bench, another carrying a filled carton to the pallet
  body += woman({ x: 330, y: 420, s: 1.7, scarf: C.raisin, dress: C.apricot, part: 'body' });
  body += rect(150, 412, 360, 22, C.walnut, 4) + rect(170, 434, 14, 166, C.walnutDeep) + rect(476, 434, 14, 166, C.walnutDeep);
  body += rect(250, 388, 70, 24, C.steel, 4) + rect(262, 380, 46, 8, '#9AA7AC', 3) + heap(285, 378, 24, 4, 12, goods.almond(), 6, { scale: 1.1 });
  body += woman({ x: 330, y: 420, s: 1.7, scarf: C.raisin, dress: C.apricot, part: 'arms' });
  body += sack(420, 412, 0.9, { goods: '#A8703F' });
  body += rect(540, 560, 220, 14, C.walnut) + box(550, 560, 90, 64) + box(650, 560, 90, 64) + box(600, 494, 90, 64);
  body += woman({ x: 560, y: 470, s: 1.6, scarf: C.leaf, dress: C.saffronDeep, arms: 'carry', turn: 1 });
  body += box(520, 450, 80, 46, { label: false });
  return { body };
})(), 'Women employed at the packing house');
save('service-empower.svg', 800, 600, (() => {
  let { defs, body } = valley(800, 600, 51, { id: 'skyW', sunX: 0.5 });
  body += ridge([[0, 440], [400, 410], [800, 440]], 600, C.pistachio);
  body += poplar(80, 450, 200) + poplar(720, 450, 220) + poplar(120, 452, 150, C.pistachioDeep);
  const group = [[260, C.apricotDeep, C.walnut], [340, C.raisin, C.pistachioDeep], [420, C.saffronDeep, C.raisinDeep], [500, C.leaf, C.apricot], [580, C.raisinDeep, C.saffronDeep]];
  body += rect(0, 530, 800, 70, '#93A85A');
  const order = [0, 4, 1, 3, 2];
  order.forEach((i) => {
    const [x, scarf, dress] = group[i];
    body += woman({ x: 160 + (x - 260) * 1.5, y: 600 - (i % 2) * 20, s: 1.9, scarf, dress, arms: 'none', turn: i < 2 ? 1 : i > 2 ? -1 : 0 });
  });
  return { defs, body };
})(), 'Women of the cooperative standing together at sunrise');
save('service-export.svg', 800, 600, exportScene(800, 600, 61), 'Export cartons leaving by road, sea and air');

// ---- about page gallery: orchard, harvest, drying, sorting, packing, shipping ----
save('gallery-1.svg', 800, 600, orchard(800, 600, 71), 'Apricot orchard in the valley');
save('gallery-2.svg', 800, 600, (() => {
  let { defs, body } = valley(800, 600, 81, { id: 'skyH', sunX: 0.8 });
  body += ridge([[0, 420], [400, 400], [800, 430]], 600, C.pistachio);
  body += fruitTree(250, 560, 3.2, 12, { fruits: 16 }) + fruitTree(640, 500, 2.2, 13, { fruits: 12 });
  body += woman({ x: 380, y: 560, s: 1.6, scarf: C.raisin, dress: C.pistachioDeep, arms: 'up', turn: -1 });
  body += rect(0, 540, 800, 60, '#93A85A') + box(520, 580, 90, 50, { label: false, face: '#B27A45', side: '#8C5B3B', top: '#C99A66', tape: '#B27A45' }) + heap(565, 528, 40, 6, 16, goods.apricot(), 4, { scale: 1.2 });
  return { defs, body };
})(), 'Picking apricots at harvest');
save('gallery-3.svg', 800, 600, (() => {
  let { defs, body } = valley(800, 600, 91, { id: 'skyD', sunX: 0.3 });
  body += ridge([[0, 400], [400, 380], [800, 400]], 600, '#D9C49A');
  body += poplar(60, 400, 180) + poplar(100, 402, 140, C.pistachioDeep) + poplar(740, 400, 190);
  body += at(0, 0, 1, dryingRack(120, 470, 240, 3, { rows: 4 })) + at(0, 0, 1, dryingRack(430, 480, 260, 4, { rows: 4 }));
  body += rect(0, 520, 800, 80, '#CDB48A');
  body += at(400, 600, 2, dryingRack(-60, -18, 120, 6, { rows: 3 }));
  return { defs, body };
})(), 'Apricots drying on racks in the sun');
save('gallery-4.svg', 800, 600, sortingTable(800, 600, 101), 'Sorting almonds by hand');
save('gallery-5.svg', 800, 600, (() => {
  let body = rect(0, 0, 800, 600, '#F1DDBF') + rect(0, 430, 800, 170, '#E4C9A3');
  for (let i = 0; i < 3; i++) body += rect(70 + i * 240, 70, 180, 150, '#EAD2AE', 6) + rect(70 + i * 240, 200, 180, 20, '#DCC29A');
  const packers = [[230, C.raisin, C.apricotDeep], [500, C.leaf, C.saffronDeep]];
  packers.forEach(([x, scarf, dress]) => { body += woman({ x, y: 410, s: 2.1, scarf, dress, part: 'body' }); });
  body += rect(90, 400, 540, 22, C.walnut, 4) + rect(110, 422, 14, 178, C.walnutDeep) + rect(596, 422, 14, 178, C.walnutDeep);
  // open cartons being filled, a roll of tape, sealed cartons on the pallet
  [[230, 'almond'], [500, 'apricot']].forEach(([x, kind], i) => {
    body += box(x - 60, 404, 104, 46, { label: false });
    body += path(`M${x - 60} 358l-22 -20h104l22 20Z`, '#E6C69E') + heap(x - 8, 362, 42, 5, 16, kind === 'almond' ? goods.almond() : goods.apricot(), 11 + i, { scale: 1.2 });
    body += woman({ x, y: 410, s: 2.1, scarf: packers[i][1], dress: packers[i][2], part: 'arms' });
  });
  body += circle(380, 390, 12, C.sand) + circle(380, 390, 5, C.walnut);
  body += rect(630, 560, 150, 14, C.walnut) + box(636, 560, 62, 52) + box(706, 560, 62, 52) + box(670, 506, 62, 52) + box(636, 454, 62, 52, { label: false });
  return { body };
})(), 'Packing dried fruit into export cartons');
save('gallery-6.svg', 800, 600, exportScene(800, 600, 111, { modes: ['sea', 'air'] }), 'A container ship and a cargo plane carrying Golbahar goods');

// ---- small icons ----
save('logistics-air.svg', 128, 128, icon('air'), 'Air freight');
save('logistics-sea.svg', 128, 128, icon('sea'), 'Sea freight');
save('logistics-land.svg', 128, 128, icon('land'), 'Road freight');
save('why-farmers.svg', 128, 128, icon('farmers', { ring: C.pistachioDeep }), 'Direct from farmers');
save('why-women.svg', 128, 128, icon('women', { ring: C.raisin }), 'Women-led');
save('why-facility.svg', 128, 128, icon('facility', { ring: C.walnut }), 'Modern facility');
save('why-global.svg', 128, 128, icon('global', { ring: C.sea }), 'Global reach');

// ---- product placeholder: quiet, neutral, clearly "no photo yet" ----
save('product-placeholder.svg', 800, 600, (() => {
  let body = rect(0, 0, 800, 600, '#EFE3D0') + ellipse(400, 470, 220, 26, '#E2D2B9');
  body += at(400, 470, 2.3, path('M-40 0C-52 -30 -46 -70 -34 -88L34 -88C46 -70 52 -30 40 0Z', '#DCC8AA') + path('M-38 -86C-44 -98 -30 -106 -20 -98C-12 -108 12 -108 20 -98C30 -106 44 -98 38 -86Z', '#DCC8AA') + ellipse(0, -90, 34, 8, '#CDB593') + rect(-42, -46, 84, 9, '#CDB593'));
  body += flowerMark(400, 330, 30, '#CDB593', '#E9DCC6');
  return { body };
})(), 'No product image yet');

for (const [name, bytes] of written) console.log(`${name.padEnd(24)} ${(bytes / 1024).toFixed(1)} KB`);
