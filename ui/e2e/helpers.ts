// Shared steps of the public-site tests.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from './env';
import type { Product } from '../src/lib/api-types';

export type Lang = 'en' | 'fa';

/** Starts the test's pages in a language (stored once, so the test may still toggle it). */
export async function startIn(page: Page, lang: Lang) {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-lang')) {
      localStorage.setItem('site-lang', l);
      sessionStorage.setItem('e2e-lang', '1');
    }
  }, lang);
}

/**
 * Opens the public page at `path` (`/`, `/products`) by a link from another page, so it asks the
 * API for its data: a page loaded from the server comes with its data inlined and asks for nothing.
 * For tests that answer the API themselves (page.route).
 */
export async function openInApp(page: Page, path: string) {
  const from = path === '/services' ? '/about' : '/services';
  await page.goto(from);
  const lang = await page.locator('html').getAttribute('lang');
  const href = lang === 'fa' ? (path === '/' ? '/fa' : `/fa${path}`) : path;
  await page.locator(`.topnav a[href="${href}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
}

/** Signs the API context in as the test admin (for seeding and checking data). */
export async function adminApi(request: APIRequestContext) {
  const res = await request.post('/api/admins/auth', { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  return request;
}

let seq = 0;
/** A date `days` after today in Kabul (UTC+4:30, the site's calendar), `YYYY-MM-DD`. */
export function kabulDate(days: number): string {
  return new Date(Date.now() + 270 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${(seq++).toString(36)}`;
}

export type ApiProduct = Product;

export async function createProduct(request: APIRequestContext, data: Record<string, unknown>): Promise<ApiProduct> {
  const res = await request.post('/api/products', { data: { unit: 'kg', price: 10, currency: 'USD', source: 'bought', ...data } });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** English words left on a Persian page, outside server data, addresses and the language toggle. */
export async function englishLeft(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const allowed = new Set(['PDF', 'Tab', 'QR']);
    const skip = (el: Element | null) => !el || !!el.closest('[dir="ltr"], [data-server-text], [lang="en"], script, style, noscript, [hidden]');
    const words: string[] = [];
    const collect = (text: string | null, where: string) => {
      for (const w of (text ?? '').match(/[A-Za-z]{2,}/g) ?? []) if (!allowed.has(w)) words.push(`${w} (${where})`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const el = walker.currentNode.parentElement;
      if (!skip(el)) collect(walker.currentNode.textContent, el!.tagName.toLowerCase());
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
      // data-server-label: the label names server data (e.g. 'Order <product name>').
      if (skip(el) || el.hasAttribute('data-server-label')) continue;
      for (const a of ['aria-label', 'placeholder', 'alt', 'title']) collect(el.getAttribute(a), `${el.tagName.toLowerCase()}@${a}`);
    }
    collect(document.title, 'title');
    return words;
  });
}
