// The shell: theme and language toggles and their persistence, navigation, scroll to top, the
// mobile menu, the not-found page.
import { expect } from '@playwright/test';
import { newContext, test } from './fixtures';
import jsQR from 'jsqr';
import { startIn } from './helpers';

test.describe('theme', () => {
  test('follows the system until chosen', async ({ browser }) => {
    for (const scheme of ['dark', 'light'] as const) {
      const context = await newContext(browser, { colorScheme: scheme });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await context.close();
    }
  });

  test('the toggle switches the theme and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await startIn(page, 'en');
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBg = await bg();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await bg()).not.toBe(lightBg);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
});

test.describe('language', () => {
  test('the toggle moves to the twin URL, sets lang, dir and the stored choice', async ({ page }) => {
    await startIn(page, 'en');
    await page.goto('/contact');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: /Switch to Persian/ }).click();
    await expect(page).toHaveURL(/\/fa\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), 'the new page opens at its top').toBe(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('بیایید دربارهٔ سفارش‌تان گفت‌وگو کنیم');
    expect(await page.evaluate(() => localStorage.getItem('site-lang'))).toBe('fa');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveURL(/\/fa\/contact$/);
    await page.getByRole('button', { name: /Switch to English/ }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(await page.evaluate(() => localStorage.getItem('site-lang'))).toBe('en');
    // Back crosses to the Persian URL again, and the page follows it.
    await page.goBack();
    await expect(page).toHaveURL(/\/fa\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('بیایید دربارهٔ سفارش‌تان گفت‌وگو کنیم');
  });

  test('a stored choice takes a person to the URL of their language', async ({ page }) => {
    await startIn(page, 'fa');
    await page.goto('/products');
    await expect(page).toHaveURL(/\/fa\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('محصولات و موجودی');
    // Persian links stay Persian.
    await page.getByRole('navigation', { name: 'اصلی' }).getByRole('link', { name: 'خدمات' }).click();
    await expect(page).toHaveURL(/\/fa\/services$/);
    await page.evaluate(() => localStorage.setItem('site-lang', 'en'));
    await page.goto('/fa/about');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).not.toHaveURL(/\/fa\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a crawler gets the URL it asked for', async ({ browser }) => {
    const context = await newContext(browser, { locale: 'en-GB', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const page = await context.newPage();
    await page.goto('/fa/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('محصولات و موجودی');
    await expect(page).toHaveURL(/\/fa\/products$/);
    await context.close();
  });

  test('a shared Persian link opens in Persian in an English browser on a first visit', async ({ browser }) => {
    const context = await newContext(browser, { locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/fa/products');
    await expect(page).toHaveURL(/\/fa\/products$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('محصولات و موجودی');
    await context.close();
  });

  test('a Persian browser gets the Persian site; any other gets English', async ({ browser }) => {
    for (const [locale, lang] of [['fa-IR', 'fa'], ['de-DE', 'en']] as const) {
      const context = await newContext(browser, { locale });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveURL(lang === 'fa' ? /\/fa$/ : /:\d+\/$/);
      await context.close();
    }
  });
});

test.describe('navigation', () => {
  test('the five links lead to their pages and mark the current one', async ({ page }) => {
    await startIn(page, 'en');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path, heading] of [
      ['Products', '/products', 'Products and stock'],
      ['Services', '/services', 'More than a supplier'],
      ['About', '/about', 'About Golbahar'],
      ['Contact', '/contact', 'Let’s talk about your order'],
    ] as const) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the admin button leads to the dashboard', async ({ page }) => {
    await startIn(page, 'en');
    await page.goto('/');
    await page.getByRole('link', { name: 'Admin sign-in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('every route change scrolls to the top', async ({ page }) => {
    await startIn(page, 'en');
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('footer: social links, contact details, QR image, privacy and terms lead nowhere', async ({ page }) => {
    await startIn(page, 'en');
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('.social li')).toHaveCount(5);
    await expect(footer.getByRole('img', { name: 'QR code for the Golbahar website' })).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
    await expect(footer).toContainText('Powered by');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    for (const name of ['Privacy policy', 'Terms of use']) {
      const link = footer.getByRole('link', { name });
      await expect(link).toBeDisabled();
      await link.click({ force: true });
    }
    await expect(page).toHaveURL(/\/$/);
  });
});

test("the footer's QR code decodes to this site's home page in the page's language", async ({ browser, baseURL }) => {
  for (const [lang, path, home] of [['en', '/contact', '/'], ['fa', '/fa/contact', '/fa']] as const) {
    const context = await newContext(browser);
    const page = await context.newPage();
    await startIn(page, lang);
    await page.goto(path);
    const src = await page.getByRole('contentinfo').locator('.footer-qr img').getAttribute('src');
    const svg = await (await page.request.get(src!)).text();
    // Paint the server's modules at 8 px each on white and let an independent decoder read them.
    const size = Number(svg.match(/viewBox="0 0 (\d+)/)![1]);
    const px = 8;
    const width = size * px;
    const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
    for (const [, x, y] of svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
      for (let yy = Number(y) * px; yy < (Number(y) + 1) * px; yy++) {
        for (let xx = Number(x) * px; xx < (Number(x) + 1) * px; xx++) pixels.fill(0, (yy * width + xx) * 4, (yy * width + xx) * 4 + 3);
      }
    }
    expect(jsQR(pixels, width, width)?.data).toBe(new URL(home, baseURL).href);
    await context.close();
  }
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('collapses the links into a menu that opens, navigates and closes', async ({ page }) => {
    await startIn(page, 'en');
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('button', { name: /Switch to Persian/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await startIn(page, 'en');
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the not-found page in Persian', async ({ page }) => {
  await startIn(page, 'fa');
  const res = await page.goto('/fa/missing');
  expect(res?.status()).toBe(404);
  expect(await res?.text()).toContain('<html lang="fa" dir="rtl">');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('صفحه پیدا نشد');
  await page.getByRole('link', { name: 'بازگشت به صفحهٔ نخست' }).click();
  await expect(page).toHaveURL(/\/fa$/);
});
