// Sets or replaces a shipment's payment schedule: from a preset (30 % in advance + 70 % against the
// B/L copy; 100 % in advance; 100 % net 30 after the B/L date) or freely, 1 to 10 dues adding up to
// exactly 100 % (checked here as the server checks it; the server's refusal shown if it still says no).
import { useState, type FormEvent } from 'react';
import { fill, useLang } from '../../i18n';
import { formatNumber, localizeDigits } from '../../i18n/format';
import { useDT, type DashKey } from '../i18n';
import { Banner, Spinner, today } from '../ui';
import { moneyApi } from './moneyApi';
import { draftProblemText, payRefusal, percentText } from './moneyWords';
import { checkDraft, draftOf, DUE_KINDS, MAX_DUES, percentSum, preset, PRESETS, type DraftProblem, type DueDraft, type DueKind, type Preset, type Schedule } from './schedule';
import { ShipDate } from './ShipDate';

const presetKey: Record<Preset, DashKey> = { advance30: 'payPresetAdvance30', advance100: 'payPresetAdvance100', net30: 'payPresetNet30' };
const kindKey: Record<DueKind, DashKey> = { date: 'payKindDate', departed: 'payKindDeparted', arrived: 'payKindArrived' };

export function ScheduleEditor({ schedule, onSaved }: { schedule: Schedule; onSaved: (s: Schedule) => void }) {
  const t = useDT();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  // What the form shows is typed in the reader's digits: Persian ones in Persian.
  const digits = (ds: DueDraft[]) => ds.map((d) => ({ ...d, percent: localizeDigits(d.percent, lang), days: localizeDigits(d.days, lang) }));
  const [drafts, setDrafts] = useState<DueDraft[]>(() => digits(schedule.scheduled ? draftOf(schedule.dues) : preset('advance30', today())));
  const [problem, setProblem] = useState<{ text: string; index?: number; kind?: DraftProblem['kind'] } | null>(null);
  const [busy, setBusy] = useState(false);
  const base = `pay-${schedule.shipmentId}-due`;
  const sum = percentSum(drafts);

  const edit = (i: number, patch: Partial<DueDraft>) => {
    setDrafts((ds) => ds.map((d, j) => (j === i ? { ...d, ...patch } : d)));
    if (problem?.kind === 'sum') setProblem(null);
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    const checked = checkDraft(drafts);
    if ('problem' in checked) {
      const p = checked.problem;
      setProblem({ text: draftProblemText(p, t, lang), index: 'index' in p ? p.index : undefined, kind: p.kind });
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const saved = await moneyApi.setSchedule(schedule.shipmentId, checked.dues);
      setOpen(false);
      onSaved(saved);
    } catch (err) {
      setProblem({ text: payRefusal(err, t.failedToSave, t, lang, schedule.currency).text });
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <div className="dash-toolbar">
        <button type="button" className="dash-btn dash-btn-sm" onClick={() => setOpen(true)} aria-expanded="false" data-testid="pay-schedule-open">
          {schedule.scheduled ? t.payChangeSchedule : t.paySetSchedule}
        </button>
      </div>
    );
  }
  const bad = (i: number, kind: DraftProblem['kind']) => problem?.index === i && problem.kind === kind;
  return (
    <form className="dash-pay-editor" onSubmit={save} noValidate aria-labelledby={`${base}-h`} data-testid="pay-schedule-form">
      <h3 id={`${base}-h`}>{schedule.scheduled ? t.payChangeSchedule : t.paySetSchedule}</h3>
      <div className="dash-pay-presets" role="group" aria-label={t.payPresets}>
        <span className="dash-muted">{t.payPresets}</span>
        {PRESETS.map((p) => (
          <button key={p} type="button" className="dash-btn dash-btn-sm dash-btn-ghost" onClick={() => (setDrafts(digits(preset(p, today()))), setProblem(null))} data-testid={`pay-preset-${p}`}>
            {t[presetKey[p]]}
          </button>
        ))}
      </div>
      <ol className="dash-pay-drafts">
        {drafts.map((d, i) => {
          const id = `${base}-${i}`;
          const n = formatNumber(i + 1, lang);
          return (
            <li key={i} className="dash-pay-draft" data-testid="pay-draft">
              <span className="dash-pay-draft-n" aria-hidden="true">{n}</span>
              <div className="dash-field">
                <label htmlFor={`${id}-pct`}>{fill(t.payPercentOf, { n })}</label>
                <input id={`${id}-pct`} inputMode="decimal" value={d.percent} onChange={(e) => edit(i, { percent: e.target.value })} aria-invalid={bad(i, 'percent') || undefined} data-testid="pay-draft-percent" />
              </div>
              <div className="dash-field">
                <label htmlFor={`${id}-kind`}>{fill(t.payKindOf, { n })}</label>
                <select id={`${id}-kind`} value={d.due} onChange={(e) => edit(i, { due: e.target.value as DueKind })} data-testid="pay-draft-kind">
                  {DUE_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t[kindKey[k]]}
                    </option>
                  ))}
                </select>
              </div>
              {d.due === 'date' ? (
                <div className="dash-field">
                  <label htmlFor={`${id}-date`} id={`${id}-date-label`}>{fill(t.payDueDateOf, { n })}</label>
                  <ShipDate id={`${id}-date`} value={d.dueDate} onChange={(iso) => edit(i, { dueDate: iso })} invalid={bad(i, 'date')} testId="pay-draft-date" />
                </div>
              ) : (
                <div className="dash-field">
                  <label htmlFor={`${id}-days`}>{fill(t.payDaysOf, { n })}</label>
                  <input id={`${id}-days`} inputMode="numeric" value={d.days} onChange={(e) => edit(i, { days: e.target.value })} aria-invalid={bad(i, 'days') || undefined} data-testid="pay-draft-days" />
                </div>
              )}
              {drafts.length > 1 && (
                <button type="button" className="dash-btn dash-btn-sm dash-btn-danger-ghost" onClick={() => setDrafts((ds) => ds.filter((_, j) => j !== i))}>
                  {t.payRemoveDue}
                  <span className="visually-hidden"> {n}</span>
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {problem?.kind !== 'sum' && (
        <p className={sum === 10_000n ? 'dash-muted' : 'dash-pay-sum-off'} aria-live="polite" data-testid="pay-draft-sum">
          {fill(t.paySum, { sum: percentText(sum, lang) })}
        </p>
      )}
      {problem && (
        <Banner kind="error">
          <span data-testid="pay-schedule-error">{problem.text}</span>
        </Banner>
      )}
      <div className="dash-toolbar">
        {drafts.length < MAX_DUES && (
          <button type="button" className="dash-btn dash-btn-sm dash-btn-ghost" onClick={() => setDrafts((ds) => [...ds, { percent: '', due: 'date', dueDate: today(), days: localizeDigits('0', lang) }])}>
            {t.payAddDue}
          </button>
        )}
        <button type="button" className="dash-btn dash-btn-sm" onClick={() => (setOpen(false), setProblem(null))}>
          {t.cancel}
        </button>
        <button type="submit" className="dash-btn dash-btn-primary dash-btn-sm" disabled={busy} data-testid="pay-schedule-save">
          {busy ? <Spinner size="sm" /> : null}
          {t.paySaveSchedule}
        </button>
      </div>
    </form>
  );
}
