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

/** A page's path (`/`, `/products`) in a language: Persian pages live under `/fa`. */
export function localePath(lang: Lang, path: string): string {
  if (lang === 'en') return path;
  return path === '/' ? '/fa' : `/fa${path}`;
}

/** The language of a public URL's path and the page path without its prefix. */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  if (pathname === '/fa' || pathname.startsWith('/fa/')) return { lang: 'fa', path: pathname.slice(3) || '/' };
  return { lang: 'en', path: pathname };
}
