// Slideshow tab: upload (uploading, then the server's record), add by URL, remove (optimistic, rolled
// back on failure), a failed addition marked with its error, hero texts saved for en and fa.
import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { apiSignIn, failOnce, jpegSize, makePng, openTab, signIn } from './helpers';

const EXTERNAL_MESSAGE = 'Unable to fetch external image (CORS or network error). Please upload the image file instead.';

test('upload shows the slide as uploading, then as the stored, downscaled record', async ({ page, request }) => {
  await signIn(page);
  const panel = await openTab(page, 'Slideshow');
  await expect(panel.locator('#slide-file')).toHaveAttribute('accept', 'image/*');
  const slides = panel.getByTestId('slide');
  await expect(panel.getByText('Loading…')).toHaveCount(0);
  const before = await slides.count();

  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/hero/slides', async (route) => {
    await held;
    await route.fallback();
  });
  await panel.locator('#slide-file').setInputFiles({ name: 'orchard.png', mimeType: 'image/png', buffer: makePng(2400, 1600) });
  await expect(slides).toHaveCount(before + 1);
  await expect(slides.last()).toHaveAttribute('data-state', 'uploading');
  await expect(slides.last()).toContainText('Uploading…');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/hero/slides') && r.request().method() === 'POST');
  release();
  const slide = await (await answer).json();
  await expect(slides.last()).toHaveAttribute('data-state', 'ready');
  await expect(slides.last().locator('img')).toHaveAttribute('src', slide.url);

  const media = await request.get(slide.url);
  expect(jpegSize(await media.body())).toEqual({ width: 1200, height: 800 });
  const hero = await (await request.get('/api/hero')).json();
  expect(hero.slides.map((s: { id: number }) => s.id)).toContain(slide.id);
});

test('add by URL: a link on this site is fetched and stored; an unreachable one shows the message', async ({ page, request, baseURL }) => {
  await apiSignIn(request);
  const png = makePng(400, 300).toString('base64');
  const seed = await (await request.post('/api/hero/slides', { data: { url: `data:image/png;base64,${png}` } })).json();
  await signIn(page);
  const panel = await openTab(page, 'Slideshow');
  const slides = panel.getByTestId('slide');
  await expect(panel.getByText('Loading…')).toHaveCount(0);
  const before = await slides.count();

  await panel.getByLabel('Add by URL').fill(`${baseURL}${seed.url}`);
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/hero/slides') && r.method() === 'POST');
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  expect((await posted).postDataJSON().url).toMatch(/^data:image\/jpeg;base64,/);
  await expect(slides).toHaveCount(before + 1);
  await expect(slides.last()).toHaveAttribute('data-state', 'ready');

  await panel.getByLabel('Add by URL').fill('http://127.0.0.1:9/slide.jpg');
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(slides.last()).toHaveAttribute('data-state', 'error');
  await expect(slides.last()).toContainText(EXTERNAL_MESSAGE);
  await slides.last().getByRole('button', { name: 'Close' }).click();
  await expect(slides).toHaveCount(before + 1);
});

test('a refused upload is marked with its error', async ({ page }) => {
  await signIn(page);
  const panel = await openTab(page, 'Slideshow');
  await expect(panel.getByText('Loading…')).toHaveCount(0);
  await failOnce(page, '**/api/hero/slides', 'POST', 500, {});
  await panel.locator('#slide-file').setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: makePng(300, 200) });
  const failed = panel.locator('[data-testid="slide"][data-state="error"]');
  await expect(failed).toContainText('Failed to upload');
});

test('remove is optimistic and rolled back when the server refuses', async ({ page, request }) => {
  await apiSignIn(request);
  const png = makePng(300, 200).toString('base64');
  const a = await (await request.post('/api/hero/slides', { data: { url: `data:image/png;base64,${png}` } })).json();
  await signIn(page);
  const panel = await openTab(page, 'Slideshow');
  const target = panel.locator(`[data-testid="slide"]:has(img[src="${a.url}"])`).last();
  await expect(target).toBeVisible();
  const count = await panel.getByTestId('slide').count();

  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(`**/api/hero/slides/${a.id}`, async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
  });
  await target.getByRole('button', { name: 'Remove' }).click();
  await expect(panel.getByTestId('slide')).toHaveCount(count - 1);
  release();
  await expect(panel.getByTestId('slide')).toHaveCount(count);
  await expect(panel.getByRole('alert')).toContainText('Failed to remove');
  await page.unroute(`**/api/hero/slides/${a.id}`);

  await panel.locator(`[data-testid="slide"]:has(img[src="${a.url}"])`).last().getByRole('button', { name: 'Remove' }).click();
  await expect(panel.getByTestId('slide')).toHaveCount(count - 1);
  await expect.poll(async () => (await (await request.get('/api/hero')).json()).slides.some((s: { id: number }) => s.id === a.id)).toBe(false);
});

test('hero texts for English and Persian are saved', async ({ page, request }) => {
  await signIn(page);
  const panel = await openTab(page, 'Slideshow');
  const en = panel.getByTestId('hero-texts-en');
  const fa = panel.getByTestId('hero-texts-fa');
  await expect(en.getByLabel('Title')).toBeEnabled();
  await expect(panel.getByRole('button', { name: 'Save texts' })).toBeEnabled();
  await en.getByLabel('Title').fill('From Afghan orchards to your shelves');
  await en.getByLabel('Lead').fill('Almonds, apricots and saffron, sorted by hand.');
  await en.getByLabel('Values').fill('Quality · Fair pay · Traceability');
  await en.getByLabel('Services').fill('Sourcing · Processing · Export');
  // The Persian texts are typed right-to-left; their labels are in the dashboard's language.
  await expect(fa).toHaveAttribute('dir', 'rtl');
  await fa.getByLabel('Title').fill('از باغ‌های افغانستان تا قفسه‌های شما');
  await fa.getByLabel('Lead').fill('بادام، زردآلو و زعفران، دست‌چین.');
  await fa.getByLabel('Values').fill('کیفیت · دستمزد عادلانه');
  await fa.getByLabel('Services').fill('تأمین · فرآوری · صادرات');
  await panel.getByRole('button', { name: 'Save texts' }).click();
  await expect(panel.getByText('Hero texts saved.')).toBeVisible();
  const hero = await (await request.get('/api/hero')).json();
  expect(hero.texts.en.title).toBe('From Afghan orchards to your shelves');
  expect(hero.texts.fa.services).toBe('تأمین · فرآوری · صادرات');
});

test('slides are reordered and the order is saved', async ({ page, request }) => {
  await apiSignIn(request);
  const png = (w: number) => `data:image/png;base64,${makePng(w, 200).toString('base64')}`;
  await request.post('/api/hero/slides', { data: { url: png(301) } });
  await request.post('/api/hero/slides', { data: { url: png(302) } });
  await signIn(page);
  const panel = await openTab(page, 'Slideshow');
  await expect(panel.getByText('Loading…')).toHaveCount(0);
  const before = (await (await request.get('/api/hero')).json()).slides.map((s: { id: number }) => s.id);
  const n = before.length;
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/hero') && r.request().method() === 'PUT');
  await panel.getByRole('button', { name: `Move slide ${n} earlier` }).click();
  expect((await saved).status()).toBe(200);
  const after = (await (await request.get('/api/hero')).json()).slides.map((s: { id: number }) => s.id);
  expect(after).toEqual([...before.slice(0, n - 2), before[n - 1], before[n - 2]]);
  await expect(panel.getByRole('button', { name: `Move slide ${n} later` })).toBeDisabled();
});
