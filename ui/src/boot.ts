// Runs before first paint (a classic script in <head>, since the CSP allows no inline script):
// takes a person to the URL of their language (stored choice, else the browser's, `?lang=`), sets
// the dashboard's language (public pages come with theirs from the server) and the theme so the
// page never flashes the wrong ones, and preloads the fonts of the language being shown and the
// code of the page being opened.
import { LANG_KEY, THEME_KEY, detectLang, dirOf, localePath, resolveTheme, splitLangPath, themeChoiceOf } from './i18n/detect';
import type { Lang } from './i18n/detect';
import { readStorage, writeStorage } from './lib/storage';

declare const __BOOT_FONTS__: { en: string[]; fa: string[] };
// Per path of routes.json (build.mjs): the files its page needs beyond main, and its first picture.
// (A page's data comes inlined in the HTML the server rendered.)
declare const __BOOT_ROUTES__: Record<string, { js: string[]; css: string[]; image?: string }>;

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
if (query && location.search !== search) history.replaceState(history.state, '', location.pathname + search + location.hash);

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

__BOOT_FONTS__[lang].forEach((href) => preload(href, 'font'));
// The page being opened: its code (so the lazy route does not wait for main to ask) and picture.
const route = __BOOT_ROUTES__[page.path.replace(/\/+$/, '') || '/'];
if (route) {
  route.js.forEach((href) => preload(href, 'script'));
  route.css.forEach((href) => preload(href, 'style'));
  if (route.image) preload(route.image, 'image');
}
