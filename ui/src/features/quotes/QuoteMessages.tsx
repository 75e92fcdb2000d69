// The thread between the buyer and the company on a quote, and the buyer's question.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { request } from '../../api';
import { useLang } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import type { BuyerQuote, QuoteMessage } from './quoteTypes';
import { answerError, useQuoteT } from './useQuoteT';

const MAX_QUESTION = 2000;

/** The thread with the company, and the buyer's question. */
export function QuoteMessages({ quote, base, onSent }: { quote: BuyerQuote; base: string; onSent: (m: QuoteMessage) => void }) {
  const t = useQuoteT();
  const lang = useLang();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  async function send(e: FormEvent) {
    e.preventDefault();
    const question = text.trim();
    if (!question || [...question].length > MAX_QUESTION) return setProblem(t.quote.questionRequired);
    setSending(true);
    setProblem('');
    try {
      onSent(await request<QuoteMessage>(`${base}/messages`, { method: 'POST', body: { text: question }, timeoutMs: 8000 }));
      setText('');
      setSent(true);
    } catch (err) {
      setProblem(answerError(err, t, lang));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="quote-card" aria-labelledby="quote-messages">
      <h2 id="quote-messages">{t.quote.messages}</h2>
      {quote.messages.length === 0 ? (
        <p className="muted">{t.quote.noMessages}</p>
      ) : (
        <ol className="quote-thread" data-testid="quote-thread">
          {quote.messages.map((m) => (
            <li key={m.id} className={`from-${m.from}`}>
              <span className="quote-thread-who">
                {m.from === 'buyer' ? t.quote.fromBuyer : t.quote.fromCompany} · {formatDateTime(m.at, lang)}
              </span>
              <p data-server-text dir="auto">
                {m.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={send} noValidate className="quote-ask">
        <div className={`field${problem ? ' has-error' : ''}`}>
          <label htmlFor={`${id}-q`}>{t.quote.question}</label>
          <textarea
            id={`${id}-q`}
            rows={3}
            maxLength={MAX_QUESTION}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setSent(false);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-qe` : undefined}
            data-testid="quote-question"
          />
          {problem && (
            <span id={`${id}-qe`} className="field-error" role="alert">
              {problem}
            </span>
          )}
        </div>
        <div className="btn-row">
          <button type="submit" className="btn btn-outline" disabled={sending} data-testid="quote-ask">
            {t.quote.questionSend}
          </button>
          <span role="status" className="muted small">
            {sent ? t.quote.questionSent : ''}
          </span>
        </div>
      </form>
    </section>
  );
}

