// The UI's one store: language and theme (persisted as plain strings under `site-lang` and
// `theme`), the site content from GET /api/content, and the last product list a page loaded.
import { create } from 'zustand';
import { request } from './api';
import { buildConfig } from './config';
import { LANG_KEY, THEME_KEY, dirOf, detectLang, isLang, resolveTheme, themeChoiceOf } from './i18n/detect';
import type { Lang, Theme, ThemeChoice } from './i18n/detect';
import { readStorage, writeStorage } from './lib/storage';
import type { Content, Product } from './lib/types';

export type { Lang, Theme, ThemeChoice };

interface SiteState {
  lang: Lang;
  setLang: (lang: Lang) => void;
  theme: ThemeChoice;
  /** The theme in force (the system's when `theme` is 'system'). */
  resolvedTheme: Theme;
  setTheme: (theme: ThemeChoice) => void;
  /** Site content; null until loaded (the UI then shows its build-time defaults). */
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

/** Contact details from the saved content, else the build-time defaults. */
export function useContact() {
  const content = useStore((s) => s.content);
  return {
    email: content?.contactEmail || buildConfig.contactEmail,
    phone: buildConfig.contactPhone,
    address: content?.contactAddress || buildConfig.contactAddress,
    whatsapp: content?.whatsappUrl || buildConfig.whatsapp,
    instagram: content?.instagramUrl || '',
    facebook: content?.facebookUrl || '',
    youtube: content?.twitterUrl || '', // YouTube travels as twitterUrl
    linkedin: content?.linkedinUrl || '',
    profileUrl: content?.profileDocumentUrl || '',
    profileName: content?.profileDocumentName || '',
  };
}
