// Users tab, API keys: make a read-write key (the key shown once, with a copy button and the
// warning), use it from a script without a cookie or an Origin, see its last use, and revoke it.
import { expect, request as newRequest } from '@playwright/test';
import { test } from '../fixtures';
import { openTab, signIn, unique } from './helpers';

test('create an API key, use it from a script, see its last use, revoke it', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  const panel = await openTab(page, 'Users');
  const card = panel.getByTestId('api-keys');
  const name = unique('Stock sync');
  await card.getByLabel('Key name').fill(name);
  await card.getByLabel('Access').selectOption({ label: 'Read and write' });
  await card.getByRole('button', { name: 'Create key' }).click();

  const shown = card.getByTestId('api-key-secret');
  await expect(shown).toContainText(`Key “${name}” created.`);
  await expect(shown).toContainText('it will not be shown again');
  const secret = (await shown.getByTestId('api-key-secret-value').textContent()) ?? '';
  expect(secret).toMatch(/^site_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  const row = card.getByTestId('api-key-row').filter({ hasText: name });
  await expect(row).toContainText('Read and write');
  await expect(row).toContainText(secret.slice(0, 12));
  await expect(row.getByTestId('api-key-last-used')).toHaveText('Never used');

  // A script: no cookie, no Origin, only the key.
  const script = await newRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${secret}` } });
  expect((await script.get('/api/orders')).status()).toBe(200);
  const made = await script.post('/api/products', { data: { name: unique('Keyed product'), unit: 'kg', price: 3, initialStock: 1 } });
  expect(made.status()).toBe(201);

  // Once dismissed, the key is not shown again, not even after a reload.
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  await page.reload();
  const again = await openTab(page, 'Users');
  const rowAgain = again.getByTestId('api-key-row').filter({ hasText: name });
  await expect(rowAgain.getByTestId('api-key-last-used')).toContainText('Last used');
  await expect(again.getByTestId('api-keys')).not.toContainText(secret);

  await rowAgain.getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke API key' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(rowAgain).toHaveCount(0);
  expect((await script.get('/api/orders')).status()).toBe(401);
  await script.dispose();
});

test('the API keys section in Persian', async ({ page }) => {
  await signIn(page, { lang: 'fa' });
  await page.getByRole('tab', { name: 'کاربران' }).click();
  const card = page.getByTestId('api-keys');
  await expect(card.getByRole('heading', { name: 'کلیدهای API' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'ساخت کلید' })).toBeVisible();
  await expect(card.getByLabel('دسترسی')).toContainText('فقط خواندن');
});
