// The quote page's words: the site's dictionary with the page's own texts, and what a refused
// answer of the buyer's says.
import { useMemo } from 'react';
import { ApiError } from '../../api';
import { useLang, useT } from '../../i18n';
import type { Lang } from '../../i18n/detect';
import { localizeError, orderErrorMessage } from '../../lib/errors';
import { quoteTexts } from './quoteTexts';

/** The site's dictionary with this page's texts in it, in the current language. */
export function useQuoteT() {
  const t = useT();
  const lang = useLang();
  return useMemo(() => ({ ...t, quote: quoteTexts[lang] }), [t, lang]);
}

export type QuoteDict = ReturnType<typeof useQuoteT>;

/** What a refused answer says, in the reader's language. */
export function answerError(err: unknown, t: QuoteDict, lang: Lang): string {
  const code = err instanceof ApiError ? (err.code as string | undefined) : undefined;
  if (code === 'quote_not_open') return t.quote.errors.notOpen;
  if (code === 'quote_expired') return t.quote.errors.expired;
  if (code === 'not_latest_revision') return t.quote.errors.notLatest;
  if (code === 'too_many_questions') return t.quote.errors.tooManyQuestions;
  return localizeError(orderErrorMessage(err), t, lang);
}

