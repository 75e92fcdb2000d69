// Builds the world map the home page draws its market points on: the land of Natural Earth's
// 1:110m countries (Antarctica dropped) in the Natural Earth 1 projection, cropped to the
// populated world, plus the projected positions of the export markets and of Kabul.
//
//   npm ci --prefix ui/scripts/map && node ui/scripts/build-map.mjs
//
// Writes ui/src/assets/map/world.svg (one path, fill="currentColor", so the page colours it
// through CSS `color` or uses it as a mask) and ui/src/assets/map/markets.json (x/y as
// percentages of the viewBox, so HTML markers can sit absolutely over an <img> of the map).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(join(here, 'map', 'package.json'));
const { merge } = require('topojson-client');
const { geoNaturalEarth1, geoPath, geoArea } = await import(require.resolve('d3-geo'));

// MAP_OUT lets the tests build into a scratch folder and compare with what is committed.
const outDir = process.env.MAP_OUT || join(here, '..', 'src', 'assets', 'map');
const WIDTH = 1000;
const NORTH = 75; // crop: nothing north of here but ice and a few islands
const SOUTH = -56; // Cape Horn
const MIN_AREA_SR = 2e-5; // drop islands smaller than ~800 km² (unreadable at this scale)
const MIN_STEP = 0.6; // viewBox units between kept points
const MIN_RING_AREA = 2; // square viewBox units; smaller rings are slivers left by the crop

// Cities that stand for each market: the place our goods arrive, not always the capital.
const MARKETS = [
  { code: 'GB', name: 'United Kingdom', city: 'London', lon: -0.13, lat: 51.51 },
  { code: 'FR', name: 'France', city: 'Paris', lon: 2.35, lat: 48.86 },
  { code: 'CH', name: 'Switzerland', city: 'Zurich', lon: 8.54, lat: 47.37 },
  { code: 'DE', name: 'Germany', city: 'Hamburg', lon: 9.99, lat: 53.55 },
  { code: 'NL', name: 'Netherlands', city: 'Rotterdam', lon: 4.48, lat: 51.92 },
  { code: 'TR', name: 'Turkey', city: 'Istanbul', lon: 28.98, lat: 41.01 },
  { code: 'AE', name: 'United Arab Emirates', city: 'Dubai', lon: 55.27, lat: 25.2 },
  { code: 'SA', name: 'Saudi Arabia', city: 'Riyadh', lon: 46.68, lat: 24.71 },
  { code: 'QA', name: 'Qatar', city: 'Doha', lon: 51.53, lat: 25.29 },
  { code: 'IN', name: 'India', city: 'New Delhi', lon: 77.21, lat: 28.61 },
  { code: 'PK', name: 'Pakistan', city: 'Karachi', lon: 67.01, lat: 24.86 },
  { code: 'KZ', name: 'Kazakhstan', city: 'Almaty', lon: 76.89, lat: 43.24 },
];
const ORIGIN = { code: 'AF', name: 'Afghanistan', city: 'Kabul', lon: 69.17, lat: 34.53 };

const topo = JSON.parse(readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8'));
const ANTARCTICA = '010';
const land = merge(
  topo,
  topo.objects.countries.geometries.filter((g) => g.id !== ANTARCTICA),
);
// Keep only polygons big enough to read; Afghanistan's neighbourhood is all large land.
land.coordinates = land.coordinates.filter(
  (rings) => geoArea({ type: 'Polygon', coordinates: rings }) >= MIN_AREA_SR,
);

const projection = geoNaturalEarth1().fitWidth(WIDTH, { type: 'Sphere' });
const top = projection([0, NORTH])[1];
const bottom = projection([0, SOUTH])[1];
const height = Math.round(bottom - top);
projection.translate([projection.translate()[0], projection.translate()[1] - top]);

projection.clipExtent([[0, 0], [WIDTH, height]]);
const d = compactPath(projection, land);
const svg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" role="img" ` +
  `aria-label="World map"><path fill="currentColor" d="${d}"/></svg>\n`;

// The path as relative moves in tenths of a unit, leaving out the separators SVG lets us drop:
// the same shape as d3's absolute path at well under half the bytes. Points closer than
// MIN_STEP to the previous one, and rings too small to see, are dropped.
function compactPath(proj, geometry) {
  const rings = [];
  geoPath(proj, {
    moveTo(x, y) { rings.push([[x, y]]); },
    lineTo(x, y) { rings.at(-1).push([x, y]); },
    closePath() {},
  })(geometry);
  const tenth = (v) => Math.round(v * 10);
  const num = (t) => (t < 0 ? '-' : '') + String(Math.abs(t) / 10).replace(/^0\./, '.');
  const join = (ts) =>
    ts.map(num).reduce((out, n) => out + (out && !n.startsWith('-') ? ' ' : '') + n, '');
  let out = '';
  let start = [0, 0];
  for (const ring of rings) {
    const pts = [];
    for (const [x, y] of ring) {
      const q = [tenth(x), tenth(y)];
      const last = pts.at(-1);
      if (!last || Math.hypot(q[0] - last[0], q[1] - last[1]) >= MIN_STEP * 10) pts.push(q);
    }
    let area = 0;
    pts.forEach(([x, y], i) => {
      const [nx, ny] = pts[(i + 1) % pts.length];
      area += (x * ny - nx * y) / 200;
    });
    if (pts.length < 3 || Math.abs(area) < MIN_RING_AREA) continue;
    // After a close the current point is the start of the ring just drawn.
    out += (out ? 'm' : 'M') + join([pts[0][0] - start[0], pts[0][1] - start[1]]);
    out += 'l' + join(pts.slice(1).flatMap(([x, y], i) => [x - pts[i][0], y - pts[i][1]])) + 'z';
    start = pts[0];
  }
  return out;
}

const place = ({ lon, lat, ...rest }) => {
  const [px, py] = projection([lon, lat]);
  return {
    ...rest,
    lon,
    lat,
    x: Math.round((px / WIDTH) * 10000) / 100,
    y: Math.round((py / height) * 10000) / 100,
  };
};
const markets = {
  source: 'Natural Earth 1:110m via world-atlas 2.0.2, Natural Earth 1 projection',
  viewBox: [0, 0, WIDTH, height],
  origin: place(ORIGIN),
  markets: MARKETS.map(place),
};

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'world.svg'), svg);
writeFileSync(join(outDir, 'markets.json'), JSON.stringify(markets, null, 2) + '\n');
console.log(
  `world.svg: ${svg.length} bytes, viewBox 0 0 ${WIDTH} ${height}; ` +
    `markets.json: ${markets.markets.length} markets + origin`,
);
