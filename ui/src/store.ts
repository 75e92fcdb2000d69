// The UI's one store: language and theme (persisted as plain strings under `site-lang` and
// `theme`), the site content from GET /api/content, and what the public pages show (products, hero,
// awards). A page rendered by the server starts from the data it was rendered with (inlined as
// `<script id="ssr-data">`), so the first render in the browser is the server's HTML. The server's
// renderer (ssr.tsx) runs this module too, without `document` or `navigator`.
import { create } from 'zustand';
import { request } from './api';
import { LANG_KEY, THEME_KEY, dirOf, detectLang, isLang, resolveTheme, themeChoiceOf } from './i18n/detect';
import type { Lang, Theme, ThemeChoice } from './i18n/detect';
import { readStorage, writeStorage } from './lib/storage';
import type { Award, Content, Document, Hero, Product } from './lib/api-types';

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
  /** The home page's slides and texts, and the about page's awards: null until loaded. */
  hero: Hero | null;
  awards: Award[] | null;
  /** The certificates and product documents valid today (the About page, the product dialog): null until loaded. */
  documents: Document[] | null;
  /** The year of the footer's copyright line (the server's, on a rendered page). */
  year: number;
}

/** The data a page was rendered with, as the server inlines it. */
export interface PageData {
  lang: Lang;
  year: number;
  content: Content | null;
  products?: Product[];
  hero?: Hero;
  awards?: Award[];
  documents?: Document[];
}

const browser = typeof document !== 'undefined';

function inlinedData(): PageData | null {
  const text = browser ? document.getElementById('ssr-data')?.textContent : null;
  try {
    return text ? (JSON.parse(text) as PageData) : null;
  } catch {
    return null;
  }
}

const inlined = inlinedData();
/** Inlined data not yet used by its page: taken once, so a page skips its first fetch. */
const unused = new Set<'products' | 'hero' | 'awards' | 'documents'>(
  (['products', 'hero', 'awards', 'documents'] as const).filter((key) => inlined?.[key] !== undefined),
);

/** True once if the page's data came inlined with the HTML (no need to fetch it on mount). */
export function takeInlined(key: 'products' | 'hero' | 'awards' | 'documents'): boolean {
  return unused.delete(key);
}

const darkQuery = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;

function applyLang(lang: Lang) {
  if (!browser) return;
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}

function applyTheme(theme: Theme) {
  if (!browser) return;
  document.documentElement.dataset.theme = theme;
}

// The boot script has set <html lang> (a public page's from its URL, the dashboard's by detection).
const pageLang = browser ? document.documentElement.lang : 'en';
const initialLang = isLang(pageLang) ? pageLang : detectLang(readStorage(LANG_KEY), navigator.language);
const initialTheme = themeChoiceOf(browser ? readStorage(THEME_KEY) : null);
const systemTheme = resolveTheme(initialTheme, darkQuery?.matches ?? false);

let contentRequest: Promise<void> | null = inlined?.content ? Promise.resolve() : null;

export const useStore = create<SiteState>()((set) => ({
  lang: initialLang,
  setLang: (lang) => {
    writeStorage(LANG_KEY, lang);
    applyLang(lang);
    set({ lang });
  },
  theme: initialTheme,
  // The server renders the light theme (the boot script has already coloured the page): a rendered
  // page hydrates in it (hydration reads the initial state) and switches to the reader's right after.
  resolvedTheme: inlined ? 'light' : systemTheme,
  setTheme: (theme) => {
    writeStorage(THEME_KEY, theme);
    const resolved = resolveTheme(theme, darkQuery?.matches ?? false);
    applyTheme(resolved);
    set({ theme, resolvedTheme: resolved });
  },
  content: inlined?.content ?? null,
  loadContent: () => {
    // One request for every caller; a failure leaves the defaults and may be retried later.
    contentRequest ??= request<Content>('/api/content', { timeoutMs: 8000, retries: 1 })
      .then((content) => set({ content }))
      .catch(() => {
        contentRequest = null;
      });
    return contentRequest;
  },
  products: inlined?.products ?? null,
  setProducts: (products) => set({ products }),
  hero: inlined?.hero ?? null,
  awards: inlined?.awards ?? null,
  documents: inlined?.documents ?? null,
  year: inlined?.year ?? new Date().getFullYear(),
}));

if (inlined) useStore.setState({ resolvedTheme: systemTheme });

/** The server's renderer: the state a page is rendered with (zustand renders the initial state on the server). */
export function setPageData(data: PageData) {
  const state: Partial<SiteState> = {
    lang: data.lang,
    year: data.year,
    content: data.content,
    products: data.products ?? null,
    hero: data.hero ?? null,
    awards: data.awards ?? null,
    documents: data.documents ?? null,
  };
  Object.assign(useStore.getInitialState(), state);
  useStore.setState(state);
}

applyLang(initialLang);
applyTheme(systemTheme);

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
