// Content tab: the company's details and social links saved on the server with a 3 s confirmation,
// shown on every page of the public site; the company-profile PDF uploaded (PDF only) and deleted.
import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { apiSignIn, failOnce, openTab, signIn, unique } from './helpers';

const pdf = (name = 'profile.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
});

test('saving shows the confirmation for 3 s and the public site shows the new values', async ({ page, request }) => {
  await signIn(page);
  const panel = await openTab(page, 'Content');
  const form = panel.getByTestId('content-form');
  await expect(form.getByLabel('Contact e-mail')).toHaveAttribute('type', 'email');
  for (const label of ['Instagram', 'Facebook', 'YouTube', 'LinkedIn']) await expect(form.getByLabel(label)).toHaveAttribute('type', 'url');

  const email = `${unique('sales').replace(/\s+/g, '.')}@golbahar.example`;
  await form.getByLabel('Contact e-mail').fill(email);
  await form.getByLabel('Contact address (English)').fill('Shahr-e Naw, Kabul');
  await form.getByLabel('Instagram').fill('https://instagram.com/golbahar');
  await form.getByLabel('YouTube').fill('https://youtube.com/@golbahar');
  await form.getByLabel('WhatsApp').fill('+93 70 555 0101');
  // How long the confirmation shows is timed in the page, at the moments its text changes: timed
  // here, between two polls of the test runner, it would also count how late each poll saw the
  // change, which a loaded machine stretches by seconds.
  await page.evaluate(() => {
    const changes: [string | null, number][] = [];
    (window as unknown as { savedChanges: typeof changes }).savedChanges = changes;
    const read = () => {
      const text = document.querySelector('[data-testid="content-saved"]')?.textContent ?? null;
      if (!changes.length || changes[changes.length - 1][0] !== text) changes.push([text, performance.now()]);
    };
    read();
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await form.getByRole('button', { name: 'Save Changes' }).click();
  const saved = form.getByTestId('content-saved');
  await expect(saved).toHaveText('Changes saved!');
  await expect(saved).toHaveText('', { timeout: 15_000 });
  const changes = await page.evaluate(() => (window as unknown as { savedChanges: [string | null, number][] }).savedChanges);
  const shown = changes.findIndex(([text]) => text === 'Changes saved!');
  expect(shown, JSON.stringify(changes)).toBeGreaterThanOrEqual(0);
  expect(changes[shown + 1]?.[0], JSON.stringify(changes)).toBe('');
  const shownFor = changes[shown + 1][1] - changes[shown][1];
  expect(shownFor).toBeGreaterThan(2000);
  expect(shownFor).toBeLessThan(4500);

  const content = await (await request.get('/api/content')).json();
  expect(content).toMatchObject({
    contactEmail: email,
    contactAddress: 'Shahr-e Naw, Kabul',
    instagramUrl: 'https://instagram.com/golbahar',
    twitterUrl: 'https://youtube.com/@golbahar',
    whatsappUrl: '+93 70 555 0101',
  });

  const visitor = await page.context().browser()!.newPage({ baseURL: new URL(page.url()).origin });
  await visitor.goto('/contact');
  await expect(visitor.getByText(email).first()).toBeVisible();
  await visitor.close();
});

test('a new phone number, branches and hours saved on the dashboard show on every page, in both languages', async ({ page, request }) => {
  await signIn(page);
  const panel = await openTab(page, 'Content');
  const form = panel.getByTestId('content-form');
  const before = await (await request.get('/api/content')).json();
  // What the form starts with is what the server answers, defaults included.
  await expect(form.getByLabel('Phone')).toHaveValue(before.contactPhone);
  const phone = `+93 79 ${String(Date.now() % 1000).padStart(3, '0')} 0101`;
  await form.getByLabel('Phone').fill(phone);
  await form.getByLabel('Branches (English)').fill('Dubai\nLondon');
  await form.getByLabel('Branches (Persian)').fill('دبی\nلندن');
  await form.getByLabel('Working hours (Persian)').fill('شنبه تا چهارشنبه، ۸ صبح تا ۴ عصر');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByTestId('content-saved')).toHaveText('Changes saved!');

  const persianDigits = phone.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
  const tel = `tel:${phone.replace(/[^\d+]/g, '')}`;
  const origin = new URL(page.url()).origin;
  for (const lang of ['en', 'fa'] as const) {
    const visitor = await page.context().browser()!.newPage({ baseURL: origin });
    await visitor.addInitScript((l) => localStorage.setItem('site-lang', l), lang);
    for (const path of ['/', '/products', '/services', '/about', '/contact']) {
      await visitor.goto(path);
      const footerPhone = visitor.getByTestId('footer-phone');
      await expect(footerPhone, `${lang} ${path}`).toHaveText(lang === 'fa' ? persianDigits : phone);
      await expect(footerPhone).toHaveAttribute('href', tel);
    }
    // the contact page's info card: phone, branches and hours in the reader's language
    await expect(visitor.getByTestId('info-phone')).toHaveText(lang === 'fa' ? persianDigits : phone);
    await expect(visitor.getByTestId('branches')).toHaveText(lang === 'fa' ? 'دبی · لندن' : 'Dubai · London');
    await expect(visitor.getByTestId('info-hours')).toContainText(lang === 'fa' ? 'شنبه تا چهارشنبه' : 'Saturday to Thursday');
    await visitor.goto('/about');
    await expect(visitor.getByTestId('about-branches')).toContainText(lang === 'fa' ? 'لندن' : 'London');
    await visitor.close();
  }

  // Emptied fields go back to the defaults the server answers.
  await apiSignIn(request);
  const restored = await request.put('/api/content', {
    data: { ...before, contactPhone: null, branches: null, branchesFa: null, workingHoursFa: null, profileDocumentName: undefined, profileDocumentUrl: undefined },
  });
  expect(restored.status()).toBe(200);
  expect((await restored.json()).contactPhone).toBe(before.contactPhone);
});

test('a refused save shows the error and keeps what was typed', async ({ page }) => {
  await signIn(page);
  const panel = await openTab(page, 'Content');
  const form = panel.getByTestId('content-form');
  await form.getByLabel('Contact address (English)').fill('Typed, not saved');
  await failOnce(page, '**/api/content', 'PUT', 500, {});
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel.getByRole('alert')).toContainText('Failed to save');
  await expect(form.getByLabel('Contact address (English)')).toHaveValue('Typed, not saved');
});

test('the profile PDF is uploaded (PDF only), linked and deleted', async ({ page, request }) => {
  await signIn(page);
  const panel = await openTab(page, 'Content');
  const card = panel.getByTestId('profile-card');
  const input = card.getByTestId('profile-input');
  await expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(panel.getByRole('alert')).toContainText('Please choose a PDF file.');

  await input.setInputFiles(pdf('Golbahar profile 2025.pdf'));
  await expect(card.getByTestId('profile-link')).toHaveText('Golbahar profile 2025.pdf');
  const content = await (await request.get('/api/content')).json();
  expect(content.profileDocumentName).toBe('Golbahar profile 2025.pdf');
  const file = await request.get(content.profileDocumentUrl);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await card.getByRole('button', { name: 'Delete PDF' }).click();
  await expect(card.getByTestId('profile-link')).toHaveCount(0);
  await expect(card).toContainText('No profile document uploaded.');
  expect((await (await request.get('/api/content')).json()).profileDocumentUrl ?? null).toBeNull();
});
