// Sign-in, sign-out, reload, session expiry mid-work, Persian and the phone layout.
import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { ADMIN, openTab, signIn, startIn, TAB_NAMES } from './helpers';

test.beforeEach(async ({ page }) => {
  await startIn(page, 'en');
});

test('a spinner shows while the session is checked, then the login form', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('/api/session', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('status', { name: 'Checking your session…' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Checking your session…' })).toHaveCount(0);
});

test('both fields are required; a wrong password says so; show/hide; back link', async ({ page }) => {
  await page.goto('/dashboard');
  const username = page.locator('#dash-login-username');
  const password = page.locator('#dash-login-password');
  await expect(username).toHaveAttribute('required', '');
  await expect(password).toHaveAttribute('required', '');

  let authCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/admins/auth')) authCalls++;
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await username.fill(ADMIN.username);
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect(authCalls).toBe(0);

  await password.fill('not-the-password');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  expect(authCalls).toBe(1);

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signing-in spinner shows while the server answers', async ({ page }) => {
  await page.goto('/dashboard');
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('/api/admins/auth', async (route) => {
    await held;
    await route.fallback();
  });
  await page.locator('#dash-login-username').fill(ADMIN.username);
  await page.locator('#dash-login-password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  release();
  await expect(page.getByTestId('welcome')).toHaveText(`Welcome, ${ADMIN.username}`);
});

test('signed in: header, every tab in order, reload keeps the session; logout and reload show the form', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Golbahar dashboard' })).toBeVisible();
  // (the Orders tab may carry the count of new orders after its name)
  await expect(page.getByRole('tab')).toHaveText(TAB_NAMES.map((name) => new RegExp(`^${name}`)));
  await openTab(page, 'Orders');
  await expect(page).toHaveURL(/\/dashboard\?tab=orders$/);

  await page.reload();
  await expect(page.getByTestId('welcome')).toHaveText(`Welcome, ${ADMIN.username}`);
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');

  const logout = page.waitForRequest((r) => r.url().endsWith('/api/session') && r.method() === 'DELETE');
  await page.getByRole('button', { name: 'Log out' }).click();
  await logout;
  await expect(page.getByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
  const session = await (await page.request.get('/api/session')).json();
  expect(session.authenticated).toBe(false);
  expect(session.username ?? null).toBeNull();
});

test('a session that expires mid-work brings the login back and keeps what was typed', async ({ page, context }) => {
  await signIn(page);
  const form = page.getByTestId('add-product-form');
  await form.getByLabel('Name', { exact: true }).fill('Saffron threads, grade 1');
  await form.getByLabel('Price').fill('42');
  await openTab(page, 'Users');
  await page.locator('#new-admin-username').fill('half-typed');

  await context.clearCookies();
  // The orders tab loads its first page when shown: that call now answers 401 (and the tabs become
  // inert at once, so the click is all this step does).
  await page.getByRole('tab', { name: 'Orders' }).click();
  const overlay = page.locator('.dash-login-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('Your session has ended');
  await expect(page.locator('#dash-login-username')).toHaveValue(ADMIN.username);
  await page.locator('#dash-login-password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(overlay).toHaveCount(0);
  // The tabs reload after the new sign-in.
  await expect(page.getByTestId('orders-table').or(page.getByText('No orders yet.'))).toBeVisible();

  await openTab(page, 'Products');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Saffron threads, grade 1');
  await expect(form.getByLabel('Price')).toHaveValue('42');
  await openTab(page, 'Users');
  await expect(page.locator('#new-admin-username')).toHaveValue('half-typed');
});

test('Persian: right-to-left, Persian texts and digits, language switch in the header', async ({ page }) => {
  await signIn(page, { lang: 'fa' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.getByRole('tab', { name: 'محصولات' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'افزودن محصول' })).toBeVisible();
  await expect(page.getByTestId('welcome')).toHaveText(`${ADMIN.username}، خوش آمدید`);
  await page.getByRole('tab', { name: 'سفارش‌ها' }).click();
  await expect(page.getByRole('heading', { name: /^سفارش‌ها/ })).toBeVisible();
  await page.getByRole('button', { name: 'تغییر زبان به انگلیسی' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
});

test('theme toggle switches the dashboard to dark and back', async ({ page }) => {
  await signIn(page);
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  const next = before === 'dark' ? 'light' : 'dark';
  await page.getByRole('button', { name: next === 'dark' ? 'Dark theme' : 'Light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', next);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(next);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every tab is reachable and nothing overflows sideways', async ({ page }) => {
    await signIn(page);
    for (const name of TAB_NAMES) {
      const panel = await openTab(page, name);
      await expect(panel).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${name}`).toBeLessThanOrEqual(0);
    }
    // The add-product form starts folded on a phone so the list is in reach.
    await openTab(page, 'Products');
    await expect(page.getByTestId('add-product-form')).toBeHidden();
    await page.getByRole('button', { name: 'Open form' }).click();
    await expect(page.getByTestId('add-product-form')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fold form' })).toHaveAttribute('aria-expanded', 'true');
  });
});
