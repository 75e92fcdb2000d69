// The fields of the inquiry form: each with its label, hint and problems, a text field, and the
// choice of Incoterm.
import type { ReactNode } from 'react';
import { useLang } from '../../i18n';
import { INCOTERMS } from '../../lib/api-types';
import type { Incoterm } from '../../lib/api-types';
import { useStore } from '../../store';
import type { Problem } from './checkInquiry';
import { useInquiryT } from './useInquiryT';

/** A field with its label, hint and problems, which the control names (aria-describedby, aria-invalid). */
export function FieldBox({
  id, label, required, hint, problems, children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  problems: Problem[];
  children: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const t = useInquiryT();
  const described = [hint ? `${id}-hint` : '', problems.length ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${problems.length ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label} {required && <span className="req">({t.common.required})</span>}
      </label>
      {children({ ...(problems.length ? { 'aria-invalid': true } : {}), ...(described ? { 'aria-describedby': described } : {}) })}
      {hint && (
        <span id={`${id}-hint`} className="muted small">
          {hint}
        </span>
      )}
      {problems.length > 0 && (
        <span id={`${id}-error`} className="field-error">
          {problems.map((p) => p.message).join(' ')}
        </span>
      )}
    </div>
  );
}

export function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  max: number;
  problems: Problem[];
  required?: boolean;
  hint?: string;
  type?: string;
  dir?: 'ltr';
  autoComplete?: string;
}) {
  const { id, value, onChange, max, type = 'text', dir, autoComplete } = props;
  return (
    <FieldBox {...props}>
      {(aria) => (
        <input id={id} type={type} dir={dir} autoComplete={autoComplete} maxLength={max} value={value} onChange={(e) => onChange(e.target.value)} {...aria} />
      )}
    </FieldBox>
  );
}

/** The company's own Incoterms (with their named places) first, then the others. */
export function IncotermSelect({ id, value, onChange, aria }: { id: string; value: Incoterm | ''; onChange: (v: Incoterm | '') => void; aria: object }) {
  const t = useInquiryT();
  const lang = useLang();
  const offers = useStore((s) => s.content?.terms?.incoterms) ?? [];
  const offered = new Set(offers.map((o) => o.term));
  const others = INCOTERMS.filter((term) => !offered.has(term));
  return (
    <select id={id} name="incoterm" value={value} onChange={(e) => onChange(e.target.value as Incoterm | '')} {...aria}>
      <option value="">{t.inquiry.incotermNone}</option>
      {offers.length > 0 && (
        <optgroup label={t.inquiry.offered}>
          {offers.map((o) => (
            <option key={o.term} value={o.term}>
              {o.term} {(lang === 'fa' && o.placeFa) || o.place}
            </option>
          ))}
        </optgroup>
      )}
      {offers.length > 0 ? (
        <optgroup label={t.inquiry.others}>
          {others.map((term) => (
            <option key={term}>{term}</option>
          ))}
        </optgroup>
      ) : (
        others.map((term) => <option key={term}>{term}</option>)
      )}
    </select>
  );
}

