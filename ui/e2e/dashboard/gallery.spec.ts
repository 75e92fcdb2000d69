// A product's photos in the edit panel: added, reordered and removed with the keyboard alone, each
// change announced, saved in order (the first becomes the card's picture); a photo left out is
// removed from the server.
import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { apiSignIn, createProduct, makePng, signIn, unique } from './helpers';

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

test('photos are added, reordered and removed with the keyboard, and saved in order', async ({ page, request }) => {
  await apiSignIn(request);
  const product = await createProduct(request, {
    name: unique('Gallery figs'),
    images: [{ url: dataUrl(makePng(640, 480)) }, { url: dataUrl(makePng(500, 375)) }],
  });
  const [a, b] = product.images.map((i) => i.url);
  await signIn(page);
  const row = page.locator(`[data-testid="product-row"][data-product-id="${product.id}"]`);
  await row.getByRole('button', { name: 'Edit details' }).click();
  const gallery = row.getByTestId('edit-product-gallery');
  await expect(gallery.getByTestId('gallery-item')).toHaveCount(2);
  await expect(gallery.getByTestId('gallery-item').first()).toContainText('On the card');

  await gallery.getByLabel('Add photos').setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: makePng(900, 600) });
  await expect(gallery.getByTestId('gallery-item')).toHaveCount(3);
  const status = gallery.getByRole('status');
  await expect(status).toContainText('3 photos');

  // the new photo to the front, by keyboard: focus stays with it as it moves
  await gallery.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Moved to place 2 of 3');
  await expect(gallery.getByRole('button', { name: 'Move photo 2 earlier' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Moved to place 1 of 3');
  await expect(gallery.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
  // then the first of the old ones (now second) removed
  await gallery.getByRole('button', { name: 'Remove photo 2' }).focus();
  await page.keyboard.press('Space');
  await expect(status).toHaveText('Photo removed');
  await expect(gallery.getByTestId('gallery-item')).toHaveCount(2);
  await expect(gallery.getByRole('button', { name: 'Remove photo 2' })).toBeFocused();

  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/products/${product.id}`) && r.request().method() === 'PATCH');
  await row.getByRole('button', { name: 'Save Changes' }).click();
  const updated = await (await saved).json();
  const urls: string[] = updated.images.map((i: { url: string }) => i.url);
  expect(urls).toHaveLength(2);
  expect(urls[1]).toBe(b);
  expect([a, b]).not.toContain(urls[0]);
  expect(updated.imageUrl).toBe(urls[0]);
  expect(updated.images[0].widths[0].width).toBe(400);
  expect((await request.get(a)).status()).toBe(404);
  const listed = (await (await request.get('/api/products')).json()).find((p: { id: number }) => p.id === product.id);
  expect(listed.images.map((i: { url: string }) => i.url)).toEqual(urls);
});

test('the Persian panel speaks of photos in Persian and in Persian digits', async ({ page, request }) => {
  await apiSignIn(request);
  const product = await createProduct(request, { name: unique('Gallery pistachios'), images: [{ url: dataUrl(makePng(320, 240)) }] });
  await signIn(page, { lang: 'fa' });
  const row = page.locator(`[data-testid="product-row"][data-product-id="${product.id}"]`);
  await row.getByRole('button', { name: 'ویرایش جزئیات' }).click();
  const gallery = row.getByTestId('edit-product-gallery');
  await expect(gallery).toContainText('عکس‌ها');
  await expect(gallery.getByTestId('gallery-item')).toContainText('عکس ۱ از ۱');
  await expect(gallery.getByRole('button', { name: 'حذف عکس ۱' })).toBeVisible();
});
