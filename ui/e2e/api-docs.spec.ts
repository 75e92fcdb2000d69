// The API docs at /api/docs: Swagger UI from this site only, every operation of the spec listed,
// a call tried from the page, no errors in the console (its CSP allows no inline script).
import { expect } from '@playwright/test';
import { test } from './fixtures';

test('the API docs list every operation and try one, loading nothing from elsewhere', async ({ page, baseURL }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith('data:') && new URL(url).origin !== new URL(baseURL!).origin) elsewhere.push(url);
  });

  const res = await page.goto('/api/docs');
  expect(res?.status()).toBe(200);
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self';/);
  expect(csp).not.toContain('unsafe-inline');

  const spec = await (await page.request.get('/api/openapi.json')).json();
  const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
  const operations = Object.values(spec.paths as Record<string, Record<string, unknown>>).flatMap((item) =>
    Object.keys(item).filter((k) => methods.includes(k)),
  );
  expect(operations.length).toBeGreaterThan(20);
  await expect(page.locator('.opblock')).toHaveCount(operations.length);
  // Swagger UI's stylesheet applies.
  await expect(page.locator('.opblock').first()).toHaveCSS('border-radius', '4px');

  // A public call, tried from the page: its answer is shown.
  const health = page.locator('.opblock').filter({ has: page.locator('[data-path="/api/health"]') });
  await health.locator('.opblock-summary').click();
  await health.getByRole('button', { name: 'Try it out' }).click();
  await health.getByRole('button', { name: 'Execute' }).click();
  await expect(health.locator('.live-responses-table tr.response .response-col_status').first()).toHaveText('200');

  await page.waitForLoadState('networkidle');
  expect(elsewhere).toEqual([]);
  expect(problems).toEqual([]);
});
