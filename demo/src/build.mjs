// Writes the SVG sources of the demo catalogue's images into demo/src/svg/, composed from the
// same art library as the site's illustrations (ui/scripts/map/art). demo/render.sh runs this,
// then turns the SVGs into the WebP files and the profile PDF the server's --demo mode loads.
import { writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  C, n, path, rect, circle, ellipse, at, flowerMark, lettering, svgDoc, shadeOf,
} from '../../ui/scripts/map/art/lib.mjs';
import { orchard, sortingTable, exportScene, bowlOf } from '../../ui/scripts/map/art/scenes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'svg');
mkdirSync(out, { recursive: true });
const save = (name, w, h, scene, title) => writeFileSync(join(out, name), svgDoc(w, h, scene.body, { defs: scene.defs || '', title }));

// ---- products: 800 x 600, the goods heaped in a bowl on a woven cloth ----
const products = [
  ['almonds', 'Almonds', '#F3E3CA', C.raisin],
  ['walnuts', 'Walnuts', '#EFE0C8', C.leaf],
  ['green-raisins', 'Green raisins', '#F1E6CC', C.raisin],
  ['black-raisins', 'Black raisins', '#F3E3CA', C.apricotDeep],
  ['red-raisins', 'Red raisins', '#F4E4CF', C.leaf],
  ['apricots', 'Dried apricots', '#F2E2C8', C.raisin],
  ['pine-nuts', 'Pine nuts', '#EFE2CB', C.walnut],
  ['figs', 'Dried figs', '#F3E3CA', C.pistachioDeep],
  ['pistachios', 'Pistachios', '#F1E4CC', C.raisin],
  ['saffron', 'Saffron', '#F2E0C6', C.leafDark],
  ['cumin', 'Cumin', '#F1E2C9', C.raisin],
];
products.forEach(([slug, title, background, cloth], i) => {
  save(`product-${slug}.svg`, 800, 600, bowlOf(800, 600, slug, 100 + i * 17, { background, cloth }), title);
});

// ---- hero slides: 1600 x 900 ----
save('hero-1.svg', 1600, 900, orchard(1600, 900, 7, { people: false }), 'Apricot orchards below the mountains at dawn');
save('hero-2.svg', 1600, 900, sortingTable(1600, 900, 13, { items: 'apricot' }), 'Women sorting dried apricots');
save('hero-3.svg', 1600, 900, exportScene(1600, 900, 19), 'Export cartons, a cargo plane and a container ship');

// ---- awards: 600 x 800 ----
const ink = C.ink;
function frame(paper, border) {
  return (
    rect(0, 0, 600, 800, paper) +
    rect(24, 24, 552, 752, 'none', 4, ` stroke="${border}" stroke-width="6"`) +
    rect(40, 40, 520, 720, 'none', 2, ` stroke="${border}" stroke-width="1.5"`) +
    [[40, 40], [560, 40], [40, 760], [560, 760]].map(([x, y]) => flowerMark(x, y, 14, border, C.saffron)).join('')
  );
}
function lines(list) {
  return list.map(([text, y, size, fill, face, tracking]) => lettering(text, 300, y, size, fill, { anchor: 'middle', face, tracking }).svg).join('');
}
function rosette(x, y, r, color, ribbon) {
  let teeth = '';
  for (let i = 0; i < 24; i++) {
    const a = (i * 15 * Math.PI) / 180;
    teeth += `${i ? 'L' : 'M'}${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}L${n(x + Math.cos(a + 0.13) * r * 0.88)} ${n(y + Math.sin(a + 0.13) * r * 0.88)}`;
  }
  return (
    path(`M${n(x - r * 0.5)} ${n(y)}L${n(x - r * 0.8)} ${n(y + r * 2)}L${n(x - r * 0.45)} ${n(y + r * 1.7)}L${n(x - r * 0.2)} ${n(y + r * 2.1)}L${n(x)} ${n(y)}Z`, ribbon) +
    path(`M${n(x + r * 0.5)} ${n(y)}L${n(x + r * 0.8)} ${n(y + r * 2)}L${n(x + r * 0.45)} ${n(y + r * 1.7)}L${n(x + r * 0.2)} ${n(y + r * 2.1)}L${n(x)} ${n(y)}Z`, shadeOf(ribbon, 0.8)) +
    path(teeth + 'Z', color) + circle(x, y, r * 0.72, shadeOf(color, 0.85)) + circle(x, y, r * 0.6, color)
  );
}
const signatures =
  path('M120 690h140M340 690h140', 'none', ` stroke="${C.walnut}" stroke-width="1.5"`) +
  path('M140 680c10-18 20 4 30-8s14 10 26-2 12 6 22 0', 'none', ` stroke="${C.walnutDeep}" stroke-width="2" stroke-linecap="round"`) +
  path('M360 682c14-14 18 6 28-6s10 8 24-4c6 6 14 4 26-2', 'none', ` stroke="${C.walnutDeep}" stroke-width="2" stroke-linecap="round"`) +
  lettering('Chair of the jury', 190, 712, 13, C.walnut, { anchor: 'middle', face: 'fraunces400' }).svg +
  lettering('Programme director', 410, 712, 13, C.walnut, { anchor: 'middle', face: 'fraunces400' }).svg;

save('award-1.svg', 600, 800, {
  body:
    frame(C.cream, C.raisin) +
    rosette(300, 170, 70, C.saffron, C.raisin) +
    flowerMark(300, 170, 30, C.raisin, C.cream) +
    lines([
      ['WOMEN ENTREPRENEUR', 340, 30, C.raisinDeep, 'fraunces600', 2],
      ['AWARD 2021', 380, 30, C.raisinDeep, 'fraunces600', 2],
      ['presented to', 440, 18, C.walnut, 'fraunces400i'],
      ['Golbahar Dried Fruit', 486, 30, ink, 'fraunces600'],
      ['& Spice Export', 524, 30, ink, 'fraunces600'],
      ['for building livelihoods for women', 580, 16, C.walnut, 'fraunces400'],
      ['in Afghan agriculture', 602, 16, C.walnut, 'fraunces400'],
      ['SAMPLE CERTIFICATE FOR THE DEMO CATALOGUE', 748, 9, C.almondDeep, 'fraunces400', 1.2],
    ]) +
    signatures,
}, 'Women Entrepreneur Award 2021');

save('award-2.svg', 600, 800, {
  defs: '',
  body:
    rect(0, 0, 600, 800, '#3B2620') +
    circle(300, 300, 230, '#4A3028') + circle(300, 300, 160, '#563830') +
    // trophy cup on a walnut plinth
    path('M200 150h200v40C400 290 350 340 300 350C250 340 200 290 200 190Z', C.saffron) +
    path('M300 150h100v40C400 290 350 340 300 350Z', C.saffronDeep) +
    path('M200 170C150 170 140 250 210 270', 'none', ` stroke="${C.saffron}" stroke-width="14" stroke-linecap="round"`) +
    path('M400 170C450 170 460 250 390 270', 'none', ` stroke="${C.saffronDeep}" stroke-width="14" stroke-linecap="round"`) +
    rect(285, 348, 30, 60, C.saffronDeep) + path('M240 430C240 404 360 404 360 430Z', C.saffron) +
    rect(210, 430, 180, 60, C.walnut, 4) + rect(210, 480, 180, 10, C.walnutDeep) +
    rect(236, 446, 128, 28, '#D9B45E', 3) +
    flowerMark(300, 230, 34, C.cream, C.apricot) +
    ellipse(250, 200, 12, 30, '#F7D27A', -10, ' opacity=".6"') +
    lines([
      ['EXPORT EXCELLENCE', 580, 34, C.cream, 'fraunces600', 2.5],
      ['2022', 630, 40, C.saffron, 'fraunces600', 4],
      ['Golbahar Dried Fruit & Spice Export', 690, 18, '#EAD8BE', 'fraunces400'],
      ['for quality and reliability in dried fruit exports', 716, 14, '#CDB498', 'fraunces400i'],
      ['SAMPLE AWARD FOR THE DEMO CATALOGUE', 766, 9, '#9C8370', 'fraunces400', 1.2],
    ]) +
    lettering('2022', 300, 466, 18, C.walnutDeep, { anchor: 'middle', face: 'fraunces600', tracking: 2 }).svg,
}, 'Export Excellence 2022');

const seal = (x, y, r) => {
  let leaves = '';
  for (let i = 0; i < 12; i++) {
    const deg = i * 30;
    leaves += ellipse(x + Math.cos((deg * Math.PI) / 180) * r * 0.92, y + Math.sin((deg * Math.PI) / 180) * r * 0.92, r * 0.22, r * 0.1, C.pistachioDeep, deg + 90);
  }
  return (
    leaves + circle(x, y, r * 0.82, C.leaf) + circle(x, y, r * 0.7, 'none', ` stroke="${C.pistachio}" stroke-width="3"`) +
    path(`M${n(x)} ${n(y + r * 0.42)}C${n(x - r * 0.5)} ${n(y + r * 0.1)} ${n(x - r * 0.3)} ${n(y - r * 0.45)} ${n(x + r * 0.28)} ${n(y - r * 0.48)}C${n(x + r * 0.36)} ${n(y - r * 0.02)} ${n(x + r * 0.2)} ${n(y + r * 0.3)} ${n(x)} ${n(y + r * 0.42)}Z`, C.pistachio) +
    path(`M${n(x)} ${n(y + r * 0.5)}C${n(x)} ${n(y + r * 0.1)} ${n(x + r * 0.1)} ${n(y - r * 0.2)} ${n(x + r * 0.26)} ${n(y - r * 0.44)}`, 'none', ` stroke="${C.leafDark}" stroke-width="3"`)
  );
};
save('award-3.svg', 600, 800, {
  body:
    frame('#F7F1E1', C.leaf) +
    rect(40, 40, 520, 150, '#E9EED8') +
    seal(300, 200, 86) +
    lines([
      ['ORGANIC QUALITY', 360, 32, C.leafDark, 'fraunces600', 2],
      ['CERTIFICATE', 402, 32, C.leafDark, 'fraunces600', 2],
      ['This certifies that the dried fruits and nuts of', 456, 16, C.walnut, 'fraunces400'],
      ['Golbahar Dried Fruit & Spice Export', 496, 24, ink, 'fraunces600'],
      ['are grown without synthetic pesticides, sun-dried', 544, 16, C.walnut, 'fraunces400'],
      ['and processed under audited hygiene controls.', 566, 16, C.walnut, 'fraunces400'],
      ['Valid 2023 to 2026', 618, 18, C.leaf, 'fraunces400i'],
      ['SAMPLE CERTIFICATE FOR THE DEMO CATALOGUE', 748, 9, C.almondDeep, 'fraunces400', 1.2],
    ]) +
    signatures,
}, 'Organic Quality Certificate');

// ---- company profile: two A4 pages with real text (Noto from fonts-noto-core), for the PDF ----
const A4 = [595, 842];
const esc = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const require = createRequire(join(here, '..', '..', 'ui', 'scripts', 'map', 'package.json'));
const opentype = require('opentype.js');
const notoSans = opentype.loadSync('/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf');
// Break a paragraph into lines no wider than `width` at `size` (measured with the real font).
function wrap(text, size, width) {
  const out = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (notoSans.getAdvanceWidth(next, size) > width && line) {
      out.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...out, line] : out;
}
function para(text, x, y, size, width, fill = C.ink, lead = 1.5) {
  const ls = wrap(text, size, width);
  const svg = `<text x="${x}" y="${y}" font-family="Noto Sans" font-size="${size}" fill="${fill}">${ls
    .map((l, i) => `<tspan x="${x}" dy="${i ? n(size * lead) : 0}">${esc(l)}</tspan>`)
    .join('')}</text>`;
  return { svg, bottom: y + (ls.length - 1) * size * lead };
}
const heading = (text, x, y, size = 15, fill = C.raisinDeep) =>
  `<text x="${x}" y="${y}" font-family="Noto Serif" font-weight="bold" font-size="${size}" fill="${fill}">${esc(text)}</text>`;
const list = (items, x, y, size = 10.5, gap = 17) =>
  items.map((t, i) => circle(x + 3, y + i * gap - size * 0.33, 2.4, C.apricot) + `<text x="${x + 12}" y="${y + i * gap}" font-family="Noto Sans" font-size="${size}" fill="${C.ink}">${esc(t)}</text>`).join('');
function page(body, number) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" viewBox="0 0 ${A4[0]} ${A4[1]}">` +
    rect(0, 0, A4[0], A4[1], C.white) + body +
    rect(0, 812, A4[0], 30, C.raisinDeep) +
    `<text x="48" y="831" font-family="Noto Sans" font-size="9" fill="${C.sand}">Golbahar Dried Fruit &amp; Spice Export · Kabul, Afghanistan · info@golbahar.af · golbahar.af</text>` +
    `<text x="547" y="831" font-family="Noto Sans" font-size="9" fill="${C.sand}" text-anchor="end">${number} / 2</text></svg>`;
  writeFileSync(join(here, `profile-${number}.svg`), svg);
}
{
  const cover = orchard(1600, 900, 23);
  let b = `<defs>${cover.defs}</defs><svg x="0" y="0" width="595" height="335" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">${cover.body}</svg>`;
  b += rect(0, 335, 595, 6, C.apricot);
  b += at(48, 372, 0.75, rect(0, 0, 64, 64, C.raisinDeep, 14) + flowerMark(32, 32, 21, C.apricot, C.saffron));
  b += `<text x="106" y="402" font-family="Noto Serif" font-weight="bold" font-size="30" fill="${C.ink}">Golbahar</text>`;
  b += `<text x="106" y="420" font-family="Noto Sans" font-size="10.5" letter-spacing="1.4" fill="${C.apricotDeep}">DRIED FRUIT &amp; SPICE EXPORT · COMPANY PROFILE</text>`;
  b += `<text x="547" y="402" font-family="Noto Naskh Arabic" font-size="17" fill="${C.raisinDeep}" text-anchor="end">صادرات میوهٔ خشک و ادویهٔ گلبهار</text>`;
  let y = 468;
  b += heading('Who we are', 48, y);
  const p1 = para('Golbahar Dried Fruit & Spice Export brings the best of Afghanistan’s orchards to the world, while creating work and independence for Afghan women. Registered in 2017, we buy almonds, walnuts, raisins, apricots, pine nuts, figs, pistachios and spices from more than 1,000 contracted farmers and process them in our own facility in Kabul.', 48, y + 22, 10.5, 499);
  b += p1.svg;
  y = p1.bottom + 34;
  b += heading('Mission and vision', 48, y);
  const p2 = para('Our mission is to connect Afghan farmers with international buyers through fair, transparent trade, and to make women the heart of that trade. We see an Afghanistan whose dried fruit and spices are known worldwide for quality — grown, processed and sold by its own people.', 48, y + 22, 10.5, 499);
  b += p2.svg;
  y = p2.bottom + 40;
  const stats = [['5000+', 'women employed'], ['1000+', 'contracted farmers'], ['5', 'export markets'], ['2017', 'registered']];
  stats.forEach(([v, label], i) => {
    const x = 48 + i * 127;
    b += rect(x, y - 26, 117, 74, i % 2 ? '#F1E6CF' : '#F6E7D2', 8);
    b += `<text x="${x + 14}" y="${y + 8}" font-family="Noto Serif" font-weight="bold" font-size="24" fill="${C.apricotDeep}">${v}</text>`;
    b += `<text x="${x + 14}" y="${y + 30}" font-family="Noto Sans" font-size="10" fill="${C.walnutDeep}">${label}</text>`;
  });
  y += 84;
  b += heading('Where we sell', 48, y);
  b += para('We export to the United Kingdom, Switzerland, France, Dubai and India, with branches in the UK, Dubai and India. Our team handles grading, certification, export documents and freight by air, sea and land.', 48, y + 22, 10.5, 499).svg;
  page(b, 1);
}
{
  let b = rect(0, 0, 595, 92, '#F6E7D2') + at(48, 30, 0.5, rect(0, 0, 64, 64, C.raisinDeep, 14) + flowerMark(32, 32, 21, C.apricot, C.saffron));
  b += `<text x="88" y="56" font-family="Noto Serif" font-weight="bold" font-size="20" fill="${C.ink}">Products, processing and packing</text>`;
  b += heading('Our products', 48, 134);
  b += list(['Almonds (4 types)', 'Walnuts', 'Green raisins', 'Black raisins', 'Red raisins'], 48, 160);
  b += list(['Apricots', 'Pine nuts', 'Figs', 'Pistachios', 'Spices: saffron, cumin'], 300, 160);
  b += heading('How we process', 48, 272);
  b += `<text x="48" y="296" font-family="Noto Sans" font-weight="bold" font-size="11" fill="${C.apricotDeep}">Almonds</text>`;
  b += list(['Harvest and hulling', 'Sun drying', 'Cracking and shelling', 'Sorting by size and grade', 'Vacuum packing'], 48, 318);
  b += `<text x="300" y="296" font-family="Noto Sans" font-weight="bold" font-size="11" fill="${C.apricotDeep}">Apricots</text>`;
  b += list(['Picking at full ripeness', 'Washing and halving', 'Sun drying on racks', 'Hand sorting', 'Packing in lined cartons'], 300, 318);
  b += heading('Packing', 48, 438);
  b += list(['Vacuum bags of 1 to 25 kg', 'Lined cartons of 10 kg', 'Jute and PP bags of 25 and 50 kg', 'Private-label retail packs'], 48, 462);
  b += heading('Marketing', 300, 438);
  b += list(['International food fairs', 'Direct work with importers', 'Samples on request', 'Online catalogue and social media'], 300, 462);
  const ex = exportScene(800, 600, 29);
  b += `<defs>${ex.defs}</defs><svg x="48" y="548" width="499" height="150" viewBox="0 120 800 400" preserveAspectRatio="xMidYMid slice">${ex.body}</svg>`;
  b += heading('Contact', 48, 730);
  b += para('Head office: Kabul, Afghanistan. E-mail: info@golbahar.af. Open Saturday to Thursday, 9:00 AM to 6:00 PM; closed on Friday. We reply within 1 to 2 business days.', 48, 752, 10.5, 499).svg;
  page(b, 2);
}

console.log('demo SVG sources written to', out, 'and', here);
