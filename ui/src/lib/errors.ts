// Error texts of the public pages in the reader's language: the server's error codes the site's
// dictionary words (errors.*), and the fetch wrapper's own failures, through the one translator.
import { ApiError } from '../api';
import type { Dict } from '../i18n';
import type { Lang } from '../i18n/detect';
import { localizeMessage, type ErrorInfo } from '../i18n/messages';

export function localizeError(error: string | ErrorInfo, t: Dict, lang: Lang): string {
  return localizeMessage(error, lang, {
    timeout: t.errors.timeout,
    codes: {
      out_of_stock: t.errors.exceedsStock,
      // the order form names one product: the only thing of it the server may not find
      not_found: t.errors.productNotFound,
      too_many_requests: t.errors.tooMany,
      disk_full: t.errors.diskFull,
      // a name or address holding a direction control (the order dialog checks nothing of it first)
      invisible_characters: t.errors.invisible,
      // failures the visitor can only retry: the form's own words, not the server's English
      internal: t.errors.failedToSubmit,
      timeout: t.errors.failedToSubmit,
      invalid_request: t.errors.failedToSubmit,
      cross_site: t.errors.failedToSubmit,
    },
    known: {
      'Request failed': t.errors.requestFailed,
      'Failed to submit': t.errors.failedToSubmit,
    },
  });
}

/** What a failed order says: the server's error (by its code), else 'Failed to submit'. */
export function orderErrorMessage(e: unknown): ErrorInfo {
  if (e instanceof ApiError) {
    if (e.status === 429) return { message: e.message, code: 'too_many_requests' };
    if (e.status === 0 && e.message.startsWith('Request timeout')) return { message: e.message };
    if (e.message && e.message !== 'Request failed') return { message: e.message, code: e.code, field: e.field };
  }
  return { message: 'Failed to submit' };
}
