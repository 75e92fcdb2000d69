// What a phone downloads for the products page's photos. A new site (no demo data) gets 12
// products, each with its own 1600×1200 JPEG photo drawn in the browser (gradients, soft shapes
// and grain, so each compresses like a real photo, about 190 KB); then /fa/products is loaded as
// a 390-px phone at device pixel ratio 3, scrolled to the end, and the bytes of every image the
// page received are added up and compared with the bytes uploaded.
//
//   node scripts/photo-bytes.mjs [--json] [--budget 0.25]     (SITE_BIN: the server, see site-server.mjs)
//
// Used by bench/run.py (the budget: at most 25 % of the uploaded bytes) and, with a looser bound,
// by the browser tests (e2e/photos.spec.ts, through `measurePhotoBytes`).
import { chromium } from '@playwright/test';
import { freePort, startServer } from './site-server.mjs';

const PASSWORD = 'photo-bytes-password-1';

/** Draws photo `n` (a seeded picture) as a JPEG data URL at about 190 KB. Runs in the page. */
function drawPhoto(n) {
  let seed = 0x9e3779b9 ^ (n * 7919);
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return ((seed >>> 0) % 1_000_000) / 1_000_000;
  };
  const canvas = document.createElement('canvas');
  canvas.width = 1600;
  canvas.height = 1200;
  const ctx = canvas.getContext('2d');
  const hue = Math.floor(random() * 360);
  const ground = ctx.createLinearGradient(0, 0, 1600, 1200);
  ground.addColorStop(0, `hsl(${hue}, 45%, 62%)`);
  ground.addColorStop(1, `hsl(${(hue + 40) % 360}, 40%, 28%)`);
  ctx.fillStyle = ground;
  ctx.fillRect(0, 0, 1600, 1200);
  // goods heaped on a tray: many soft round shapes of a few shades
  for (let i = 0; i < 900; i++) {
    const x = random() * 1600;
    const y = random() * 1200;
    const r = 12 + random() * 46;
    const shade = ctx.createRadialGradient(x - r / 3, y - r / 3, r / 6, x, y, r);
    const h = (hue + random() * 30) % 360;
    shade.addColorStop(0, `hsl(${h}, 55%, ${55 + random() * 20}%)`);
    shade.addColorStop(1, `hsl(${h}, 50%, ${18 + random() * 15}%)`);
    ctx.fillStyle = shade;
    ctx.beginPath();
    ctx.ellipse(x, y, r, r * (0.6 + random() * 0.4), random() * Math.PI, 0, Math.PI * 2);
    ctx.fill();
  }
  // a camera's grain
  const image = ctx.getImageData(0, 0, 1600, 1200);
  const d = image.data;
  for (let i = 0; i < d.length; i += 4) {
    const g = (random() - 0.5) * 4;
    d[i] += g;
    d[i + 1] += g;
    d[i + 2] += g;
  }
  ctx.putImageData(image, 0, 0);
  return canvas.toDataURL('image/jpeg', 0.77);
}

/**
 * Starts a server (unless `baseURL` is given), adds the 12 photo products, loads /fa/products as
 * the phone and answers { uploaded, received, media, ratio, photos } in bytes.
 */
export async function measurePhotoBytes({ baseURL, password = PASSWORD, count = 12 } = {}) {
  let server;
  if (!baseURL) {
    server = await startServer({ port: await freePort(), adminPassword: password, demo: false });
    baseURL = server.baseURL;
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium' });
  try {
    const admin = await browser.newPage({ baseURL });
    await admin.goto('/api/health');
    const uploaded = await admin.evaluate(
      async ({ count, password, draw }) => {
        const drawPhoto = new Function(`return (${draw})`)();
        const post = (path, body) =>
          fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const auth = await post('/api/admins/auth', { username: 'admin', password });
        if (!auth.ok) throw new Error(`sign-in: ${auth.status}`);
        let bytes = 0;
        for (let n = 0; n < count; n++) {
          const url = drawPhoto(n);
          bytes += atob(url.slice(url.indexOf(',') + 1)).length;
          const res = await post('/api/products', { name: `Photo product ${n + 1}`, unit: 'kg', price: 10 + n, initialStock: 100, imageUrl: url });
          if (!res.ok) throw new Error(`product ${n + 1}: ${res.status} ${await res.text()}`);
        }
        return bytes;
      },
      { count, password, draw: drawPhoto.toString() },
    );
    await admin.close();

    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    const sizes = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image') return;
      sizes.push(response.body().then((b) => ({ url: response.url(), bytes: b.length })).catch(() => ({ url: response.url(), bytes: 0 })));
    });
    await page.goto('/fa/products', { waitUntil: 'load' });
    for (let y = 0; ; y += 400) {
      const bottom = await page.evaluate((to) => {
        window.scrollTo(0, to);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      }, y);
      await page.waitForTimeout(150);
      if (bottom) break;
    }
    await page.waitForLoadState('networkidle');
    const got = await Promise.all(sizes);
    await phone.close();
    const received = got.reduce((n, r) => n + r.bytes, 0);
    const media = got.filter((r) => new URL(r.url).pathname.startsWith('/media/'));
    return {
      uploaded,
      received,
      media: media.reduce((n, r) => n + r.bytes, 0),
      photos: media.length,
      ratio: received / uploaded,
    };
  } finally {
    await browser.close();
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const json = process.argv.includes('--json');
  const at = process.argv.indexOf('--budget');
  const budget = at > 0 ? Number(process.argv[at + 1]) : 0.25;
  const r = await measurePhotoBytes();
  const pass = r.ratio <= budget;
  if (json) console.log(JSON.stringify({ ...r, budget, pass }));
  else
    console.log(
      `uploaded ${r.uploaded} B in 12 photos; the phone received ${r.received} B of images ` +
        `(${r.media} B from /media in ${r.photos} files): ${(r.ratio * 100).toFixed(1)} % — ${pass ? 'PASS' : 'FAIL'} (budget ${budget * 100} %)`,
    );
  process.exitCode = pass ? 0 : 1;
}
