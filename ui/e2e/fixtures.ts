// The `request` fixture as the site's own page would send it. Playwright's API requests carry
// neither Origin nor Sec-Fetch-Site, and the server refuses a write with neither (every browser
// sends one): the calls a test makes itself say `Sec-Fetch-Site: same-origin`. (Only here, not in
// the config's `use`: an extra header on the browser's own requests breaks the pages' loading.)
import { test as base } from '@playwright/test';

export const BROWSER_HEADERS = { 'Sec-Fetch-Site': 'same-origin' };

export const test = base.extend({
  request: async ({ playwright, baseURL }, provide) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: BROWSER_HEADERS });
    await provide(request);
    await request.dispose();
  },
});
