// The About page lists the company's valid certificates with a download, in the reader's language
// (Persian title, digits and Solar Hijri date on /fa/about), and not an expired one.
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { apiSignIn, unique } from './dashboard/helpers';
import { PDF, day } from './documents-helpers';
import { formatDate } from '../src/i18n/format';

test('the About page lists valid certificates with a download, in both languages', async ({ page, request }) => {
  await apiSignIn(request);
  const valid = unique('ISO 22000 certificate');
  const expired = unique('Expired halal certificate');
  const file = `data:application/pdf;base64,${PDF.toString('base64')}`;
  for (const [title, validUntil] of [[valid, day(100)], [expired, day(-1)]]) {
    const res = await request.post('/api/documents', {
      data: { title, titleFa: `گواهی‌نامهٔ ${title}`, issuer: 'Example Certification Ltd.', number: 'ISO-0087', validUntil, file },
    });
    expect(res.status()).toBe(201);
  }

  await page.goto('/about');
  const list = page.getByTestId('certificates');
  const item = list.getByTestId('document').filter({ hasText: valid });
  await expect(item).toContainText('Example Certification Ltd.');
  await expect(item).toContainText('ISO-0087');
  await expect(item.getByTestId('document-valid-until')).toHaveText(formatDate(day(100), 'en'));
  await expect(list.getByText(expired)).toHaveCount(0);
  const link = item.getByTestId('document-download');
  await expect(link).toHaveAttribute('download', `${valid}.pdf`);
  const download = await request.get((await link.getAttribute('href'))!);
  expect(download.headers()['content-type']).toBe('application/pdf');

  await page.goto('/fa/about');
  const fa = page.getByTestId('certificates').getByTestId('document').filter({ hasText: `گواهی‌نامهٔ ${valid}` });
  await expect(fa.getByTestId('document-valid-until')).toHaveText(formatDate(day(100), 'fa'));
  await expect(fa.getByTestId('document-valid-until')).toHaveText(/^[۰-۹]+ \S+ [۰-۹]{4}$/);
  await expect(fa).toContainText('صادرکننده');
  await expect(page.getByTestId('certificates').getByText(expired)).toHaveCount(0);
});
