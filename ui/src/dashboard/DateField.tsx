// The dashboard's one date field. Its value, in and out, is what <input type="date"> holds: the ISO
// Gregorian day 'YYYY-MM-DD', or '' (empty, incomplete, impossible or outside min..max), so neither
// its caller nor the server ever sees a calendar. In English it is that native input. In Persian it
// is the Solar Hijri day as the reader writes it, ۸ آذر ۱۴۰۵: the day, the month by name, the year,
// typed in Persian or Latin digits (a whole date typed or pasted into one part fills all three,
// ArrowUp/ArrowDown step the day and the year); a day that does not exist or lies outside min..max
// is refused with a message under the field.
//
//   <span id="due-label">{t.dueDate}</span>
//   <DateField aria-labelledby="due-label" value={due} onChange={setDue} min={today()} />
//
// Name it by aria-labelledby (the visible label's id) or aria-label: in Persian they name the group
// of parts, and each part says which it is. `id`, `name` and the ref go to the element that holds
// the field's focus and validity (the native input, or the day part): a <label htmlFor={id}> focuses
// it, and a refused day is a custom validity error there, so a form that validates will not submit
// it and one that does not can read `ref.current.validity.valid`.
import { forwardRef, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent, type ForwardedRef, type KeyboardEvent } from 'react';
import { fill, useLang } from '../i18n';
import { FA_MONTHS, formatDate, latinDigits, localizeDigits } from '../i18n/format';
import { partsOf, readParts, sayAtOnce, step, typed, type Parts, type Problem } from './dateParts';
import { useDT, type DashDict } from './i18n';
import { today } from './ui';

export type DateFieldProps = {
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  /** The new ISO day, or '' when the field names none. */
  onChange: (iso: string) => void;
  /** The first and last day allowed, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'data-testid'?: string;
};

const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(props, ref) {
  const lang = useLang();
  if (lang === 'fa') return <SolarDate {...props} fieldRef={ref} />;
  const { value, onChange, className, ...rest } = props;
  return <input ref={ref} type="date" className={className} value={value} onChange={(e) => onChange(e.target.value)} {...rest} />;
});
export default DateField;

function problemText(t: DashDict, problem: Problem): string {
  switch (problem.kind) {
    case 'incomplete':
      return t.dateIncomplete;
    case 'day':
      return t.dateDayInvalid;
    case 'year':
      return t.dateYearInvalid;
    case 'noSuchDay':
      return fill(t.dateNoSuchDay, { month: FA_MONTHS[problem.jm - 1], year: localizeDigits(String(problem.jy), 'fa'), days: localizeDigits(String(problem.days), 'fa') });
    case 'beforeMin':
      return fill(t.dateBeforeMin, { date: formatDate(problem.min, 'fa') });
    case 'afterMax':
      return fill(t.dateAfterMax, { date: formatDate(problem.max, 'fa') });
  }
}

type SolarProps = DateFieldProps & { fieldRef: ForwardedRef<HTMLInputElement> };

function SolarDate({ value, onChange, min, max, id, name, required, disabled, className, fieldRef, ...aria }: SolarProps) {
  const t = useDT();
  const messageId = useId();
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // The value last seen from the caller: one it sets itself (a reset) replaces the parts.
  const [seen, setSeen] = useState(value);
  // Once focus has left the parts, what typing passes through (a short year) is said too.
  const [left, setLeft] = useState(false);
  const { iso, problem } = readParts(parts, min, max);
  if (value !== seen) {
    setSeen(value);
    if (value !== iso) {
      setParts(partsOf(value));
      setLeft(false);
    }
  }
  // A refused day is invalid at once (the form will not send it); it is said once it is sure.
  const refusal = problem ? problemText(t, problem) : '';
  const message = problem && (left || sayAtOnce(problem)) ? refusal : '';

  // The caller hears of every change of the day the parts name, min and max changing included.
  useEffect(() => {
    if (iso !== value) onChange(iso);
  }, [iso, value, onChange]);

  const dayRef = useRef<HTMLInputElement | null>(null);
  const setDayRef = useCallback(
    (el: HTMLInputElement | null) => {
      dayRef.current = el;
      if (typeof fieldRef === 'function') fieldRef(el);
      else if (fieldRef) fieldRef.current = el;
    },
    [fieldRef],
  );
  useLayoutEffect(() => {
    dayRef.current?.setCustomValidity(refusal);
  }, [refusal]);

  // Latin digits typed are shown as Persian ones, which moves the caret to the end: put it back.
  const caret = useRef<{ el: HTMLInputElement; at: number } | null>(null);
  useLayoutEffect(() => {
    if (caret.current && document.activeElement === caret.current.el) caret.current.el.setSelectionRange(caret.current.at, caret.current.at);
    caret.current = null;
  });

  const typeInto = (part: 'day' | 'year') => (e: ChangeEvent<HTMLInputElement>) => {
    const raw = e.target.value;
    const next = typed(parts, part, raw);
    const at = e.target.selectionStart ?? raw.length;
    caret.current = { el: e.target, at: Math.min(latinDigits(raw.slice(0, at)).replace(/\D/g, '').length, next[part].length) };
    setParts(next);
  };
  const stepIn = (part: 'day' | 'year') => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    setParts(step(parts, part, e.key === 'ArrowUp' ? 1 : -1, today()));
  };
  const leave = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setLeft(true);
  };

  const describedBy = [aria['aria-describedby'], message && messageId].filter(Boolean).join(' ') || undefined;
  const each = {
    disabled,
    required,
    'aria-invalid': aria['aria-invalid'] || !!message || undefined,
    'aria-describedby': describedBy,
  };
  const digits = { type: 'text', inputMode: 'numeric', autoComplete: 'off', ...each } as const;
  return (
    <span className={`dash-date ${className ?? ''}`}>
      <span
        role="group"
        className="dash-date-parts"
        aria-label={aria['aria-label']}
        aria-labelledby={aria['aria-labelledby']}
        aria-describedby={describedBy}
        data-testid={aria['data-testid']}
        onBlur={leave}
      >
        <input
          ref={setDayRef}
          id={id}
          name={name}
          className="dash-date-day"
          aria-label={t.dateDay}
          placeholder={t.dateDay}
          value={localizeDigits(parts.day, 'fa')}
          onChange={typeInto('day')}
          onKeyDown={stepIn('day')}
          {...digits}
        />
        <select className="dash-date-month" aria-label={t.dateMonth} value={parts.month} onChange={(e) => setParts({ ...parts, month: e.target.value })} {...each}>
          <option value="">{t.dateMonth}</option>
          {FA_MONTHS.map((month, i) => (
            <option key={month} value={String(i + 1)}>
              {month}
            </option>
          ))}
        </select>
        <input
          className="dash-date-year"
          aria-label={t.dateYear}
          placeholder={t.dateYear}
          value={localizeDigits(parts.year, 'fa')}
          onChange={typeInto('year')}
          onKeyDown={stepIn('year')}
          {...digits}
        />
      </span>
      <span id={messageId} className="dash-field-error dash-date-message" aria-live="polite">
        {message}
      </span>
    </span>
  );
}
