// A record's texts in English and Persian side by side (the products' name and description, the
// awards' title and description): the English column left to right, the Persian right to left,
// as the hero texts are (a fieldset per language); and whether a record still lacks a translation.
import { useDT } from './i18n';
import { Field } from './ui';

/** One text of the record: its English and Persian keys, their labels, and its limit. */
export interface BilingualField<K extends string> {
  en: K;
  fa: K;
  label: string;
  labelFa: string;
  max: number;
  multiline?: boolean;
}

/** Whether any of a record's texts is written in one language and not the other. */
export function untranslated(texts: { en: string; fa: string }[]): boolean {
  return texts.some(({ en, fa }) => !en.trim() !== !fa.trim());
}

export function BilingualFields<K extends string>({
  id,
  fields,
  value,
  onChange,
  firstRef,
}: {
  id: string;
  fields: BilingualField<K>[];
  value: Record<K, string>;
  onChange: (key: K, text: string) => void;
  firstRef?: React.Ref<HTMLInputElement>;
}) {
  const t = useDT();
  const column = (lang: 'en' | 'fa') => (
    <fieldset className="dash-fieldset dash-bilingual-col" data-testid={`texts-${lang}`}>
      <legend>{lang === 'en' ? t.textsEnglish : t.textsPersian}</legend>
      {fields.map((f, i) => {
        const key = f[lang];
        const inputId = `${id}-${key}`;
        const label = lang === 'en' ? f.label : f.labelFa;
        const common = {
          id: inputId,
          value: value[key],
          // typed in its language and direction; labelled in the dashboard's
          lang,
          dir: lang === 'fa' ? 'rtl' : 'ltr',
          maxLength: f.max,
          onChange: (e: { target: { value: string } }) => onChange(key, e.target.value),
        } as const;
        return (
          <Field key={key} label={label} htmlFor={inputId}>
            {f.multiline ? (
              <textarea rows={3} {...common} />
            ) : (
              <input autoComplete="off" ref={lang === 'en' && i === 0 ? firstRef : undefined} {...common} />
            )}
          </Field>
        );
      })}
    </fieldset>
  );
  return (
    <div className="dash-bilingual span-all" role="group" aria-label={t.textsBoth}>
      {column('en')}
      {column('fa')}
    </div>
  );
}
