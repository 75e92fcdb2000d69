// Bundles the UI into ui/dist for the Rust server to embed: hashed JS chunks (the dashboard split
// out as its own entry), hashed CSS, fonts and images, an index.html without inline script or
// style (the CSP forbids both), the API docs page (Swagger UI), a .gz and .br sibling for every
// compressible file (.gz only for Swagger UI's files), and ssr.js: the same pages as one script for
// the server to render them in QuickJS (read by the server, not served).
//
//   node build.mjs            production build
//   node build.mjs --dev      unminified, with source maps
//
// Nothing company-specific is built in: the company's details come from GET /api/content at run time.
import { Resvg } from '@resvg/resvg-js';
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = dirname(fileURLToPath(import.meta.url));
// UI_DIST: build somewhere else than ui/dist (e.g. while a Rust build is embedding ui/dist).
const dist = process.env.UI_DIST ? resolve(process.env.UI_DIST) : join(root, 'dist');
const dev = process.argv.includes('--dev');

// The site's pages, declared once in src/routing/routes.json (the server, the router and the top bar
// read it too): each path opens a page, whose code is its `module` under src/ — the dashboard's is its app.
const ROUTES = JSON.parse(await readFile(join(root, 'src/routing/routes.json'), 'utf8'));
const PAGE_ENTRIES = (dir) =>
  Object.fromEntries(ROUTES.filter((r) => r.page !== 'dashboard').map((r) => [r.page, join(dir, `src/${r.module}.tsx`)]));

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

// The part of the world the export map shows (percent of the full map): Europe to South Asia, so
// that neighbouring markets (the UK, France, the Netherlands) stay apart.
const MAP_CROP = { x0: 44, x1: 78, y0: 5, y1: 50 };

/**
 * `import 'map-positions.css'`: the map's crop and the place of each point (markets.json) as a
 * stylesheet. They cannot be style attributes: the content policy refuses those in the HTML the
 * server renders, and the map must be drawn before (and without) JavaScript.
 */
function mapPositions(loader = 'css') {
  return {
    name: 'map-positions',
    setup(b) {
      b.onResolve({ filter: /^map-positions\.css$/ }, () => ({ path: 'map-positions.css', namespace: 'map-positions' }));
      b.onLoad({ filter: /.*/, namespace: 'map-positions' }, async () => {
        const markets = JSON.parse(await readFile(join(root, 'src/assets/map/markets.json'), 'utf8'));
        const [, , w, h] = markets.viewBox;
        const { x0, x1, y0, y1 } = MAP_CROP;
        const [cw, ch] = [x1 - x0, y1 - y0];
        const at = (x, y) => `left: ${x}%; top: ${y}%;`;
        const css = [
          `.map-canvas { aspect-ratio: ${(cw * w).toFixed(0)} / ${(ch * h).toFixed(0)}; }`,
          `.map-world { width: ${(10000 / cw).toFixed(3)}%; height: ${(10000 / ch).toFixed(3)}%; ` +
            `left: ${((-x0 * 100) / cw).toFixed(3)}%; top: ${((-y0 * 100) / ch).toFixed(3)}%; }`,
          `.map-origin { ${at(markets.origin.x, markets.origin.y)} }`,
          ...markets.markets.map((m) => `.map-point[data-code="${m.code}"] { ${at(m.x, m.y)} }`),
        ];
        return { contents: css.join('\n'), loader, resolveDir: root };
      });
    },
  };
}

/** Builds ui/dist. `plugins` are added to the app build (used by tooling, not by the normal build). */
export async function build({ plugins = [], dashboardEntry = join(root, 'src/dashboard/DashboardApp.tsx') } = {}) {
  await rm(dist, { recursive: true, force: true });
  await mkdir(join(dist, 'assets'), { recursive: true });

  // Each public page is its own entry (lazy-loaded by the router, preloaded by the boot script for
  // the route being opened); the dashboard too, so its CSS is a file of its own.
  const entryPoints = { main: join(root, 'src/main.tsx'), ...PAGE_ENTRIES(root) };
  if (existsSync(dashboardEntry)) entryPoints.dashboard = dashboardEntry;
  // The dashboard's stylesheet is an entry of its own, not imported from its code: esbuild folds
  // CSS reached through a dynamic import into the main entry's CSS, which every page loads.
  const dashboardStyles = join(dirname(dashboardEntry), 'dashboard.css');
  if (existsSync(dashboardStyles)) entryPoints['dashboard-styles'] = dashboardStyles;

  const common = {
    bundle: true,
    minify: !dev,
    sourcemap: dev ? 'linked' : false,
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'warning',
    jsx: 'automatic',
    define: {
      'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
    },
    loader: {
      '.woff2': 'file',
      '.woff': 'file',
      '.svg': 'file',
      '.png': 'file',
      '.webp': 'file',
      '.avif': 'file',
      '.jpg': 'file',
    },
    publicPath: '/',
    metafile: true,
  };

  const app = await esbuild.build({
    ...common,
    plugins: [mapPositions(), ...plugins],
    entryPoints,
    outdir: dist,
    format: 'esm',
    splitting: true,
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/chunk-[hash]',
    assetNames: 'assets/[name]-[hash]',
  });

  const outputs = app.metafile.outputs;
  const rel = (p) => '/' + relative(dist, join(root, p)).split('\\').join('/');
  const entryOutput = (entry) =>
    Object.entries(outputs).find(([, o]) => o.entryPoint && join(root, o.entryPoint) === entry);

  const [mainJs, mainMeta] = entryOutput(entryPoints.main);
  const mainCss = mainMeta.cssBundle;

  const dashboardCss = entryPoints['dashboard-styles'] ? rel(entryOutput(entryPoints['dashboard-styles'])[0]) : '';

  // `file` and every file it imports, each after the files it imports.
  const dependenciesFirst = (file, order = [], seen = new Set()) => {
    if (seen.has(file)) return order;
    seen.add(file);
    for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') dependenciesFirst(i.path, order, seen);
    order.push(file);
    return order;
  };
  const mainOrder = dependenciesFirst(mainJs);
  const mainFiles = new Set(mainOrder);
  // The app's code: main and the chunks it imports, dependencies first. The boot script fetches
  // them in parallel and runs them one after another (boot.ts, runApp).
  const appCode = { main: rel(mainJs), chunks: mainOrder.filter((f) => f !== mainJs).map(rel) };
  // For every route: the JS files its entry needs beyond what main already loads, and its CSS.
  const routes = {};
  for (const { path, page } of ROUTES) {
    if (!entryPoints[page]) continue;
    const [file, meta] = entryOutput(entryPoints[page]);
    routes[path] = {
      js: dependenciesFirst(file).filter((f) => !mainFiles.has(f)).map(rel),
      css: meta.cssBundle ? [rel(meta.cssBundle)] : [],
      ...(ROUTES.find((r) => r.path === path).client ? { client: true } : {}),
    };
  }
  // The home page's first picture, shown before the slides load: preloaded on /.
  const heroArt = Object.keys(outputs).find((p) => /\/hero-orchard-[^/]+\.svg$/.test(p));
  if (heroArt && routes['/']) routes['/'].image = rel(heroArt);

  // Fonts preloaded per language: by the server's head on a public page, by the boot script on the
  // dashboard.
  const fontUrl = (name) => {
    const key = Object.keys(outputs).find((p) => p.includes(`/${name}-`) && p.endsWith('.woff2'));
    return key ? rel(key) : '';
  };
  // Every face a language's pages lay out with (a Persian page has Latin words too: names, e-mail
  // addresses). One that arrives after the first layout has the whole page laid out again, which
  // on a slow phone is a task of 100-400 ms after the first paint.
  const inter = [fontUrl('inter-latin-400-normal'), fontUrl('inter-latin-600-normal')];
  const fonts = {
    en: [...inter, fontUrl('fraunces-latin-600-normal')].filter(Boolean),
    fa: [fontUrl('vazirmatn-arabic-400-normal'), fontUrl('vazirmatn-arabic-700-normal'), ...inter].filter(Boolean),
  };

  // The boot script runs before first paint: language, direction, theme, the font preload; then the
  // app's code and the route's.
  const boot = await esbuild.build({
    ...common,
    entryPoints: { boot: join(root, 'src/boot.ts') },
    outdir: dist,
    format: 'iife',
    entryNames: 'assets/[name]-[hash]',
    define: { ...common.define, __BOOT_FONTS__: JSON.stringify(fonts), __BOOT_ROUTES__: JSON.stringify(routes), __BOOT_APP__: JSON.stringify(appCode) },
  });
  const bootJs = Object.keys(boot.metafile.outputs).find((p) => p.endsWith('.js'));

  const darkCss = mainCss ? await noScriptDark(join(root, mainCss)) : '';
  const template = await readFile(join(root, 'src/index.html'), 'utf8');
  const head = [
    `<script src="${rel(bootJs)}"></script>`,
    mainCss ? `<link rel="stylesheet" href="${rel(mainCss)}">` : '',
    darkCss ? `<noscript><link rel="stylesheet" href="${darkCss}" media="(prefers-color-scheme: dark)"></noscript>` : '',
    dashboardCss ? `<meta name="dashboard-css" content="${dashboardCss}">` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  await writeFile(join(dist, 'index.html'), template.replace('<!-- build:head -->', head));
  await writeFile(join(dist, 'page-meta.json'), JSON.stringify(await pageMeta(fonts)));
  await shareImages(join(dist, 'og'));
  await apiDocs(common);

  if (existsSync(join(root, 'public'))) await cp(join(root, 'public'), dist, { recursive: true });
  const favicon = join(root, 'src/assets/art/logo-mark.svg');
  if (existsSync(favicon)) await cp(favicon, join(dist, 'favicon.svg'));

  // Kept gzipped only in the binary, which unzips it once when it starts.
  await writeFile(join(dist, 'ssr.js'), await serverBundle(common));
  GZIP_ONLY.add(join(dist, 'ssr.js'));

  await compressAll(dist);
  await report(dist);
}

const DARK_PREFIX = /^:root\[data-theme=(['"]?)dark\1\]/;

/**
 * Without JavaScript nothing sets `data-theme` (boot.ts does), so a reader whose system prefers
 * dark would get the light theme. This writes the built stylesheet's top-level dark rules again for
 * `:root:not([data-theme])` (the same specificity), in a file that only a `<noscript>` links, for
 * that preference: no copy in the source, and nothing more for a browser that runs the app.
 * Returns its URL ('' when there are none).
 */
async function noScriptDark(cssFile) {
  const css = await readFile(cssFile, 'utf8');
  // Top-level comma-separated parts of `text` (commas inside parentheses are a selector's own).
  const selectors = (text) => {
    const parts = [];
    let depth = 0;
    let from = 0;
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')') depth--;
      else if (text[i] === ',' && depth === 0) {
        parts.push(text.slice(from, i).trim());
        from = i + 1;
      }
    }
    return [...parts, text.slice(from).trim()];
  };
  const rules = [];
  let depth = 0;
  let start = 0;
  let prelude = '';
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1); // minified CSS escapes no quotes inside our strings
      if (i < 0) break;
    } else if (c === '{') {
      if (depth++ === 0) {
        prelude = css.slice(start, i);
        start = i + 1;
      }
    } else if (c === '}' && --depth === 0) {
      const dark = prelude.startsWith('@') ? [] : selectors(prelude).filter((s) => DARK_PREFIX.test(s));
      const plain = dark.map((s) => s.replace(DARK_PREFIX, ':root:not([data-theme])'));
      if (plain.length) rules.push(`${plain.join(',')}{${css.slice(start, i)}}`);
      start = i + 1;
    }
  }
  if (!rules.length) return '';
  const text = rules.join('');
  const name = `assets/no-script-dark-${createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase()}.css`;
  await writeFile(join(dist, name), text);
  return '/' + name;
}

// React's legacy renderToString joins its output with `s += chunk`; QuickJS has no string ropes,
// so on a Persian page (a two-byte string) each join copies everything so far. An array joined
// once renders the products page ~5 % faster. A React upgrade that changes this code must notice.
const CHUNK_JOIN = [
  ['g="",h={push:function(a){null!==a&&(g+=a);return!0}', 'g=[],h={push:function(a){null!==a&&g.push(a);return!0}'],
  ['if(!k)throw Error(l(426));return g}', 'if(!k)throw Error(l(426));return g.join("")}'],
];
const REACT_SERVER = 'react-dom/cjs/react-dom-server-legacy.browser.production.min.js';

/**
 * src/ssr.tsx as one classic script for QuickJS: the browser's build of every module (QuickJS is
 * neither Node nor a browser: no Intl, URL, TextEncoder, timers), React's legacy string renderer
 * (it needs none of those), and the same asset names as the app build so image URLs match.
 */
async function serverBundle(common) {
  const chunkJoin = {
    name: 'react-server-chunk-join',
    setup(b) {
      b.onLoad({ filter: /react-dom-server-legacy\.browser\.production\.min\.js$/ }, async (args) => {
        let code = await readFile(args.path, 'utf8');
        for (const [from, to] of CHUNK_JOIN) {
          if (!code.includes(from)) throw new Error(`${REACT_SERVER} changed: ${from} not found (update CHUNK_JOIN in build.mjs)`);
          code = code.replace(from, to);
        }
        return { contents: code, loader: 'js' };
      });
    },
  };
  const out = await esbuild.build({
    ...common,
    define: { ...common.define, 'process.env.NODE_ENV': JSON.stringify('production') },
    entryPoints: [join(root, 'src/ssr.tsx')],
    outdir: join(dist, 'ssr-unused'),
    write: false,
    format: 'iife',
    platform: 'neutral',
    mainFields: ['browser', 'module', 'main'],
    conditions: ['browser'],
    alias: { 'react-dom/server': join(root, 'node_modules', REACT_SERVER) },
    loader: { ...common.loader, '.css': 'empty' },
    assetNames: 'assets/[name]-[hash]',
    sourcemap: false,
    plugins: [chunkJoin, mapPositions('empty')],
  });
  return out.outputFiles.find((f) => f.path.endsWith('.js')).text;
}

/**
 * What the server writes into each public page's <head>, per language, taken from the public
 * dictionaries (the one source of the texts): titles, descriptions, names and the OG locale; and
 * the fonts the language's pages use, to preload.
 */
async function pageMeta(fonts) {
  const out = await esbuild.build({
    stdin: { contents: "export { en } from './en'; export { fa } from './fa';", resolveDir: join(root, 'src/i18n'), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'error',
  });
  const dictionaries = await import('data:text/javascript;base64,' + Buffer.from(out.outputFiles[0].text).toString('base64'));
  // (The pages the browser draws alone get no head from the server.)
  const pages = ROUTES.filter((r) => r.page !== 'dashboard' && !r.client).map((r) => r.page).concat('notFound');
  return Object.fromEntries(
    Object.entries(dictionaries).map(([lang, { meta }]) => [
      lang,
      {
        siteName: meta.siteName,
        fullName: meta.fullName,
        ogLocale: { en: 'en_GB', fa: 'fa_IR' }[lang],
        pages: Object.fromEntries(pages.map((p) => [p, { title: meta[p], description: meta.descriptions[p] }])),
        // A product's own page: patterns with {name}, {price}, {unit} and {available}.
        product: { title: meta.product, description: meta.descriptions.product, soldOut: meta.descriptions.productSoldOut },
        fonts: fonts[lang],
      },
    ]),
  );
}

// The picture chat apps and social sites show for a shared page: 1200×630 PNG (they do not show
// SVG), cut from the page's own illustration, with the logo mark.
const SHARE_ART = { home: 'hero-orchard', products: 'category-dry', services: 'logistics-sea', about: 'story-team', contact: 'why-global' };

async function shareImages(dir) {
  await mkdir(dir, { recursive: true });
  const dataUrl = async (name) =>
    'data:image/svg+xml;base64,' + (await readFile(join(root, `src/assets/art/${name}.svg`))).toString('base64');
  const logo = await dataUrl('logo-mark');
  for (const [page, art] of Object.entries(SHARE_ART)) {
    // Each picture is its own <image>, so the two files' element ids cannot collide.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
      <rect width="1200" height="630" fill="#fbf5ec"/>
      <image href="${await dataUrl(art)}" width="1200" height="630" preserveAspectRatio="xMidYMid slice"/>
      <rect x="40" y="490" width="100" height="100" rx="22" fill="#ffffff" opacity="0.92"/>
      <image href="${logo}" x="50" y="500" width="80" height="80"/>
    </svg>`;
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: 1200 } }).render().asPng();
    await writeFile(join(dir, `${page}.png`), png);
  }
}

// The API docs (/api/docs): Swagger UI from npm's swagger-ui-dist, served from this site as hashed
// assets like the UI's own files, started by a script of ours. The server reads api-docs.html (it
// is not served at its own path) and answers it at /api/docs with the page's own CSP.
const SWAGGER_DIST = join(root, 'node_modules/swagger-ui-dist');
// Large (1.9 MB) and rarely opened: gzip only, which every browser takes; a .br twin would add
// 0.4 MB to the binary to save a developer 0.1 MB once.
const GZIP_ONLY = new Set();

async function apiDocs(common) {
  const copy = async (file, ext) => {
    // Without the comment naming its source map, which is not shipped.
    const text = (await readFile(join(SWAGGER_DIST, file), 'utf8')).replace(/\/\*# sourceMappingURL=\S+\*\/\s*$/, '');
    const hash = createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase();
    const name = `assets/${file.replace(/\.[a-z]+$/, '')}-${hash}.${ext}`;
    await writeFile(join(dist, name), text);
    GZIP_ONLY.add(join(dist, name));
    return '/' + name;
  };
  const bundle = await copy('swagger-ui-bundle.js', 'js');
  const css = await copy('swagger-ui.css', 'css');
  const start = await esbuild.build({
    ...common,
    entryPoints: { 'api-docs': join(root, 'src/api-docs/api-docs.ts') },
    outdir: dist,
    format: 'iife',
    entryNames: 'assets/[name]-[hash]',
  });
  const startJs = '/' + relative(dist, join(root, Object.keys(start.metafile.outputs).find((p) => p.endsWith('.js'))));
  const head = [
    `<link rel="stylesheet" href="${css}">`,
    `<script defer src="${bundle}"></script>`,
    `<script defer src="${startJs}"></script>`,
  ].join('\n    ');
  const template = await readFile(join(root, 'src/api-docs/api-docs.html'), 'utf8');
  await writeFile(join(dist, 'api-docs.html'), template.replace('<!-- build:head -->', head));
}

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(p);
    else yield p;
  }
}

async function compressAll(dir) {
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = await readFile(file);
    await writeFile(file + '.gz', gzipSync(data, { level: 9 }));
    if (GZIP_ONLY.has(file)) continue;
    await writeFile(
      file + '.br',
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
  }
}

async function report(dir) {
  let total = 0;
  let files = 0;
  for await (const file of walk(dir)) {
    if (file.endsWith('.gz') || file.endsWith('.br')) continue;
    total += (await stat(file)).size;
    files += 1;
  }
  const hash = createHash('sha256').update(await readFile(join(dir, 'index.html'))).digest('hex').slice(0, 12);
  console.log(`${dir}: ${files} files, ${(total / 1024).toFixed(1)} KiB uncompressed, index.html ${hash}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await build();
