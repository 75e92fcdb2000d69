// The company's priced answer to a quote request: a unit price per line with the line totals and the
// grand total shown as they are typed (whole cents, no float drift: ./money.ts), the currency, the
// Incoterm and its named place in English and Persian, the validity, payment terms, lead time and a
// message. Prefilled from the last revision when revising, else from the Content tab's commercial
// terms (and the products' lead times). Sending makes a new revision: the server mails it to the buyer.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { fill, useLang } from '../../i18n';
import { api, errorText } from '../dashApi';
import { useDT, type DashKey } from '../i18n';
import DateField from '../DateField';
import { EnumSelect, Field, Spinner, today } from '../ui';
import { CURRENCIES, INCOTERMS, type CommercialTerms, type Currency, type Incoterm } from '../../lib/api-types';
import { MAX_TOTAL_CENTS, centsToDecimal, centsToNumber, formatCents, lineCents, numberToCents, parseCents, totalCents, validUnitCents } from './money';
import { quotesApi } from './quotesApi';
import type { Quote } from './types';
import { linesText, packagingText, productName } from './words';
import { quantityText } from '../../i18n/units';

const MAX_PLACE = 120;
const MAX_TERMS = 1000;
const MAX_MESSAGE = 2000;

type Draft = {
  prices: Record<number, string>;
  currency: Currency;
  incoterm: Incoterm;
  place: string;
  placeFa: string;
  validUntil: string;
  paymentTerms: string;
  paymentTermsFa: string;
  leadTimeDays: string;
  message: string;
  messageFa: string;
};

/** `YYYY-MM-DD` plus whole days (calendar arithmetic, no time zone). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/** The form's start: the last revision's terms and prices when there is one, else the company's terms. */
function initialDraft(quote: Quote, terms: CommercialTerms | null, leadTime: number | null): Draft {
  const last = quote.revisions.reduce<Quote['revisions'][number] | null>((a, r) => (!a || r.number > a.number ? r : a), null);
  const validUntil = addDays(today(), 30);
  if (last) {
    const prices: Record<number, string> = {};
    for (const l of last.lines) prices[l.lineId] = centsToDecimal(numberToCents(l.unitPrice));
    return {
      prices,
      currency: last.currency,
      incoterm: last.incoterm,
      place: last.place,
      placeFa: last.placeFa ?? '',
      // a validity already past is moved on; one still ahead is kept
      validUntil: last.validUntil >= today() ? last.validUntil : validUntil,
      paymentTerms: last.paymentTerms,
      paymentTermsFa: last.paymentTermsFa ?? '',
      leadTimeDays: String(last.leadTimeDays),
      message: '',
      messageFa: '',
    };
  }
  const offers = terms?.incoterms ?? [];
  const offer = offers.find((o) => o.term === quote.incoterm) ?? offers[0];
  const incoterm = quote.incoterm ?? offer?.term ?? 'FCA';
  const named = offers.find((o) => o.term === incoterm);
  return {
    prices: {},
    currency: 'USD',
    incoterm,
    place: named?.place ?? '',
    placeFa: named?.placeFa ?? '',
    validUntil,
    paymentTerms: terms?.paymentTerms ?? '',
    paymentTermsFa: terms?.paymentTermsFa ?? '',
    leadTimeDays: leadTime === null ? '' : String(leadTime),
    message: '',
    messageFa: '',
  };
}

type Problems = Partial<Record<'place' | 'validUntil' | 'paymentTerms' | 'leadTimeDays' | 'total', DashKey>> & { prices: Set<number> };

function check(d: Draft, quote: Quote): Problems {
  const p: Problems = { prices: new Set() };
  for (const l of quote.lines) if (!validUnitCents(parseCents(d.prices[l.id] ?? ''))) p.prices.add(l.id);
  const unit = (id: number) => (p.prices.has(id) ? null : parseCents(d.prices[id] ?? ''));
  if (totalCents(quote.lines.map((l) => ({ unit: unit(l.id), quantity: l.quantity }))) > MAX_TOTAL_CENTS) p.total = 'quoteTotalTooLarge';
  const len = (s: string) => [...s.trim()].length;
  if (len(d.place) < 1 || len(d.place) > MAX_PLACE || len(d.placeFa) > MAX_PLACE) p.place = 'quotePlaceRequired';
  const start = today();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.validUntil) || d.validUntil < start || d.validUntil > addDays(start, 365)) p.validUntil = 'quoteValidityInvalid';
  if (len(d.paymentTerms) < 1 || len(d.paymentTerms) > MAX_TERMS || len(d.paymentTermsFa) > MAX_TERMS) p.paymentTerms = 'quotePaymentRequired';
  const lead = d.leadTimeDays.trim();
  if (!/^\d{1,3}$/.test(lead) || Number(lead) > 365) p.leadTimeDays = 'leadTimeInvalid';
  return p;
}

const hasProblems = (p: Problems) => p.prices.size > 0 || Object.keys(p).some((k) => k !== 'prices');

export default function AnswerForm({ quote, onSent }: { quote: Quote; onSent: (q: Quote, revision: number) => void }) {
  const t = useDT();
  const lang = useLang();
  const id = useId();
  const [terms, setTerms] = useState<CommercialTerms | null | undefined>(undefined);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The company's terms and the products' lead times, once, to fill the form in (the form is made
  // anew for each request; after a send it keeps what was sent).
  const start = useRef(quote);
  useEffect(() => {
    const quote = start.current;
    const controller = new AbortController();
    const ids = new Set(quote.lines.map((l) => l.productId).filter((x): x is number => x != null));
    Promise.allSettled([api.content(controller.signal), api.products(controller.signal)]).then(([content, products]) => {
      if (controller.signal.aborted) return;
      const c = content.status === 'fulfilled' ? content.value.terms : null;
      const leads = products.status === 'fulfilled' ? products.value.filter((p) => ids.has(p.id)).map((p) => p.facts?.leadTimeDays).filter((x): x is number => typeof x === 'number') : [];
      setTerms(c);
      setDraft((d) => d ?? initialDraft(quote, c, leads.length ? Math.max(...leads) : null));
    });
    return () => controller.abort();
  }, []);

  const problems = useMemo(() => (draft ? check(draft, quote) : null), [draft, quote]);
  const parsed = useMemo(() => new Map(quote.lines.map((l) => [l.id, draft ? parseCents(draft.prices[l.id] ?? '') : null])), [draft, quote]);

  if (!draft || !problems) {
    return (
      <section className="dash-card" aria-busy="true">
        <Spinner label={t.loading} />
      </section>
    );
  }

  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const money = (cents: bigint) => formatCents(cents, draft.currency, lang);
  const valid = (cents: bigint | null | undefined): cents is bigint => validUnitCents(cents ?? null);
  const total = totalCents(quote.lines.map((l) => ({ unit: valid(parsed.get(l.id)) ? parsed.get(l.id)! : null, quantity: l.quantity })));
  const show = (key: keyof Omit<Problems, 'prices'>) => (tried && problems[key] ? t[problems[key]!] : undefined);

  function chooseIncoterm(term: Incoterm) {
    const offers = terms?.incoterms ?? [];
    const before = offers.find((o) => o.term === draft!.incoterm);
    const named = offers.find((o) => o.term === term);
    // the place follows the Incoterm when it was the terms' own place (or empty), never over one typed
    const untouched = !draft!.place.trim() || (before && draft!.place === before.place);
    set({ incoterm: term, ...(named && untouched ? { place: named.place, placeFa: named.placeFa ?? '' } : {}) });
  }

  async function send(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    setError(null);
    if (hasProblems(problems!)) {
      setError(t.quoteFixFields);
      return;
    }
    const d = draft!;
    const opt = (s: string) => (s.trim() ? s.trim() : undefined);
    setSending(true);
    try {
      const q = await quotesApi.send(quote.id, {
        currency: d.currency,
        incoterm: d.incoterm,
        place: d.place.trim(),
        placeFa: opt(d.placeFa),
        validUntil: d.validUntil,
        paymentTerms: d.paymentTerms.trim(),
        paymentTermsFa: opt(d.paymentTermsFa),
        leadTimeDays: Number(d.leadTimeDays.trim()),
        message: opt(d.message),
        messageFa: opt(d.messageFa),
        lines: quote.lines.map((l) => ({ lineId: l.id, unitPrice: centsToNumber(parsed.get(l.id)!) })),
      });
      const sent = q.revisions.reduce((n, r) => Math.max(n, r.number), 0);
      setTried(false);
      setDraft({ ...d, message: '', messageFa: '' });
      onSent(q, sent);
    } catch (err) {
      setError(errorText(err, t.failedToSave, lang));
    } finally {
      setSending(false);
    }
  }

  const revising = quote.revisions.length > 0;
  const fieldId = (name: string) => `${id}-${name}`;
  const errorOf = (name: keyof Omit<Problems, 'prices'>) => {
    const text = show(name);
    return text ? (
      <small className="dash-field-error" id={fieldId(`${name}-error`)}>
        {text}
      </small>
    ) : null;
  };
  const described = (name: keyof Omit<Problems, 'prices'>, hint?: string) =>
    [show(name) ? fieldId(`${name}-error`) : null, hint ?? null].filter(Boolean).join(' ') || undefined;

  return (
    <form className="dash-card" onSubmit={send} aria-labelledby={fieldId('h')} data-testid="quote-answer" noValidate>
      <div className="dash-card-head">
        <div>
          <h2 id={fieldId('h')}>{revising ? t.quoteRevise : t.quoteAnswer}</h2>
          <p className="dash-muted">{t.quoteAnswerLead}</p>
        </div>
      </div>
      <div className="dash-table-wrap">
        <table className="dash-table dash-price-table dash-answer-lines">
          <thead>
            <tr>
              <th scope="col">{t.product}</th>
              <th scope="col" className="num">
                {t.quantity}
              </th>
              <th scope="col">{t.quoteUnitPrice}</th>
              <th scope="col" className="num">
                {t.quoteLineTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((l) => {
              const cents = parsed.get(l.id);
              const bad = (tried || (draft.prices[l.id] ?? '') !== '') && problems.prices.has(l.id);
              const name = productName(l, lang);
              return (
                <tr key={l.id} data-testid="answer-line" data-line-id={l.id}>
                  <th scope="row" data-label={t.product}>
                    <bdi>{name}</bdi>
                    {packagingText(l, lang) && (
                      <div className="dash-muted">
                        <bdi>{packagingText(l, lang)}</bdi>
                      </div>
                    )}
                  </th>
                  <td className="num dash-nowrap" data-label={t.quantity}>
                    {quantityText(l.quantity, l.unit, lang)}
                  </td>
                  <td data-label={t.quoteUnitPrice}>
                    <div className="dash-price-input">
                      <span className="dash-muted" aria-hidden="true">
                        {draft.currency}
                      </span>
                      <input
                        type="text"
                        inputMode="decimal"
                        dir="ltr"
                        autoComplete="off"
                        value={draft.prices[l.id] ?? ''}
                        aria-label={fill(t.quotePriceFor, { product: name })}
                        data-server-label
                        aria-invalid={bad || undefined}
                        aria-describedby={bad ? fieldId(`price-${l.id}-error`) : undefined}
                        onChange={(e) => set({ prices: { ...draft.prices, [l.id]: e.target.value } })}
                        data-testid="answer-price"
                      />
                    </div>
                    {bad && (
                      <small className="dash-field-error" id={fieldId(`price-${l.id}-error`)}>
                        {t.quotePriceInvalid}
                      </small>
                    )}
                  </td>
                  <td className="num dash-nowrap" data-label={t.quoteLineTotal} data-testid="answer-line-total">
                    {valid(cents) ? money(lineCents(cents, l.quantity)) : '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t.quoteGrandTotal}
              </th>
              <td className="num dash-nowrap dash-strong" data-testid="answer-total" aria-describedby={problems.total ? fieldId('total-error') : undefined}>
                {money(total)}
                {problems.total && (
                  <small className="dash-field-error dash-total-error" id={fieldId('total-error')}>
                    {fill(t.quoteTotalTooLarge, { max: money(MAX_TOTAL_CENTS) })}
                  </small>
                )}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="dash-form-grid">
        <Field label={t.currency} htmlFor={fieldId('currency')}>
          <EnumSelect id={fieldId('currency')} value={draft.currency} options={CURRENCIES} onChange={(v) => set({ currency: v })} />
        </Field>
        <Field label={t.quoteIncoterm} htmlFor={fieldId('incoterm')}>
          <EnumSelect id={fieldId('incoterm')} value={draft.incoterm} options={INCOTERMS} onChange={chooseIncoterm} />
        </Field>
        <div className="dash-field span-2">
          <label htmlFor={fieldId('place')}>{t.quotePlace}</label>
          <input
            id={fieldId('place')}
            value={draft.place}
            maxLength={MAX_PLACE}
            dir="auto"
            aria-invalid={!!show('place') || undefined}
            aria-describedby={described('place')}
            onChange={(e) => set({ place: e.target.value })}
          />
          {errorOf('place')}
        </div>
        <Field label={t.quotePlaceFa} htmlFor={fieldId('placeFa')} className="span-2">
          <input id={fieldId('placeFa')} value={draft.placeFa} maxLength={MAX_PLACE} dir="rtl" lang="fa" onChange={(e) => set({ placeFa: e.target.value })} />
        </Field>
        <div className="dash-field">
          <label htmlFor={fieldId('validUntil')} id={fieldId('validUntil-label')}>{t.quoteValidUntil}</label>
          <DateField
            id={fieldId('validUntil')}
            value={draft.validUntil}
            min={today()}
            max={addDays(today(), 365)}
            aria-labelledby={fieldId('validUntil-label')}
            aria-invalid={!!show('validUntil') || undefined}
            aria-describedby={described('validUntil', fieldId('validUntil-hint'))}
            onChange={(validUntil) => set({ validUntil })}
          />
          <small className="dash-hint" id={fieldId('validUntil-hint')}>
            {t.quoteValidUntilHint}
          </small>
          {errorOf('validUntil')}
        </div>
        <div className="dash-field">
          <label htmlFor={fieldId('lead')}>{t.factLeadTime}</label>
          <input
            id={fieldId('lead')}
            type="number"
            min={0}
            max={365}
            step={1}
            inputMode="numeric"
            value={draft.leadTimeDays}
            aria-invalid={!!show('leadTimeDays') || undefined}
            aria-describedby={described('leadTimeDays')}
            onChange={(e) => set({ leadTimeDays: e.target.value })}
          />
          {errorOf('leadTimeDays')}
        </div>
        <div className="dash-field span-2">
          <label htmlFor={fieldId('terms')}>{t.paymentTerms}</label>
          <textarea
            id={fieldId('terms')}
            rows={2}
            maxLength={MAX_TERMS}
            dir="auto"
            value={draft.paymentTerms}
            aria-invalid={!!show('paymentTerms') || undefined}
            aria-describedby={described('paymentTerms')}
            onChange={(e) => set({ paymentTerms: e.target.value })}
          />
          {errorOf('paymentTerms')}
        </div>
        <Field label={t.paymentTermsFa} htmlFor={fieldId('termsFa')} className="span-2">
          <textarea id={fieldId('termsFa')} rows={2} maxLength={MAX_TERMS} dir="rtl" lang="fa" value={draft.paymentTermsFa} onChange={(e) => set({ paymentTermsFa: e.target.value })} />
        </Field>
        <div className="dash-field span-2">
          <label htmlFor={fieldId('message')}>{t.quoteMessageEn}</label>
          <textarea
            id={fieldId('message')}
            rows={3}
            maxLength={MAX_MESSAGE}
            dir="auto"
            value={draft.message}
            onChange={(e) => set({ message: e.target.value })}
          />
        </div>
        <Field label={t.quoteMessageFa} htmlFor={fieldId('messageFa')} className="span-2">
          <textarea id={fieldId('messageFa')} rows={3} maxLength={MAX_MESSAGE} dir="rtl" lang="fa" value={draft.messageFa} onChange={(e) => set({ messageFa: e.target.value })} />
        </Field>
      </div>
      {error && (
        <p className="dash-field-error" role="alert" data-testid="answer-error">
          {error}
        </p>
      )}
      <div className="dash-form-actions">
        <span className="dash-muted">
          {t.quoteGrandTotal}: <span className="dash-strong">{money(total)}</span> · {linesText(quote.lines.length, t, lang)}
        </span>
        <button type="submit" className="dash-btn dash-btn-primary" disabled={sending}>
          {sending ? <Spinner size="sm" /> : null}
          {sending ? t.quoteSending : t.quoteSend}
        </button>
      </div>
    </form>
  );
}
