// Users tab, Backups: a server started with --backup-dir lists its scheduled backups (the first is
// taken at start), "Back up now" adds one, each row downloads the database file, and the card reads
// in Persian too.
import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer } from '../../scripts/site-server.mjs';
import { ADMIN, openTab, signIn } from './helpers';

let server: Awaited<ReturnType<typeof startServer>>;
let folder = '';

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'golbahar-backups-'));
  server = await startServer({
    port: await freePort(),
    adminPassword: ADMIN.password,
    env: { SITE_BACKUP_DIR: folder, SITE_BACKUP_EVERY: '1d', SITE_BACKUP_KEEP: '3' },
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('scheduled backups are listed, taken on demand and downloaded', async ({ page }) => {
  await signIn(page, { path: `${server.baseURL}/dashboard` });
  const panel = await openTab(page, 'Users');
  const card = panel.getByTestId('backups');
  await expect(card).toContainText('every 1 d; the newest 3 are kept');
  await expect(card.getByTestId('backup-row')).toHaveCount(1);

  await card.getByRole('button', { name: 'Back up now' }).click();
  await expect(card.getByText('Backup taken.')).toBeVisible();
  await expect(card.getByTestId('backup-row')).toHaveCount(2);

  const downloading = page.waitForEvent('download');
  await card.getByTestId('backup-row').first().getByRole('link', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^site-\d{8}T\d{6}\.\d{3}Z\.db$/);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
});

test('the backups card in Persian', async ({ page }) => {
  await signIn(page, { lang: 'fa', path: `${server.baseURL}/dashboard` });
  await page.getByRole('tab', { name: 'کاربران' }).click();
  const card = page.getByTestId('backups');
  await expect(card.getByRole('heading', { name: 'پشتیبان‌ها' })).toBeVisible();
  await expect(card).toContainText('۱ روز');
  await expect(card.getByRole('button', { name: 'همین حالا پشتیبان بگیر' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'دانلود' }).first()).toBeVisible();
});
