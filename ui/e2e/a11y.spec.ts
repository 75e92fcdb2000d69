// axe-core (WCAG 2.0 and 2.1, levels A and AA) over every public page and dialog (and the
// inquiry list, the floating WhatsApp button), in both
// languages, both themes, on a phone and a laptop, and over every dashboard tab: no serious or
// critical violation. The rules are axe's; what a finding means is in its `helpUrl`.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { ADMIN, signIn, startIn, TAB_NAMES } from './dashboard/helpers';
import { kabulDate } from './helpers';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Finding = { id: string; impact: string; help: string; targets: string[] };

/** The serious and critical violations axe finds on what the page shows now. */
async function violations(page: Page): Promise<Finding[]> {
  // page.evaluate runs outside the page's Content-Security-Policy, which refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    // @ts-expect-error: axe is the script evaluated above
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return (result.violations as { id: string; impact: string; help: string; nodes: { target: string[] }[] }[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  }, TAGS);
}

/** Collects findings per view, so one run names every view at fault, not only the first. */
function report() {
  const found: string[] = [];
  return {
    async check(page: Page, view: string) {
      for (const v of await violations(page)) found.push(`${view}: ${v.id} (${v.impact}) ${v.help} at ${v.targets.join(', ')}`);
    },
    expectNone() {
      expect(found, found.join('\n')).toEqual([]);
    },
  };
}

/** Opens `path` (the app started on it: dialogs and menus work) and waits for its main content. */
async function loaded(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
}

async function openBy(page: Page, button: string) {
  await page.locator(button).first().click();
  await expect(page.locator('dialog[open]')).toBeVisible();
}

const PAGES = ['/', '/products', '/services', '/about', '/contact', '/inquiry', '/no-such-page'];
const VIEWPORTS = { laptop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

for (const lang of ['en', 'fa'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      test(`public pages and dialogs, ${lang}, ${theme}, ${device}: no serious or critical axe violation`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await startIn(page, lang, theme);
        const prefix = lang === 'fa' ? '/fa' : '';
        const found = report();
        for (const path of PAGES) {
          await loaded(page, path === '/' ? prefix || '/' : prefix + path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          // the floating WhatsApp button (the demo content has a number) is part of every page
          if (path === '/') await expect(page.getByTestId('whatsapp-link')).toBeVisible();
          await found.check(page, path);
        }

        // a product's own page, by the link its card gives
        await loaded(page, `${prefix}/products`);
        const productHref = await page
          .locator('[data-testid="inventory"] [data-product]')
          .first()
          .evaluate((card) => card.getAttribute('data-href') ?? card.querySelector('a[href*="/products/"]')?.getAttribute('href'));
        if (productHref) {
          await loaded(page, productHref);
          await found.check(page, productHref);
          await loaded(page, `${prefix}/products`);
        }

        // the order dialog
        await openBy(page, '[data-testid="inventory"] [data-action="order"]');
        await found.check(page, 'order dialog');
        await page.keyboard.press('Escape');
        await expect(page.locator('dialog[open]')).toHaveCount(0);

        // a share's confirmation (the link copied: a toast, announced)
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.locator('[data-testid="inventory"] [data-action="share"]').first().click();
        await expect(page.getByTestId('share-toast')).not.toBeEmpty();
        await found.check(page, 'share confirmation');

        // the inquiry list with a product, its problems shown
        await page.locator('[data-testid="inventory"] [data-action="inquire"]').first().click();
        await expect(page.getByTestId('inquiry-toast')).not.toBeEmpty();
        await found.check(page, 'inquiry confirmation');
        await loaded(page, `${prefix}/inquiry`);
        await page.getByTestId('inquiry-send').click();
        await expect(page.getByTestId('inquiry-problems')).not.toBeEmpty();
        await found.check(page, 'inquiry list with its problems');
        await page.evaluate(() => localStorage.removeItem('inquiry-list'));

        if (device === 'phone') {
          await page.locator('.menu-btn').click();
          await expect(page.locator('#mobile-menu')).toBeVisible();
          await found.check(page, 'phone menu');
        }
        found.expectNone();
      });
    }
  }
}

for (const lang of ['en', 'fa'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`every dashboard tab, ${lang}, ${theme}: no serious or critical axe violation`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.laptop);
      await signIn(page, { lang: 'en' });
      // the sign-in form's language and theme, then the tabs'
      await page.evaluate(([l, th]) => {
        localStorage.setItem('site-lang', l);
        localStorage.setItem('theme', th);
      }, [lang, theme]);
      await page.reload();
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(TAB_NAMES.length);
      const found = report();
      for (let i = 0; i < TAB_NAMES.length; i++) {
        await tabs.nth(i).click();
        await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
        const panel = page.getByRole('tabpanel');
        await expect(panel).toBeVisible();
        // data loaded: no spinner left in the panel
        await expect(panel.locator('[role="status"] .spinner, .dash-loading')).toHaveCount(0);
        await found.check(page, `${TAB_NAMES[i]} tab`);
      }
      if (lang === 'fa') {
        // the Solar Hijri date field refusing a day that does not exist (31 Mehr): its message, its parts marked
        const from = page.getByTestId('activity-from');
        await from.getByLabel('روز', { exact: true }).fill('۳۱');
        await from.getByLabel('ماه', { exact: true }).selectOption('7');
        await from.getByLabel('سال', { exact: true }).fill('۱۴۰۵');
        await expect(page.getByText('چنین روزی وجود ندارد: مهر سال ۱۴۰۵ فقط ۳۰ روز دارد.')).toBeVisible();
        await found.check(page, 'Activity tab with a date refused');
      }
      found.expectNone();
    });
  }
}

// A quote request opened in the Quotes tab (issue 30): its request, the answer form with a wrong
// price marked, a revision sent with its proforma links, the messages; and the Content tab's bank form.
for (const lang of ['en', 'fa'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`a quote request's page in the dashboard, ${lang}, ${theme}: no serious or critical axe violation`, async ({ page, request }) => {
      await request.post('/api/admins/auth', { data: ADMIN });
      const product = await request.post('/api/products', { data: { name: `A11y quote ${Date.now()}`, unit: 'kg', price: 5, currency: 'USD', source: 'bought', initialStock: 50 } });
      expect(product.status()).toBe(201);
      const created = await request.post('/api/inquiries', {
        data: { lines: [{ productId: (await product.json()).id, quantity: 4 }], name: 'A11y Buyer', company: 'Test GmbH', email: 'a11y@example.com', country: 'Germany', incoterm: 'FCA', notes: 'Two lines\nof notes', lang },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = await created.json();
      await page.setViewportSize(VIEWPORTS.laptop);
      await signIn(page, { lang: 'en' });
      await page.evaluate(([l, th]) => {
        localStorage.setItem('site-lang', l);
        localStorage.setItem('theme', th);
      }, [lang, theme]);
      await page.goto(`/dashboard?tab=quotes&quote=${id}`);
      const form = page.getByTestId('quote-answer');
      await expect(form.getByTestId('answer-price')).toBeVisible();
      const found = report();
      await form.getByTestId('answer-price').fill('0');
      await form.locator('button[type="submit"]').click();
      await expect(form.getByTestId('answer-error')).toBeVisible();
      await found.check(page, 'quote request with a wrong price');
      await form.getByTestId('answer-price').fill('12.5');
      const sent = page.waitForResponse((r) => r.url().endsWith(`/api/quotes/${id}/revisions`));
      await form.locator('input:not([type])[dir="auto"]').first().fill('Kabul');
      await form.locator('textarea').first().fill('Advance payment');
      await form.locator('input[type="number"]').fill('7');
      await form.locator('button[type="submit"]').click();
      expect((await sent).status()).toBe(201);
      await expect(page.getByTestId('quote-revision')).toHaveCount(1);
      await found.check(page, 'quote request with a revision sent');
      await page.goto('/dashboard?tab=content');
      await expect(page.getByTestId('bank-form')).toBeVisible();
      await found.check(page, 'content tab with the bank form');
      found.expectNone();
    });
  }
}
// A shipment opened in the Shipments tab (issue 41): its steps, the editor with a line's mistake
// marked and a refusal beside the containers, the papers; and the new-shipment form.
for (const lang of ['en', 'fa'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`a shipment's page in the dashboard, ${lang}, ${theme}: no serious or critical axe violation`, async ({ page, request }) => {
      await request.post('/api/admins/auth', { data: ADMIN });
      const product = await request.post('/api/products', {
        data: { name: `A11y ship ${Date.now()}`, unit: 'kg', price: 5, currency: 'USD', source: 'bought', initialStock: 50, facts: { packaging: [{ en: '10 kg carton', fa: 'کارتن ۱۰ کیلویی' }] } },
      });
      expect(product.status()).toBe(201);
      const order = await request.post('/api/orders', { data: { productId: (await product.json()).id, quantity: 20, customerName: 'A11y Buyer', customerEmail: `a11y-${Date.now()}@example.com`, destination: 'Germany' } });
      expect(order.status(), await order.text()).toBe(201);
      const made = await request.post('/api/shipments', { data: { orderIds: [(await order.json()).id], mode: 'sea' } });
      expect(made.status(), await made.text()).toBe(201);
      const { id } = await made.json();
      await page.setViewportSize(VIEWPORTS.laptop);
      await signIn(page, { lang: 'en' });
      await page.evaluate(([l, th]) => {
        localStorage.setItem('site-lang', l);
        localStorage.setItem('theme', th);
      }, [lang, theme]);
      await page.goto(`/dashboard?tab=shipments&shipment=${id}`);
      const editor = page.getByTestId('ship-editor');
      await expect(editor).toBeVisible();
      const found = report();
      await found.check(page, 'shipment');
      await editor.getByTestId('ship-add-container').click();
      await editor.getByTestId('ship-container-number').fill('ABCU1234567');
      await editor.getByTestId('ship-kind').selectOption('10 kg carton');
      await editor.getByTestId('ship-count').fill('2');
      await editor.getByTestId('ship-net').fill('10');
      await editor.getByTestId('ship-gross').fill('9');
      await editor.getByTestId('ship-save').click();
      await expect(editor.getByTestId('ship-line-error')).toBeVisible();
      await found.check(page, 'shipment with a line refused');
      await editor.getByTestId('ship-gross').fill('10.5');
      await editor.getByTestId('ship-save').click();
      await expect(editor.getByTestId('ship-field-error')).toBeVisible();
      await found.check(page, 'shipment with a container refused');
      await page.goto('/dashboard?tab=shipments&ship=');
      await expect(page.getByTestId('ship-new')).toBeVisible();
      await found.check(page, 'new shipment');
      found.expectNone();
    });
  }
}
// The money side of a shipment (issue 41): the invoice panel (an invoice, a credit note, the credit
// note's dialog) and the payments panel with its schedule, the schedule's editor and a payment
// refused, on a laptop and a 390 px phone; and the Money owed view.
for (const lang of ['en', 'fa'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`a shipment's payments and money owed, ${lang}, ${theme}: no serious or critical axe violation`, async ({ page, request }) => {
      await request.post('/api/admins/auth', { data: ADMIN });
      const product = await request.post('/api/products', { data: { name: `A11y pay ${Date.now()}`, unit: 'kg', price: 5, currency: 'USD', source: 'bought', initialStock: 50 } });
      expect(product.status()).toBe(201);
      const order = await request.post('/api/orders', { data: { productId: (await product.json()).id, quantity: 20, customerName: 'A11y Payer', customerEmail: `a11y-pay-${Date.now()}@example.com`, destination: 'Germany' } });
      expect(order.status(), await order.text()).toBe(201);
      const made = await request.post('/api/shipments', { data: { orderIds: [(await order.json()).id], mode: 'sea' } });
      const { id } = await made.json();
      const today = new Date().toISOString().slice(0, 10);
      const set = await request.put(`/api/shipments/${id}/schedule`, { data: { dues: [{ percent: 30, due: 'date', dueDate: today }, { percent: 70, due: 'departed' }] } });
      expect(set.status(), await set.text()).toBe(200);
      const paid = await request.post(`/api/shipments/${id}/payments`, { data: { date: today, amountCents: 3000, currency: 'USD', method: 'transfer', reference: 'FT1' } });
      expect(paid.status(), await paid.text()).toBe(201);
      // invoiced, cancelled by a credit note and invoiced again: the live invoice and the earlier papers
      const { lines } = await made.json();
      const packages = { count: 2, kind: '10 kg carton', netGrams: 10000, grossGrams: 10600 };
      const packed = await request.put(`/api/shipments/${id}`, { data: { mode: 'sea', incoterm: 'FCA', incotermPlace: 'Kabul', destination: 'Germany', containers: [], lines: lines.map((l: { orderId: number }) => ({ orderId: l.orderId, quantity: 20, packages })) } });
      expect(packed.status(), await packed.text()).toBe(200);
      await request.put('/api/content/bank', { data: { beneficiary: 'Golbahar Trading', bankName: 'Afghanistan International Bank', account: '0100 2345 6789', swift: 'AFIBAFKA' } });
      const first = await request.post(`/api/shipments/${id}/invoice`);
      expect(first.status(), await first.text()).toBe(201);
      expect((await request.post(`/api/invoices/${(await first.json()).id}/credit-note`, { data: { reason: 'Wrong address' } })).status()).toBe(201);
      expect((await request.post(`/api/shipments/${id}/invoice`)).status()).toBe(201);
      await signIn(page, { lang: 'en' });
      await page.evaluate(([l, th]) => {
        localStorage.setItem('site-lang', l);
        localStorage.setItem('theme', th);
      }, [lang, theme]);
      const found = report();
      for (const [device, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await page.goto(`/dashboard?tab=shipments&shipment=${id}`);
        const panel = page.getByTestId('ship-payments');
        await expect(panel.getByTestId('pay-due')).toHaveCount(2);
        await expect(page.getByTestId('inv-live')).toBeVisible();
        await expect(page.getByTestId('inv-credit-note')).toBeVisible();
        await panel.getByTestId('pay-schedule-open').click();
        await panel.getByTestId('pay-draft-percent').first().fill('20');
        await panel.getByTestId('pay-schedule-save').click();
        await expect(panel.getByTestId('pay-schedule-error')).toBeVisible();
        await panel.getByTestId('pay-amount').fill('1000');
        await panel.getByTestId('pay-record').click();
        await expect(panel.getByTestId('pay-form-error')).toBeVisible();
        await found.check(page, `payments and invoice, ${device}`);
        await page.getByTestId('inv-credit').click();
        await expect(page.getByTestId('inv-credit-reason')).toBeVisible();
        await found.check(page, `credit note dialog, ${device}`);
        await page.keyboard.press('Escape');
        await page.goto('/dashboard?tab=shipments&view=owed');
        await expect(page.getByTestId('owed-table')).toBeVisible();
        await found.check(page, `money owed, ${device}`);
      }
      found.expectNone();
    });
  }
}
test('the buyer\'s quote page, en/fa, light/dark, phone/laptop: no serious or critical axe violation', async ({ page, request }) => {
  const login = await request.post('/api/admins/auth', { data: { username: 'admin', password: 'e2e-admin-password' } });
  expect(login.status()).toBe(200);
  const product = await request.post('/api/products', {
    data: { name: `A11y Almonds ${Date.now()}`, nameFa: 'بادام', unit: 'kg', price: 10, currency: 'USD', source: 'bought', initialStock: 500 },
  });
  const { id: productId } = await product.json();
  const sent = await request.post('/api/inquiries', {
    data: { lines: [{ productId, quantity: 50 }], name: 'Amina', email: 'amina@example.com', lang: 'en' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id, quoteUrl } = await sent.json();
  const quote = await (await request.get(`/api/quotes/${id}`)).json();
  const validUntil = kabulDate(10);
  const priced = await request.post(`/api/quotes/${id}/revisions`, {
    data: {
      currency: 'USD', incoterm: 'FOB', place: 'Karachi', validUntil, paymentTerms: '30% advance', leadTimeDays: 14, message: 'New crop.',
      lines: [{ lineId: quote.lines[0].id, unitPrice: 6.5 }],
    },
  });
  expect(priced.status(), await priced.text()).toBe(201);
  const found = report();
  for (const lang of ['en', 'fa'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      for (const [device, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await page.goto('/');
        await page.evaluate(([l, th]) => {
          localStorage.setItem('site-lang', l);
          localStorage.setItem('theme', th);
        }, [lang, theme]);
        await page.goto(lang === 'fa' ? `/fa${quoteUrl}` : quoteUrl);
        await expect(page.getByTestId('quote-status')).toHaveAttribute('data-status', 'quoted');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await found.check(page, `quote page ${lang} ${theme} ${device}`);
        if (device === 'phone' && theme === 'light') {
          await page.getByTestId('quote-decline').click();
          await page.getByTestId('decline-confirm').click();
          await expect(page.getByTestId('decline-dialog')).toContainText(lang === 'fa' ? 'دلیل' : 'reason');
          await found.check(page, `decline dialog ${lang}`);
          await page.keyboard.press('Escape');
        }
      }
    }
  }
  found.expectNone();
});
