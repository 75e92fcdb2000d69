// Users tab: blank fields do nothing, create, duplicate refused with the server's message, remove
// with a confirmation, and the last admin cannot be removed.
import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { failOnce, openTab, signIn, unique } from './helpers';

test('create and remove an admin; blank fields do nothing; duplicates are refused', async ({ page, request }) => {
  await signIn(page);
  const panel = await openTab(page, 'Users');
  const form = panel.getByTestId('create-admin-form');
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/admins') && r.method() === 'POST') posts++;
  });
  await form.getByRole('button', { name: 'Create admin' }).click();
  await form.getByLabel('Username').fill('   ');
  await form.getByLabel('Password', { exact: true }).fill('secret-password');
  await form.getByRole('button', { name: 'Create admin' }).click();
  expect(posts).toBe(0);

  const name = unique('manager').replace(/\s+/g, '-');
  await form.getByLabel('Username').fill(name);
  await form.getByRole('button', { name: 'Create admin' }).click();
  const row = panel.getByTestId('admin-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(panel.getByText(`Admin “${name}” created.`)).toBeVisible();
  await expect(form.getByLabel('Username')).toHaveValue('');

  // The new account can sign in.
  const login = await request.post('/api/admins/auth', { data: { username: name, password: 'secret-password' } });
  expect(login.status()).toBe(200);

  await form.getByLabel('Username').fill(name);
  await form.getByLabel('Password', { exact: true }).fill('another-password');
  await form.getByRole('button', { name: 'Create admin' }).click();
  await expect(form.getByRole('alert')).toHaveText('Username already exists');

  await row.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove administrator' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);
  const relogin = await request.post('/api/admins/auth', { data: { username: name, password: 'secret-password' } });
  expect(relogin.status()).toBe(401);
});

test('the refusal to remove the last admin is shown', async ({ page }) => {
  await signIn(page);
  const panel = await openTab(page, 'Users');
  const me = panel.getByTestId('admin-row').filter({ hasText: 'you' });
  await expect(me).toBeVisible();
  // Other tests may have added admins at the same moment: answer this one call as the server does
  // when only one admin is left, rather than removing everyone else.
  await failOnce(page, /\/api\/admins\/\d+$/, 'DELETE', 409, { error: 'Cannot remove the last admin' });
  await me.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog', { name: 'Remove administrator' }).getByRole('button', { name: 'Remove' }).click();
  await expect(panel.getByRole('alert')).toContainText('Cannot remove the last admin');
  await expect(me).toBeVisible();
});
