// Users tab: create an administrator (nothing happens while a field is blank; the server's refusal,
// e.g. a duplicate name, is shown), the list of administrators with remove, then the API keys, the
// backups and the https certificate.
import { useState, type FormEvent } from 'react';
import { api, errorText } from '../dashApi';
import { useDash } from '../dashStore';
import { fill, useLang } from '../../i18n';
import { formatDate } from '../../i18n/format';
import { useDT } from '../i18n';
import type { AdminAccount, TlsStatus } from '../../lib/api-types';
import AccountCard from '../security/AccountCard';
import { Banner, ConfirmDialog, Field, Spinner, TabStatus, useFlash } from '../ui';
import { useTabData } from '../useTabData';
import ApiKeysCard from './ApiKeysCard';
import WebhooksCard from './WebhooksCard';
import BackupsCard from './BackupsCard';

export default function UsersTab({ active }: { active: boolean }) {
  const t = useDT();
  const lang = useLang();
  const me = useDash((s) => s.username);
  const { data: admins, setData: setAdmins, error: loadError, reload: load } = useTabData({
    active,
    load: (signal) => api.admins(signal),
    failure: 'failedToLoad',
  });
  const { data: tls } = useTabData({ active, load: (signal) => api.tls(signal), failure: 'failedToLoad' });
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [draft, setDraft] = useState({ username: '', password: '', email: '' });
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<AdminAccount | null>(null);
  const [flash, setFlash] = useFlash(4000);

  async function create(e: FormEvent) {
    e.preventDefault();
    const username = draft.username.trim();
    if (!username || !draft.password.trim()) return;
    setBusy(true);
    setFormError(null);
    try {
      const admin = await api.createAdmin(username, draft.password, draft.email.trim());
      setAdmins((list) => [
        ...(list ?? []).filter((a) => a.id !== admin.id),
        { ...admin, email: draft.email.trim() || undefined, secondFactor: false },
      ]);
      setDraft({ username: '', password: '', email: '' });
      setFlash(fill(t.adminCreated, { name: admin.username }));
    } catch (err) {
      setFormError(errorText(err, t.failedToAdd, lang));
    } finally {
      setBusy(false);
    }
  }

  async function remove(admin: AdminAccount) {
    setConfirm(null);
    setRemoving(admin.id);
    setError(null);
    try {
      await api.removeAdmin(admin.id);
      setAdmins((list) => (list ?? []).filter((a) => a.id !== admin.id));
      load();
    } catch (err) {
      setError(errorText(err, t.failedToRemove, lang));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <div className="dash-stack">
      <AccountCard onChange={load} />
      <section className="dash-card" aria-labelledby="dash-create-admin-h">
        <div className="dash-card-head">
          <div>
            <h2 id="dash-create-admin-h">{t.createAdmin}</h2>
            <p className="dash-muted">{t.usersLead}</p>
          </div>
        </div>
        <form className="dash-form-grid" onSubmit={create} noValidate data-testid="create-admin-form">
          <Field label={t.username} htmlFor="new-admin-username" className="span-2">
            <input id="new-admin-username" autoComplete="off" value={draft.username} onChange={(e) => setDraft({ ...draft, username: e.target.value })} dir="auto" />
          </Field>
          <Field label={t.password} htmlFor="new-admin-password" className="span-2">
            <div className="dash-password">
              <input id="new-admin-password" type={showPassword ? 'text' : 'password'} autoComplete="new-password" value={draft.password} onChange={(e) => setDraft({ ...draft, password: e.target.value })} dir="ltr" />
              <button type="button" className="dash-password-toggle" aria-pressed={showPassword} aria-controls="new-admin-password" onClick={() => setShowPassword((s) => !s)}>
                {showPassword ? t.hidePassword : t.showPassword}
              </button>
            </div>
          </Field>
          <Field label={t.noticeEmail} hint={t.noticeEmailHint} htmlFor="new-admin-email" className="span-2">
            <input id="new-admin-email" type="email" autoComplete="off" value={draft.email} onChange={(e) => setDraft({ ...draft, email: e.target.value })} dir="ltr" />
          </Field>
          {formError && (
            <div className="span-all">
              <Banner kind="error">{formError}</Banner>
            </div>
          )}
          <div className="dash-form-actions span-all">
            <span className="dash-saved" aria-live="polite">
              {flash}
            </span>
            <button type="submit" className="dash-btn dash-btn-primary" disabled={busy}>
              {busy ? <Spinner size="sm" /> : null}
              {busy ? t.creating : t.createAdmin}
            </button>
          </div>
        </form>
      </section>
      <section className="dash-card" aria-labelledby="dash-admins-h">
        <div className="dash-card-head">
          <h2 id="dash-admins-h">{t.usersTitle}</h2>
        </div>
        {error && (
          <Banner kind="error" onDismiss={() => setError(null)}>
            {error}
          </Banner>
        )}
        <TabStatus waiting={admins === null} error={loadError} onRetry={load} empty={admins?.length === 0 && t.noAdmins} />
        {admins && admins.length > 0 && (
          <ul className="dash-list" data-testid="admins">
            {admins.map((a) => (
              <li key={a.id} data-testid="admin-row">
                <span className="dash-avatar" aria-hidden="true">
                  {a.username.slice(0, 1).toUpperCase()}
                </span>
                <span className="dash-strong" dir="auto">
                  {a.username}
                </span>
                {a.username === me && <span className="dash-chip">{t.you}</span>}
                {a.secondFactor && <span className="dash-chip dash-chip-ok">{t.secondFactorChip}</span>}
                {a.email && (
                  <span className="dash-muted" dir="ltr">
                    {a.email}
                  </span>
                )}
                <button type="button" className="dash-btn dash-btn-sm dash-btn-danger-ghost dash-push" disabled={removing !== null} onClick={() => setConfirm(a)}>
                  {removing === a.id ? <Spinner size="sm" /> : null}
                  {t.remove}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ApiKeysCard active={active} />
      <WebhooksCard active={active} />
      <BackupsCard active={active} />
      {tls && <TlsLine tls={tls} />}
      {confirm && (
        <ConfirmDialog
          title={t.removeAdminTitle}
          body={fill(t.removeAdminBody, { name: confirm.username })}
          confirmLabel={t.remove}
          onCancel={() => setConfirm(null)}
          onConfirm={() => remove(confirm)}
        />
      )}
    </div>
  );
}

/** One line on the https certificate: until when it is valid and when it is renewed, or why not. */
function TlsLine({ tls }: { tls: TlsStatus }) {
  const t = useDT();
  const lang = useLang();
  const names = tls.domains.join(lang === 'fa' ? '، ' : ', ');
  const date = (iso?: string) => (iso ? formatDate(iso, lang) : '—');
  let line = t.tlsOff;
  if (tls.https && tls.notAfter) {
    line = tls.source === 'files' ? fill(t.tlsFiles, { date: date(tls.notAfter) }) : fill(t.tlsAcme, { names, date: date(tls.notAfter), renew: date(tls.renewAt) });
  } else if (tls.https) line = fill(t.tlsPending, { names, renew: date(tls.renewAt) });
  return (
    <section className="dash-card dash-pad" aria-labelledby="dash-tls-h" data-testid="tls-status">
      <h2 id="dash-tls-h">{t.tlsTitle}</h2>
      <p className="dash-muted">{line}</p>
      {tls.lastError && <Banner kind="error">{fill(t.tlsFailed, { error: tls.lastError })}</Banner>}
    </section>
  );
}
