// Records a payment received: the day the money came (the dashboard's date field: Solar Hijri in
// Persian), the amount typed in the shipment's currency (Persian digits too) as whole cents exactly,
// the method and the bank's or hawaladar's reference. The server judges what is outstanding: over it,
// its refusal says what is outstanding now (the schedule is read again to say it in Persian).
import { useState, type FormEvent } from 'react';
import { fill, useLang } from '../../i18n';
import { useDT } from '../i18n';
import { Banner, Spinner, today } from '../ui';
import { moneyApi } from './moneyApi';
import { methodKey, money, payRefusal } from './moneyWords';
import { METHODS, parseAmount, type PaymentMethod, type Schedule } from './schedule';
import { ShipDate } from './ShipDate';
import type { Refusal } from './words';

type Props = { schedule: Schedule; onRecorded: (s: Schedule, cents: number) => void; onStale: (s: Schedule) => void };

export function PaymentForm({ schedule, onRecorded, onStale }: Props) {
  const t = useDT();
  const lang = useLang();
  const [date, setDate] = useState(today);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('transfer');
  const [reference, setReference] = useState('');
  const [refused, setRefused] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `pay-${schedule.shipmentId}-new`;
  const sid = schedule.shipmentId;
  const currency = schedule.currency;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!date) return setRefused({ text: t.payErrDate, field: 'date' });
    const cents = parseAmount(amount);
    // Above 2^53 cents is no amount anyone is owed; the server would refuse it as over what is outstanding.
    if (cents === null || cents > BigInt(Number.MAX_SAFE_INTEGER)) return setRefused({ text: t.payErrAmount, field: 'amountCents' });
    setRefused(null);
    setBusy(true);
    try {
      const body = { date, amountCents: Number(cents), currency, method, reference: reference.trim() || undefined };
      const next = await moneyApi.record(sid, body);
      setAmount('');
      setReference('');
      setDate(today());
      onRecorded(next, Number(cents));
    } catch (err) {
      // What is outstanding may have changed since the page was read: read it again to say it.
      let outstanding: number | undefined;
      try {
        const fresh = await moneyApi.schedule(sid);
        outstanding = fresh.outstandingCents;
        onStale(fresh);
      } catch {
        outstanding = undefined;
      }
      setRefused(payRefusal(err, t.failedToSave, t, lang, currency, outstanding));
    } finally {
      setBusy(false);
    }
  }

  const errId = `${id}-error`;
  const invalid = (f: string) => refused?.field === f || undefined;
  return (
    <form className="dash-pay-form" onSubmit={submit} noValidate aria-labelledby={`${id}-h`} data-testid="pay-form">
      <h3 id={`${id}-h`}>{t.payRecordTitle}</h3>
      <p className="dash-hint">{fill(t.payOutstandingNow, { amount: money(schedule.outstandingCents, currency, lang) })}</p>
      <div className="dash-pay-form-grid">
        <div className="dash-field">
          <label htmlFor={`${id}-date`} id={`${id}-date-label`}>
            {t.payDate}
          </label>
          <ShipDate id={`${id}-date`} value={date} max={today()} onChange={setDate} required invalid={invalid('date')} describedBy={refused ? errId : undefined} testId="pay-date" />
        </div>
        <div className="dash-field">
          <label htmlFor={`${id}-amount`}>{fill(t.payAmountIn, { currency })}</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
            aria-invalid={invalid('amountCents')}
            aria-describedby={refused ? errId : undefined}
            data-testid="pay-amount"
          />
        </div>
        <div className="dash-field">
          <label htmlFor={`${id}-method`}>{t.payMethod}</label>
          <select id={`${id}-method`} value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)} data-testid="pay-method">
            {METHODS.map((m) => (
              <option key={m} value={m}>
                {t[methodKey[m]]}
              </option>
            ))}
          </select>
        </div>
        <div className="dash-field">
          <label htmlFor={`${id}-ref`}>{t.payReference}</label>
          <input id={`${id}-ref`} maxLength={200} autoComplete="off" dir="auto" value={reference} onChange={(e) => setReference(e.target.value)} aria-invalid={invalid('reference')} data-testid="pay-reference" />
          <small className="dash-hint">{t.payReferenceHint}</small>
        </div>
      </div>
      {refused && (
        <Banner kind="error">
          <span id={errId} data-testid="pay-form-error">
            {refused.text}
          </span>
        </Banner>
      )}
      <div className="dash-toolbar">
        <button type="submit" className="dash-btn dash-btn-primary" disabled={busy} data-testid="pay-record">
          {busy ? <Spinner size="sm" /> : null}
          {t.payRecord}
        </button>
      </div>
    </form>
  );
}
