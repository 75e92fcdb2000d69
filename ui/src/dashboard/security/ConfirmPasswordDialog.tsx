// The password again (and the authenticator's code, when the admin has a second factor) before a
// sensitive change: opened by `confirming` when the server asks, once for every call waiting.
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import { useLang } from '../../i18n';
import { api, errorText } from '../dashApi';
import { useDash } from '../dashStore';
import { useDT } from '../i18n';
import { Banner, Field, Spinner } from '../ui';
import { useConfirm } from './confirm';

export default function ConfirmPasswordDialog() {
  const open = useConfirm((s) => s.question !== null);
  return open ? <PasswordForm /> : null;
}

function PasswordForm() {
  const t = useDT();
  const lang = useLang();
  const answer = useConfirm((s) => s.answer);
  const secondFactor = useDash((s) => s.session?.secondFactor === true);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!password || (secondFactor && !code.trim())) return;
    setBusy(true);
    setError(null);
    try {
      const session = await api.confirmPassword(password, secondFactor ? code.trim() : undefined);
      useDash.getState().setSession(session);
      answer(true);
    } catch (err) {
      setError(errorText(err, t.confirmFailed, lang));
      setBusy(false);
    }
  }

  return (
    <Dialog title={t.confirmTitle} className="dash-modal" onClose={() => answer(false)} testId="confirm-password">
      <form onSubmit={submit} className="dash-stack" noValidate>
        <p>{t.confirmLead}</p>
        {error && <Banner kind="error">{error}</Banner>}
        <Field label={t.password} htmlFor="confirm-password">
          <input id="confirm-password" type="password" autoComplete="current-password" autoFocus required value={password} onChange={(e) => setPassword(e.target.value)} dir="ltr" />
        </Field>
        {secondFactor && (
          <Field label={t.authCode} hint={t.authCodeHint} htmlFor="confirm-code">
            <input id="confirm-code" inputMode="numeric" autoComplete="one-time-code" required value={code} onChange={(e) => setCode(e.target.value)} dir="ltr" />
          </Field>
        )}
        <div className="dash-form-actions">
          <button type="button" className="dash-btn" onClick={() => answer(false)}>
            {t.cancel}
          </button>
          <button type="submit" className="dash-btn dash-btn-primary" disabled={busy}>
            {busy ? <Spinner size="sm" /> : null}
            {t.confirmAction}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
