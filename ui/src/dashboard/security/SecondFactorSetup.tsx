// Turning the second factor on: the authenticator app's QR code (and its key as text, for an app
// that cannot scan), the first code it shows, then the recovery codes, shown this once.
import { useEffect, useState, type FormEvent } from 'react';
import { useLang } from '../../i18n';
import type { SecondFactorSetup as Setup } from '../../lib/api-types';
import { api, errorText } from '../dashApi';
import { useDash } from '../dashStore';
import { useDT } from '../i18n';
import { Banner, Field, Spinner } from '../ui';

/** The set-up, from asking for a key to showing the recovery codes; `onDone` once they were seen. */
export default function SecondFactorSetup({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const t = useDT();
  const lang = useLang();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api
      .startSecondFactor()
      .then((s) => live && setSetup(s))
      .catch((e) => live && setError(errorText(e, t.failedToLoad, lang)));
    return () => {
      live = false;
    };
  }, [t, lang]);

  async function confirm(e: FormEvent) {
    e.preventDefault();
    if (!code.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await api.confirmSecondFactor(code.trim());
      setCodes(answer.recoveryCodes);
      useDash.getState().setSession(await api.session());
    } catch (err) {
      setError(errorText(err, t.secondFactorWrongCode, lang));
    } finally {
      setBusy(false);
    }
  }

  if (codes) return <RecoveryCodeList codes={codes} onDone={onDone} />;
  return (
    <div className="dash-stack" data-testid="second-factor-setup">
      {error && <Banner kind="error">{error}</Banner>}
      {!setup && !error && <Spinner label={t.loading} />}
      {setup && (
        <>
          <ol className="dash-steps">
            <li>{t.secondFactorStepScan}</li>
            <li>{t.secondFactorStepCode}</li>
          </ol>
          {/* the server's own drawing of the otpauth:// address: no script, one path */}
          <div className="dash-qr" role="img" aria-label={t.secondFactorQr} dangerouslySetInnerHTML={{ __html: setup.qrSvg }} />
          <p className="dash-muted">
            {t.secondFactorKey}{' '}
            <code dir="ltr" data-testid="second-factor-secret">
              {setup.secret}
            </code>
          </p>
          <form onSubmit={confirm} className="dash-form-grid" noValidate>
            <Field label={t.authCode} htmlFor="second-factor-code" className="span-2">
              <input id="second-factor-code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} dir="ltr" />
            </Field>
            <div className="dash-form-actions span-all">
              {onCancel && (
                <button type="button" className="dash-btn" onClick={onCancel}>
                  {t.cancel}
                </button>
              )}
              <button type="submit" className="dash-btn dash-btn-primary" disabled={busy}>
                {busy ? <Spinner size="sm" /> : null}
                {t.secondFactorTurnOn}
              </button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}

/** Recovery codes, shown this once, to be kept somewhere safe. */
export function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useDT();
  const [copied, setCopied] = useState(false);
  return (
    <div className="dash-stack" data-testid="recovery-codes">
      <Banner kind="info">{t.recoveryCodesLead}</Banner>
      <ul className="dash-codes" dir="ltr">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className="dash-form-actions">
        <button
          type="button"
          className="dash-btn"
          onClick={() => {
            void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
          }}
        >
          {copied ? t.keyCopied : t.copyKey}
        </button>
        <button type="button" className="dash-btn dash-btn-primary" onClick={onDone}>
          {t.recoveryCodesSaved}
        </button>
      </div>
    </div>
  );
}
