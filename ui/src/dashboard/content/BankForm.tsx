// The company's bank details on the Content tab, beside the commercial terms: printed on every
// proforma invoice (issue 30). Saved on their own (PUT /api/content/bank).
import { useEffect, useState, type FormEvent } from 'react';
import { request } from '../../api';
import { useLang } from '../../i18n';
import { errorText } from '../dashApi';
import { confirming } from '../security/confirm';
import { useDT, type DashKey } from '../i18n';
import { Spinner, useFlash } from '../ui';
import type { BankDetails, BankFields } from '../quotes/types';

type Key = keyof BankFields;
const FIELDS: { key: Key; label: DashKey; required?: boolean; dir: 'ltr' | 'rtl' | 'auto'; rows?: number; max: number }[] = [
  { key: 'beneficiary', label: 'bankBeneficiary', required: true, dir: 'auto', max: 120 },
  { key: 'bankName', label: 'bankName', required: true, dir: 'auto', max: 120 },
  { key: 'account', label: 'bankAccount', required: true, dir: 'ltr', max: 60 },
  { key: 'iban', label: 'bankIban', dir: 'ltr', max: 42 },
  { key: 'swift', label: 'bankSwift', dir: 'ltr', max: 11 },
  { key: 'bankAddress', label: 'bankAddress', dir: 'auto', rows: 2, max: 300 },
  { key: 'notes', label: 'bankNotes', dir: 'auto', rows: 2, max: 500 },
  { key: 'notesFa', label: 'bankNotesFa', dir: 'rtl', rows: 2, max: 500 },
];

type Draft = Record<Key, string>;
const toDraft = (b?: BankDetails | null): Draft => Object.fromEntries(FIELDS.map((f) => [f.key, b?.[f.key] ?? ''])) as Draft;

export const saveBank = (bank: BankFields) =>
  confirming(() => request<BankDetails>('/api/content/bank', { timeoutMs: 8000, method: 'PUT', body: bank }));

export default function BankForm({ bank, onError, onSaved }: { bank?: BankDetails | null; onError: (m: string | null) => void; onSaved?: (b: BankDetails) => void }) {
  const t = useDT();
  const lang = useLang();
  const [d, setD] = useState(() => toDraft(bank));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useFlash(3000);
  useEffect(() => setD(toDraft(bank)), [bank]);

  const missing = FIELDS.filter((f) => f.required && !d[f.key].trim()).map((f) => f.key);

  async function save(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (missing.length) return onError(t.bankRequired);
    setSaving(true);
    onError(null);
    try {
      const body = Object.fromEntries(FIELDS.map((f) => [f.key, d[f.key].trim() || (f.required ? '' : null)])) as BankFields;
      const next = await saveBank(body);
      setD(toDraft(next));
      setTried(false);
      onSaved?.(next);
      setSaved(t.bankSaved);
    } catch (err) {
      onError(errorText(err, t.failedToSave, lang));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="dash-card" onSubmit={save} aria-labelledby="dash-bank-h" data-testid="bank-form" noValidate>
      <div className="dash-card-head">
        <div>
          <h2 id="dash-bank-h">{t.bankTitle}</h2>
          <p className="dash-muted">
            {t.bankLead} {t.bankRequired}
          </p>
        </div>
      </div>
      <div className="dash-form-grid">
        {FIELDS.map((f) => {
          const id = `bank-${f.key}`;
          const bad = tried && missing.includes(f.key);
          const common = {
            id,
            value: d[f.key],
            maxLength: f.max,
            dir: f.dir,
            required: f.required,
            'aria-invalid': bad || undefined,
            onChange: (e: { target: { value: string } }) => setD({ ...d, [f.key]: e.target.value }),
          };
          return (
            <div key={f.key} className={`dash-field ${f.rows ? 'span-all' : 'span-2'}`}>
              <label htmlFor={id}>{t[f.label]}</label>
              {f.rows ? <textarea rows={f.rows} {...common} lang={f.dir === 'rtl' ? 'fa' : undefined} /> : <input autoComplete="off" {...common} />}
            </div>
          );
        })}
      </div>
      <div className="dash-form-actions">
        <span className="dash-saved" aria-live="polite" data-testid="bank-saved">
          {saved}
        </span>
        <button type="submit" className="dash-btn dash-btn-primary" disabled={saving}>
          {saving ? <Spinner size="sm" /> : null}
          {t.saveBank}
        </button>
      </div>
    </form>
  );
}
