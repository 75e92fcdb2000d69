// The shipment's editor: transport (mode, carrier, the transport document named by the mode, places,
// destination), terms (Incoterm and place, consignee, notify party, payment terms in both languages),
// ETD and ETA, the containers and the goods; Save sends it all (a full replacement). A refusal is
// shown in the admin's language beside the field it concerns, and what was typed stays.
import { useState, type FormEvent, type ReactNode } from 'react';
import { fill, useLang } from '../../i18n';
import type { Packaging } from '../../lib/api-types';
import { useDT } from '../i18n';
import { Banner, Spinner } from '../ui';
import { draftOf, fieldsOf, lineProblems, type Draft, type LineDraft } from './draft';
import { LinesEditor } from './LinesEditor';
import { ShipDate } from './ShipDate';
import { shipmentsApi } from './shipmentsApi';
import { INCOTERMS, MODES, type Shipment } from './types';
import { modeKey, refusal, transportDocKey, type Refusal } from './words';

type Props = {
  shipment: Shipment;
  packaging: Map<number, Packaging[]>;
  onSaved: (s: Shipment, message: string) => void;
};

type TextField = 'carrier' | 'transportDoc' | 'loadingPlace' | 'dischargePlace' | 'destination' | 'incotermPlace';
type AreaField = 'consignee' | 'notifyParty' | 'paymentTerms' | 'paymentTermsFa';

/** The fields a refusal is shown beside; any other refusal shows above Save. */
const PLACED = new Set(['mode', 'carrier', 'transportDoc', 'loadingPlace', 'dischargePlace', 'destination', 'incoterm', 'incotermPlace', 'etd', 'eta', 'consignee', 'notifyParty', 'paymentTerms', 'paymentTermsFa', 'containers', 'lines']);

export function ShipmentEditor({ shipment, packaging, onSaved }: Props) {
  const t = useDT();
  const lang = useLang();
  const [draft, setDraft] = useState<Draft>(() => draftOf(shipment));
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<Refusal | null>(null);
  const [tried, setTried] = useState(false);
  const locked = shipment.milestones.some((m) => m.kind === 'departed');
  const id = (name: string) => `ship-${shipment.id}-${name}`;
  const placed = refused?.field !== undefined && PLACED.has(refused.field);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setLine = (index: number, patch: Partial<LineDraft>) =>
    setDraft((d) => ({ ...d, lines: d.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)) }));
  const setContainer = (index: number, patch: Partial<Draft['containers'][number]>) =>
    set('containers', draft.containers.map((c, i) => (i === index ? { ...c, ...patch } : c)));

  /** The refusal's text under the field the server named. */
  const note = (field: string) =>
    refused?.field === field ? (
      <small className="dash-field-error" id={id(`${field}-error`)} data-testid="ship-field-error">
        {refused.text}
      </small>
    ) : null;
  const invalid = (field: string) => ({
    'aria-invalid': refused?.field === field ? true : undefined,
    'aria-describedby': refused?.field === field ? id(`${field}-error`) : undefined,
  });

  async function save(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    setRefused(null);
    const wrong = draft.lines.some((l) => {
      const line = shipment.lines.find((x) => x.orderId === l.orderId);
      return line && Object.keys(lineProblems(l, line)).length > 0;
    });
    if (wrong) {
      setRefused({ text: t.shipFixErrors });
      return;
    }
    setSaving(true);
    try {
      const saved = await shipmentsApi.update(shipment.id, fieldsOf(draft));
      setDraft(draftOf(saved));
      setTried(false);
      onSaved(saved, t.shipSaved);
    } catch (err) {
      const r = refusal(err, t.failedToSave, t, lang, draft.mode);
      setRefused(r);
      if (r.field) document.getElementById(id(r.field))?.focus();
    } finally {
      setSaving(false);
    }
  }

  const text = (field: TextField, label: string, opts: { span?: boolean; ltr?: boolean; required?: boolean } = {}) => (
    <div className={`dash-field${opts.span ? ' span-2' : ''}`}>
      <label htmlFor={id(field)}>{label}</label>
      <input id={id(field)} value={draft[field]} onChange={(e) => set(field, e.target.value)} maxLength={field === 'destination' ? 200 : 120} dir={opts.ltr ? 'ltr' : 'auto'} required={opts.required} {...invalid(field)} />
      {note(field)}
    </div>
  );
  const area = (field: AreaField, label: string, hint?: string, dir: 'auto' | 'rtl' = 'auto') => (
    <div className="dash-field span-2">
      <label htmlFor={id(field)}>{label}</label>
      <textarea id={id(field)} rows={3} value={draft[field]} onChange={(e) => set(field, e.target.value)} maxLength={field.startsWith('payment') ? 1000 : 500} dir={dir} lang={dir === 'rtl' ? 'fa' : undefined} {...invalid(field)} />
      {hint && <small className="dash-hint">{hint}</small>}
      {note(field)}
    </div>
  );
  const section = (title: string, children: ReactNode, testId?: string) => (
    <fieldset className="dash-fieldset dash-ship-section" data-testid={testId}>
      <legend>{title}</legend>
      {children}
    </fieldset>
  );

  return (
    <section className="dash-card" aria-labelledby={id('editor-h')} data-testid="ship-editor">
      <h2 id={id('editor-h')}>{t.shipTransport}</h2>
      <form className="dash-stack" onSubmit={save} noValidate>
        <div className="dash-form-grid">
          <div className="dash-field">
            <label htmlFor={id('mode')}>{t.shipMode}</label>
            <select id={id('mode')} value={draft.mode} onChange={(e) => set('mode', e.target.value as Draft['mode'])} {...invalid('mode')}>
              {MODES.map((m) => (
                <option key={m} value={m}>
                  {t[modeKey[m]]}
                </option>
              ))}
            </select>
            {note('mode')}
          </div>
          {text('carrier', t.shipCarrier)}
          {text('transportDoc', t[transportDocKey[draft.mode]], { ltr: true })}
          {text('loadingPlace', t.shipLoading)}
          {text('dischargePlace', t.shipDischarge)}
          {text('destination', t.shipDestination, { required: true })}
          <div className="dash-field">
            <label htmlFor={id('incoterm')}>{t.quoteIncoterm}</label>
            <select id={id('incoterm')} value={draft.incoterm} onChange={(e) => set('incoterm', e.target.value as Draft['incoterm'])} {...invalid('incoterm')}>
              {INCOTERMS.map((term) => (
                <option key={term} value={term}>
                  {term}
                </option>
              ))}
            </select>
            {note('incoterm')}
          </div>
          {text('incotermPlace', t.shipIncotermPlace)}
          <div className="dash-field">
            <label htmlFor={id('etd')} id={id('etd') + '-label'}>{t.shipEtd}</label>
            <ShipDate id={id('etd')} value={draft.etd} onChange={(v) => set('etd', v)} invalid={refused?.field === 'etd'} describedBy={refused?.field === 'etd' ? id('etd-error') : undefined} />
            {note('etd')}
          </div>
          <div className="dash-field">
            <label htmlFor={id('eta')} id={id('eta') + '-label'}>{t.shipEta}</label>
            <ShipDate id={id('eta')} value={draft.eta} min={draft.etd || undefined} onChange={(v) => set('eta', v)} invalid={refused?.field === 'eta'} describedBy={refused?.field === 'eta' ? id('eta-error') : undefined} />
            {note('eta')}
          </div>
          {area('consignee', t.shipConsignee, t.shipConsigneeHint)}
          {area('notifyParty', t.shipNotify, t.shipNotifyHint)}
          {area('paymentTerms', t.shipTermsEn)}
          {area('paymentTermsFa', t.shipTermsFa, undefined, 'rtl')}
        </div>

        {locked && <Banner kind="info">{t.shipLockedNote}</Banner>}

        {section(
          t.shipContainers,
          <div className="dash-stack" id={id('containers')} tabIndex={-1}>
            {draft.containers.length === 0 && <p className="dash-muted">{t.shipContainersNone}</p>}
            {draft.containers.map((c, i) => (
              <div className="dash-ship-container" key={i} data-testid="ship-container">
                <div className="dash-field">
                  <label htmlFor={id(`container-${i}`)}>{t.shipContainerNumber}</label>
                  <input id={id(`container-${i}`)} value={c.number} onChange={(e) => setContainer(i, { number: e.target.value.toUpperCase() })} maxLength={15} dir="ltr" disabled={locked} aria-describedby={id('container-hint')} data-testid="ship-container-number" />
                </div>
                <div className="dash-field">
                  <label htmlFor={id(`seal-${i}`)}>{t.shipSeal}</label>
                  <input id={id(`seal-${i}`)} value={c.seal} onChange={(e) => setContainer(i, { seal: e.target.value })} maxLength={40} dir="ltr" disabled={locked} data-testid="ship-container-seal" />
                </div>
                <button
                  type="button"
                  className="dash-btn dash-btn-sm dash-btn-danger-ghost"
                  onClick={() => set('containers', draft.containers.filter((_, k) => k !== i))}
                  disabled={locked}
                  aria-label={fill(t.shipRemoveContainer, { n: c.number || String(i + 1) })}
                >
                  {t.remove}
                </button>
              </div>
            ))}
            <small className="dash-hint" id={id('container-hint')}>
              {t.shipContainerHint}
            </small>
            {note('containers')}
            <div>
              <button type="button" className="dash-btn dash-btn-sm" onClick={() => set('containers', [...draft.containers, { number: '', seal: '' }])} disabled={locked || draft.containers.length >= 20} data-testid="ship-add-container">
                {t.shipAddContainer}
              </button>
            </div>
          </div>,
          'ship-containers',
        )}

        {section(
          t.shipLines,
          <div className="dash-stack" id={id('lines')} tabIndex={-1}>
            <LinesEditor shipment={shipment} draft={draft} packaging={packaging} locked={locked} showProblems={tried} onLine={setLine} />
            {note('lines')}
          </div>,
          'ship-lines',
        )}

        {refused && !placed && (
          <Banner kind="error">
            <span data-testid="ship-save-error">{refused.text}</span>
          </Banner>
        )}
        {placed && (
          <p className="visually-hidden" role="alert">
            {refused.text}
          </p>
        )}
        <div className="dash-form-actions">
          <button type="submit" className="dash-btn dash-btn-primary" disabled={saving} data-testid="ship-save">
            {saving ? <Spinner size="sm" /> : null}
            {t.shipSave}
          </button>
        </div>
      </form>
    </section>
  );
}
