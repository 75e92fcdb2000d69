// The messages between the company and the buyer on a quote request, and the company's reply.
import { useState, type FormEvent } from 'react';
import { useLang } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import { errorText } from '../dashApi';
import { useDT } from '../i18n';
import { Spinner } from '../ui';
import { quotesApi } from './quotesApi';
import type { Quote } from './types';

const MAX_MESSAGE = 2000;

/** The thread with the buyer, oldest first, and a message to them. */
export function QuoteMessages({ quote, onSent }: { quote: Quote; onSent: (m: Quote['messages'][number]) => void }) {
  const t = useDT();
  const lang = useLang();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(e: FormEvent) {
    e.preventDefault();
    const body = text.trim();
    if (!body || [...body].length > MAX_MESSAGE) return setError(t.quoteReplyEmpty);
    setSending(true);
    setError(null);
    try {
      onSent(await quotesApi.message(quote.id, body));
      setText('');
    } catch (err) {
      setError(errorText(err, t.failedToSave, lang));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="dash-card" aria-labelledby="dash-quote-messages-h" data-testid="quote-messages">
      <h2 id="dash-quote-messages-h">{t.quoteMessages}</h2>
      {quote.messages.length === 0 ? (
        <p className="dash-muted">{t.quoteNoMessages}</p>
      ) : (
        <ol className="dash-thread">
          {quote.messages.map((m) => (
            <li key={m.id} className={`dash-msg dash-msg-${m.from}`} data-testid="quote-message">
              <div className="dash-msg-meta">
                <strong>{m.from === 'buyer' ? t.quoteFromBuyer : t.quoteFromCompany}</strong>
                <span className="dash-muted">{formatDateTime(m.at, lang)}</span>
              </div>
              <p dir="auto" className="dash-pre">
                {m.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={send} className="dash-stack dash-reply" noValidate>
        <div className="dash-field">
          <label htmlFor={`quote-reply-${quote.id}`}>{t.quoteReply}</label>
          <textarea
            id={`quote-reply-${quote.id}`}
            rows={3}
            dir="auto"
            maxLength={MAX_MESSAGE}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={`quote-reply-${quote.id}-hint`}
            aria-invalid={error ? true : undefined}
          />
          <small className="dash-hint" id={`quote-reply-${quote.id}-hint`}>
            {t.quoteReplyHint}
          </small>
          {error && (
            <small className="dash-field-error" role="alert">
              {error}
            </small>
          )}
        </div>
        <div className="dash-form-actions">
          <button type="submit" className="dash-btn" disabled={sending}>
            {sending ? <Spinner size="sm" /> : null}
            {t.quoteSendReply}
          </button>
        </div>
      </form>
    </section>
  );
}
