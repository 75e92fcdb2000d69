// Certificates tab: a file that is not a real PDF or image is refused in the browser (nothing sent);
// a real PDF is added and published; each document is flagged when it ends within 30 days and
// marked once expired; editing keeps the file; removal asks first.
import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { apiSignIn, openTab, signIn, unique } from './helpers';
import { PDF, day } from '../documents-helpers';

test('a file that is not a PDF or an image is refused; a PDF is added and flagged when it ends within 30 days', async ({ page, request }) => {
  await signIn(page);
  const panel = await openTab(page, 'Certificates');
  const form = panel.getByTestId('document-form');
  const title = unique('HACCP certificate');
  await form.getByLabel('Title (English)').fill(title);
  await form.getByLabel('Title (Persian)').fill('گواهی‌نامهٔ HACCP');
  await form.getByLabel('Issued by').fill('Example Certification Ltd.');
  await form.getByLabel('Number').fill('HACCP-0142');
  await form.getByLabel('Valid until').fill(day(10));

  // named .pdf, but HTML inside: the browser reads the bytes as the server does
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/documents') && r.method() === 'POST') posted += 1;
  });
  await form.getByTestId('document-file').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await form.getByRole('button', { name: 'Add certificate or document' }).click();
  await expect(form.getByRole('alert')).toHaveText('The file must be a PDF or a JPEG, PNG, WebP or GIF image.');
  expect(posted).toBe(0);

  await form.getByTestId('document-file').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/documents') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Add certificate or document' }).click();
  expect((await answer).status()).toBe(201);
  const row = panel.getByTestId('document-row').filter({ hasText: title });
  await expect(row).toHaveAttribute('data-status', 'soon');
  await expect(row.getByTestId('document-status')).toHaveText('Ends in 10 days');
  await expect(panel.getByTestId('documents-alert')).toContainText('ending within 30 days');
  await expect(form.getByLabel('Title (English)')).toHaveValue('');

  const list = await (await request.get('/api/documents')).json();
  const added = list.find((d: { title: string }) => d.title === title);
  expect(added).toMatchObject({ titleFa: 'گواهی‌نامهٔ HACCP', number: 'HACCP-0142', validUntil: day(10), fileType: 'application/pdf' });
  const file = await request.get(added.fileUrl);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await file.body(), PDF)).toBe(0);
});

test('each document is marked expired, ending soon or valid; an edit keeps the file', async ({ page, request }) => {
  await apiSignIn(request);
  const names = { expired: unique('Expired organic'), soon: unique('Ending halal'), valid: unique('Valid ISO 22000'), open: unique('Spec sheet') };
  const until = { expired: day(-1), soon: day(30), valid: day(31), open: undefined };
  for (const kind of ['expired', 'soon', 'valid', 'open'] as const) {
    const res = await request.post('/api/documents', {
      data: { title: names[kind], validUntil: until[kind], file: `data:application/pdf;base64,${PDF.toString('base64')}` },
    });
    expect(res.status()).toBe(201);
  }
  await signIn(page);
  const panel = await openTab(page, 'Certificates');
  const row = (kind: keyof typeof names) => panel.getByTestId('document-row').filter({ hasText: names[kind] });
  await expect(row('expired')).toHaveAttribute('data-status', 'expired');
  await expect(row('expired').getByTestId('document-status')).toHaveText('Expired');
  await expect(row('soon').getByTestId('document-status')).toHaveText('Ends in 30 days');
  await expect(row('valid').getByTestId('document-status')).toHaveText('Valid');
  await expect(row('open').getByTestId('document-status')).toHaveText('No expiry');
  await expect(panel.getByTestId('documents-alert')).toContainText('expired.');

  // renewed: a new last day, the same file
  const before = await row('expired').getByRole('link').getAttribute('href');
  await row('expired').getByRole('button', { name: 'Edit' }).click();
  const form = panel.getByTestId('document-form');
  await expect(form.getByLabel('Title (English)')).toHaveValue(names.expired);
  await form.getByLabel('Valid until').fill(day(365));
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(row('expired').getByTestId('document-status')).toHaveText('Valid');
  await expect(row('expired').getByRole('link')).toHaveAttribute('href', before!);

  await row('open').getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(row('open')).toHaveCount(0);
});
