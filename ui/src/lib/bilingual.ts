// A text the site keeps in both languages (a product's name, an award's title): the Persian one on
// a Persian page where it is written, else the English one, marked as English (`lang="en"`,
// `dir="ltr"`) so that screen readers and the text's direction follow its language. The server
// (src/web/product_text.rs) chooses the same.
import type { Lang } from '../i18n/detect';
import { html } from './html';
import type { Html } from './html';

/** A text and, when it is not in the page's language, the language it is in. */
export interface Text {
  text: string;
  /** 'en' when an English text stands on a Persian page (not written in Persian yet). */
  lang?: 'en';
}

/** The text in `lang`: `persian` where written on a Persian page, else `english`. */
export function inLanguage(english: string, persian: string | undefined, lang: Lang): Text {
  if (lang === 'en') return { text: english };
  const fa = persian?.trim();
  return fa ? { text: fa } : { text: english, lang: english.trim() ? 'en' : undefined };
}

/** The attributes of an element holding `t`: its language and direction when not the page's. */
export function textAttrs(t: Text): { lang?: string; dir: 'auto' | 'ltr' } {
  return t.lang ? { lang: t.lang, dir: 'ltr' } : { dir: 'auto' };
}

/** [`textAttrs`] as markup, for a card written as a string (productCards.ts). */
export function textAttrsHtml(t: Text): Html {
  return t.lang ? html`lang="${t.lang}" dir="ltr"` : html`dir="auto"`;
}
