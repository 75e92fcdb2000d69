// Pages rendered by the server: the browser hydrates them (keeps the server's nodes, no mismatch
// error or warning in the console) in each language and theme; without JavaScript every page
// still shows its content; and what a reader does on the server's page before the app starts is
// neither lost nor sent anywhere it should not go.
import { expect, type Page } from '@playwright/test';
import { BROWSER_HEADERS, appStarted, test } from './fixtures';
import { adminApi, createProduct, unique } from './helpers';

const PAGES = [
  { path: '/', en: 'Premium Afghan Dried Fruits', fa: 'بهترین میوهٔ خشک افغانستان' },
  { path: '/products', en: 'Products and stock', fa: 'محصولات و موجودی' },
  { path: '/services', en: 'More than a supplier', fa: 'فراتر از یک تأمین‌کننده' },
  { path: '/about', en: 'About Golbahar', fa: 'دربارهٔ گلبهار' },
  { path: '/contact', en: 'Let’s talk about your order', fa: 'بیایید دربارهٔ سفارش‌تان گفت‌وگو کنیم' },
  { path: '/no-such-page', en: 'Page not found', fa: 'صفحه پیدا نشد' },
] as const;

const urlOf = (lang: 'en' | 'fa', path: string) => (lang === 'en' ? path : path === '/' ? '/fa' : `/fa${path}`);

/** The addresses the page moves to from now on (another page, its own with a query, a jump to `#`). */
function watchMoves(page: Page): string[] {
  const from = page.url();
  const moves: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url() !== from) moves.push(frame.url());
  });
  return moves;
}

let productName = '';
// The home page's heading is the hero title of the dashboard when one is set (another spec may
// have set it), else the dictionary's.
const heroTitle: Partial<Record<'en' | 'fa', string>> = {};
const headingOf = (lang: 'en' | 'fa', p: (typeof PAGES)[number]) => (p.path === '/' && heroTitle[lang]) || p[lang];

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await adminApi(await playwright.request.newContext({ baseURL, extraHTTPHeaders: BROWSER_HEADERS }));
  productName = unique('Hydrated almonds');
  await createProduct(request, { name: productName, initialStock: 1234, price: 12.5 });
  const hero = (await (await request.get('/api/hero')).json()) as { texts?: Record<string, { title?: string }> };
  for (const lang of ['en', 'fa'] as const) heroTitle[lang] = hero.texts?.[lang]?.title?.trim() || undefined;
  await request.dispose();
});

for (const lang of ['en', 'fa'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const p of PAGES) {
      test(`${urlOf(lang, p.path)} hydrates in the ${theme} theme`, async ({ page }) => {
        const problems: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
        });
        page.on('pageerror', (e) => problems.push(e.message));
        await page.addInitScript(
          ({ l, t }) => {
            localStorage.setItem('site-lang', l);
            localStorage.setItem('theme', t);
            // The server's nodes, as parsed: hydration must keep them, not draw the page anew.
            document.addEventListener('DOMContentLoaded', () => {
              const w = window as unknown as { serverNodes: Element[] };
              w.serverNodes = [...document.querySelectorAll('#root h1, #root main, #root footer')];
            });
          },
          { l: lang, t: theme },
        );
        const res = await page.goto(urlOf(lang, p.path));
        expect(res?.status()).toBe(p.path === '/no-such-page' ? 404 : 200);
        const html = await res!.text();
        expect(html, 'the heading comes with the HTML').toContain(headingOf(lang, p));
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        // Hydrated: the top bar answers (the theme toggle names the other theme).
        const toggle = page.locator('.topbar-actions button.icon-btn:not(.lang-btn)');
        await expect(toggle).toHaveAttribute('aria-label', lang === 'en' ? (theme === 'dark' ? /light/i : /dark/i) : /.+/);
        await page.waitForLoadState('networkidle');
        await toggle.click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme === 'dark' ? 'light' : 'dark');
        const kept = await page.evaluate(() => {
          const nodes = (window as unknown as { serverNodes: Element[] }).serverNodes;
          return nodes.length > 0 && nodes.every((n) => n.isConnected);
        });
        expect(kept, 'the server-rendered nodes are kept').toBe(true);
        if (p.path === '/products') await expect(page.getByText(productName).first()).toBeVisible();
        // The not-found page is answered 404, which the console reports as a failed load.
        const expected = p.path === '/no-such-page' ? ['error: Failed to load resource: the server responded with a status of 404 (Not Found)'] : [];
        expect(problems).toEqual(expected);
      });
    }
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const lang of ['en', 'fa'] as const) {
    for (const p of PAGES) {
      test(`${urlOf(lang, p.path)} shows its content`, async ({ page }) => {
        await page.goto(urlOf(lang, p.path));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(lang, p));
        await expect(page.getByRole('navigation').first()).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.getByText('This site needs JavaScript')).toHaveCount(0);
        if (p.path === '/products') {
          const card = page.getByTestId('inventory-card').filter({ hasText: productName });
          await expect(card).toBeVisible();
          await expect(card.getByTestId('available')).toHaveText(lang === 'en' ? '1,234 kg' : '۱٬۲۳۴ کیلوگرم');
        }
      });
    }
  }

  test("the footer's privacy and terms links go nowhere", async ({ page }) => {
    for (const [path, names] of [['/about', ['Privacy policy', 'Terms of use']], ['/fa/contact', ['حریم خصوصی', 'شرایط استفاده']]] as const) {
      await page.goto(path);
      const moves = watchMoves(page);
      for (const name of names) {
        const link = page.getByRole('contentinfo').getByRole('link', { name });
        await expect(link).toBeDisabled();
        await link.click({ force: true });
      }
      expect(page.url()).toBe(new URL(path, page.url()).href);
      expect(moves, path).toEqual([]);
    }
  });

  // Only boot.ts sets data-theme; without it the system's preference still holds.
  for (const scheme of ['dark', 'light'] as const) {
    test(`a system that prefers ${scheme} gets the ${scheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(urlOf('fa', '/products'));
      const bg = scheme === 'dark' ? 'rgb(23, 18, 14)' : 'rgb(251, 247, 241)';
      await expect(page.locator('body')).toHaveCSS('background-color', bg);
    });
  }
});

// The app starts once the server's page is painted; what a reader does before it must not be lost.
test.describe('before the app starts', () => {
  test.use({ waitForApp: false });

  /** Holds the app's entry module until `release` is called, so the page stays the server's. */
  async function holdApp(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }
  // Not until `load`: once the page is painted the boot script adds the held module, which the
  // load event then waits for (on a slow machine the paint comes before the images are in).
  const open = (page: Page, url: string) => page.goto(url, { waitUntil: 'domcontentloaded' });

  test('privacy and terms go nowhere, before the app starts and after', async ({ page }) => {
    const release = await holdApp(page);
    await open(page, '/about');
    const moves = watchMoves(page);
    // A reader at the foot of the page: a jump to `#` would also take them to the top.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const footer = page.getByRole('contentinfo');
    const tapBoth = async () => {
      for (const name of ['Privacy policy', 'Terms of use']) await footer.getByRole('link', { name }).click({ force: true });
    };
    await tapBoth();
    release();
    await appStarted(page);
    await tapBoth();
    expect(page.url()).toMatch(/\/about$/);
    expect(moves).toEqual([]);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('the contact form sends nothing anywhere, and what was typed is in the message once the app is up', async ({ page }) => {
    const release = await holdApp(page);
    await open(page, '/contact');
    const moves = watchMoves(page);
    await page.getByLabel('Your name').fill('Hamid Noori');
    await page.getByLabel('Message', { exact: true }).fill('Do you ship pine nuts to Lyon?');
    await page.getByLabel('Your name').press('Enter');
    // However a browser may submit it (a submit button, assistive software): nowhere either.
    await page.locator('form.contact-form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    release();
    await appStarted(page);
    expect(moves).toEqual([]);
    const mail = new URL((await page.getByTestId('send-email').getAttribute('href'))!);
    expect(mail.searchParams.get('subject')).toBe('Inquiry from Hamid Noori');
    expect(mail.searchParams.get('body')).toContain('Do you ship pine nuts to Lyon?');
  });

  test('a click on Order is made again once the page comes to life', async ({ page }) => {
    const release = await holdApp(page);
    await open(page, '/products');
    await page.locator('#main [data-action="order"]').first().click();
    await expect(page.getByTestId('order-modal')).toBeHidden();
    release();
    await expect(page.getByTestId('order-modal')).toBeVisible();
  });

  test('a click while the app comes to life is handled once', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Clicks the menu button just after React has put its listeners on the page and before it has
    // hydrated it: React then hydrates at once and handles the click itself.
    await page.addInitScript(() => {
      const add = EventTarget.prototype.addEventListener;
      let clicked = false;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof add>) {
        add.apply(this, args);
        if (!clicked && args[0] === 'click' && this instanceof HTMLElement && this.id === 'root') {
          clicked = true;
          queueMicrotask(() => document.querySelector<HTMLElement>('button[aria-controls="mobile-menu"]')?.click());
        }
      };
    });
    await page.goto('/');
    await appStarted(page);
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a link clicked is followed by the app, and a reader who scrolled stays there', async ({ page }) => {
    const release = await holdApp(page);
    await open(page, '/products');
    const contact = page.locator('#main a[href="/contact"]').first();
    await contact.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    release();
    await appStarted(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    const release2 = await holdApp(page);
    await open(page, '/products');
    await page.locator('#main a[href="/contact"]').first().click();
    release2();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Let’s talk about your order');
  });
});
