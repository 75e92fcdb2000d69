// Office hours (Content tab): the days, opening and closing time and reply time the WhatsApp
// button reads, checked in the browser by the server's rules, saved, and shown on the public pages.
import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { apiSignIn, openTab, signIn } from './helpers';

const DEFAULT = { days: ['sat', 'sun', 'mon', 'tue', 'wed', 'thu'], opens: '09:00', closes: '18:00', replyHours: 4 };

test('office hours: edited on the Content tab, refused when they make no sense, read by the WhatsApp button', async ({ page, request }) => {
  await apiSignIn(request);
  expect((await request.put('/api/content/office-hours', { data: DEFAULT })).status()).toBe(200);
  try {
    await signIn(page);
    const panel = await openTab(page, 'Content');
    const form = panel.getByTestId('office-hours-form');
    await expect(form.getByRole('heading', { name: 'Office hours' })).toBeVisible();
    await expect(form.getByLabel('Friday')).not.toBeChecked();
    await expect(form.getByLabel('Saturday')).toBeChecked();

    await form.getByLabel('Opens (Kabul time)').fill('18:00');
    await form.getByLabel('Closes (Kabul time)').fill('09:00');
    let puts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/content/office-hours') && r.method() === 'PUT') puts++;
    });
    await form.getByRole('button', { name: 'Save office hours' }).click();
    await expect(panel).toContainText('The closing time must be after the opening time');
    expect(puts).toBe(0);

    await form.getByLabel('Opens (Kabul time)').fill('08:00');
    await form.getByLabel('Closes (Kabul time)').fill('16:30');
    await form.getByLabel('Friday').check();
    await form.getByLabel('Thursday').uncheck();
    await form.getByLabel('Reply within (hours)').fill('2');
    await form.getByRole('button', { name: 'Save office hours' }).click();
    await expect(form).toContainText('Office hours saved.');
    const saved = (await (await request.get('/api/content')).json()).officeHours;
    expect(saved).toEqual({ days: ['sat', 'sun', 'mon', 'tue', 'wed', 'fri'], opens: '08:00', closes: '16:30', replyHours: 2 });
  } finally {
    expect((await request.put('/api/content/office-hours', { data: DEFAULT })).status()).toBe(200);
  }
});
