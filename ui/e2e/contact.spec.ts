// Contact links and the site content they come from, the company-profile download both ways,
// services and about rotations. Tests here change the site content, so they run one after the
// other and put the content back as they found it.
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { adminApi, openInApp, startIn } from './helpers';

test.describe.configure({ mode: 'serial' });

type Content = Record<string, string | null>;

async function getContent(request: APIRequestContext): Promise<Content> {
  return (await request.get('/api/content')).json();
}

async function putContent(request: APIRequestContext, patch: Content) {
  const { profileDocumentName: _n, profileDocumentUrl: _u, ...current } = await getContent(request);
  const res = await request.put('/api/content', { data: { ...current, ...patch } });
  expect(res.status(), await res.text()).toBe(200);
}

function mailParts(href: string) {
  const [to, query] = href.replace(/^mailto:/, '').split('?');
  const params = new URLSearchParams(query);
  return { to, subject: params.get('subject'), body: params.get('body') };
}

test.describe('contact page', () => {
  let original: Content;
  test.beforeAll(async ({ request }) => {
    original = await getContent(request);
  });
  test.afterAll(async ({ request }) => {
    await adminApi(request);
    const { profileDocumentName: _n, profileDocumentUrl: _u, ...rest } = original;
    await request.put('/api/content', { data: rest });
  });

  test('Send Email opens a message to the site’s address with subject and body', async ({ page, request }) => {
    const content = await getContent(request);
    await startIn(page, 'en');
    await page.goto('/contact');
    const send = page.getByTestId('send-email');
    // The page starts from the built-in address until the site content has arrived.
    await expect(send).toHaveAttribute('href', new RegExp(`^mailto:${content.contactEmail}\\?`));
    let mail = mailParts((await send.getAttribute('href'))!);
    expect(mail.to).toBe(content.contactEmail);
    expect(mail.subject).toBe('Inquiry from Website Visitor');

    await page.getByLabel('Your name').fill('Hamid Noori');
    await page.getByLabel('Your e-mail').fill('hamid@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Do you ship pine nuts to Lyon?');
    mail = mailParts((await send.getAttribute('href'))!);
    expect(mail.subject).toBe('Inquiry from Hamid Noori');
    expect(mail.body).toContain('Name: Hamid Noori');
    expect(mail.body).toContain('Email: hamid@example.com');
    expect(mail.body).toContain('Do you ship pine nuts to Lyon?');
  });

  test('the info card shows e-mail, phone and the branches joined by a middle dot', async ({ page, request }) => {
    const content = await getContent(request);
    await startIn(page, 'en');
    await page.goto('/contact');
    await expect(page.getByTestId('info-email')).toHaveText(content.contactEmail!);
    await expect(page.getByTestId('branches')).toHaveText('United Kingdom · Dubai · India');
    await expect(page.locator('.info-card a[href^="tel:"]')).toBeVisible();
    await expect(page.locator('.info-card')).toContainText('Saturday to Thursday');
  });

  test('WhatsApp: a number gives a wa.me link of its digits with the message', async ({ page, request }) => {
    await adminApi(request);
    await putContent(request, { whatsappUrl: '+93 (70) 555-1234' });
    await startIn(page, 'en');
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Sara');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    const href = new URL((await page.getByTestId('whatsapp').getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/93705551234');
    expect(href.searchParams.get('text')).toContain('Name: Sara');
    expect(href.searchParams.get('text')).toContain('Hello');
    await expect(page.getByTestId('whatsapp-hint')).toHaveCount(0);
  });

  test('WhatsApp: an https link gets the text appended', async ({ page, request }) => {
    await adminApi(request);
    await putContent(request, { whatsappUrl: 'https://wa.me/message/GOLBAHAR1' });
    await startIn(page, 'en');
    await page.goto('/contact');
    await page.getByLabel('Message', { exact: true }).fill('Price list please');
    const href = new URL((await page.getByTestId('whatsapp').getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/message/GOLBAHAR1');
    expect(href.searchParams.get('text')).toContain('Price list please');
  });

  test('WhatsApp: disabled with a setup hint when nothing is configured', async ({ page, request }) => {
    await adminApi(request);
    await putContent(request, { whatsappUrl: null });
    await startIn(page, 'en');
    await page.goto('/contact');
    const wa = page.getByTestId('whatsapp');
    await expect(wa).toHaveAttribute('aria-disabled', 'true');
    expect(await wa.getAttribute('href')).toBeNull();
    await expect(page.getByTestId('whatsapp-hint')).toHaveText('WhatsApp is not set up yet — please send us an e-mail for now.');
  });

  test('content changes show on the page: e-mail and address', async ({ page, request }) => {
    await adminApi(request);
    await putContent(request, {
      contactEmail: 'sales@golbahar.example',
      contactAddress: 'Wazir Akbar Khan, Kabul',
      contactAddressFa: 'وزیر اکبر خان، کابل',
    });
    await startIn(page, 'fa');
    await page.goto('/contact');
    await expect(page.getByTestId('info-email')).toHaveText('sales@golbahar.example');
    // The Persian page shows the Persian address (the English one only while no Persian is saved).
    await expect(page.locator('.info-card')).toContainText('وزیر اکبر خان، کابل');
    expect(mailParts((await page.getByTestId('send-email').getAttribute('href'))!).subject).toBe('درخواست از طرف بازدیدکنندهٔ وب‌سایت');
  });
});

test.describe('about page', () => {
  const PDF = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  let original: { name: string; data: string } | null = null;

  test.beforeAll(async ({ request }) => {
    const content = await getContent(request);
    if (content.profileDocumentUrl) {
      const bytes = await (await request.get(content.profileDocumentUrl)).body();
      original = { name: content.profileDocumentName ?? 'profile.pdf', data: `data:application/pdf;base64,${bytes.toString('base64')}` };
    }
  });
  test.afterAll(async ({ request }) => {
    await adminApi(request);
    if (original) await request.put('/api/content/profile', { data: original });
    else await request.delete('/api/content/profile');
  });

  test('company profile: a disabled button with a note when there is none, a download link when there is', async ({ page, request }) => {
    await adminApi(request);
    expect((await request.delete('/api/content/profile')).status()).toBe(204);
    await startIn(page, 'en');
    await page.goto('/about');
    const button = page.getByTestId('profile-download');
    await expect(button).toBeDisabled();
    await expect(page.locator('#profile-note')).toHaveText('The company profile is not available yet. Write to us and we will send it to you.');

    const res = await request.put('/api/content/profile', { data: { name: 'golbahar-e2e.pdf', data: `data:application/pdf;base64,${PDF.toString('base64')}` } });
    expect(res.status(), await res.text()).toBe(200);
    await page.reload();
    const link = page.getByRole('link', { name: 'Download company profile (PDF)' });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/media\/.+\.pdf$/);
    await expect(link).toHaveAttribute('download', 'golbahar-e2e.pdf');
    const pdf = await request.get(href);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('awards slider shows the server’s awards and rotates every 2.5 s; a failure shows none', async ({ page, request }) => {
    const awards = await (await request.get('/api/awards')).json();
    await page.clock.install({ time: new Date('2026-04-01T08:00:00') });
    await page.clock.pauseAt(new Date('2026-04-01T08:00:01'));
    await startIn(page, 'en');
    await page.mouse.move(0, 0);
    await page.goto('/about');
    const items = page.getByTestId('award');
    await expect(items).toHaveCount(awards.length);
    if (awards.length > 1) {
      const active = () => items.evaluateAll((els) => els.findIndex((e) => e.classList.contains('is-active')));
      expect(await active()).toBe(0);
      await page.clock.runFor(2500);
      await expect.poll(active).toBe(1);
    }

    await page.route('**/api/awards', (route) => route.fulfill({ status: 500, json: { error: 'down' } }));
    await openInApp(page, '/about');
    await expect(page.getByTestId('award')).toHaveCount(0);
    await expect(page.getByText('Our awards will be shown here soon.')).toBeVisible();
  });

  test('gallery rotates every 2.5 s through six pictures', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-04-01T08:00:00') });
    await page.clock.pauseAt(new Date('2026-04-01T08:00:01'));
    await startIn(page, 'en');
    await page.mouse.move(0, 0);
    await page.goto('/about');
    const images = page.getByTestId('gallery-image');
    await expect(images).toHaveCount(6);
    const active = () => images.evaluateAll((els) => els.findIndex((e) => e.classList.contains('is-active')));
    await page.clock.runFor(2500 * 5);
    await expect.poll(active).toBe(5);
    await page.clock.runFor(2500);
    await expect.poll(active).toBe(0);
  });

  test('about lists: stats, product chips, five processing steps each, four packing and marketing items', async ({ page }) => {
    await startIn(page, 'en');
    await page.goto('/about');
    await expect(page.getByTestId('stat')).toHaveCount(4);
    await expect(page.locator('.chip')).toHaveCount(10);
    await expect(page.locator('.steps')).toHaveCount(2);
    for (const steps of await page.locator('.steps').all()) await expect(steps.locator('li')).toHaveCount(5);
    await expect(page.getByRole('heading', { name: 'Branches' })).toBeVisible();
  });
});

test('services: the hero picture changes every 3 s; the contact button leads to /contact', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-04-01T08:00:00') });
  await page.clock.pauseAt(new Date('2026-04-01T08:00:01'));
  await startIn(page, 'en');
  await page.mouse.move(0, 0);
  await page.goto('/services');
  const images = page.getByTestId('services-image');
  const active = () => images.evaluateAll((els) => els.findIndex((e) => e.classList.contains('is-active')));
  expect(await active()).toBe(0);
  await page.clock.runFor(2900);
  expect(await active()).toBe(0);
  await page.clock.runFor(200);
  await expect.poll(active).toBe(1);
  await expect(page.locator('article.service-article')).toHaveCount(4);
  await page.locator('.services-hero').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
