// The day labels under the Analytics tab's bar charts (the Visitors section's visitors and views per
// day, and the orders per day above them) never overlap and stay inside their chart: for the last
// 30 and 90 days, in English and in Persian (Persian digits), light and dark, on a laptop (1280 px)
// and a phone (390 px). A screenshot of each Visitors section is kept with the test's output.
import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { ADMIN, startIn } from './helpers';

const SIZES = { laptop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

type Box = { left: number; right: number; top: number; bottom: number };
type Chart = { name: string; days: boolean; svg: Box; labels: { text: string; box: Box }[] };

/** Every bar chart of the tab with its axis labels' boxes, as drawn. */
async function charts(page: Page): Promise<Chart[]> {
  return page.locator('.dash-chart-box svg').evaluateAll((svgs) =>
    svgs.map((svg) => {
      const box = (e: Element) => {
        const r = e.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      };
      return {
        name: svg.querySelector('title')?.textContent ?? '',
        days: !!svg.closest('[data-testid="visitors"]'),
        svg: box(svg),
        labels: [...svg.querySelectorAll('.dash-chart-label')].map((t) => ({ text: t.textContent ?? '', box: box(t) })),
      };
    }),
  );
}

for (const lang of ['en', 'fa'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`day labels never overlap at 30 and 90 days (${lang}, ${theme})`, async ({ page }) => {
      await startIn(page, lang, theme);
      await page.goto('/dashboard');
      await page.locator('#dash-login-username').fill(ADMIN.username);
      await page.locator('#dash-login-password').fill(ADMIN.password);
      await page.locator('form.dash-login button[type="submit"]').click();
      await expect(page.getByTestId('welcome')).toContainText(ADMIN.username);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.getByRole('tab', { name: lang === 'fa' ? 'آمار' : 'Analytics' }).click();
      const visitors = page.getByTestId('visitors');
      const periods = visitors.locator('.dash-period button[aria-pressed]');
      await expect(periods).toHaveCount(3);
      for (const [size, viewport] of Object.entries(SIZES)) {
        await page.setViewportSize(viewport);
        for (const [i, days] of [
          [1, 30],
          [2, 90],
        ] as const) {
          await periods.nth(i).click();
          await expect(periods.nth(i)).toHaveAttribute('aria-pressed', 'true');
          const perDay = visitors.locator('.dash-chart-box svg');
          await expect(perDay).toHaveCount(2);
          for (const k of [0, 1]) await expect(perDay.nth(k).locator('.dash-chart-bar')).toHaveCount(days);
          // the layout has followed the new width (the charts are drawn at their box's width)
          await expect
            .poll(() => visitors.locator('.dash-chart-box').first().evaluate((b) => Math.abs(b.clientWidth - Number(b.querySelector('svg')?.getAttribute('width')))))
            .toBeLessThan(2);
          const at = `${lang} ${theme} ${size} ${days} days`;
          for (const chart of await charts(page)) {
            const { labels, svg } = chart;
            expect(labels.length, `${chart.name}: ${at}`).toBeGreaterThan(1);
            const boxes = labels.map((l) => l.box).sort((a, b) => a.left - b.left);
            for (let j = 1; j < boxes.length; j++) {
              expect(boxes[j].left, `${chart.name}, labels ${j - 1} and ${j}: ${at}`).toBeGreaterThanOrEqual(boxes[j - 1].right);
            }
            for (const b of boxes) {
              expect(b.left, `${chart.name}: ${at}`).toBeGreaterThanOrEqual(svg.left - 0.5);
              expect(b.right, `${chart.name}: ${at}`).toBeLessThanOrEqual(svg.right + 0.5);
            }
            // Persian digits in Persian (the month charts' labels are names)
            if (lang === 'fa') for (const l of labels) expect(l.text, at).toMatch(chart.days ? /^[^0-9]*[۰-۹][^0-9]*$/ : /^[^0-9]*$/);
          }
          await visitors.screenshot({ path: test.info().outputPath(`visitors-${lang}-${theme}-${size}-${days}.png`) });
        }
      }
    });
  }
}
