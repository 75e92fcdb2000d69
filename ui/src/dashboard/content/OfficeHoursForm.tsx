// The office hours on the Content tab: the days the office is open, its opening and closing time
// (Kabul time) and the reply time the WhatsApp button promises; saved on their own.
import { useEffect, useState, type FormEvent } from 'react';
import { useLang } from '../../i18n';
import { WEEKDAYS, type OfficeHours, type Weekday } from '../../lib/api-types';
import { api, errorText } from '../dashApi';
import { useDT, type DashKey } from '../i18n';
import { Field, Spinner, useFlash } from '../ui';

type Draft = { days: Weekday[]; opens: string; closes: string; replyHours: string };

const toDraft = (h?: OfficeHours): Draft => ({
  days: h?.days ?? ['sat', 'sun', 'mon', 'tue', 'wed', 'thu'],
  opens: h?.opens ?? '09:00',
  closes: h?.closes ?? '18:00',
  replyHours: String(h?.replyHours ?? 4),
});

const dayKey = (d: Weekday) => `day${d[0].toUpperCase()}${d.slice(1)}` as DashKey;

export default function OfficeHoursForm({ hours, onError }: { hours?: OfficeHours; onError: (m: string | null) => void }) {
  const t = useDT();
  const lang = useLang();
  const [d, setD] = useState(() => toDraft(hours));
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useFlash(3000);
  useEffect(() => setD(toDraft(hours)), [hours]);

  async function save(e: FormEvent) {
    e.preventDefault();
    const reply = Number(d.replyHours);
    const time = /^([01]\d|2[0-3]):[0-5]\d$/;
    if (!time.test(d.opens) || !time.test(d.closes) || d.opens >= d.closes || !Number.isInteger(reply) || reply < 1 || reply > 168) {
      return onError(t.hoursInvalid);
    }
    setSaving(true);
    onError(null);
    try {
      setD(toDraft(await api.saveOfficeHours({ days: WEEKDAYS.filter((w) => d.days.includes(w)), opens: d.opens, closes: d.closes, replyHours: reply })));
      setSaved(t.hoursSaved);
    } catch (err) {
      onError(errorText(err, t.failedToSave, lang));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="dash-card" onSubmit={save} aria-labelledby="dash-hours-h" data-testid="office-hours-form" noValidate>
      <div className="dash-card-head">
        <div>
          <h2 id="dash-hours-h">{t.hoursTitle}</h2>
          <p className="dash-muted">{t.hoursLead}</p>
        </div>
      </div>
      <fieldset className="dash-days">
        <legend>{t.hoursDays}</legend>
        {WEEKDAYS.map((w) => (
          <label key={w} className="dash-check">
            <input
              type="checkbox"
              checked={d.days.includes(w)}
              onChange={(e) => setD({ ...d, days: e.target.checked ? [...d.days, w] : d.days.filter((x) => x !== w) })}
              data-testid={`office-day-${w}`}
            />
            {t[dayKey(w)]}
          </label>
        ))}
      </fieldset>
      <div className="dash-form-grid">
        <Field label={t.hoursOpens} htmlFor="hours-opens">
          <input id="hours-opens" type="time" dir="ltr" value={d.opens} onChange={(e) => setD({ ...d, opens: e.target.value })} />
        </Field>
        <Field label={t.hoursCloses} htmlFor="hours-closes">
          <input id="hours-closes" type="time" dir="ltr" value={d.closes} onChange={(e) => setD({ ...d, closes: e.target.value })} />
        </Field>
        <Field label={t.hoursReply} htmlFor="hours-reply">
          <input id="hours-reply" type="number" min={1} max={168} step={1} inputMode="numeric" value={d.replyHours} onChange={(e) => setD({ ...d, replyHours: e.target.value })} />
        </Field>
      </div>
      <div className="dash-form-actions">
        <span className="dash-saved" aria-live="polite">
          {saved}
        </span>
        <button type="submit" className="dash-btn dash-btn-primary" disabled={saving}>
          {saving ? <Spinner size="sm" /> : null}
          {t.hoursSave}
        </button>
      </div>
    </form>
  );
}
