// The shipment's steps as a timeline (booked → packed → departed → arrived → delivered) with their
// dates in the reader's calendar; the next step recorded on a date (today unless told), and the latest
// one taken back after a confirmation. Before the departure, a shipment not yet invoiced says that
// the buyer's departure mail would go without the invoice and packing list (they travel with it only
// when issued first).
import { useState, type FormEvent } from 'react';
import { fill, useLang } from '../../i18n';
import { formatDate } from '../../i18n/format';
import { useDT } from '../i18n';
import { Banner, ConfirmDialog, Spinner, today } from '../ui';
import { ShipDate } from './ShipDate';
import { shipmentsApi } from './shipmentsApi';
import { STEPS, type Shipment, type Step } from './types';
import { refusal, stepKey, type Refusal } from './words';

type Props = {
  shipment: Shipment;
  /** Whether a live invoice is issued; undefined until known. */
  invoiced?: boolean;
  onChanged: (s: Shipment, message: string) => void;
};

export function Milestones({ shipment, invoiced, onChanged }: Props) {
  const t = useDT();
  const lang = useLang();
  const [date, setDate] = useState(today);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Refusal | null>(null);
  const [confirming, setConfirming] = useState(false);
  const reached = new Map(shipment.milestones.map((m) => [m.kind, m.date]));
  const latest = shipment.milestones.at(-1);
  const next: Step | undefined = STEPS[latest ? STEPS.indexOf(latest.kind) + 1 : 0];
  const name = (s: Step) => t[stepKey[s]];
  const dateId = `ship-${shipment.id}-step-date`;
  const warn = next === 'departed' && invoiced === false;

  async function run(action: () => Promise<Shipment>, message: string) {
    setBusy(true);
    setRefused(null);
    try {
      onChanged(await action(), message);
      setDate(today());
    } catch (e) {
      setRefused(refusal(e, t.failedToSave, t, lang));
    } finally {
      setBusy(false);
    }
  }

  function record(e: FormEvent) {
    e.preventDefault();
    if (next) void run(() => shipmentsApi.recordStep(shipment.id, next, date), fill(t.shipStepRecorded, { step: name(next) }));
  }

  function undo() {
    setConfirming(false);
    if (latest) void run(() => shipmentsApi.undoStep(shipment.id, latest.kind), fill(t.shipStepUndone, { step: name(latest.kind) }));
  }

  return (
    <section className="dash-card" aria-labelledby="ship-steps-h" data-testid="ship-steps">
      <h2 id="ship-steps-h">{t.shipSteps}</h2>
      <ol className="dash-ship-timeline">
        {STEPS.map((s) => {
          const on = reached.get(s);
          return (
            <li key={s} className={on ? 'is-done' : s === next ? 'is-next' : undefined} data-testid="ship-step" data-step={s} data-done={on ? 'true' : 'false'}>
              <span className="dash-ship-dot" aria-hidden="true" />
              <span className="dash-ship-step-name">{name(s)}</span>
              <span className="dash-ship-step-date">{on ? formatDate(on, lang) : <span className="dash-muted">{t.shipStepPending}</span>}</span>
              {latest?.kind === s && (
                <button type="button" className="dash-btn dash-btn-sm dash-btn-ghost" onClick={() => setConfirming(true)} disabled={busy} data-testid="ship-undo-step">
                  {t.shipUndoStep}
                  <span className="visually-hidden"> — {name(s)}</span>
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {warn && (
        <Banner kind="warning">
          <span id={`${dateId}-hint`} data-testid="ship-depart-hint">
            {fill(t.shipDepartNoInvoice, { invoice: t.invTitle })}
          </span>
        </Banner>
      )}
      {next ? (
        <form className="dash-ship-step-form" onSubmit={record} noValidate>
          <div className="dash-field">
            <label htmlFor={dateId} id={`${dateId}-label`}>{fill(t.shipStepDate, { step: name(next) })}</label>
            <ShipDate id={dateId} value={date} max={today()} onChange={setDate} required invalid={refused?.field === 'date'} describedBy={refused ? `${dateId}-error` : undefined} testId="ship-step-date" />
          </div>
          <button type="submit" className="dash-btn dash-btn-primary" disabled={busy || !date} aria-describedby={warn ? `${dateId}-hint` : undefined} data-testid="ship-record-step">
            {busy ? <Spinner size="sm" /> : null}
            {fill(t.shipRecordStep, { step: name(next) })}
          </button>
        </form>
      ) : (
        <p className="dash-muted">{t.shipAllSteps}</p>
      )}
      {refused && (
        <Banner kind="error">
          <span id={`${dateId}-error`} data-testid="ship-step-error">
            {refused.text}
          </span>
        </Banner>
      )}
      {confirming && latest && (
        <ConfirmDialog
          title={fill(t.shipUndoTitle, { step: name(latest.kind) })}
          body={fill(t.shipUndoBody, { date: formatDate(latest.date, lang) })}
          confirmLabel={t.shipUndoStep}
          onConfirm={undo}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
