// Awards tab: 'Please choose an image', add (uploading, then the record), a failed add removed,
// remove optimistic and rolled back on failure.
import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { failOnce, openTab, signIn, smallPng, unique } from './helpers';

test('an award needs an image; with one it is added and published', async ({ page, request }) => {
  await signIn(page);
  const panel = await openTab(page, 'Awards');
  const form = panel.getByTestId('add-award-form');
  const title = unique('Best exporter');
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description', { exact: true }).fill('Kabul chamber of commerce, 2023');
  await form.getByRole('button', { name: 'Add award' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please choose an image');
  await expect(form.getByLabel('Choose image')).toHaveAttribute('accept', 'image/*');

  await form.getByLabel('Choose image').setInputFiles(smallPng());
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/awards') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Add award' }).click();
  await expect(panel.getByTestId('award').first()).toContainText(title);
  const award = await (await posted).json();
  await expect(panel.getByTestId('award').first()).toHaveAttribute('data-state', 'ready');
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('');
  const list = await (await request.get('/api/awards')).json();
  expect(list.some((a: { id: number; title: string }) => a.id === award.id && a.title === title)).toBe(true);
});

test('a refused award is removed again and the form keeps what was typed', async ({ page }) => {
  await signIn(page);
  const panel = await openTab(page, 'Awards');
  await expect(panel.getByText('Loading…')).toHaveCount(0);
  const count = await panel.getByTestId('award').count();
  const form = panel.getByTestId('add-award-form');
  await form.getByLabel('Title', { exact: true }).fill('Refused award');
  await form.getByLabel('Choose image').setInputFiles(smallPng());
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/awards', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
  });
  await form.getByRole('button', { name: 'Add award' }).click();
  await expect(panel.getByTestId('award')).toHaveCount(count + 1);
  await expect(panel.getByTestId('award').first()).toHaveAttribute('data-state', 'uploading');
  release();
  await expect(panel.getByTestId('award')).toHaveCount(count);
  await expect(form.getByRole('alert')).toHaveText('Failed to add');
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Refused award');
});

test('remove is optimistic and rolled back when the server refuses', async ({ page, request }) => {
  await signIn(page);
  const panel = await openTab(page, 'Awards');
  const form = panel.getByTestId('add-award-form');
  const title = unique('Removable award');
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Choose image').setInputFiles(smallPng());
  await form.getByRole('button', { name: 'Add award' }).click();
  const card = panel.getByTestId('award').filter({ hasText: title });
  await expect(card).toHaveAttribute('data-state', 'ready');

  await failOnce(page, /\/api\/awards\/\d+$/, 'DELETE', 500, {});
  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(panel.getByRole('alert')).toContainText('Failed to remove');
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(card).toHaveCount(0);
  await expect.poll(async () => (await (await request.get('/api/awards')).json()).some((a: { title: string }) => a.title === title)).toBe(false);
});
