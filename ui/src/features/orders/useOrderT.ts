// The order page's words: the site's dictionary with the page's own texts.
import { useMemo } from 'react';
import { useLang, useT } from '../../i18n';
import { orderTexts } from './orderTexts';

/** The site's dictionary with this page's texts in it, in the current language. */
export function useOrderT() {
  const t = useT();
  const lang = useLang();
  return useMemo(() => ({ ...t, order: orderTexts[lang] }), [t, lang]);
}
