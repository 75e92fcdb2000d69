// API keys for integrators' scripts: make one (name and access; the key itself is shown this once,
// with a copy button), the list with who made each and when it was last used, and revoke.
import { useState, type FormEvent } from 'react';
import { api, errorText } from '../dashApi';
import { fill, useLang } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import { useDT } from '../i18n';
import { KEY_ACCESSES, type ApiKey, type CreatedApiKey, type KeyAccess } from '../../lib/api-types';
import { Banner, ConfirmDialog, EnumSelect, Field, Spinner, TabStatus } from '../ui';
import { useTabData } from '../useTabData';
import SecretOnce from './SecretOnce';

const accessLabel = { read: 'accessRead', readWrite: 'accessReadWrite', backup: 'accessBackup' } as const;

export default function ApiKeysCard({ active }: { active: boolean }) {
  const t = useDT();
  const lang = useLang();
  const { data: keys, setData: setKeys, error: loadError, reload } = useTabData({
    active,
    load: (signal) => api.apiKeys(signal),
    failure: 'failedToLoad',
  });
  const [draft, setDraft] = useState<{ name: string; access: KeyAccess }>({ name: '', access: 'read' });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [confirm, setConfirm] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<number | null>(null);

  async function create(e: FormEvent) {
    e.preventDefault();
    const name = draft.name.trim();
    if (!name) return;
    setBusy(true);
    setFormError(null);
    try {
      const key = await api.createApiKey({ name, access: draft.access });
      setCreated(key);
      const { secret: _secret, ...listed } = key;
      setKeys((list) => [...(list ?? []).filter((k) => k.id !== key.id), listed]);
      setDraft({ name: '', access: 'read' });
    } catch (err) {
      setFormError(errorText(err, t.failedToCreate, lang));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(key: ApiKey) {
    setConfirm(null);
    setRevoking(key.id);
    setError(null);
    try {
      await api.revokeApiKey(key.id);
      setKeys((list) => (list ?? []).filter((k) => k.id !== key.id));
      if (created?.id === key.id) setCreated(null);
    } catch (err) {
      setError(errorText(err, t.failedToRemove, lang));
      reload();
    } finally {
      setRevoking(null);
    }
  }

  return (
    <section className="dash-card" aria-labelledby="dash-api-keys-h" data-testid="api-keys">
      <div className="dash-card-head">
        <div>
          <h2 id="dash-api-keys-h">{t.apiKeysTitle}</h2>
          <p className="dash-muted">{t.apiKeysLead}</p>
        </div>
      </div>
      <form className="dash-form-grid" onSubmit={create} noValidate data-testid="create-api-key-form">
        <Field label={t.apiKeyName} htmlFor="new-api-key-name" className="span-2">
          <input id="new-api-key-name" autoComplete="off" maxLength={64} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} dir="auto" />
        </Field>
        <Field label={t.apiKeyAccess} htmlFor="new-api-key-access" className="span-2">
          <EnumSelect id="new-api-key-access" value={draft.access} options={KEY_ACCESSES} label={(a) => t[accessLabel[a]]} onChange={(access) => setDraft({ ...draft, access })} />
        </Field>
        {formError && (
          <div className="span-all">
            <Banner kind="error">{formError}</Banner>
          </div>
        )}
        <div className="dash-form-actions span-all">
          <button type="submit" className="dash-btn dash-btn-primary" disabled={busy}>
            {busy ? <Spinner size="sm" /> : null}
            {busy ? t.creating : t.createApiKey}
          </button>
        </div>
      </form>
      {created && (
        <SecretOnce
          title={fill(t.apiKeyCreated, { name: created.name })}
          warning={t.apiKeyShownOnce}
          secret={created.secret}
          onDone={() => setCreated(null)}
          testId="api-key-secret"
        />
      )}
      {error && (
        <Banner kind="error" onDismiss={() => setError(null)}>
          {error}
        </Banner>
      )}
      <TabStatus waiting={keys === null} error={loadError} onRetry={reload} empty={keys?.length === 0 && t.noApiKeys} />
      {keys && keys.length > 0 && (
        <ul className="dash-list" data-testid="api-key-list">
          {keys.map((k) => (
            <li key={k.id} data-testid="api-key-row">
              <div className="dash-api-key-text">
                <span className="dash-strong" dir="auto">
                  {k.name}
                </span>{' '}
                <span className="dash-chip">{t[accessLabel[k.access]]}</span>{' '}
                <code dir="ltr">{k.prefix}…</code>
                <div className="dash-muted">
                  {fill(t.apiKeyMade, { name: k.createdBy, date: formatDateTime(k.createdAt, lang) })}
                  {' · '}
                  <span data-testid="api-key-last-used">
                    {k.lastUsedAt ? fill(t.apiKeyLastUsed, { time: formatDateTime(k.lastUsedAt, lang) }) : t.apiKeyNeverUsed}
                  </span>
                </div>
              </div>
              <button type="button" className="dash-btn dash-btn-sm dash-btn-danger-ghost dash-push" disabled={revoking !== null} onClick={() => setConfirm(k)}>
                {revoking === k.id ? <Spinner size="sm" /> : null}
                {t.revoke}
              </button>
            </li>
          ))}
        </ul>
      )}
      {confirm && (
        <ConfirmDialog
          title={t.revokeKeyTitle}
          body={fill(t.revokeKeyBody, { name: confirm.name })}
          confirmLabel={t.revoke}
          onCancel={() => setConfirm(null)}
          onConfirm={() => revoke(confirm)}
        />
      )}
    </section>
  );
}
