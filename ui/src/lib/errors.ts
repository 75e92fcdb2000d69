// Error texts of the public pages in the reader's language. The server and the fetch wrapper
// speak English; the known messages have a Persian wording, anything else is shown as it is.
import { ApiError } from '../api';
import type { Dict } from '../i18n';
import { fill } from '../i18n';
import type { Lang } from '../i18n/detect';
import { formatNumber } from '../i18n/format';

export function localizeError(message: string, t: Dict, lang: Lang): string {
  const timeout = /^Request timeout \((\d+)ms\)$/.exec(message);
  if (timeout) return fill(t.errors.timeout, { ms: formatNumber(Number(timeout[1]), lang, { useGrouping: false }) });
  const known: Record<string, string> = {
    'Request failed': t.errors.requestFailed,
    'Requested quantity exceeds available stock': t.errors.exceedsStock,
    'Product not found': t.errors.productNotFound,
    'Failed to submit': t.errors.failedToSubmit,
    'Too many requests': t.errors.tooMany,
  };
  return known[message] ?? message;
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
