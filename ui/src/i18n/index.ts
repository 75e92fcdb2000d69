// The public site's translator: `useT()` gives the dictionary of the current language.
import { useStore } from '../store';
import { en } from './en';
import { fa } from './fa';
import type { Lang } from './detect';

export type Dict = typeof en;

export const dictionaries: Record<Lang, Dict> = { en, fa };

export function useT(): Dict {
  return dictionaries[useStore((s) => s.lang)];
}

export function useLang(): Lang {
  return useStore((s) => s.lang);
}

/** Replaces `{name}` placeholders with the given values. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}
