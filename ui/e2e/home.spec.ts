// Home: the hero slideshow (server slides and texts, 5 s rotation that wraps, arrows, dots, pause
// on hover, abort on language change, silent fallback) and the export map.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { openInApp, startIn } from './helpers';

const SLIDES = {
  slides: [
    { id: 101, url: '/favicon.svg' },
    { id: 102, url: '/favicon.svg' },
    { id: 103, url: '/favicon.svg' },
  ],
  texts: {
    en: { title: 'Harvest 2026 is in', lead: 'New-crop almonds and apricots.', values: 'Fresh · Fair', services: 'Air and sea' },
    fa: { title: 'محصول ۱۴۰۵ رسید', lead: '', values: '', services: '' },
  },
};

async function withSlides(page: Page) {
  await page.route('**/api/hero', (route) => route.fulfill({ json: SLIDES }));
}

const hero = (page: Page) => page.locator('section.hero');
const activeIndex = (page: Page) =>
  hero(page)
    .getByTestId('hero-slide')
    .evaluateAll((els) => els.findIndex((e) => e.classList.contains('is-active')));

test.describe('hero slideshow', () => {
  test('shows the server’s slides and texts, and defaults where a text is empty', async ({ page }) => {
    await withSlides(page);
    await startIn(page, 'en');
    await openInApp(page, '/');
    await expect(hero(page).getByTestId('hero-slide')).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harvest 2026 is in');
    await expect(hero(page)).toContainText('Fresh · Fair');
    await page.getByRole('button', { name: /Switch to Persian/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('محصول ۱۴۰۵ رسید');
    // Empty Persian lead: the dictionary's lead is shown.
    await expect(hero(page)).toContainText('بادام، کشمش، زردآلو');
    await expect(hero(page).getByRole('link', { name: 'دیدن محصولات' })).toHaveAttribute('href', '/fa/products');
    await expect(hero(page).getByRole('link', { name: 'درخواست قیمت' })).toHaveAttribute('href', '/fa/contact');
  });

  test('advances every 5 s and wraps; arrows and dots jump directly', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-04-01T08:00:00') });
    await page.clock.pauseAt(new Date('2026-04-01T08:00:01'));
    await withSlides(page);
    await startIn(page, 'en');
    await page.mouse.move(0, 0);
    await openInApp(page, '/');
    await expect(hero(page).getByTestId('hero-slide')).toHaveCount(3);
    expect(await activeIndex(page)).toBe(0);

    await page.clock.runFor(4900);
    expect(await activeIndex(page)).toBe(0);
    await page.clock.runFor(200);
    await expect.poll(() => activeIndex(page)).toBe(1);
    await page.clock.runFor(5000);
    await expect.poll(() => activeIndex(page)).toBe(2);
    await page.clock.runFor(5000);
    await expect.poll(() => activeIndex(page)).toBe(0);

    const dots = hero(page).getByRole('button', { name: /Show slide/ });
    await expect(dots).toHaveCount(3);
    await dots.nth(2).click();
    await expect.poll(() => activeIndex(page)).toBe(2);
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await hero(page).getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => activeIndex(page)).toBe(0);
    await hero(page).getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => activeIndex(page)).toBe(2);
  });

  test('pauses while hovered and with the pause button', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-04-01T08:00:00') });
    await page.clock.pauseAt(new Date('2026-04-01T08:00:01'));
    await withSlides(page);
    await startIn(page, 'en');
    await openInApp(page, '/');
    await expect(hero(page).getByTestId('hero-slide')).toHaveCount(3);
    await hero(page).hover();
    await page.clock.runFor(12_000);
    expect(await activeIndex(page)).toBe(0);
    await page.mouse.move(5, 5);
    await page.clock.runFor(5000);
    await expect.poll(() => activeIndex(page)).toBe(1);

    await hero(page).getByRole('button', { name: 'Pause rotation' }).click();
    await page.mouse.move(5, 5);
    await page.locator('body').focus();
    await page.clock.runFor(12_000);
    expect(await activeIndex(page)).toBe(1);
  });

  test('does not rotate for visitors who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2026-04-01T08:00:00') });
    await page.clock.pauseAt(new Date('2026-04-01T08:00:01'));
    await withSlides(page);
    await startIn(page, 'en');
    await page.mouse.move(0, 0);
    await openInApp(page, '/');
    await expect(hero(page).getByTestId('hero-slide')).toHaveCount(3);
    await page.clock.runFor(15_000);
    expect(await activeIndex(page)).toBe(0);
    await hero(page).getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => activeIndex(page)).toBe(1);
  });

  test('a failed load shows no slides and the default texts', async ({ page }) => {
    await page.route('**/api/hero', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
    await startIn(page, 'en');
    await openInApp(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Afghan Dried Fruits');
    await expect(hero(page).getByTestId('hero-slide')).toHaveCount(0);
    await expect(hero(page).getByRole('button', { name: /Show slide/ })).toHaveCount(0);
  });

  test('the hero request is aborted when the language changes', async ({ page }) => {
    let calls = 0;
    let firstSent!: () => void;
    const firstInFlight = new Promise<void>((resolve) => (firstSent = resolve));
    await page.route('**/api/hero', async (route) => {
      calls += 1;
      if (calls === 1) return firstSent(); // the first answer never comes: only an abort ends it
      await route.fulfill({ json: SLIDES });
    });
    const aborted = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/hero'));
    await startIn(page, 'en');
    await openInApp(page, '/');
    // The home page's code loads after the top bar: switch only once its request is in flight
    // (a click before it would leave the English request unsent and the Persian one hanging).
    await firstInFlight;
    await page.getByRole('button', { name: /Switch to Persian/ }).click();
    expect((await aborted).failure()?.errorText).toMatch(/ABORTED/i);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('محصول ۱۴۰۵ رسید');
  });
});

test.describe('export map', () => {
  const EN = ['United Kingdom', 'France', 'Switzerland', 'Germany', 'Netherlands', 'Turkey', 'United Arab Emirates', 'Saudi Arabia', 'Qatar', 'India', 'Pakistan', 'Kazakhstan'];

  test('twelve market points whose names show on hover and focus; five description cards', async ({ page }) => {
    await startIn(page, 'en');
    await page.goto('/');
    const map = page.getByRole('group', { name: 'World map of Golbahar’s export markets' });
    const points = map.locator('.map-point');
    await expect(points).toHaveCount(12);
    expect((await points.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).sort()).toEqual([...EN].sort());

    const uk = map.getByRole('button', { name: 'United Kingdom' });
    await uk.scrollIntoViewIfNeeded();
    await expect(uk.getByRole('tooltip')).toBeHidden();
    await uk.hover();
    await expect(uk.getByRole('tooltip')).toBeVisible();
    await expect(uk.getByRole('tooltip')).toHaveText('United Kingdom');
    await expect(page.locator('#market-GB')).toHaveClass(/is-active/);

    const kz = map.getByRole('button', { name: 'Kazakhstan' });
    await kz.focus();
    await expect(kz.getByRole('tooltip')).toBeVisible();

    const cards = page.locator('.market-card');
    await expect(cards).toHaveCount(5);
    await expect(cards.locator('h3')).toHaveText(['India', 'Dubai', 'France', 'Switzerland', 'United Kingdom']);
  });

  test('hovering a card highlights its point; names are Persian on the Persian page', async ({ page }) => {
    await startIn(page, 'fa');
    await page.goto('/');
    const india = page.locator('#market-IN');
    await india.scrollIntoViewIfNeeded();
    await india.hover();
    await expect(page.locator('.map-point[data-code="IN"]')).toHaveClass(/is-active/);
    await expect(page.locator('.map-point[data-code="IN"] .map-tip')).toHaveText('هند');
    await expect(india.locator('h3')).toHaveText('هند');
  });
});
