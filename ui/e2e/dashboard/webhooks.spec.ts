// Users tab, Webhooks (issue 42): add an https endpoint with its events (the browser refuses an
// http address first), the signing secret shown once, a test sent, its attempt listed with what
// failed (the receiver is down: a loopback port nothing listens on, which the server started with
// --webhooks-allow-private may reach), "Send again" adding an attempt; in English and in Persian.
import { expect, type Locator } from '@playwright/test';
import { test } from '../fixtures';
import { freePort, startServer } from '../../scripts/site-server.mjs';
import { ADMIN, openTab, signIn } from './helpers';

let server: Awaited<ReturnType<typeof startServer>>;
let down = 0;

test.beforeAll(async () => {
  down = await freePort();
  // retries an hour apart: the attempts listed are the ones the test makes
  server = await startServer({
    port: await freePort(),
    adminPassword: ADMIN.password,
    demo: false,
    env: { SITE_WEBHOOKS_ALLOW_PRIVATE: 'true', SITE_WEBHOOKS_RETRY_MS: '3600000' },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** Refreshes the deliveries until the newest lists `count` attempts. */
async function attempts(deliveries: Locator, refresh: string, count: number) {
  await expect(async () => {
    await deliveries.getByRole('button', { name: refresh }).click();
    await expect(deliveries.getByTestId('webhook-delivery').first().getByTestId('webhook-attempt')).toHaveCount(count, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

for (const lang of ['en', 'fa'] as const) {
  const words = {
    en: {
      tab: 'Users', title: 'Webhooks', url: 'Address (https)', add: 'Add endpoint', notHttps: 'The address must start with https://',
      events: ['Order created', 'Quote accepted'], once: 'it will not be shown again', done: 'Done', on: 'On', test: 'Send test',
      queued: 'Test queued.', deliveries: 'Deliveries', refresh: 'Refresh', waiting: 'Waiting', noAnswer: 'No answer', again: 'Send again',
    },
    fa: {
      tab: 'کاربران', title: 'وب‌هوک‌ها', url: 'نشانی (https)', add: 'افزودن نشانی', notHttps: 'نشانی باید با https:// آغاز شود',
      events: ['ثبت سفارش', 'پذیرش پیشنهاد قیمت'], once: 'دیگر نمایش داده نمی‌شود', done: 'تمام', on: 'روشن', test: 'فرستادن آزمایشی',
      queued: 'پیام آزمایشی در صف است.', deliveries: 'پیام‌های فرستاده', refresh: 'تازه‌سازی', waiting: 'در انتظار', noAnswer: 'بی‌پاسخ',
      again: 'فرستادن دوباره',
    },
  }[lang];

  test(`add a webhook endpoint, its secret once, a test's attempts and send again (${lang})`, async ({ page }) => {
    await signIn(page, { lang, path: `${server.baseURL}/dashboard` });
    const panel = lang === 'en' ? await openTab(page, 'Users') : page;
    if (lang === 'fa') await page.getByRole('tab', { name: words.tab }).click();
    const card = panel.getByTestId('webhooks');
    await expect(card.getByRole('heading', { name: words.title })).toBeVisible();

    const address = `https://127.0.0.1:${down}/hooks/${lang}-${Date.now().toString(36)}`;
    await card.getByLabel(words.url).fill(`http://127.0.0.1:${down}/hooks`);
    for (const e of words.events) await card.getByRole('checkbox', { name: e }).check();
    await card.getByRole('button', { name: words.add }).click();
    await expect(card.getByText(words.notHttps)).toBeVisible();

    await card.getByLabel(words.url).fill(address);
    await card.getByRole('button', { name: words.add }).click();
    const shown = card.getByTestId('webhook-secret');
    await expect(shown).toContainText(address);
    await expect(shown).toContainText(words.once);
    const secret = (await shown.getByTestId('webhook-secret-value').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await shown.getByRole('button', { name: words.done }).click();
    await expect(shown).toHaveCount(0);
    await expect(card).not.toContainText(secret);

    const row = card.getByTestId('webhook-row').filter({ hasText: address });
    await expect(row.getByTestId('webhook-state')).toHaveText(words.on);
    for (const e of words.events) await expect(row).toContainText(e);
    await row.getByRole('button', { name: words.test }).click();
    await expect(card.getByText(words.queued)).toBeVisible();

    await row.getByRole('button', { name: words.deliveries }).click();
    const deliveries = row.getByTestId('webhook-deliveries');
    await attempts(deliveries, words.refresh, 1);
    const delivery = deliveries.getByTestId('webhook-delivery').first();
    await expect(delivery).toContainText('webhook.test');
    await expect(delivery.getByTestId('webhook-delivery-state')).toHaveText(words.waiting);
    const attempt = delivery.getByTestId('webhook-attempt').first();
    await expect(attempt).toContainText(words.noAnswer);
    await expect(attempt).toContainText(`cannot connect to 127.0.0.1:${down}`);
    if (lang === 'fa') await expect(attempt).toContainText(/[۰-۹]+ میلی‌ثانیه/);

    await delivery.getByRole('button', { name: words.again }).click();
    await attempts(deliveries, words.refresh, 2);
    await page.screenshot({ path: `test-results/webhooks-${lang}.png`, fullPage: false });
  });
}
