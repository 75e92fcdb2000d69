// Language and theme resolution, shared by the boot script (before first paint) and the store.
// Pure functions: the callers pass in what they read from storage, the URL and the browser.
export type Lang = 'en' | 'fa';
export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

export const LANG_KEY = 'site-lang';
export const THEME_KEY = 'theme';

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'fa';
}

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** `?lang=fa` (honoured once, then stored), else the stored choice, else the browser's language. */
export function detectLang(stored: string | null, browserLanguage: string | undefined, query?: string | null): Lang {
  if (isLang(query)) return query;
  if (isLang(stored)) return stored;
  return (browserLanguage ?? '').toLowerCase().startsWith('fa') ? 'fa' : 'en';
}

export function dirOf(lang: Lang): 'rtl' | 'ltr' {
  return lang === 'fa' ? 'rtl' : 'ltr';
}

export function themeChoiceOf(stored: string | null): ThemeChoice {
  return isThemeChoice(stored) ? stored : 'system';
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

/**
 * `path` as a path on this site. A browser drops tabs and line breaks from a URL, reads a
 * backslash as a slash, and takes a path that then begins with two slashes (`//evil.example`) for
 * another host: whatever the path was, it leaves here with one slash before the rest, so a URL
 * built from it never leaves the site (`/fa//evil.example` is this site's `/evil.example`).
 */
export function sitePath(path: string): string {
  return `/${path.replace(/[\t\n\r]/g, '').replace(/^[/\\]+/, '')}`;
}

/** A page's path (`/`, `/products`) in a language: Persian pages live under `/fa`. */
export function localePath(lang: Lang, path: string): string {
  const page = sitePath(path);
  if (lang === 'en') return page;
  return page === '/' ? '/fa' : `/fa${page}`;
}

/** The language of a public URL's path and the page path without its prefix (a path on this site). */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  if (pathname === '/fa' || pathname.startsWith('/fa/')) return { lang: 'fa', path: sitePath(pathname.slice(3)) };
  return { lang: 'en', path: sitePath(pathname) };
}
