// The inquiry page's words: the site's dictionary with the page's own texts.
import { useMemo } from 'react';
import { useLang, useT } from '../../i18n';
import { inquiryTexts } from './inquiryTexts';

/** The site's dictionary with this page's texts in it, in the current language. */
export function useInquiryT() {
  const t = useT();
  const lang = useLang();
  return useMemo(() => ({ ...t, inquiry: { ...t.inquiry, ...inquiryTexts[lang] } }), [t, lang]);
}

export type InquiryDict = ReturnType<typeof useInquiryT>;

