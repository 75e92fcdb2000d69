// Runs before first paint (a classic script in <head>, since the CSP allows no inline script):
// takes a person to the URL of their language (stored choice, else the browser's, `?lang=`), sets
// the dashboard's language (public pages come with theirs from the server) and the theme so the
// page never flashes the wrong ones, preloads the dashboard's fonts (a public page's head preloads
// its own), and starts the app. A public page comes painted in the server's HTML: its code is
// asked for once that is on the screen, so it does not compete with the page's stylesheet, fonts
// and pictures on a slow line.
import { LANG_KEY, THEME_KEY, detectLang, dirOf, localePath, resolveTheme, splitLangPath, themeChoiceOf } from './i18n/detect';
import type { Lang } from './i18n/detect';
import { readStorage, writeStorage } from './lib/storage';
import { matchesRoute } from './routing/match';

declare const __BOOT_FONTS__: { en: string[]; fa: string[] };
// Per path of routes.json (build.mjs): the files its page needs beyond main, and its first picture.
// (A page's data comes inlined in the HTML the server rendered.)
// `client`: a page the browser draws alone (the server sends the app's empty page).
declare const __BOOT_ROUTES__: Record<string, { js: string[]; css: string[]; image?: string; client?: boolean }>;
// The app's entry module and the chunks it imports (build.mjs).
declare const __BOOT_APP__: { main: string; chunks: string[] };

const html = document.documentElement;
const params = new URLSearchParams(location.search);
const query = params.get('lang');
const stored = readStorage(LANG_KEY);
const wanted = detectLang(stored, navigator.language, query);
if (query === wanted) {
  writeStorage(LANG_KEY, wanted);
  params.delete('lang');
}
const search = params.toString() ? `?${params.toString()}` : '';
const dashboard = location.pathname === '/dashboard' || location.pathname.startsWith('/dashboard/');
const page = splitLangPath(location.pathname);
// Crawlers get the URL they asked for: without a choice of their own, a bot's browser language
// says nothing about the reader. Without a stored choice or ?lang=, a Persian link also stays
// Persian: it was shared in the sender's language (decisions.md). The English URLs double as the
// site's entry (hreflang x-default), so there the browser's language decides.
const bot = /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|lighthouse/i.test(navigator.userAgent);
const browserDecides = !bot && page.lang === 'en';
let lang: Lang = wanted;
if (dashboard) {
  html.lang = lang;
  html.dir = dirOf(lang);
} else if (wanted !== page.lang && (stored || query || browserDecides)) {
  location.replace(localePath(wanted, page.path) + search + location.hash);
} else {
  lang = page.lang;
}
// From the whole URL: a path such as `//evil.example` read alone would name another host.
if (query && location.search !== search) {
  const url = new URL(location.href);
  url.search = search;
  history.replaceState(history.state, '', url);
}

const dark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
html.dataset.theme = resolveTheme(themeChoiceOf(readStorage(THEME_KEY)), dark);

function preload(href: string, as: 'font' | 'style' | 'image' | 'script') {
  const link = document.createElement('link');
  if (as === 'script') link.rel = 'modulepreload';
  else {
    link.rel = 'preload';
    link.as = as;
  }
  link.href = href;
  if (as === 'font') {
    link.type = 'font/woff2';
    link.crossOrigin = 'anonymous';
  }
  document.head.appendChild(link);
}

// The page being opened: its picture and styles now; its code (so the lazy route does not wait for
// main to ask) with the app's.
const routePath = page.path.replace(/\/+$/, '') || '/';
const route = __BOOT_ROUTES__[Object.keys(__BOOT_ROUTES__).find((p) => matchesRoute(p, routePath)) ?? ''];
if (route) {
  route.css.forEach((href) => preload(href, 'style'));
  if (route.image) preload(route.image, 'image');
}

/**
 * Asks for the app's code and the route's two files per task, in the order they run. Starting a
 * request costs the main thread: on /fa/products, nine in one task made it 140 ms long on a phone
 * (4x CPU); a tap waits for the whole of it. The next task comes by a message to ourselves, which
 * a test's paused clock does not hold (as it holds timers).
 */
function loadApp() {
  const hrefs = [...__BOOT_APP__.chunks, __BOOT_APP__.main, ...(route?.js ?? [])];
  const channel = new MessageChannel();
  const step = () => {
    hrefs.splice(0, 2).forEach((href) => preload(href, 'script'));
    if (hrefs.length) channel.port2.postMessage(null);
    else channel.port1.close();
  };
  channel.port1.onmessage = step;
  step();
}

/**
 * Runs the app's chunks one at a time, each in a task of its own, then main. Run as one module
 * graph, they take one task that a slow phone's main thread spends some 160 ms on (React's code
 * alone is most of it), in which a tap waits; one at a time, the longest is React's (about 60 ms).
 */
function runApp() {
  const order = [...__BOOT_APP__.chunks, __BOOT_APP__.main];
  const next = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = order.shift()!;
    // A chunk that fails is left to main, whose import of it fails as before.
    if (order.length) for (const done of ['load', 'error']) script.addEventListener(done, next, { once: true });
    document.head.appendChild(script);
  };
  next();
}

/** Once the document is parsed: the app's module runs as soon as it arrives, and needs all of it. */
function whenParsed(then: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
}

/**
 * A click on the server's page before the app has brought it to life is kept and made again once it
 * has (routeTree.tsx says when): a button would do nothing (React drops a click on a part it has not
 * hydrated), and a page load begun by a link would be cut short by the router's first history
 * entry. So an early "Order" or link is not lost; a link still opens by itself if the app is not up
 * within 3 s.
 */
function replayEarlyClick() {
  let early: { target: HTMLElement; click: MouseEvent } | null = null;
  // React marks the elements it has hydrated (the top bar comes to life before the page): those
  // handle their clicks themselves.
  const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber'));
  const keep = (e: MouseEvent) => {
    const target = e.target instanceof Element ? e.target.closest('button, a[href]') : null;
    if (!target || hydrated(target)) return;
    if (target instanceof HTMLButtonElement && !target.disabled) early = { target, click: e };
    if (!(target instanceof HTMLAnchorElement)) return;
    const plain = e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
    const samePage = target.pathname === location.pathname && target.search === location.search;
    if (!plain || target.target || target.hasAttribute('download') || target.origin !== location.origin || samePage) return;
    e.preventDefault();
    early = { target, click: e };
    setTimeout(() => early?.target === target && location.assign(target.href), 3000);
  };
  // A click that comes once React has begun makes it hydrate that part at once and handle the click
  // itself (it stops the click when it cannot). Once the click has gone through, a button React now
  // knows is not clicked again, or a menu would open and shut; a link is, its first click held back.
  const handled = (e: MouseEvent) => {
    if (early?.click === e && early.target instanceof HTMLButtonElement && hydrated(early.target)) early = null;
  };
  document.addEventListener('click', keep, true);
  window.addEventListener('click', handled);
  const ready = () => {
    document.removeEventListener('click', keep, true);
    window.removeEventListener('click', handled);
    document.removeEventListener('app:ready', ready);
    const target = early?.target;
    early = null;
    if (target?.isConnected) queueMicrotask(() => target.click());
  };
  document.addEventListener('app:ready', ready);
}

if (dashboard || (route?.client && lang === page.lang)) {
  // Drawn by the app alone: its fonts are asked for at once, its code as the page parses (a public
  // page's fonts are preloaded by its head).
  __BOOT_FONTS__[lang].forEach((href) => preload(href, 'font'));
  loadApp();
  whenParsed(runApp);
} else if (lang === page.lang) {
  // Painted from the server's HTML first, then the app: started by the browser's record of the first
  // paint (a task after it, and no timer, which a test's paused clock would hold); at once in a tab
  // that paints nothing or a browser that keeps no such record.
  replayEarlyClick();
  whenParsed(() => {
    const start = () => {
      loadApp();
      runApp();
    };
    if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      start();
      return;
    }
    const painted = new PerformanceObserver(() => {
      painted.disconnect();
      start();
    });
    painted.observe({ type: 'paint', buffered: true });
  });
}
