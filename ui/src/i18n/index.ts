// The UI's one i18n system. Each namespace is a pair of dictionaries with the same keys, one per
// language: the public site's here (en.ts, fa.ts, in every page's bundle), the dashboard's in
// dashboard/i18n (loaded only with the dashboard). `useDictionary` gives a namespace's dictionary in
// the current language, `fill` fills its `{name}` placeholders, and messages.ts shows the server's
// English messages in the reader's language.
import { useStore } from '../store';
import { en } from './en';
import { fa } from './fa';
import type { Lang } from './detect';

export type Dict = typeof en;

export const dictionaries: Record<Lang, Dict> = { en, fa };

/** A namespace's dictionary in the current language (the same object while the language stays). */
export function useDictionary<D>(namespace: Record<Lang, D>): D {
  return namespace[useStore((s) => s.lang)];
}

/** The public site's dictionary. */
export function useT(): Dict {
  return useDictionary(dictionaries);
}

export function useLang(): Lang {
  return useStore((s) => s.lang);
}

/** Replaces `{name}` placeholders with the given values. */
export function fill(template: string, vars: Record<string, string | number>): string {
  // One pass with indexOf rather than a replace with a callback: the server renders the pages in
  // QuickJS, where that replace costs several times more, and every product card fills three.
  let out = '';
  let from = 0;
  for (let open = template.indexOf('{'); open >= 0; open = template.indexOf('{', open + 1)) {
    const close = template.indexOf('}', open + 1);
    if (close < 0) break;
    const key = template.slice(open + 1, close);
    if (!PLACEHOLDER.test(key) || !(key in vars)) continue;
    out += template.slice(from, open) + String(vars[key]);
    from = close + 1;
    open = close;
  }
  return out + template.slice(from);
}

const PLACEHOLDER = /^\w+$/;
