// The commercial terms on the Content tab: the Incoterms offered with their named places, payment
// terms, sample policy and inspection, each in English and Persian; saved on their own.
import { useEffect, useState, type FormEvent } from 'react';
import { fill, useLang } from '../../i18n';
import { adminMessage, api, errorText } from '../dashApi';
import { useDT, type DashKey } from '../i18n';
import { EnumSelect, Field, Spinner, useFlash } from '../ui';
import { INCOTERMS, type CommercialTerms, type Incoterm } from '../../lib/api-types';

const MAX_INCOTERMS = 12;
const MAX_PLACE = 80;
const TEXTS: { en: 'paymentTerms' | 'samplePolicy' | 'inspection'; fa: 'paymentTermsFa' | 'samplePolicyFa' | 'inspectionFa' }[] = [
  { en: 'paymentTerms', fa: 'paymentTermsFa' },
  { en: 'samplePolicy', fa: 'samplePolicyFa' },
  { en: 'inspection', fa: 'inspectionFa' },
];
type TextKey = (typeof TEXTS)[number]['en'] | (typeof TEXTS)[number]['fa'];
type Offer = { term: Incoterm; place: string; placeFa: string };
type Draft = { incoterms: Offer[] } & Record<TextKey, string>;

const toDraft = (c?: CommercialTerms): Draft => ({
  incoterms: (c?.incoterms ?? []).map((o) => ({ term: o.term, place: o.place, placeFa: o.placeFa ?? '' })),
  paymentTerms: c?.paymentTerms ?? '',
  paymentTermsFa: c?.paymentTermsFa ?? '',
  samplePolicy: c?.samplePolicy ?? '',
  samplePolicyFa: c?.samplePolicyFa ?? '',
  inspection: c?.inspection ?? '',
  inspectionFa: c?.inspectionFa ?? '',
});

export default function TermsForm({ terms, onError }: { terms?: CommercialTerms; onError: (m: string | null) => void }) {
  const t = useDT();
  const lang = useLang();
  const [d, setD] = useState(() => toDraft(terms));
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useFlash(3000);
  useEffect(() => setD(toDraft(terms)), [terms]);
  const offer = (i: number, o: Offer) => setD({ ...d, incoterms: d.incoterms.map((x, j) => (j === i ? o : x)) });

  async function save(e: FormEvent) {
    e.preventDefault();
    const offers = d.incoterms.filter((o) => o.place.trim() || o.placeFa.trim());
    if (offers.length > MAX_INCOTERMS || offers.some((o) => !o.place.trim() || [...o.place].length > MAX_PLACE || [...o.placeFa].length > MAX_PLACE)) {
      return onError(adminMessage({ message: 'Invalid value', code: 'invalid_field', field: 'incoterms' }, lang));
    }
    setSaving(true);
    onError(null);
    try {
      const body = {
        ...Object.fromEntries(TEXTS.flatMap(({ en, fa }) => [[en, d[en].trim()], [fa, d[fa].trim()]])),
        incoterms: offers.map((o) => ({ term: o.term, place: o.place.trim(), ...(o.placeFa.trim() ? { placeFa: o.placeFa.trim() } : {}) })),
      };
      setD(toDraft(await api.saveTerms(body)));
      setSaved(t.termsSaved);
    } catch (err) {
      onError(errorText(err, t.failedToSave, lang));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="dash-card" onSubmit={save} aria-labelledby="dash-terms-h" data-testid="terms-form" noValidate>
      <div className="dash-card-head">
        <div>
          <h2 id="dash-terms-h">{t.termsTitle}</h2>
          <p className="dash-muted">{t.termsLead}</p>
        </div>
      </div>
      <h3 className="dash-subhead">{t.incoterms}</h3>
      {d.incoterms.map((o, i) => (
        <div className="dash-form-grid dash-incoterm" key={i}>
          <Field label={fill(t.incotermRule, { n: i + 1 })} htmlFor={`terms-rule-${i}`}>
            <EnumSelect id={`terms-rule-${i}`} value={o.term} options={INCOTERMS} onChange={(v) => offer(i, { ...o, term: v })} />
          </Field>
          <Field label={fill(t.incotermPlace, { n: i + 1 })} htmlFor={`terms-place-${i}`}>
            <input id={`terms-place-${i}`} value={o.place} maxLength={MAX_PLACE} dir="auto" onChange={(e) => offer(i, { ...o, place: e.target.value })} />
          </Field>
          <Field label={fill(t.incotermPlaceFa, { n: i + 1 })} htmlFor={`terms-place-fa-${i}`}>
            <input id={`terms-place-fa-${i}`} value={o.placeFa} maxLength={MAX_PLACE} dir="rtl" onChange={(e) => offer(i, { ...o, placeFa: e.target.value })} />
          </Field>
          <div className="dash-field">
            <button type="button" className="dash-btn dash-btn-sm dash-btn-danger-ghost" onClick={() => setD({ ...d, incoterms: d.incoterms.filter((_, j) => j !== i) })}>
              {fill(t.removeIncoterm, { n: i + 1 })}
            </button>
          </div>
        </div>
      ))}
      {d.incoterms.length < MAX_INCOTERMS && (
        <div className="dash-form-actions dash-start">
          <button type="button" className="dash-btn dash-btn-sm" onClick={() => setD({ ...d, incoterms: [...d.incoterms, { term: 'FCA', place: '', placeFa: '' }] })}>
            {t.addIncoterm}
          </button>
        </div>
      )}
      <div className="dash-form-grid">
        {TEXTS.flatMap(({ en, fa }) =>
          [en, fa].map((k) => (
            <Field key={k} label={t[k as DashKey]} htmlFor={`terms-${k}`} className="span-2">
              <textarea id={`terms-${k}`} rows={3} maxLength={1000} dir={k === fa ? 'rtl' : 'auto'} value={d[k]} onChange={(e) => setD({ ...d, [k]: e.target.value })} />
            </Field>
          )),
        )}
      </div>
      <div className="dash-form-actions">
        <span className="dash-saved" aria-live="polite">
          {saved}
        </span>
        <button type="submit" className="dash-btn dash-btn-primary" disabled={saving}>
          {saving ? <Spinner size="sm" /> : null}
          {t.saveTerms}
        </button>
      </div>
    </form>
  );
}
