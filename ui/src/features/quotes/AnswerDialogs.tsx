// The buyer's answers to a quote, each confirmed in a dialog: accept the latest revision, or
// decline it with a reason.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { request } from '../../api';
import { Dialog } from '../../components/Dialog';
import { fill, useLang } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import type { BuyerQuote, Revision } from './quoteTypes';
import { useQuoteT } from './useQuoteT';

const MAX_REASON = 1000;

export function AcceptDialog({ revision, base, onClose, onDone, onError }: { revision: Revision; base: string; onClose: () => void; onDone: (q: BuyerQuote) => void; onError: (e: unknown) => void }) {
  const t = useQuoteT();
  const lang = useLang();
  const [sending, setSending] = useState(false);
  async function accept() {
    setSending(true);
    try {
      onDone(await request<BuyerQuote>(`${base}/accept`, { method: 'POST', body: { revision: revision.number }, timeoutMs: 10_000 }));
    } catch (e) {
      onError(e);
    } finally {
      setSending(false);
      onClose();
    }
  }
  const n = formatNumber(revision.number, lang);
  return (
    <Dialog onClose={onClose} title={fill(t.quote.accept, { n })} role="alertdialog" className="result-dialog" testId="accept-dialog">
      <p>{fill(t.quote.acceptConfirm, { n, total: formatNumber(revision.total, lang, { currency: revision.currency }) })}</p>
      <div className="btn-row dialog-actions">
        <button type="button" className="btn btn-primary" onClick={() => void accept()} disabled={sending} data-testid="accept-confirm">
          {t.quote.acceptYes}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t.quote.cancel}
        </button>
      </div>
    </Dialog>
  );
}

export function DeclineDialog({ base, onClose, onDone, onError }: { base: string; onClose: () => void; onDone: (q: BuyerQuote) => void; onError: (e: unknown) => void }) {
  const t = useQuoteT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState(false);
  const [sending, setSending] = useState(false);
  async function decline(e: FormEvent) {
    e.preventDefault();
    const text = reason.trim();
    if (!text || [...text].length > MAX_REASON) return setProblem(true);
    setSending(true);
    try {
      onDone(await request<BuyerQuote>(`${base}/decline`, { method: 'POST', body: { reason: text }, timeoutMs: 10_000 }));
    } catch (err) {
      onError(err);
    } finally {
      setSending(false);
      onClose();
    }
  }
  return (
    <Dialog onClose={onClose} title={t.quote.declineTitle} testId="decline-dialog">
      <form onSubmit={decline} noValidate>
        <div className={`field${problem ? ' has-error' : ''}`}>
          <label htmlFor={`${id}-r`}>{t.quote.declineReason}</label>
          <textarea
            id={`${id}-r`}
            rows={3}
            maxLength={MAX_REASON}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-re` : undefined}
            data-testid="decline-reason"
          />
          {problem && (
            <span id={`${id}-re`} className="field-error" role="alert">
              {t.quote.reasonRequired}
            </span>
          )}
        </div>
        <div className="btn-row dialog-actions">
          <button type="submit" className="btn btn-primary" disabled={sending} data-testid="decline-confirm">
            {t.quote.declineSend}
          </button>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t.quote.cancel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
