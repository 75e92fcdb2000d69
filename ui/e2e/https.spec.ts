// The site over https, served by the binary itself with a certificate pair made here by openssl
// (--tls-cert/--tls-key): pages load as a secure context, the plain port redirects to https, and an
// admin signs in (the Secure cookie is kept) and sees the certificate's expiry in the Users tab.
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN } from './env';
import { freePort, startServer } from '../scripts/site-server.mjs';

let server: Awaited<ReturnType<typeof startServer>>;
let httpPort = 0;
let certDir = '';

test.beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), 'golbahar-tls-'));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2',
    '-keyout', join(certDir, 'key.pem'), '-out', join(certDir, 'cert.pem'), '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-addext', 'basicConstraints=critical,CA:FALSE',
  ], { stdio: 'ignore', timeout: 30_000 });
  httpPort = await freePort();
  server = await startServer({
    port: await freePort(),
    adminPassword: ADMIN.password,
    https: { cert: join(certDir, 'cert.pem'), key: join(certDir, 'key.pem'), httpPort },
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (certDir) rmSync(certDir, { recursive: true, force: true });
});

test.use({ ignoreHTTPSErrors: true });

test('the site over https: a secure context, the plain port redirects, the dashboard shows the certificate', async ({ page }) => {
  const response = await page.goto(`${server.baseURL}/products`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['strict-transport-security']).toMatch(/^max-age=\d+/);
  expect(await page.evaluate(() => window.isSecureContext && location.protocol)).toBe('https:');
  await expect(page.locator('main h1').first()).toBeVisible();

  // plain http answers with a permanent redirect to the same path on https
  await page.goto(`http://127.0.0.1:${httpPort}/about?x=1`);
  expect(page.url()).toBe(`${server.baseURL}/about?x=1`);

  await page.goto(`${server.baseURL}/dashboard`);
  await page.locator('#dash-login-username').fill(ADMIN.username);
  await page.locator('#dash-login-password').fill(ADMIN.password);
  await page.locator('form.dash-login button[type="submit"]').click();
  await expect(page.getByTestId('welcome')).toContainText(ADMIN.username);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'site_session');
  expect(cookie?.secure).toBe(true);

  await page.getByRole('tab', { name: 'Users' }).click();
  const notAfter = execFileSync('openssl', ['x509', '-in', join(certDir, 'cert.pem'), '-noout', '-enddate'], { encoding: 'utf8' });
  const end = new Date(notAfter.trim().replace(/^notAfter=/, ''));
  const expiry = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', day: 'numeric' }).format(end);
  await expect(page.getByTestId('tls-status')).toContainText(`valid until ${expiry}`);
});
