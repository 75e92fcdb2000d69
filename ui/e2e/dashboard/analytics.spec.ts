// Analytics tab: the four counts and four accessible charts from GET /api/analytics (the revenue in
// each currency apart), and its error. The Visitors section below them: e2e/visitors.spec.ts.
import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { formatNumber } from '../../src/i18n/format';
import { apiSignIn, failOnce, openTab, signIn } from './helpers';

test('four count cards and four bar charts match the server figures', async ({ page, request }) => {
  await apiSignIn(request);
  await signIn(page);
  const loaded = page.waitForResponse((r) => r.url().includes('/api/analytics?tzOffset='));
  const panel = await openTab(page, 'Analytics');
  const res = await loaded;
  const data = await res.json();
  expect(new URL(res.url()).searchParams.get('tzOffset')).toBe(String(await page.evaluate(() => new Date().getTimezoneOffset())));

  const fmt = (n: number) => n.toLocaleString('en-GB');
  await expect(panel.getByTestId('stat-total')).toContainText(fmt(data.totalOrders));
  await expect(panel.getByTestId('stat-pending')).toContainText(fmt(data.pendingOrders));
  await expect(panel.getByTestId('stat-pending')).toContainText('awaiting approval');
  await expect(panel.getByTestId('stat-completed')).toContainText(fmt(data.completedOrders));
  await expect(panel.getByTestId('stat-completed')).toContainText('fulfilled');
  await expect(panel.getByTestId('stat-products')).toContainText(fmt(data.totalProducts));

  const charts = panel.locator('.dash-charts').first().getByRole('img');
  await expect(charts).toHaveCount(4);
  await expect(charts.nth(0)).toHaveAccessibleName(/^Orders per day — /);
  await expect(charts.nth(1)).toHaveAccessibleName(`Orders per month — ${data.year}`);
  const monthTotal = data.ordersPerMonth.reduce((a: number, b: number) => a + b, 0);
  await expect(charts.nth(1)).toHaveAccessibleDescription(monthTotal ? new RegExp(`Total: ${fmt(monthTotal)}\\.$`) : 'No data for this period yet.');
  // US dollars and afghani apart, never one sum
  await expect(charts.nth(2)).toHaveAccessibleName(`Estimated monthly revenue in US dollars (USD) — ${data.year}`);
  await expect(charts.nth(3)).toHaveAccessibleName(`Estimated monthly revenue in afghani (AFN) — ${data.year}`);
  const usd = data.revenuePerMonthUsd.reduce((a: number, b: number) => a + b, 0);
  const afn = data.revenuePerMonthAfn.reduce((a: number, b: number) => a + b, 0);
  const money = (n: number) => formatNumber(n, 'en', { maximumFractionDigits: 0 });
  if (usd) await expect(charts.nth(2)).toHaveAccessibleDescription(new RegExp(`Total: ${money(usd)}\\.$`));
  if (afn) await expect(charts.nth(3)).toHaveAccessibleDescription(new RegExp(`Total: ${money(afn)}\\.$`));
  await expect(charts.nth(0).locator('.dash-chart-bar')).toHaveCount(data.ordersPerDay.length);
  await expect(charts.nth(1).locator('.dash-chart-bar')).toHaveCount(12);

  // The table view gives the same figures to screen readers and to anyone who wants them.
  await panel.getByRole('button', { name: 'Show as table' }).nth(1).click();
  const table = panel.getByRole('table').first();
  await expect(table.getByRole('row')).toHaveCount(13);
  const month = data.month - 1;
  await expect(table.getByRole('row').nth(month + 1)).toContainText(fmt(data.ordersPerMonth[month]));
});

test('the charts are mirrored in Persian', async ({ page }) => {
  await signIn(page, { lang: 'fa' });
  await page.getByRole('tab', { name: 'آمار' }).click();
  const chart = page.getByRole('img').nth(1);
  await expect(chart).toHaveAccessibleName(/^سفارش‌های ماهانه/);
  const xs = await chart.locator('.dash-chart-bar').evaluateAll((bars) => bars.map((b) => Number(b.getAttribute('x'))));
  expect(xs).toHaveLength(12);
  // January is at the inline start: the right edge in right-to-left.
  expect(xs[0]).toBeGreaterThan(xs[11]);
});

test('a failed load says so', async ({ page }) => {
  await signIn(page);
  // the figures' call, not the Visitors section's (/api/analytics/visitors)
  await failOnce(page, /\/api\/analytics\?/, 'GET', 500, {});
  const panel = await openTab(page, 'Analytics');
  await expect(panel.getByRole('alert')).toContainText('Failed to load analytics');
});
