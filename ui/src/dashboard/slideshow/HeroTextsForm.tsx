// The hero texts of the home page in English and Persian (title, lead, values, services); a language
// left wholly empty is not sent, and the site then shows its own texts.
import type { FormEvent } from 'react';
import { useDT } from '../i18n';
import type { HeroText } from '../../lib/api-types';
import { Field, Spinner } from '../ui';

export type Texts = { en: HeroText; fa: HeroText };
export const blank: HeroText = { title: '', lead: '', values: '', services: '' };
const FIELDS: { k: keyof HeroText; label: 'heroTitle' | 'heroLead' | 'heroValues' | 'heroServices'; multiline: boolean }[] = [
  { k: 'title', label: 'heroTitle', multiline: false },
  { k: 'lead', label: 'heroLead', multiline: true },
  { k: 'values', label: 'heroValues', multiline: true },
  { k: 'services', label: 'heroServices', multiline: true },
];

const isEmpty = (x: HeroText) => !x.title.trim() && !x.lead.trim() && !x.values.trim() && !x.services.trim();
/** Texts as the server keeps them: a language left wholly empty is left out (the site then uses its own). */
export const toServer = (x: Texts) => ({ ...(isEmpty(x.en) ? {} : { en: x.en }), ...(isEmpty(x.fa) ? {} : { fa: x.fa }) });

type Props = {
  texts: Texts;
  onChange: (texts: Texts) => void;
  onSubmit: (e: FormEvent) => void;
  /** The saved confirmation, shown for a while. */
  flash: string | null;
  saving: boolean;
  disabled: boolean;
};

export default function HeroTextsForm({ texts, onChange, onSubmit, flash, saving, disabled }: Props) {
  const t = useDT();
  return (
    <section className="dash-card" aria-labelledby="dash-hero-texts-h">
      <div className="dash-card-head">
        <div>
          <h2 id="dash-hero-texts-h">{t.heroTexts}</h2>
          <p className="dash-muted">{t.heroTextsLead}</p>
        </div>
      </div>
      <form onSubmit={onSubmit} className="dash-hero-texts">
        {(['en', 'fa'] as const).map((l) => (
          <fieldset key={l} lang={l} dir={l === 'fa' ? 'rtl' : 'ltr'} className="dash-fieldset" data-testid={`hero-texts-${l}`}>
            <legend>{l === 'en' ? t.heroEnglish : t.heroPersian}</legend>
            {FIELDS.map((f) => (
              <Field key={f.k} label={t[f.label]} htmlFor={`hero-${l}-${f.k}`}>
                {f.multiline ? (
                  <textarea id={`hero-${l}-${f.k}`} rows={2} value={texts[l][f.k]} onChange={(e) => onChange({ ...texts, [l]: { ...texts[l], [f.k]: e.target.value } })} />
                ) : (
                  <input id={`hero-${l}-${f.k}`} value={texts[l][f.k]} onChange={(e) => onChange({ ...texts, [l]: { ...texts[l], [f.k]: e.target.value } })} />
                )}
              </Field>
            ))}
          </fieldset>
        ))}
        <div className="dash-form-actions span-all">
          <span aria-live="polite" className="dash-saved">
            {flash}
          </span>
          <button type="submit" className="dash-btn dash-btn-primary" disabled={disabled}>
            {saving ? <Spinner size="sm" /> : null}
            {saving ? t.saving : t.saveTexts}
          </button>
        </div>
      </form>
    </section>
  );
}
