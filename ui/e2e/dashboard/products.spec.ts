// Products tab: validation message, add (with image downscaling), quick import and export, edit
// details (base stock recomputed), delete with confirm (optimistic, rolled back on failure), error modal.
import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { apiSignIn, createProduct, failOnce, jpegSize, makePng, signIn, unique } from './helpers';

const EXTERNAL_MESSAGE = 'Unable to fetch external image (CORS or network error). Please upload the image file instead.';

async function expectErrorModal(page: Page, message: string) {
  const modal = page.getByRole('alertdialog', { name: 'Something went wrong' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(message);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
}

const row = (page: Page, id: number) => page.locator(`[data-testid="product-row"][data-product-id="${id}"]`);

async function refresh(page: Page) {
  const done = page.waitForResponse((r) => r.url().endsWith('/api/products') && r.request().method() === 'GET');
  await page.locator('#dash-panel-products').getByRole('button', { name: 'Refresh' }).click();
  await done;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('the required-fields message lists exactly what is missing', async ({ page }) => {
  const form = page.getByTestId('add-product-form');
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/products') && r.method() === 'POST') posts++;
  });
  await form.getByRole('button', { name: 'Add product' }).click();
  await expectErrorModal(page, 'Please fill required fields: Name, Price, Initial stock');

  await form.getByLabel('Source').selectOption('imported');
  await form.getByLabel('Import date').fill('');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expectErrorModal(page, 'Please fill required fields: Name, Price, Initial import quantity, Import date');

  await form.getByLabel('Name', { exact: true }).fill('Green raisins');
  await form.getByLabel('Price').fill('0');
  await form.getByLabel('Initial import quantity').fill('5');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expectErrorModal(page, 'Please fill required fields: Price, Import date');
  expect(posts).toBe(0);
});

test('an uploaded 3000 px image is stored as a 1200 px JPEG; the product shows at once', async ({ page, request }) => {
  const name = unique('Almonds Kaghzi');
  const form = page.getByTestId('add-product-form');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Unit').selectOption('box');
  await form.getByLabel('Price').fill('8.75');
  await form.getByLabel('Currency').selectOption('AFN');
  await form.getByLabel('Initial stock').fill('60');
  await form.getByLabel('Choose image').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: makePng(3000, 2000) });
  const created = page.waitForResponse((r) => r.url().endsWith('/api/products') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Add product' }).click();
  const res = await created;
  expect(res.status()).toBe(201);
  const sent = res.request().postDataJSON();
  expect(sent.imageUrl).toMatch(/^data:image\/jpeg;base64,/);
  const product = await res.json();

  const item = row(page, product.id);
  await expect(item).toContainText(name);
  await expect(item.getByTestId('available')).toContainText('60');
  await expect(item).toContainText('8.75 AFN');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');

  expect(product.imageUrl).toMatch(/^\/media\/[0-9a-f]+\.jpg$/);
  const media = await request.get(product.imageUrl);
  expect(media.headers()['content-type']).toBe('image/jpeg');
  expect(jpegSize(await media.body())).toEqual({ width: 1200, height: 800 });
});

test('an imported product starts with its import; the edit panel stores photos at 1600 px', async ({ page, request }) => {
  const name = unique('Pine nuts');
  const form = page.getByTestId('add-product-form');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Price').fill('30');
  await form.getByLabel('Source').selectOption('imported');
  await form.getByLabel('Initial import quantity').fill('40');
  await form.getByLabel('Import date').fill('2024-03-05');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/products') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Add product' }).click();
  const product = await (await created).json();
  const item = row(page, product.id);
  await expect(item.getByTestId('available')).toContainText('40');
  await expect(item).toContainText('Imported');

  await item.getByRole('button', { name: 'Edit details' }).click();
  const panel = item.getByRole('region');
  await panel.getByLabel('Add photos').setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: makePng(3000, 1500) });
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/products/${product.id}`) && r.request().method() === 'PATCH');
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  const updated = await (await saved).json();
  const media = await request.get(updated.imageUrl);
  expect(jpegSize(await media.body())).toEqual({ width: 1600, height: 800 });
});

test('quick import and quick export, with the stock checks of both sides', async ({ page, request }) => {
  await apiSignIn(request);
  const product = await createProduct(request, { initialStock: 100 });
  await refresh(page);
  const item = row(page, product.id);
  const importBox = item.getByRole('form', { name: /Quick import/ });
  const exportBox = item.getByRole('form', { name: /Quick export/ });

  const addImport = importBox.getByRole('button', { name: 'Add import' });
  await expect(addImport).toBeDisabled();
  await importBox.getByPlaceholder('Quantity').fill('0');
  await expect(addImport).toBeDisabled();
  await importBox.getByPlaceholder('Quantity').fill('25');
  await expect(addImport).toBeEnabled();
  await addImport.click();
  await expect(item.getByTestId('available')).toContainText('125');

  const addExport = exportBox.getByRole('button', { name: 'Add export' });
  await exportBox.getByPlaceholder('Quantity').fill('10');
  await expect(addExport).toBeDisabled();
  await exportBox.getByPlaceholder('City / Country').fill('Dubai');
  await expect(addExport).toBeEnabled();

  // More than available: refused in the browser, nothing is sent.
  let exportCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith(`/api/products/${product.id}/exports`)) exportCalls++;
  });
  await exportBox.getByPlaceholder('Quantity').fill('126');
  await addExport.click();
  await expectErrorModal(page, 'Export quantity exceeds available stock');
  expect(exportCalls).toBe(0);

  // Stock taken elsewhere meanwhile: the server refuses, with the same message.
  const elsewhere = await request.post(`/api/products/${product.id}/exports`, { data: { quantity: 100, destination: 'India' } });
  expect(elsewhere.status()).toBe(200);
  await exportBox.getByPlaceholder('Quantity').fill('30');
  await addExport.click();
  await expectErrorModal(page, 'Export quantity exceeds available stock');
  expect(exportCalls).toBe(1);

  await exportBox.getByPlaceholder('Quantity').fill('20');
  await addExport.click();
  await expect(item.getByTestId('available')).toContainText('5');
  const list = (await (await request.get('/api/products')).json()) as { id: number; available: number }[];
  expect(list.find((p) => p.id === product.id)?.available).toBe(5);
});

test('saving the edit panel sets base stock = entered available − imports + exports, not below 0', async ({ page, request }) => {
  await apiSignIn(request);
  const product = await createProduct(request, { initialStock: 100 });
  await request.post(`/api/products/${product.id}/imports`, { data: { quantity: 20 } });
  await request.post(`/api/products/${product.id}/exports`, { data: { quantity: 30, destination: 'France' } });
  await refresh(page);
  const item = row(page, product.id);
  await expect(item.getByTestId('available')).toContainText('90');

  await item.getByRole('button', { name: 'Edit details' }).click();
  const panel = item.getByRole('region');
  await expect(panel.getByLabel('Available stock')).toHaveValue('90');
  await panel.getByLabel('Available stock').fill('50');
  await panel.getByLabel('Price').fill('14');
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/products/${product.id}`) && r.request().method() === 'PATCH');
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  const res = await saved;
  expect(res.request().postDataJSON()).toMatchObject({ baseStock: 60, price: 14 });
  await expect(item.getByTestId('available')).toContainText('50');
  await expect(item.getByRole('region')).toHaveCount(0);

  await item.getByRole('button', { name: 'Edit details' }).click();
  await item.getByRole('region').getByLabel('Available stock').fill('5');
  const again = page.waitForResponse((r) => r.url().endsWith(`/api/products/${product.id}`) && r.request().method() === 'PATCH');
  await item.getByRole('region').getByRole('button', { name: 'Save Changes' }).click();
  expect((await again).request().postDataJSON()).toMatchObject({ baseStock: 15 });

  const other = await createProduct(request, { initialStock: 10 });
  await request.post(`/api/products/${other.id}/imports`, { data: { quantity: 20 } });
  await refresh(page);
  const second = row(page, other.id);
  await second.getByRole('button', { name: 'Edit details' }).click();
  await second.getByRole('region').getByLabel('Available stock').fill('5');
  const floor = page.waitForResponse((r) => r.url().endsWith(`/api/products/${other.id}`) && r.request().method() === 'PATCH');
  await second.getByRole('region').getByRole('button', { name: 'Save Changes' }).click();
  expect((await floor).request().postDataJSON()).toMatchObject({ baseStock: 0 });
  await expect(second.getByTestId('available')).toContainText('20');
});

test('delete asks first, removes at once, and restores the product when the server refuses', async ({ page, request }) => {
  await apiSignIn(request);
  const keep = await createProduct(request);
  const gone = await createProduct(request);
  await refresh(page);

  await row(page, gone.id).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete product' });
  await expect(dialog).toContainText(gone.name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, gone.id)).toBeVisible();

  await row(page, gone.id).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete product' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, gone.id)).toHaveCount(0);
  await expect.poll(async () => ((await (await request.get('/api/products')).json()) as { id: number }[]).some((p) => p.id === gone.id)).toBe(false);

  // The server refuses: the row goes at once, then comes back with the server's message.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(`**/api/products/${keep.id}`, async (route) => {
    if (route.request().method() !== 'DELETE') return route.fallback();
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Database is busy' }) });
  });
  await row(page, keep.id).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete product' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, keep.id)).toHaveCount(0);
  release();
  await expect(row(page, keep.id)).toBeVisible();
  await expectErrorModal(page, 'Database is busy');
});

test('a dialog keeps focus inside, closes on Escape and gives focus back to what opened it', async ({ page, request }) => {
  await apiSignIn(request);
  const product = await createProduct(request);
  await refresh(page);
  const opener = row(page, product.id).getByRole('button', { name: 'Delete' });
  await opener.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete product' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
  // The page behind is inert: Tab never reaches it (past the dialog's last button focus leaves the
  // page for the browser's own controls, as with every native modal dialog).
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(row(page, product.id)).toBeVisible();
});

test('a server error on create shows in the modal and the form keeps what was typed', async ({ page }) => {
  const form = page.getByTestId('add-product-form');
  await failOnce(page, '**/api/products', 'POST', 500, {});
  await form.getByLabel('Name', { exact: true }).fill('Walnuts');
  await form.getByLabel('Price').fill('9');
  await form.getByLabel('Initial stock').fill('12');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expectErrorModal(page, 'Failed to create');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Walnuts');

  await failOnce(page, '**/api/products', 'POST', 400, { error: 'Name is too long' });
  await form.getByRole('button', { name: 'Add product' }).click();
  await expectErrorModal(page, 'Name is too long');
});

test('an external image that cannot be fetched gives the specification message', async ({ page }) => {
  const form = page.getByTestId('add-product-form');
  await form.getByLabel('Name', { exact: true }).fill('Figs');
  await form.getByLabel('Price').fill('6');
  await form.getByLabel('Initial stock').fill('3');
  await form.getByText('From URL', { exact: true }).click();
  await expect(form.getByRole('radio', { name: 'From URL' })).toBeChecked();
  await form.getByLabel('Image URL').fill('http://127.0.0.1:9/figs.jpg');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expectErrorModal(page, EXTERNAL_MESSAGE);
});

test('the image input accepts images only', async ({ page }) => {
  await expect(page.getByTestId('add-product-form').getByLabel('Choose image')).toHaveAttribute('accept', 'image/*');
});
