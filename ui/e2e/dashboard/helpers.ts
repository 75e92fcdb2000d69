// Shared steps of the dashboard tests: signing in through the form, opening a tab, a real PNG of any
// size made in Node (no image library), and the dimensions of a stored JPEG read from its bytes.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { ADMIN } from '../env';
import type { Product } from '../../src/lib/api-types';
import { isoToJalali } from '../../src/i18n/calendar';
import { localizeDigits } from '../../src/i18n/format';

export { ADMIN };

export const TAB_NAMES = ['Products', 'Orders', 'Quotes', 'Shipments', 'Slideshow', 'Awards', 'Certificates', 'Content', 'E-mail', 'Analytics', 'Users', 'Activity'] as const;
export type TabName = (typeof TAB_NAMES)[number];

/**
 * Starts the page in `lang` (and light theme unless told): set before the first load only, so a
 * language switched in a test survives a reload. When called twice, the last call wins.
 */
export async function startIn(page: Page, lang: 'en' | 'fa', theme: 'light' | 'dark' = 'light') {
  await page.addInitScript(
    ([l, th]) => {
      if (sessionStorage.getItem('e2e-prefs-set')) return;
      localStorage.setItem('site-lang', l);
      localStorage.setItem('theme', th);
      // Set after every init script of this first load has run.
      setTimeout(() => sessionStorage.setItem('e2e-prefs-set', '1'));
    },
    [lang, theme] as const,
  );
}

/** Opens /dashboard (English unless told), signs in through the form and waits for the welcome line. */
export async function signIn(page: Page, opts: { lang?: 'en' | 'fa'; path?: string } = {}) {
  await startIn(page, opts.lang ?? 'en');
  await page.goto(opts.path ?? '/dashboard');
  await page.locator('#dash-login-username').fill(ADMIN.username);
  await page.locator('#dash-login-password').fill(ADMIN.password);
  await page.locator('form.dash-login button[type="submit"]').click();
  await expect(page.getByTestId('welcome')).toContainText(ADMIN.username);
}

export async function openTab(page: Page, name: TabName) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name });
}

/** A session cookie for API calls made by the test itself (seeding data). */
export async function apiSignIn(request: APIRequestContext) {
  const res = await request.post('/api/admins/auth', { data: ADMIN });
  expect(res.status()).toBe(200);
}

let uniq = 0;
/** A name no other test (or earlier run on the same database) uses. */
export function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${(++uniq).toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/**
 * Enters an ISO day into a dashboard date field (DateField) as its reader would: into the native
 * input in English; in Persian, the Solar Hijri day, month by name and year, in Persian digits.
 * `field` is what carries the field's name or test id: the input, or the group of parts.
 */
export async function fillDate(field: Locator, iso: string) {
  if (await field.evaluate((el) => el instanceof HTMLInputElement && el.type === 'date')) return field.fill(iso);
  const day = isoToJalali(iso);
  if (!day) throw new Error(`not a day: ${iso}`);
  await field.getByLabel('روز', { exact: true }).fill(localizeDigits(String(day.jd), 'fa'));
  await field.getByLabel('ماه', { exact: true }).selectOption(String(day.jm));
  await field.getByLabel('سال', { exact: true }).fill(localizeDigits(String(day.jy), 'fa'));
}

export async function createProduct(request: APIRequestContext, over: Record<string, unknown> = {}) {
  const res = await request.post('/api/products', {
    data: { name: unique('E2E product'), unit: 'kg', price: 12.5, currency: 'USD', source: 'bought', initialStock: 100, ...over },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Product;
}

// ---- PNG writer: RGB, 8 bit, a gradient so the picture is a real image and compresses well.
const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();
function crc32(buf: Buffer) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
export function makePng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0;
    for (let x = 0; x < width; x++) {
      const o = y * row + 1 + x * 3;
      raw[o] = (x * 255) / width;
      raw[o + 1] = (y * 255) / height;
      raw[o + 2] = 140;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const smallPng = () => ({ name: 'photo.png', mimeType: 'image/png', buffer: makePng(320, 200) });

/** Width and height from a JPEG's start-of-frame marker; throws when the bytes are not a JPEG. */
export function jpegSize(buf: Buffer): { width: number; height: number } {
  if (buf[0] !== 0xff || buf[1] !== 0xd8) throw new Error('not a JPEG');
  let i = 2;
  while (i < buf.length) {
    if (buf[i] !== 0xff) throw new Error('bad JPEG marker');
    const marker = buf[i + 1];
    const len = buf.readUInt16BE(i + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    }
    i += 2 + len;
  }
  throw new Error('no frame header');
}

/** Answers the next matching call (only that one) with an error; every other call reaches the server. */
export async function failOnce(page: Page, url: string | RegExp, method: string, status = 500, body: unknown = {}) {
  let used = false;
  await page.route(url, async (route) => {
    if (used || route.request().method() !== method) return route.fallback();
    used = true;
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

/** The contrast ratio (WCAG 2) of an element's text against its own background colour. */
export async function textContrast(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    const luminance = (css: string) => {
      const [r, g, b] = css.match(/[\d.]+/g)!.slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [hi, lo] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return (hi + 0.05) / (lo + 0.05);
  });
}
