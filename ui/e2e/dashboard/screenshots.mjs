// Screenshots of the dashboard for review: login and every tab, in English and Persian, light and
// dark, on a laptop and a phone (390 px). Against a running server with demo data:
//
//   BASE=http://127.0.0.1:8099 ADMIN_PASSWORD=pw OUT=../docs/screenshots/dashboard node e2e/dashboard/screenshots.mjs
//
// SET=full takes every combination; the default is the compact set kept in docs/.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const BASE = process.env.BASE ?? 'http://127.0.0.1:8099';
const OUT = process.env.OUT ?? 'dashboard-screenshots';
// JPEG keeps the committed set small; FORMAT=png for pixel-exact review.
const FORMAT = process.env.FORMAT === 'png' ? 'png' : 'jpeg';
const PASSWORD = process.env.ADMIN_PASSWORD ?? 'e2e-admin-password';
const TABS = ['products', 'orders', 'quotes', 'slideshow', 'awards', 'documents', 'content', 'mail', 'analytics', 'users', 'activity'];
const DEVICES = { desktop: { width: 1360, height: 900 }, phone: { width: 390, height: 844 } };

// The compact set: every tab on a laptop in en/light and fa/dark; the phone in en/dark and fa/light.
const COMPACT = [
  { lang: 'en', theme: 'light', device: 'desktop', tabs: TABS },
  { lang: 'fa', theme: 'dark', device: 'desktop', tabs: TABS },
  { lang: 'en', theme: 'dark', device: 'phone', tabs: ['products', 'orders', 'analytics'] },
  { lang: 'fa', theme: 'light', device: 'phone', tabs: ['products', 'orders', 'slideshow', 'content'] },
];
const FULL = ['en', 'fa'].flatMap((lang) =>
  ['light', 'dark'].flatMap((theme) => Object.keys(DEVICES).map((device) => ({ lang, theme, device, tabs: TABS }))),
);

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const problems = [];
for (const { lang, theme, device, tabs } of process.env.SET === 'full' ? FULL : COMPACT) {
  const key = `${lang}-${theme}-${device}`;
  const context = await browser.newContext({ viewport: DEVICES[device], baseURL: BASE, deviceScaleFactor: 1 });
  await context.addInitScript(([l, t]) => {
    localStorage.setItem('site-lang', l);
    localStorage.setItem('theme', t);
  }, [lang, theme]);
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`${key}: ${e}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`${key}: ${m.text()}`));
  const shot = (name) =>
    page.screenshot({ path: `${OUT}/${name}-${key}.${FORMAT === 'png' ? 'png' : 'jpg'}`, type: FORMAT, ...(FORMAT === 'jpeg' ? { quality: 72 } : {}) });

  await page.goto('/dashboard');
  await page.locator('#dash-login-username').waitFor();
  await shot('login');
  await page.fill('#dash-login-username', 'admin');
  await page.fill('#dash-login-password', PASSWORD);
  await page.click('form.dash-login button[type="submit"]');
  await page.getByTestId('welcome').waitFor();
  for (const tab of tabs) {
    await page.goto(`/dashboard${tab === 'products' ? '' : `?tab=${tab}`}`);
    await page.getByTestId('welcome').waitFor();
    await page.locator(`#dash-panel-${tab} .dash-spinner`).first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {});
    await page.waitForLoadState('networkidle');
    await shot(tab);
  }
  await context.close();
}
await browser.close();
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
