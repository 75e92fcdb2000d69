// Full-page screenshots of the five public pages (and the not-found page) in English and Persian,
// light and dark, desktop (1366 px) and phone (390 px), against the server binary with its demo
// data, saved as WebP under docs/screenshots/. Shots are scaled down (desktop to half) to keep the set
// small; the encoding is done by chromium itself (canvas.toDataURL), so no image tool is needed.
//
//   node scripts/screenshots.mjs [--ui-dir dist] [--out ../docs/screenshots] [--quality 0.72]
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { freePort, startServer } from './site-server.mjs';

const uiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const out = resolve(arg('--out', join(uiDir, '../docs/screenshots')));
const quality = Number(arg('--quality', '0.6'));
const uiDist = arg('--ui-dir', process.env.SITE_UI_DIR);
const PAGES = [
  ['home', '/'],
  ['products', '/products'],
  ['services', '/services'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['not-found', '/no-such-page'],
];
const DEVICES = [
  { name: 'desktop', viewport: { width: 1366, height: 900 }, scale: 0.5 },
  { name: 'phone', viewport: { width: 390, height: 844 }, scale: 0.75 },
];

const server = await startServer({ port: await freePort(), adminPassword: 'screenshot-run-password', uiDir: uiDist ? resolve(uiDist) : undefined });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

try {
  for (const device of DEVICES) {
    for (const lang of ['en', 'fa']) {
      for (const theme of ['light', 'dark']) {
        const context = await browser.newContext({ viewport: device.viewport, reducedMotion: 'reduce', colorScheme: theme });
        await context.addInitScript(([l, t]) => {
          localStorage.setItem('site-lang', l);
          localStorage.setItem('theme', t);
        }, [lang, theme]);
        const page = await context.newPage();
        for (const [name, path] of PAGES) {
          await page.goto(server.baseURL + path, { waitUntil: 'networkidle' });
          // Scroll through so lazy images load, then back to the top.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 400) {
              window.scrollTo(0, y);
              await new Promise((r) => setTimeout(r, 40));
            }
            window.scrollTo(0, 0);
          });
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready);
          const png = await page.screenshot({ fullPage: true });
          const webp = await page.evaluate(
            async ([b64, scale, q]) => {
              const img = new Image();
              img.src = `data:image/png;base64,${b64}`;
              await img.decode();
              const canvas = document.createElement('canvas');
              canvas.width = Math.round(img.width * scale);
              canvas.height = Math.round(img.height * scale);
              const ctx = canvas.getContext('2d');
              ctx.imageSmoothingQuality = 'high';
              ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
              return canvas.toDataURL('image/webp', q).split(',')[1];
            },
            [png.toString('base64'), device.scale, quality],
          );
          const file = join(out, `${name}-${lang}-${theme}-${device.name}.webp`);
          writeFileSync(file, Buffer.from(webp, 'base64'));
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const files = readdirSync(out);
const total = files.reduce((s, f) => s + statSync(join(out, f)).size, 0);
console.log(`${files.length} screenshots in ${out}, ${(total / 1024 / 1024).toFixed(2)} MB`);
