// The UI's one store: language and theme (persisted as plain strings under `site-lang` and
// `theme`), the site content from GET /api/content, and the last product list a page loaded.
import { create } from 'zustand';
import { request } from './api';
import { LANG_KEY, THEME_KEY, dirOf, detectLang, isLang, resolveTheme, themeChoiceOf } from './i18n/detect';
import type { Lang, Theme, ThemeChoice } from './i18n/detect';
import { readStorage, writeStorage } from './lib/storage';
import type { Content, Product } from './lib/api-types';

export type { Lang, Theme, ThemeChoice };

interface SiteState {
  lang: Lang;
  setLang: (lang: Lang) => void;
  theme: ThemeChoice;
  /** The theme in force (the system's when `theme` is 'system'). */
  resolvedTheme: Theme;
  setTheme: (theme: ThemeChoice) => void;
  /** Site content (the server answers the company's details with their defaults); null until loaded. */
  content: Content | null;
  loadContent: () => Promise<void>;
  /** The product list last loaded by the public products page, shown again while it reloads. */
  products: Product[] | null;
  setProducts: (products: Product[]) => void;
}

const darkQuery = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;

function applyLang(lang: Lang) {
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}

function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
}

// The boot script has set <html lang> (a public page's from its URL, the dashboard's by detection).
const pageLang = document.documentElement.lang;
const initialLang = isLang(pageLang) ? pageLang : detectLang(readStorage(LANG_KEY), navigator.language);
const initialTheme = themeChoiceOf(readStorage(THEME_KEY));

let contentRequest: Promise<void> | null = null;

export const useStore = create<SiteState>()((set) => ({
  lang: initialLang,
  setLang: (lang) => {
    writeStorage(LANG_KEY, lang);
    applyLang(lang);
    set({ lang });
  },
  theme: initialTheme,
  resolvedTheme: resolveTheme(initialTheme, darkQuery?.matches ?? false),
  setTheme: (theme) => {
    writeStorage(THEME_KEY, theme);
    const resolved = resolveTheme(theme, darkQuery?.matches ?? false);
    applyTheme(resolved);
    set({ theme, resolvedTheme: resolved });
  },
  content: null,
  loadContent: () => {
    // One request for every caller; a failure leaves the defaults and may be retried later.
    contentRequest ??= request<Content>('/api/content', { timeoutMs: 8000, retries: 1 })
      .then((content) => set({ content }))
      .catch(() => {
        contentRequest = null;
      });
    return contentRequest;
  },
  products: null,
  setProducts: (products) => set({ products }),
}));

applyLang(initialLang);
applyTheme(useStore.getState().resolvedTheme);

darkQuery?.addEventListener('change', (e) => {
  const { theme } = useStore.getState();
  if (theme !== 'system') return;
  const resolved = resolveTheme(theme, e.matches);
  applyTheme(resolved);
  useStore.setState({ resolvedTheme: resolved });
});

/** Lines of a multi-line content field (branches, working hours), blank ones dropped. */
const lines = (text: string | null | undefined) => (text ?? '').split('\n').map((l) => l.trim()).filter(Boolean);

/**
 * The company's details as the server answers them (its defaults until an admin saves others),
 * in the reader's language: a Persian text where one is saved, else the English. Empty until the
 * content has loaded: nothing company-specific is built into the UI.
 */
export function useContact() {
  const content = useStore((s) => s.content);
  const fa = useStore((s) => s.lang) === 'fa';
  const pick = (en: string | null | undefined, faText: string | null | undefined) => (fa && faText ? faText : en) || '';
  return {
    email: content?.contactEmail || '',
    phone: content?.contactPhone || '',
    address: pick(content?.contactAddress, content?.contactAddressFa),
    branches: lines(pick(content?.branches, content?.branchesFa)),
    hours: lines(pick(content?.workingHours, content?.workingHoursFa)),
    whatsapp: content?.whatsappUrl || '',
    instagram: content?.instagramUrl || '',
    facebook: content?.facebookUrl || '',
    youtube: content?.twitterUrl || '', // YouTube travels as twitterUrl
    linkedin: content?.linkedinUrl || '',
    profileUrl: content?.profileDocumentUrl || '',
    profileName: content?.profileDocumentName || '',
  };
}
