// Every public page in English and Persian: language and direction, headings, titles, no English
// left in Persian, no dashboard code loaded, no errors in the console.
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { englishLeft, openInApp, startIn } from './helpers';

const PAGES = [
  { path: '/', en: 'Premium Afghan Dried Fruits', fa: 'بهترین میوهٔ خشک افغانستان', title: { en: 'Golbahar — Afghan dried fruits', fa: 'گلبهار' } },
  { path: '/products', en: 'Products and stock', fa: 'محصولات و موجودی', title: { en: 'Products and stock — Golbahar', fa: 'محصولات و موجودی — گلبهار' } },
  { path: '/services', en: 'More than a supplier', fa: 'فراتر از یک تأمین‌کننده', title: { en: 'Services — Golbahar', fa: 'خدمات — گلبهار' } },
  { path: '/about', en: 'About Golbahar', fa: 'دربارهٔ گلبهار', title: { en: 'About us — Golbahar', fa: 'دربارهٔ ما — گلبهار' } },
  { path: '/contact', en: 'Let’s talk about your order', fa: 'بیایید دربارهٔ سفارش‌تان گفت‌وگو کنیم', title: { en: 'Contact — Golbahar', fa: 'تماس با ما — گلبهار' } },
] as const;

for (const lang of ['en', 'fa'] as const) {
  for (const p of PAGES) {
    test(`${p.path} in ${lang}`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (['script', 'stylesheet'].includes(r.resourceType())) scripts.push(r.url());
      });
      await startIn(page, lang);

      // Each language at its own URL, which the server answers in that language.
      const url = lang === 'fa' ? (p.path === '/' ? '/fa' : `/fa${p.path}`) : p.path;
      const res = await page.goto(url);
      expect(res?.status()).toBe(200);
      expect(await res?.text()).toContain(`<html lang="${lang}" dir="${lang === 'fa' ? 'rtl' : 'ltr'}">`);
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'fa' ? 'rtl' : 'ltr');
      if (p.path === '/') {
        // The hero title may come from the server's texts; without them it is the dictionary's.
        await expect(page.locator('h1')).toBeVisible();
      } else {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(p[lang]);
      }
      await expect(page).toHaveTitle(new RegExp(p.title[lang]));
      await expect(page.getByRole('navigation', { name: lang === 'en' ? 'Main' : 'اصلی' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForLoadState('networkidle');

      if (lang === 'fa') expect(await englishLeft(page)).toEqual([]);
      expect(scripts.filter((u) => /dashboard/i.test(u)), 'no dashboard code on a public page').toEqual([]);
      expect(problems).toEqual([]);
    });
  }
}

test('the home hero shows the dictionary title when the server has none', async ({ page }) => {
  await page.route('**/api/hero', (route) => route.fulfill({ json: { slides: [], texts: {} } }));
  await startIn(page, 'en');
  await openInApp(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Afghan Dried Fruits');
});

test('Persian pages show numbers in Persian digits', async ({ page }) => {
  await startIn(page, 'fa');
  await page.goto('/about');
  await expect(page.getByTestId('stat').first()).toContainText('۵٬۰۰۰+');
  await expect(page.locator('.steps').first()).toContainText('۱');
});

test('the language can be chosen with ?lang= once, then it is stored', async ({ page }) => {
  await page.goto('/services?lang=fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL(/\/fa\/services$/);
  await page.goto('/about');
  await expect(page).toHaveURL(/\/fa\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
});
