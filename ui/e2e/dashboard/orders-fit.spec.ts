// Orders tab fits its screen (issue 30, item 7): at 1280 px every row's actions are whole inside the
// window and inside the table (not scrolled away or cut by it), in both languages; on a phone (390 px)
// every action can be reached, is big enough to tap, is the element a tap at its centre lands on,
// and works. Orders made from a quote carry a link to it.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { apiSignIn, createProduct, signIn, unique } from './helpers';

/** An order with texts as long as real ones get: a long name and e-mail, notes and a destination. */
async function placeLongOrder(request: APIRequestContext, productId: number) {
  const res = await request.post('/api/orders', {
    data: {
      productId,
      quantity: 1250,
      customerName: unique('Abdul Rahman Karimzada Trading'),
      customerEmail: 'procurement.department.longname@international-dried-fruit-importers.example.com',
      destination: 'Jebel Ali Free Zone, Dubai, United Arab Emirates',
      notes: 'Vacuum packed in 10 kg cartons, fumigation certificate and certificate of origin required',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

/** Every action button of every order row shown. */
function actionButtons(panel: Locator) {
  return panel.getByTestId('order-row').locator('[data-testid="order-actions"] button, .dash-order-actions button');
}

/** Whether the element is whole inside the window and inside every scrolling or clipping ancestor. */
async function wholeInView(button: Locator): Promise<string | null> {
  return button.evaluate((el) => {
    // Only the window scrolls, and only up or down, as a reader's would: the table is never scrolled
    // sideways to bring a button in (that would hide the very cut this looks for).
    const at = el.getBoundingClientRect();
    window.scrollBy({ top: at.top + at.height / 2 - window.innerHeight / 2, behavior: 'instant' });
    const r = el.getBoundingClientRect();
    const name = el.textContent?.trim() ?? '';
    if (r.width === 0 || r.height === 0) return `${name}: not rendered`;
    if (r.left < 0 || r.right > window.innerWidth + 0.5 || r.top < 0 || r.bottom > window.innerHeight + 0.5) {
      return `${name}: outside the window (${Math.round(r.left)}–${Math.round(r.right)} of ${window.innerWidth})`;
    }
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const b = a.getBoundingClientRect();
      if (r.left < b.left - 0.5 || r.right > b.right + 0.5) return `${name}: cut by ${a.className || a.tagName} (${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(b.left)}–${Math.round(b.right)})`;
    }
    // the element a tap at its centre lands on is the button itself (nothing sticky over it)
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !el.contains(hit)) return `${name}: covered by ${hit?.className || hit?.tagName}`;
    return null;
  });
}

async function checkAll(page: Page, panel: Locator, minHeight: number) {
  const buttons = actionButtons(panel);
  const count = await buttons.count();
  expect(count).toBeGreaterThanOrEqual(3);
  const problems: string[] = [];
  for (let i = 0; i < count; i++) {
    const b = buttons.nth(i);
    const problem = await wholeInView(b);
    const row = await b.evaluate((el) => el.closest('[data-order-id]')?.getAttribute('data-order-id'));
    if (problem) problems.push(`order ${row}: ${problem}`);
    const box = (await b.boundingBox())!;
    if (box.height < minHeight || box.width < 24) problems.push(`order ${row}: ${await b.textContent()} is ${box.width}×${box.height}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

for (const lang of ['en', 'fa'] as const) {
  test(`at 1280 × 800 every action of every order is inside the window and the table, ${lang}`, async ({ page, request }) => {
    await apiSignIn(request);
    const product = await createProduct(request, { name: unique('Sun-dried Kandahari pomegranate arils, premium export grade'), initialStock: 100000 });
    for (let i = 0; i < 3; i++) await placeLongOrder(request, product.id);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, { lang, path: '/dashboard?tab=orders' });
    const panel = page.locator('#dash-panel-orders');
    await expect(panel.getByTestId('order-row').first()).toBeVisible();
    await checkAll(page, panel, 24);
  });
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of ['en', 'fa'] as const) {
    test(`at 390 px every action of every order can be reached and tapped, and works, ${lang}`, async ({ page, request }) => {
      await apiSignIn(request);
      const product = await createProduct(request, { initialStock: 100000 });
      const order = await placeLongOrder(request, product.id);
      await signIn(page, { lang, path: '/dashboard?tab=orders' });
      const panel = page.locator('#dash-panel-orders');
      await expect(panel.getByTestId('order-row').first()).toBeVisible();
      await checkAll(page, panel, 40);
      // a tap does what it says
      const row = panel.locator(`[data-testid="order-row"][data-order-id="${order.id}"]`);
      await row.getByRole('button', { name: lang === 'fa' ? 'تأیید' : 'Approve', exact: true }).click();
      await expect(row.getByTestId('order-status')).toHaveText(lang === 'fa' ? 'تأییدشده' : 'Approved');
    });
  }
});
