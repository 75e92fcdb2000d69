// Webhooks for integrators (issue 42): add an https endpoint with the events it wants (its signing
// secret shown this once), then per endpoint: send a test, switch it off or on, remove it, and see
// its deliveries with every attempt (WebhookDeliveries).
import { useState, type FormEvent } from 'react';
import { api, errorText } from '../dashApi';
import { fill, useLang } from '../../i18n';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { useDT } from '../i18n';
import { EVENT_TYPES, type CreatedWebhookEndpoint, type EventType, type WebhookEndpoint } from '../../lib/api-types';
import { Banner, ConfirmDialog, Field, Spinner, TabStatus } from '../ui';
import { useTabData } from '../useTabData';
import SecretOnce from './SecretOnce';
import WebhookDeliveries from './WebhookDeliveries';
import { eventLabel } from './webhookEvents';

/** What an endpoint may subscribe to (the test goes by its button). */
const SUBSCRIBABLE = EVENT_TYPES.filter((e) => e !== 'webhook.test');

export default function WebhooksCard({ active }: { active: boolean }) {
  const t = useDT();
  const lang = useLang();
  const { data: endpoints, setData: setEndpoints, error: loadError, reload } = useTabData({
    active,
    load: (signal) => api.webhooks(signal),
    failure: 'failedToLoad',
  });
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<EventType[]>([]);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [working, setWorking] = useState<number | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<WebhookEndpoint | null>(null);

  function toggle(e: EventType) {
    setEvents((list) => (list.includes(e) ? list.filter((x) => x !== e) : [...list, e]));
  }

  async function add(e: FormEvent) {
    e.preventDefault();
    const address = url.trim();
    // the server's own rules, checked here first
    if (!/^https:\/\/[^\s/?#@]+/i.test(address)) return setFormError(t.webhookNotHttps);
    if (events.length === 0) return setFormError(t.webhookNoEvents);
    setBusy(true);
    setFormError(null);
    try {
      const endpoint = await api.addWebhook({ url: address, events: SUBSCRIBABLE.filter((x) => events.includes(x)) });
      setCreated(endpoint);
      const { secret: _secret, ...listed } = endpoint;
      setEndpoints((list) => [...(list ?? []).filter((x) => x.id !== endpoint.id), listed]);
      setUrl('');
      setEvents([]);
    } catch (err) {
      setFormError(errorText(err, t.failedToCreate, lang));
    } finally {
      setBusy(false);
    }
  }

  /** Runs `call` on endpoint `wid`, putting what it answers in the list. */
  async function act(wid: number, call: () => Promise<WebhookEndpoint | void>, done?: string) {
    setWorking(wid);
    setError(null);
    setNotice(null);
    try {
      const changed = await call();
      if (changed) setEndpoints((list) => (list ?? []).map((x) => (x.id === wid ? changed : x)));
      else setEndpoints((list) => (list ?? []).filter((x) => x.id !== wid));
      if (done) setNotice(done);
    } catch (err) {
      setError(errorText(err, t.failedToSave, lang));
      reload();
    } finally {
      setWorking(null);
    }
  }

  return (
    <section className="dash-card" aria-labelledby="dash-webhooks-h" data-testid="webhooks">
      <div className="dash-card-head">
        <div>
          <h2 id="dash-webhooks-h">{t.webhooksTitle}</h2>
          <p className="dash-muted">{t.webhooksLead}</p>
        </div>
      </div>
      <form className="dash-form-grid" onSubmit={add} noValidate data-testid="add-webhook-form">
        <Field label={t.webhookUrl} htmlFor="new-webhook-url" className="span-all">
          <input id="new-webhook-url" type="url" inputMode="url" autoComplete="off" maxLength={2000} dir="ltr" placeholder="https://" value={url} onChange={(e) => setUrl(e.target.value)} />
        </Field>
        <fieldset className="dash-webhook-events span-all">
          <legend>{t.webhookEvents}</legend>
          {SUBSCRIBABLE.map((e) => (
            <label key={e} className="dash-webhook-event">
              <input type="checkbox" checked={events.includes(e)} onChange={() => toggle(e)} /> {t[eventLabel[e]]}{' '}
              <code dir="ltr">{e}</code>
            </label>
          ))}
        </fieldset>
        {formError && (
          <div className="span-all">
            <Banner kind="error">{formError}</Banner>
          </div>
        )}
        <div className="dash-form-actions span-all">
          <button type="submit" className="dash-btn dash-btn-primary" disabled={busy}>
            {busy ? <Spinner size="sm" /> : null}
            {busy ? t.creating : t.addWebhook}
          </button>
        </div>
      </form>
      {created && (
        <SecretOnce
          title={fill(t.webhookAdded, { url: created.url })}
          warning={t.webhookSecretOnce}
          secret={created.secret}
          onDone={() => setCreated(null)}
          testId="webhook-secret"
        />
      )}
      {error && (
        <Banner kind="error" onDismiss={() => setError(null)}>
          {error}
        </Banner>
      )}
      {notice && (
        <p className="dash-saved" role="status">
          {notice}
        </p>
      )}
      <TabStatus waiting={endpoints === null} error={loadError} onRetry={reload} empty={endpoints?.length === 0 && t.noWebhooks} />
      {endpoints && endpoints.length > 0 && (
        <ul className="dash-list dash-webhook-list" data-testid="webhook-list">
          {endpoints.map((w) => (
            <li key={w.id} data-testid="webhook-row">
              <div className="dash-webhook-head">
                <div className="dash-api-key-text">
                  <code dir="ltr" className="dash-strong">
                    {w.url}
                  </code>{' '}
                  <span className={w.enabled ? 'dash-chip dash-chip-ok' : 'dash-chip'} data-testid="webhook-state">
                    {w.enabled ? t.webhookOn : t.webhookOff}
                  </span>{' '}
                  {w.pending > 0 && <span className="dash-chip">{fill(t.webhookPending, { count: formatNumber(w.pending, lang) })}</span>}
                  <div className="dash-muted">
                    {w.events.map((e) => t[eventLabel[e]]).join(lang === 'fa' ? '، ' : ', ')}
                    {' · '}
                    {fill(t.webhookMade, { name: w.createdBy, date: formatDateTime(w.createdAt, lang) })}
                  </div>
                  {w.disabledAt && <div className="dash-muted">{fill(t.webhookOffSince, { date: formatDateTime(w.disabledAt, lang) })}</div>}
                </div>
                <div className="dash-webhook-actions">
                  {working === w.id && <Spinner size="sm" />}
                  <button type="button" className="dash-btn dash-btn-sm" disabled={working !== null || !w.enabled} onClick={() => act(w.id, () => api.testWebhook(w.id), t.webhookTestSent)}>
                    {t.webhookTest}
                  </button>
                  <button type="button" className="dash-btn dash-btn-sm" aria-expanded={open === w.id} onClick={() => setOpen(open === w.id ? null : w.id)}>
                    {open === w.id ? t.webhookHideDeliveries : t.webhookDeliveries}
                  </button>
                  <button type="button" className="dash-btn dash-btn-sm" disabled={working !== null} onClick={() => act(w.id, () => api.switchWebhook(w.id, !w.enabled))}>
                    {w.enabled ? t.webhookSwitchOff : t.webhookSwitchOn}
                  </button>
                  <button type="button" className="dash-btn dash-btn-sm dash-btn-danger-ghost" disabled={working !== null} onClick={() => setConfirm(w)}>
                    {t.remove}
                  </button>
                </div>
              </div>
              {open === w.id && <WebhookDeliveries endpoint={w} onChanged={(changed) => setEndpoints((list) => (list ?? []).map((x) => (x.id === changed.id ? changed : x)))} />}
            </li>
          ))}
        </ul>
      )}
      {confirm && (
        <ConfirmDialog
          title={t.removeWebhookTitle}
          body={fill(t.removeWebhookBody, { url: confirm.url })}
          confirmLabel={t.remove}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            const gone = confirm;
            setConfirm(null);
            if (open === gone.id) setOpen(null);
            void act(gone.id, () => api.removeWebhook(gone.id));
          }}
        />
      )}
    </section>
  );
}
