// A second factor from the dashboard: set up from the key beside the QR code, then a sign-in from a
// fresh browser with the code an authenticator app computes (oathtool, Debian's), and the password
// asked again before a sensitive change once its five minutes have passed. On an account of its
// own: the shared admin every other test signs in as keeps the password alone.
import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { newContext, test } from '../fixtures';
import { adminApi } from '../helpers';
import { openTab, unique } from './helpers';

/** The code an authenticator app shows for `secret`, `offset` seconds from now. */
function totp(secret: string, offset = 0): string {
  const at = `now ${offset >= 0 ? '+' : '-'} ${Math.abs(offset)} seconds`;
  return execFileSync('oathtool', ['--totp', '-b', secret, '-N', at]).toString().trim();
}

async function signInAs(page: Page, username: string, password: string) {
  await page.goto('/dashboard');
  await page.locator('#dash-login-username').fill(username);
  await page.locator('#dash-login-password').fill(password);
  await page.locator('form.dash-login button[type="submit"]').click();
}

test('an admin turns a second factor on and signs in from a fresh browser with the app’s code', async ({ page, browser, request }) => {
  const username = unique('farida').replace(/\s+/g, '-');
  const password = 'a long passphrase for farida';
  const api = await adminApi(request);
  expect((await api.post('/api/admins', { data: { username, password } })).status()).toBe(201);

  await signInAs(page, username, password);
  await expect(page.getByTestId('welcome')).toContainText(username);
  const panel = await openTab(page, 'Users');
  const account = panel.getByTestId('account-card');
  await expect(account.getByTestId('second-factor-status')).toContainText('Off');
  await account.getByRole('button', { name: 'Set up a second factor' }).click();
  const setup = account.getByTestId('second-factor-setup');
  await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await setup.getByTestId('second-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await setup.getByLabel('Code from your authenticator app').fill(totp(secret));
  await setup.getByRole('button', { name: 'Turn on' }).click();
  const codes = account.getByTestId('recovery-codes');
  await expect(codes.locator('li')).toHaveCount(10);
  const recovery = (await codes.locator('li').first().textContent())?.trim() ?? '';
  expect(recovery).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  await codes.getByRole('button', { name: 'I have kept them' }).click();
  await expect(account.getByTestId('second-factor-status')).toContainText('10 recovery codes left');

  // a fresh browser: the password alone is not enough; the app's next code is
  const context = await newContext(browser);
  const fresh = await context.newPage();
  await signInAs(fresh, username, password);
  const code = fresh.getByLabel('Code from your authenticator app');
  await expect(code).toBeVisible();
  await expect(fresh.getByTestId('welcome')).toHaveCount(0);
  await code.fill(totp(secret, 30));
  await fresh.locator('form.dash-login button[type="submit"]').click();
  await expect(fresh.getByTestId('welcome')).toContainText(username);

  // five minutes on, a sensitive change asks for the password and a code again (a recovery code:
  // the app's codes of this half-minute are used)
  const tab = await openTab(fresh, 'Users');
  await expireConfirmation(fresh);
  await tab.getByTestId('account-card').getByRole('button', { name: 'New recovery codes' }).click();
  const dialog = fresh.getByTestId('confirm-password');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByLabel('Code from your authenticator app').fill(recovery);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(tab.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await context.close();
});

/**
 * As if the password was entered more than five minutes ago: the page is told so by the server's
 * own answer (403 `confirm_password`) to the next sensitive call, which the test makes happen by
 * answering that one call as the server would then.
 */
async function expireConfirmation(page: Page) {
  let answered = false;
  await page.route('**/api/session/recovery-codes', async (route) => {
    if (answered) return route.fallback();
    answered = true;
    await route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Enter your password again to make this change', code: 'confirm_password' }),
    });
  });
}
