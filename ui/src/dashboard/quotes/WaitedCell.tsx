// How long a quote request waited (or still waits) for the company's first answer, in words; one
// waiting more than 24 hours carries a sign and the words 'Over 24 h' (not colour alone).
import { fill, useLang } from '../../i18n';
import { useDT } from '../i18n';
import type { Quote } from './types';
import { isLate, isWaiting, waitedMs } from './waiting';
import { spanText } from './words';

/** How long the request waited (or waits) for the company's first answer; over 24 hours marked. */
export function WaitedCell({ quote, now }: { quote: Quote; now: number }) {
  const t = useDT();
  const lang = useLang();
  const span = spanText(waitedMs(quote, now), t, lang);
  if (isWaiting(quote)) {
    const late = isLate(quote, now);
    return (
      <span className="dash-waited" data-testid="quote-waited">
        <span className="dash-nowrap">{fill(t.quoteWaitingFor, { span })}</span>
        {late && (
          <span className="dash-late" data-testid="quote-late" title={t.quoteLateLong}>
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
              <path d="M12 3l10 18H2zM12 10v5M12 18v.5" />
            </svg>
            {t.quoteLate}
          </span>
        )}
      </span>
    );
  }
  return (
    <span className="dash-waited dash-muted" data-testid="quote-waited">
      {quote.firstAnsweredAt ? fill(t.quoteAnsweredAfter, { span }) : t.quoteNotAnswered}
    </span>
  );
}
