// One webhook endpoint's deliveries, newest first, each with every attempt (when, the answer's
// status or what failed, how long it took, the answer's first 1 KB) and "Send again".
import { useState } from 'react';
import { api, errorText } from '../dashApi';
import { fill, useLang } from '../../i18n';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { useDT } from '../i18n';
import type { WebhookDelivery, WebhookEndpoint } from '../../lib/api-types';
import { Banner, Spinner, TabStatus } from '../ui';
import { useTabData } from '../useTabData';
import { eventLabel } from './webhookEvents';

const stateLabel = { pending: 'webhookStatePending', delivered: 'webhookStateDelivered', failed: 'webhookStateFailed' } as const;

export default function WebhookDeliveries({ endpoint, onChanged }: { endpoint: WebhookEndpoint; onChanged: (e: WebhookEndpoint) => void }) {
  const t = useDT();
  const lang = useLang();
  const { data: deliveries, error: loadError, reload } = useTabData({
    active: true,
    load: (signal) => api.webhookDeliveries(endpoint.id, signal),
    failure: 'failedToLoad',
  });
  const [sending, setSending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function again(d: WebhookDelivery) {
    setSending(d.id);
    setError(null);
    try {
      onChanged(await api.resendWebhook(endpoint.id, d.id));
      reload();
    } catch (err) {
      setError(errorText(err, t.failedToSave, lang));
    } finally {
      setSending(null);
    }
  }

  return (
    <div className="dash-webhook-deliveries" data-testid="webhook-deliveries">
      <div className="dash-form-actions">
        <button type="button" className="dash-btn dash-btn-sm" onClick={reload}>
          {t.refresh}
        </button>
      </div>
      {error && (
        <Banner kind="error" onDismiss={() => setError(null)}>
          {error}
        </Banner>
      )}
      <TabStatus waiting={deliveries === null} error={loadError} onRetry={reload} empty={deliveries?.length === 0 && t.webhookNoDeliveries} />
      {deliveries && deliveries.length > 0 && (
        <ol className="dash-webhook-delivery-list">
          {deliveries.map((d) => (
            <li key={d.id} data-testid="webhook-delivery">
              <div className="dash-webhook-head">
                <div>
                  <span className="dash-strong">{t[eventLabel[d.type]]}</span> <code dir="ltr">{d.type}</code>{' '}
                  <span className={d.state === 'delivered' ? 'dash-chip dash-chip-ok' : 'dash-chip'} data-testid="webhook-delivery-state">
                    {t[stateLabel[d.state]]}
                  </span>
                  <div className="dash-muted">
                    {formatDateTime(d.createdAt, lang)}
                    {d.nextAttemptAt && ` · ${fill(t.webhookNextAttempt, { time: formatDateTime(d.nextAttemptAt, lang) })}`}
                  </div>
                </div>
                <button type="button" className="dash-btn dash-btn-sm dash-push" disabled={sending !== null} onClick={() => again(d)}>
                  {sending === d.id ? <Spinner size="sm" /> : null}
                  {t.webhookSendAgain}
                </button>
              </div>
              {d.attempts.length > 0 && (
                <ul className="dash-webhook-attempts">
                  {d.attempts.map((a, i) => (
                    <li key={i} data-testid="webhook-attempt">
                      <span>{formatDateTime(a.at, lang)}</span>{' · '}
                      <span>{a.status ? fill(t.webhookAttemptAnswered, { status: formatNumber(a.status, lang, { useGrouping: false }) }) : t.webhookAttemptNoAnswer}</span>
                      {' · '}
                      <span>{fill(t.webhookAttemptTook, { ms: formatNumber(a.durationMs, lang) })}</span>
                      {a.error && (
                        <div className="dash-muted" dir="ltr">
                          {a.error}
                        </div>
                      )}
                      {a.answer && <pre dir="ltr">{a.answer}</pre>}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
