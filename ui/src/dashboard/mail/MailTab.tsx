// E-mail tab: the site's address (the links in mail; proposed from the address the dashboard is
// open at, saved only when an admin confirms), the mail server that sends order e-mails (read-only
// when the server's command line sets it), the buyer's confirmation on or off, what waits in the
// outbox, and a test e-mail.
import { useRef, useState, type FormEvent } from 'react';
import { api, errorText } from '../dashApi';
import { fill, useLang } from '../../i18n';
import { formatDate, formatNumber } from '../../i18n/format';
import { useDT, type DashKey } from '../i18n';
import { SECURITIES, type MailSettings, type MailSettingsUpdate, type Security } from '../../lib/api-types';
import { Banner, EnumSelect, Field, Spinner, TabStatus, useFlash } from '../ui';
import { useTabData } from '../useTabData';

const securityLabel: Record<Security, DashKey> = { tls: 'securityTls', starttls: 'securityStarttls', none: 'securityNone' };
const DEFAULT_PORT: Record<Security, number> = { tls: 465, starttls: 587, none: 25 };

type Draft = { host: string; port: string; security: Security; username: string; password: string; from: string; buyerConfirmation: boolean };

/**
 * Whether the draft sends mail somewhere else than the stored password was saved for (another host,
 * port, security or username): the server then forgets it unless a new one is typed.
 */
const movesPassword = (d: Draft, m: MailSettings) =>
  m.passwordSet &&
  (d.host.trim().toLowerCase() !== (m.host ?? '') ||
    (d.port.trim() ? Number(d.port) : DEFAULT_PORT[d.security]) !== m.port ||
    d.security !== m.security ||
    d.username.trim() !== (m.username ?? ''));

const toDraft = (m: MailSettings): Draft => ({
  host: m.host ?? '',
  port: m.port ? String(m.port) : '',
  security: m.security ?? 'starttls',
  username: m.username ?? '',
  password: '',
  from: m.from ?? '',
  buyerConfirmation: m.buyerConfirmation,
});

export default function MailTab({ active }: { active: boolean }) {
  const t = useDT();
  const lang = useLang();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useFlash(3000);
  const [testTo, setTestTo] = useState('');
  const [testing, setTesting] = useState(false);
  const [testResult, setTestResult] = useState<{ ok: boolean; text: string } | null>(null);
  const dirty = useRef(false);
  const [siteDraft, setSiteDraft] = useState<string | null>(null);
  const [savingSite, setSavingSite] = useState(false);
  const [siteSaved, setSiteSaved] = useFlash(3000);

  const { data: mail, setData: setMail, error: loadError, reload: load } = useTabData({
    active,
    load: (signal) => api.mail(signal),
    failure: 'failedToLoad',
    onLoad: (m) => {
      if (!dirty.current) setDraft(toDraft(m));
      setSiteDraft((d) => d ?? m.siteUrl ?? '');
    },
  });

  const byFlags = mail?.source === 'flags';
  const set = <K extends keyof Draft>(k: K) => (value: Draft[K]) => {
    dirty.current = true;
    setDraft((d) => (d ? { ...d, [k]: value } : d));
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!draft) return;
    setSaving(true);
    setError(null);
    try {
      const body: MailSettingsUpdate = byFlags
        ? { buyerConfirmation: draft.buyerConfirmation }
        : {
            host: draft.host.trim(),
            port: draft.port.trim() ? Number(draft.port) : null,
            security: draft.security,
            username: draft.username.trim(),
            // An empty field keeps the stored password; no username means no password either.
            password: draft.username.trim() === '' ? '' : draft.password || null,
            from: draft.from.trim(),
            buyerConfirmation: draft.buyerConfirmation,
          };
      const next = await api.saveMail(body);
      dirty.current = false;
      setMail(next);
      setDraft(toDraft(next));
      setSaved(t.mailSaved);
    } catch (err) {
      setError(errorText(err, t.failedToSave, lang));
    } finally {
      setSaving(false);
    }
  }

  async function saveSiteUrl(url: string) {
    // the server's rule (the API contract's pattern), said in the reader's language before sending
    const typed = url.trim();
    if (typed && !/^https?:\/\/[a-z0-9.:[\]-]{1,255}\/*$/i.test(typed)) {
      setError(/^https?:\/\/[^/]+\/+[^/]/i.test(typed) ? t.siteUrlNoPath : t.siteUrlInvalid);
      return;
    }
    setSavingSite(true);
    setError(null);
    try {
      const next = await api.saveSiteUrl(url.trim());
      setMail(next);
      setSiteDraft(next.siteUrl ?? '');
      setSiteSaved(t.siteUrlSaved);
    } catch (err) {
      setError(errorText(err, t.failedToSave, lang));
    } finally {
      setSavingSite(false);
    }
  }

  async function sendTest() {
    setTesting(true);
    setTestResult(null);
    try {
      const r = await api.testMail(testTo.trim());
      setTestResult(r.sent ? { ok: true, text: fill(t.testMailSent, { to: r.to }) } : { ok: false, text: fill(t.testMailFailed, { error: r.error ?? '' }) });
      void load();
    } catch (err) {
      setTestResult({ ok: false, text: errorText(err, t.failed, lang) });
    } finally {
      setTesting(false);
    }
  }

  if (!draft || !mail) {
    return (
      <section className="dash-card">
        <TabStatus waiting error={loadError} onRetry={load} />
      </section>
    );
  }

  const n = (x: number) => formatNumber(x, lang);
  const moved = !byFlags && movesPassword(draft, mail);
  const passwordHint = moved && !draft.password ? t.mailPasswordForgotten : mail.passwordSet && !moved ? t.mailPasswordKept : undefined;
  return (
    <div className="dash-stack">
      {error && (
        <Banner kind="error" onDismiss={() => setError(null)}>
          {error}
        </Banner>
      )}
      <form
        className="dash-card"
        onSubmit={(e) => {
          e.preventDefault();
          void saveSiteUrl(siteDraft ?? '');
        }}
        aria-labelledby="dash-site-url-h"
        data-testid="site-url-form"
      >
        <div className="dash-card-head">
          <div>
            <h2 id="dash-site-url-h">{t.siteUrlTitle}</h2>
            <p className="dash-muted">{t.siteUrlLead}</p>
          </div>
        </div>
        {mail.siteUrlSource === 'none' && (
          <Banner kind="info">
            <span data-testid="site-url-unset">{t.siteUrlUnset}</span>
          </Banner>
        )}
        {mail.siteUrlSource === 'none' && mail.suggestedSiteUrl && (
          <Banner kind="info">
            <span data-testid="site-url-suggestion">
              {t.siteUrlSuggest.split('{url}')[0]}
              <bdi dir="ltr">{mail.suggestedSiteUrl}</bdi>
              {t.siteUrlSuggest.split('{url}')[1]}
            </span>{' '}
            <button type="button" className="dash-btn dash-btn-sm" disabled={savingSite} onClick={() => void saveSiteUrl(mail.suggestedSiteUrl ?? '')}>
              {t.siteUrlUseSuggested}
            </button>
          </Banner>
        )}
        {mail.siteUrlSource === 'flags' ? (
          <Banner kind="info">
            <span data-testid="site-url-by-flags">
              {t.siteUrlByFlags} <bdi dir="ltr">{mail.siteUrl}</bdi>
            </span>
          </Banner>
        ) : (
          <>
            <div className="dash-form-grid">
              <Field label={t.siteUrlLabel} htmlFor="site-url" hint={t.siteUrlHint} className="span-2">
                <input
                  id="site-url"
                  type="url"
                  dir="ltr"
                  autoComplete="off"
                  placeholder="https://golbahar.af"
                  value={siteDraft ?? ''}
                  onChange={(e) => setSiteDraft(e.target.value)}
                />
              </Field>
            </div>
            <div className="dash-form-actions">
              <span className="dash-saved" aria-live="polite" data-testid="site-url-saved">
                {siteSaved}
              </span>
              <button type="submit" className="dash-btn dash-btn-primary" disabled={savingSite}>
                {savingSite ? <Spinner size="sm" /> : null}
                {savingSite ? t.saving : t.siteUrlSave}
              </button>
            </div>
          </>
        )}
      </form>

      <form className="dash-card" onSubmit={save} aria-labelledby="dash-mail-h" data-testid="mail-form">
        <div className="dash-card-head">
          <div>
            <h2 id="dash-mail-h">{t.mailTitle}</h2>
            <p className="dash-muted">{t.mailLead}</p>
          </div>
        </div>
        {byFlags && (
          <Banner kind="info">
            <span data-testid="mail-by-flags">{t.mailByFlags}</span>
          </Banner>
        )}
        <fieldset className="dash-fieldset" disabled={byFlags}>
          <legend>{t.mailServer}</legend>
          <div className="dash-form-grid">
            <Field label={t.mailHost} htmlFor="mail-host" hint={t.mailHostHint} className="span-2">
              <input id="mail-host" dir="ltr" autoComplete="off" placeholder="smtp.example.com" value={draft.host} onChange={(e) => set('host')(e.target.value)} />
            </Field>
            <Field label={t.mailSecurity} htmlFor="mail-security">
              <EnumSelect id="mail-security" value={draft.security} options={SECURITIES} label={(s) => t[securityLabel[s]]} onChange={set('security')} />
            </Field>
            <Field label={t.mailPort} htmlFor="mail-port">
              <input
                id="mail-port"
                type="number"
                inputMode="numeric"
                min={1}
                max={65535}
                dir="ltr"
                placeholder={String(DEFAULT_PORT[draft.security])}
                value={draft.port}
                onChange={(e) => set('port')(e.target.value)}
              />
            </Field>
            <Field label={t.mailUsername} htmlFor="mail-username" className="span-2">
              <input id="mail-username" dir="ltr" autoComplete="off" value={draft.username} onChange={(e) => set('username')(e.target.value)} />
            </Field>
            <Field label={t.password} htmlFor="mail-password" hint={passwordHint} className="span-2">
              <input
                id="mail-password"
                type="password"
                dir="ltr"
                autoComplete="new-password"
                placeholder={mail.passwordSet && !moved ? '••••••••' : ''}
                value={draft.password}
                onChange={(e) => set('password')(e.target.value)}
              />
            </Field>
            <Field label={t.mailFrom} htmlFor="mail-from" hint={t.mailFromHint} className="span-2">
              <input id="mail-from" type="email" dir="ltr" autoComplete="off" value={draft.from} onChange={(e) => set('from')(e.target.value)} />
            </Field>
          </div>
        </fieldset>
        <label className="dash-check">
          <input type="checkbox" checked={draft.buyerConfirmation} onChange={(e) => set('buyerConfirmation')(e.target.checked)} data-testid="buyer-confirmation" />
          <span>{t.buyerConfirmation}</span>
        </label>
        <div className="dash-form-actions">
          <span className="dash-saved" aria-live="polite" data-testid="mail-saved">
            {saved}
          </span>
          <button type="submit" className="dash-btn dash-btn-primary" disabled={saving}>
            {saving ? <Spinner size="sm" /> : null}
            {saving ? t.saving : t.saveChanges}
          </button>
        </div>
      </form>

      <section className="dash-card" aria-labelledby="dash-outbox-h" data-testid="outbox-card">
        <div className="dash-card-head">
          <h2 id="dash-outbox-h">{t.outboxTitle}</h2>
          <button type="button" className="dash-btn dash-btn-ghost dash-btn-sm" onClick={() => load()}>
            {t.refresh}
          </button>
        </div>
        {mail.source === 'none' && <p className="dash-muted">{t.mailNotSet}</p>}
        <dl className="dash-facts">
          <div>
            <dt>{t.outboxQueued}</dt>
            <dd data-testid="outbox-queued">{n(mail.queued)}</dd>
          </div>
          <div>
            <dt>{t.outboxFailing}</dt>
            <dd data-testid="outbox-failing">{n(mail.failing)}</dd>
          </div>
          {mail.givenUp > 0 && (
            <div>
              <dt>{t.outboxGivenUp}</dt>
              <dd>{n(mail.givenUp)}</dd>
            </div>
          )}
          <div>
            <dt>{t.outboxLastSent}</dt>
            <dd>{mail.lastSentAt ? formatDate(mail.lastSentAt, lang) : '—'}</dd>
          </div>
        </dl>
        {mail.lastError && (
          <Banner kind="error">
            <span data-testid="outbox-error">
              {t.outboxLastError}{' '}
              <bdi dir="ltr">{mail.lastError}</bdi>
            </span>
          </Banner>
        )}
        <div className="dash-form-grid">
          <Field label={t.testMailTo} htmlFor="mail-test-to" hint={t.testMailHint} className="span-2">
            <input id="mail-test-to" type="email" dir="ltr" autoComplete="off" value={testTo} onChange={(e) => setTestTo(e.target.value)} />
          </Field>
        </div>
        <div className="dash-form-actions dash-start">
          <button type="button" className="dash-btn" onClick={sendTest} disabled={testing || mail.source === 'none'} data-testid="send-test-mail">
            {testing ? <Spinner size="sm" /> : null}
            {testing ? t.testMailSending : t.testMailSend}
          </button>
        </div>
        {testResult && (
          <Banner kind={testResult.ok ? 'success' : 'error'} onDismiss={() => setTestResult(null)}>
            <span data-testid="test-mail-result" dir="auto">
              {testResult.text}
            </span>
          </Banner>
        )}
      </section>
    </div>
  );
}
