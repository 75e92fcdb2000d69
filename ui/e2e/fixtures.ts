// What every browser test is given (specs import `test` from here, not from @playwright/test: the
// lint says so).
//
// Pages whose loads wait for the app: `goto`, `reload`, `goBack` and `goForward` return once the app
// has started on the page they load (`app:ready`, routing/routeTree.tsx). Before that a public page
// is the server's HTML, which React has not taken over: a form filled there is filled in an inert
// copy, a hover or a click goes to the server's markup. `test.use({ waitForApp: false })` is for
// the tests of what that HTML does before the app (they may wait with `appStarted`); a context
// without JavaScript never waits.
//
// The `request` fixture as the site's own page would send it. Playwright's API requests carry
// neither Origin nor Sec-Fetch-Site, and the server refuses a write with neither (every browser
// sends one): the calls a test makes itself say `Sec-Fetch-Site: same-origin`. (Only here, not in
// the config's `use`: an extra header on the browser's own requests breaks the pages' loading.)
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

export const BROWSER_HEADERS = { 'Sec-Fetch-Site': 'same-origin' };

/** Until the app has started on the page's document; a document that is not the app's (no #root: the API docs) has nothing to wait for. */
export async function appStarted(page: Page) {
  await expect(page.locator('html[data-e2e-ready], html:not(:has(#root))'), `the app has started on ${page.url()}`).toHaveCount(1);
}

function waitForAppOn(page: Page) {
  const { goto, reload, goBack, goForward } = page;
  const started = async <T>(loaded: T) => {
    await appStarted(page);
    return loaded;
  };
  Object.assign(page, {
    goto: async (...args: Parameters<Page['goto']>) => started(await goto.apply(page, args)),
    reload: async (...args: Parameters<Page['reload']>) => started(await reload.apply(page, args)),
    goBack: async (...args: Parameters<Page['goBack']>) => started(await goBack.apply(page, args)),
    goForward: async (...args: Parameters<Page['goForward']>) => started(await goForward.apply(page, args)),
  });
}

/** The pages of `context` mark when the app has started on them; with `wait`, every page's loads wait for it. */
async function watchAppStart(context: BrowserContext, wait: boolean) {
  await context.addInitScript(() =>
    document.addEventListener('app:ready', () => document.documentElement.setAttribute('data-e2e-ready', '')),
  );
  if (!wait) return;
  context.pages().forEach(waitForAppOn);
  context.on('page', waitForAppOn);
}

/** A context of the test's own (another address, user agent, locale): its pages wait for the app as the `page` fixture's do. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  if (options.javaScriptEnabled !== false) await watchAppStart(context, true);
  return context;
}

export const test = base.extend<{ waitForApp: boolean }>({
  waitForApp: [true, { option: true }],
  context: async ({ context, javaScriptEnabled, waitForApp }, provide) => {
    if (javaScriptEnabled !== false) await watchAppStart(context, waitForApp);
    await provide(context);
  },
  request: async ({ playwright, baseURL }, provide) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: BROWSER_HEADERS });
    await provide(request);
    await request.dispose();
  },
});
