// The sign-in form: both fields required, password show/hide, back link, error banner, spinner.
// Shown alone when signed out, and over the kept tabs when a session expired mid-work.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../api';
import { api, errorText } from './dashApi';
import { useDash } from './dashStore';
import { useLang } from '../i18n';
import { useDT } from './i18n';
import { Banner, Spinner } from './ui';

export default function LoginForm({ expired }: { expired: boolean }) {
  const t = useDT();
  const lang = useLang();
  const signedIn = useDash((s) => s.signedIn);
  const previous = useDash((s) => s.username);
  const [username, setUsername] = useState(expired ? previous ?? '' : '');
  const [password, setPassword] = useState('');
  // asked once the server says the account has a second factor
  const [code, setCode] = useState<string | null>(null);
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!username.trim() || !password || code?.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      const res = await api.login(username.trim(), password, code?.trim() || undefined);
      setPassword('');
      setCode(null);
      // what the server says of the new session (second factor, the bank's last change), read
      // here where the session begins, as DashboardApp reads it for one that was already open
      const session = await api.session().catch(() => null);
      if (session) useDash.getState().setSession(session);
      signedIn(res?.username ?? username.trim());
    } catch (err) {
      if (err instanceof ApiError && err.code === 'second_factor_required') setCode('');
      else if (err instanceof ApiError && err.code === 'invalid_code') setError(t.invalidCode);
      else if (err instanceof ApiError && err.status === 401) setError(t.invalidCredentials);
      else if (err instanceof ApiError && err.status === 429) setError(t.tooManyAttempts);
      else setError(errorText(err, t.invalidCredentials, lang));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={expired ? 'dash-login-overlay' : 'dash-login-page'}>
      <form className="dash-login" onSubmit={submit} aria-busy={busy}>
        <div className="dash-login-brand">
          <span className="dash-logo" aria-hidden="true">
            گ
          </span>
          <div>
            <p className="dash-login-kicker">{t.appTitle}</p>
            <h1>{t.loginTitle}</h1>
          </div>
        </div>
        {expired ? <Banner kind="info">{t.sessionExpired}</Banner> : <p className="dash-muted">{t.loginLead}</p>}
        {error && <Banner kind="error">{error}</Banner>}
        <div className="dash-field">
          <label htmlFor="dash-login-username">{t.username}</label>
          <input
            id="dash-login-username"
            name="username"
            autoComplete="username"
            required
            autoFocus
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            dir="auto"
          />
        </div>
        <div className="dash-field">
          <label htmlFor="dash-login-password">{t.password}</label>
          <div className="dash-password">
            <input
              id="dash-login-password"
              name="password"
              type={show ? 'text' : 'password'}
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              dir="ltr"
            />
            <button
              type="button"
              className="dash-password-toggle"
              aria-pressed={show}
              aria-controls="dash-login-password"
              onClick={() => setShow((s) => !s)}
            >
              {show ? t.hidePassword : t.showPassword}
            </button>
          </div>
        </div>
        {code !== null && (
          <div className="dash-field">
            <label htmlFor="dash-login-code">{t.authCode}</label>
            <input
              id="dash-login-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value)}
              dir="ltr"
            />
            <small className="dash-hint">{t.authCodeHint}</small>
          </div>
        )}
        <button type="submit" className="dash-btn dash-btn-primary dash-btn-block" disabled={busy}>
          {busy ? (
            <>
              <Spinner size="sm" /> {t.signingIn}
            </>
          ) : (
            t.signIn
          )}
        </button>
        {!expired && (
          <Link to="/" className="dash-back-link">
            <span aria-hidden="true" className="dash-flip">
              ←
            </span>{' '}
            {t.backToHome}
          </Link>
        )}
      </form>
    </div>
  );
}
