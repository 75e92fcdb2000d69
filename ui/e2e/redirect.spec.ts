// The language switch moves only within the site: a path that a browser would read as another host
// (`//evil.example`, a backslash, a scheme, their encoded forms) is a path on this site, whether the
// boot script moves a person to their language or they press the language toggle. Every request to
// another host is caught and answered here, so a redirect that escaped would be seen, not followed
// to the network.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { startIn } from './helpers';

/** Records every request the page makes to a host other than the test server's. */
async function watchEscapes(page: Page, site: string): Promise<string[]> {
  const escaped: string[] = [];
  await page.route(
    (url) => url.origin !== site,
    (route) => {
      escaped.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>escaped</h1>' });
    },
  );
  return escaped;
}

/**
 * Opens `path` (taken as it is: `//x` is not resolved against the base as another host). The boot
 * script either moved on at once or started the app on this document: once `goto` has seen the app
 * up (or another host's page, which is not the app's), no move of the boot script is still to come.
 */
async function open(page: Page, site: string, path: string, escaped: string[]) {
  await page.goto(site + path);
  expect(escaped, 'the browser left the site').toEqual([]);
}

// The request as typed, and where the person ends: a path on this site, in the language asked for.
const forms: [string, string][] = [
  ['/fa//evil.example?lang=en', '/evil.example'],
  ['/fa//evil.example/phish?lang=en#x', '/evil.example/phish#x'],
  ['/fa///evil.example?lang=en', '/evil.example'],
  ['/fa/\\evil.example?lang=en', '/evil.example'],
  ['/fa/\\/evil.example?lang=en', '/evil.example'],
  ['/fa/%09/evil.example?lang=en', '/%09/evil.example'],
  ['/fa/%2F%2Fevil.example?lang=en', '/%2F%2Fevil.example'],
  ['/fa/%5Cevil.example?lang=en', '/%5Cevil.example'],
  ['/fa/http://evil.example?lang=en', '/http://evil.example'],
  ['/fa/javascript:alert(1)?lang=en', '/javascript:alert(1)'],
  // already in English: nothing to move, the query alone is taken off the URL
  ['//evil.example?lang=en', '//evil.example'],
  ['//evil.example?lang=fa', '/fa/evil.example'],
];

test.describe('the language switch stays on the site', () => {
  for (const [path, lands] of forms) {
    test(`${path} lands on ${lands}`, async ({ page, baseURL }) => {
      const site = new URL(baseURL!).origin;
      const escaped = await watchEscapes(page, site);
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(e.message));
      await open(page, site, path, escaped);
      expect(new URL(page.url()).origin).toBe(site);
      expect(page.url()).toBe(site + lands);
      expect(escaped).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('the toggle on a page at //evil.example moves to its twin on this site', async ({ page, baseURL }) => {
    const site = new URL(baseURL!).origin;
    const escaped = await watchEscapes(page, site);
    await startIn(page, 'fa');
    await open(page, site, '/fa//evil.example', escaped);
    expect(page.url()).toBe(`${site}/fa//evil.example`);
    await page.getByRole('button', { name: /Switch to English/ }).click();
    await expect(page).toHaveURL(`${site}/evil.example`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: /Switch to Persian/ }).click();
    await expect(page).toHaveURL(`${site}/fa/evil.example`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    expect(new URL(page.url()).origin).toBe(site);
    expect(escaped).toEqual([]);
  });
});
