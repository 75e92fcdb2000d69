// The count of quote requests waiting for an answer, beside the Quotes tab: asked for at sign-in,
// every minute, and after each answer sent from the tab. Marked (by a sign and in words, not by
// colour alone) when the oldest has waited more than 24 hours.
import { useEffect } from 'react';
import { create } from 'zustand';
import { fill, useLang } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { useDT } from '../i18n';
import { quotesApi } from './quotesApi';
import { LATE_AFTER_MS, useNow } from './waiting';

type Waiting = { count: number; oldest: number | null };

export const useQuotesWaiting = create<{ waiting: Waiting | null; refresh: () => Promise<void> }>((set) => ({
  waiting: null,
  refresh: async () => {
    try {
      const w = await quotesApi.waiting();
      const oldest = w.oldestWaitingSince ? Date.parse(w.oldestWaitingSince) : NaN;
      set({ waiting: { count: w.count, oldest: Number.isNaN(oldest) ? null : oldest } });
    } catch {
      /* the badge keeps what it had; the tab itself says when the server cannot be reached */
    }
  },
}));

const POLL_MS = 60_000;

/** Keeps the count fresh while the workspace is shown; `epoch` grows at each sign-in. */
export function useQuotesWaitingPoll(epoch: number) {
  useEffect(() => {
    const { refresh } = useQuotesWaiting.getState();
    void refresh();
    const timer = setInterval(refresh, POLL_MS);
    return () => clearInterval(timer);
  }, [epoch]);
}

export function QuotesBadge() {
  const t = useDT();
  const lang = useLang();
  const waiting = useQuotesWaiting((s) => s.waiting);
  const now = useNow();
  if (!waiting || waiting.count === 0) return null;
  const late = waiting.oldest !== null && now - waiting.oldest > LATE_AFTER_MS;
  const count = formatNumber(waiting.count, lang);
  return (
    <span className={`dash-tab-badge${late ? ' dash-tab-badge-late' : ''}`} data-testid="quotes-waiting-badge" data-late={late || undefined}>
      <span aria-hidden="true">
        {late ? '! ' : ''}
        {count}
      </span>
      <span className="visually-hidden">
        {fill(t.quotesWaitingCount, { count })}
        {late ? `, ${t.quotesWaitingLate}` : ''}
      </span>
    </span>
  );
}
