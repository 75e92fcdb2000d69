// Papers of others on a shipment: the phytosanitary certificate, certificate of origin, bill of lading
// or air waybill, inspection and insurance certificates: uploaded (a PDF or an image, read as a data
// URL; the server checks the bytes), listed with their links, removed after a confirmation. The bill of
// lading or air waybill comes with the number the shipment already holds, until the admin types another.
import { useState, type FormEvent } from 'react';
import { fill, useLang } from '../../i18n';
import { formatDate } from '../../i18n/format';
import { useDT } from '../i18n';
import { readAsDataUrl } from '../images';
import { Banner, ConfirmDialog, Spinner } from '../ui';
import { shipmentsApi } from './shipmentsApi';
import { PAPER_KINDS, type Paper, type PaperKind, type Shipment } from './types';
import { paperKey, refusal, type Refusal } from './words';

export function Papers({ shipment, onChanged }: { shipment: Shipment; onChanged: (s: Shipment, message: string) => void }) {
  const t = useDT();
  const lang = useLang();
  const [kind, setKind] = useState<PaperKind>(shipment.mode === 'air' || shipment.mode === 'sea' ? 'transport' : 'phytosanitary');
  // What the admin typed; null until then: a transport document then shows the shipment's own number.
  const [typed, setNumber] = useState<string | null>(null);
  const number = typed ?? (kind === 'transport' ? shipment.transportDoc : '');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Refusal | null>(null);
  const [removing, setRemoving] = useState<Paper | null>(null);
  const id = (name: string) => `ship-${shipment.id}-paper-${name}`;

  async function upload(e: FormEvent) {
    e.preventDefault();
    setRefused(null);
    if (!file) {
      setRefused({ text: t.shipPaperChooseFile, field: 'file' });
      return;
    }
    setBusy(true);
    try {
      const data = await readAsDataUrl(file);
      const saved = await shipmentsApi.addPaper(shipment.id, { kind, number: number.trim() || null, file: data });
      setNumber(null);
      setFile(null);
      setFileKey((k) => k + 1);
      onChanged(saved, t.shipPaperUploaded);
    } catch (err) {
      setRefused(refusal(err, t.uploadFailed, t, lang));
    } finally {
      setBusy(false);
    }
  }

  async function remove(p: Paper) {
    setRemoving(null);
    setBusy(true);
    setRefused(null);
    try {
      onChanged(await shipmentsApi.removePaper(shipment.id, p.id), fill(t.shipPaperRemoved, { kind: t[paperKey[p.kind]] }));
    } catch (err) {
      setRefused(refusal(err, t.failedToRemove, t, lang));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="dash-card" aria-labelledby={id('h')} data-testid="ship-papers">
      <h2 id={id('h')}>{t.shipPapers}</h2>
      <p className="dash-muted">{t.shipPapersLead}</p>
      {shipment.documents.length === 0 ? (
        <p className="dash-muted">{t.shipPaperNone}</p>
      ) : (
        <ul className="dash-plain-list dash-ship-papers">
          {shipment.documents.map((p) => (
            <li key={p.id} data-testid="ship-paper" data-kind={p.kind}>
              <a href={p.fileUrl} target="_blank" rel="noopener noreferrer" className="dash-strong">
                {t[paperKey[p.kind]]}
              </a>
              {p.number && (
                <bdi dir="ltr" className="dash-ship-paper-number">
                  {p.number}
                </bdi>
              )}
              <span className="dash-muted">{formatDate(p.createdAt, lang)}</span>
              <button type="button" className="dash-btn dash-btn-sm dash-btn-danger-ghost" onClick={() => setRemoving(p)} disabled={busy} aria-label={fill(t.shipPaperRemove, { kind: t[paperKey[p.kind]] })}>
                {t.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="dash-form-grid" onSubmit={upload} noValidate data-testid="ship-paper-form">
        <div className="dash-field">
          <label htmlFor={id('kind')}>{t.shipPaperKind}</label>
          <select id={id('kind')} value={kind} onChange={(e) => setKind(e.target.value as PaperKind)}>
            {PAPER_KINDS.map((k) => (
              <option key={k} value={k}>
                {t[paperKey[k]]}
              </option>
            ))}
          </select>
        </div>
        <div className="dash-field">
          <label htmlFor={id('number')}>{t.shipPaperNumber}</label>
          <input id={id('number')} value={number} onChange={(e) => setNumber(e.target.value)} maxLength={60} dir="ltr" />
        </div>
        <div className="dash-field span-2">
          <label htmlFor={id('file')}>{t.shipPaperFile}</label>
          <input
            key={fileKey}
            id={id('file')}
            type="file"
            accept="application/pdf,.pdf,image/jpeg,image/png,image/webp,image/gif"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            aria-invalid={refused?.field === 'file' || undefined}
            data-testid="ship-paper-file"
          />
        </div>
        {refused && (
          <div className="span-all">
            <Banner kind="error">
              <span data-testid="ship-paper-error">{refused.text}</span>
            </Banner>
          </div>
        )}
        <div className="dash-form-actions span-all dash-start">
          <button type="submit" className="dash-btn" disabled={busy} data-testid="ship-paper-upload">
            {busy ? <Spinner size="sm" /> : null}
            {t.shipPaperUpload}
          </button>
        </div>
      </form>
      {removing && (
        <ConfirmDialog
          title={t.shipPaperRemoveTitle}
          body={fill(t.shipPaperRemoveBody, { kind: t[paperKey[removing.kind]] })}
          confirmLabel={t.remove}
          onConfirm={() => remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
