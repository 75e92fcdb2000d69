// The Users tab's card of the admin's own account: the address security notices reach them at,
// their second factor (on, off, new recovery codes), and the rule that every admin must use one.
import { useState, type FormEvent } from 'react';
import { fill, useLang } from '../../i18n';
import { api, errorText } from '../dashApi';
import { useDash } from '../dashStore';
import { useDT } from '../i18n';
import { Banner, ConfirmDialog, Field, Spinner, useFlash } from '../ui';
import SecondFactorSetup, { RecoveryCodeList } from './SecondFactorSetup';

export default function AccountCard({ onChange }: { onChange: () => void }) {
  const t = useDT();
  const lang = useLang();
  const session = useDash((s) => s.session);
  const [email, setEmail] = useState(session?.email ?? '');
  const [mode, setMode] = useState<'idle' | 'setup' | 'confirmOff'>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [flash, setFlash] = useFlash(4000);
  const on = session?.secondFactor === true;
  const required = session?.secondFactorRequired === true;

  async function run(what: string, action: () => Promise<void>) {
    setBusy(what);
    setError(null);
    try {
      await action();
      useDash.getState().setSession(await api.session());
      onChange();
    } catch (err) {
      setError(errorText(err, t.failedToSave, lang));
    } finally {
      setBusy(null);
    }
  }

  const saveEmail = (e: FormEvent) => {
    e.preventDefault();
    void run('email', async () => {
      await api.setOwnEmail(email.trim());
      setFlash(t.docSaved);
    });
  };

  return (
    <section className="dash-card dash-pad dash-stack" aria-labelledby="dash-account-h" data-testid="account-card">
      <div>
        <h2 id="dash-account-h">{t.accountTitle}</h2>
        <p className="dash-muted">{t.accountLead}</p>
      </div>
      {error && (
        <Banner kind="error" onDismiss={() => setError(null)}>
          {error}
        </Banner>
      )}
      <form className="dash-form-grid" onSubmit={saveEmail} noValidate>
        <Field label={t.noticeEmail} hint={t.noticeEmailHint} htmlFor="own-email" className="span-2">
          <input id="own-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} dir="ltr" />
        </Field>
        <div className="dash-form-actions span-all">
          <span className="dash-saved" aria-live="polite">
            {flash}
          </span>
          <button type="submit" className="dash-btn" disabled={busy !== null}>
            {busy === 'email' ? <Spinner size="sm" /> : null}
            {t.saveChanges}
          </button>
        </div>
      </form>
      <div className="dash-stack">
        <h3>{t.secondFactorTitle}</h3>
        <p className="dash-muted" data-testid="second-factor-status">
          {on ? fill(t.secondFactorOnStatus, { count: String(session?.recoveryCodesLeft ?? 0) }) : t.secondFactorOffStatus}
        </p>
        {codes && <RecoveryCodeList codes={codes} onDone={() => setCodes(null)} />}
        {mode === 'setup' && <SecondFactorSetup onDone={() => setMode('idle')} onCancel={() => setMode('idle')} />}
        {mode !== 'setup' && !codes && (
          <div className="dash-form-actions">
            {!on && (
              <button type="button" className="dash-btn dash-btn-primary" onClick={() => setMode('setup')}>
                {t.secondFactorSetUp}
              </button>
            )}
            {on && (
              <button type="button" className="dash-btn" disabled={busy !== null} onClick={() => void run('codes', async () => setCodes((await api.newRecoveryCodes()).recoveryCodes))}>
                {busy === 'codes' ? <Spinner size="sm" /> : null}
                {t.recoveryCodesNew}
              </button>
            )}
            {on && !required && (
              <button type="button" className="dash-btn dash-btn-danger-ghost" disabled={busy !== null} onClick={() => setMode('confirmOff')}>
                {t.secondFactorTurnOff}
              </button>
            )}
          </div>
        )}
      </div>
      <label className="dash-check">
        <input
          type="checkbox"
          checked={required}
          disabled={busy !== null || (!on && !required)}
          onChange={(e) => void run('policy', async () => void (await api.setAdminPolicy(e.target.checked)))}
          data-testid="require-second-factor"
        />
        <span>{t.requireSecondFactor}</span>
      </label>
      <small className="dash-hint">{on || required ? t.requireSecondFactorHint : t.requireSecondFactorFirst}</small>
      {mode === 'confirmOff' && (
        <ConfirmDialog
          title={t.secondFactorTurnOff}
          body={t.secondFactorOffBody}
          confirmLabel={t.secondFactorTurnOff}
          onCancel={() => setMode('idle')}
          onConfirm={() => {
            setMode('idle');
            void run('off', () => api.removeSecondFactor());
          }}
        />
      )}
    </section>
  );
}
