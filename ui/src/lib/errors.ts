// Error texts of the public pages in the reader's language: the messages the server and the fetch
// wrapper send that the site's dictionary words (errors.*), through the one message translator.
import { ApiError } from '../api';
import type { Dict } from '../i18n';
import type { Lang } from '../i18n/detect';
import { localizeMessage } from '../i18n/messages';

/** The server's answer (503) while its disk is full (src/error.rs, DISK_FULL_MESSAGE). */
export const DISK_FULL = "The site's storage is full, so your request could not be saved. Please try again in a few minutes.";

export function localizeError(message: string, t: Dict, lang: Lang): string {
  return localizeMessage(message, lang, {
    timeout: t.errors.timeout,
    known: {
      'Request failed': t.errors.requestFailed,
      'Requested quantity exceeds available stock': t.errors.exceedsStock,
      'Product not found': t.errors.productNotFound,
      'Failed to submit': t.errors.failedToSubmit,
      'Too many requests': t.errors.tooMany,
      [DISK_FULL]: t.errors.diskFull,
    },
  });
}

/** The message of a failed order: the server's error text, else 'Failed to submit'. */
export function orderErrorMessage(e: unknown): string {
  if (e instanceof ApiError) {
    if (e.status === 429) return 'Too many requests';
    if (e.status === 0 && e.message.startsWith('Request timeout')) return e.message;
    if (e.message && e.message !== 'Request failed') return e.message;
  }
  return 'Failed to submit';
}
