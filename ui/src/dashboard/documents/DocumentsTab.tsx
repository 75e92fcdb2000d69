// Certificates tab: the company's certificates and each product's documents (GET /api/documents/all),
// each flagged when it ends within 30 days and marked once expired; the form adds one or edits the
// chosen one (PUT, the file kept unless a new one is chosen). The file is checked here as the server
// checks it: its first bytes must be a PDF's (with its end marker) or an image's, within the sizes.
import { useRef, useState, type FormEvent } from 'react';
import { fill, useLang } from '../../i18n';
import { formatDate, formatNumber } from '../../i18n/format';
import type { Document, Product } from '../../lib/api-types';
import { api, errorText } from '../dashApi';
import DateField from '../DateField';
import { useDT, type DashDict } from '../i18n';
import { readAsDataUrl } from '../images';
import { Banner, ConfirmDialog, Field, Spinner, TabStatus, today, useFlash } from '../ui';
import { useTabData } from '../useTabData';

/** A document is flagged from this many days before its last valid day. */
export const ENDS_SOON_DAYS = 30;
const MAX_PDF = 20 * 1024 * 1024;
const MAX_IMAGE = 8 * 1024 * 1024;
const MAX_TITLE = 200;
const MAX_NUMBER = 100;

type Draft = {
  productId: string;
  title: string;
  titleFa: string;
  issuer: string;
  number: string;
  validUntil: string;
  file: File | null;
};

const EMPTY: Draft = { productId: '', title: '', titleFa: '', issuer: '', number: '', validUntil: '', file: null };

type Status = { kind: 'expired' | 'soon' | 'valid' | 'open'; days: number };

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function statusOf(d: Pick<Document, 'validUntil'>, on: string): Status {
  if (!d.validUntil) return { kind: 'open', days: Infinity };
  const days = daysBetween(on, d.validUntil);
  if (days < 0) return { kind: 'expired', days };
  return { kind: days <= ENDS_SOON_DAYS ? 'soon' : 'valid', days };
}

function statusText(s: Status, t: DashDict, lang: 'en' | 'fa'): string {
  if (s.kind === 'expired') return t.docExpired;
  if (s.kind === 'open') return t.docNoExpiry;
  if (s.kind === 'valid') return t.docValid;
  if (s.days === 0) return t.docEndsToday;
  if (s.days === 1) return t.docEndsTomorrow;
  return fill(t.docEndsIn, { n: formatNumber(s.days, lang) });
}

/** What the file's first bytes say it is, as the server reads them (src/models/media.rs). */
async function sniff(file: File): Promise<'pdf' | 'image' | null> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  const ascii = (s: string, at = 0) => [...s].every((c, i) => head[at + i] === c.charCodeAt(0));
  if (ascii('%PDF-')) {
    const tail = new TextDecoder('latin1').decode(await file.slice(Math.max(0, file.size - 2048)).arrayBuffer());
    return tail.includes('%%EOF') ? 'pdf' : null;
  }
  if (starts(0xff, 0xd8, 0xff) || starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) || ascii('GIF87a') || ascii('GIF89a')) return 'image';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'image';
  return null;
}

const MIME = { pdf: 'application/pdf', image: '' } as const;

/** The file as a data URL whose type is what the bytes are (a browser may say nothing or something else). */
async function fileData(file: File, kind: 'pdf' | 'image'): Promise<string> {
  const data = await readAsDataUrl(file);
  if (kind === 'pdf') return data.replace(/^data:[^;,]*/, `data:${MIME.pdf}`);
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  const type = head[0] === 0xff ? 'image/jpeg' : head[0] === 0x89 ? 'image/png' : head[0] === 0x47 ? 'image/gif' : 'image/webp';
  return data.replace(/^data:[^;,]*/, `data:${type}`);
}

export default function DocumentsTab({ active }: { active: boolean }) {
  const t = useDT();
  const lang = useLang();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<Document | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<Document | null>(null);
  const [flash, setFlash] = useFlash(3000);
  const [fileKey, setFileKey] = useState(0);
  const validUntilField = useRef<HTMLInputElement>(null);

  const docs = useTabData<Document[]>({ active, load: (signal) => api.allDocuments(signal), failure: 'failedToLoad' });
  const products = useTabData<Product[]>({ active, load: (signal) => api.products(signal), failure: 'failedToLoad' });
  const list = docs.data;
  const on = today();
  const productName = (id: number | null | undefined) =>
    id == null ? t.docCompany : (products.data?.find((p) => p.id === id)?.name ?? `#${formatNumber(id, lang)}`);

  const flagged = (list ?? []).map((d) => statusOf(d, on));
  const expired = flagged.filter((s) => s.kind === 'expired').length;
  const soon = flagged.filter((s) => s.kind === 'soon').length;

  function edit(d: Document) {
    setEditing(d);
    setFormError(null);
    setDraft({
      productId: d.productId == null ? '' : String(d.productId),
      title: d.title,
      titleFa: d.titleFa,
      issuer: d.issuer,
      number: d.number,
      validUntil: d.validUntil ?? '',
      file: null,
    });
    setFileKey((k) => k + 1);
    document.getElementById('doc-title')?.focus();
  }

  function reset() {
    setEditing(null);
    setDraft(EMPTY);
    setFormError(null);
    setFileKey((k) => k + 1);
  }

  /** The browser's checks, the server's rules: the message of the first broken one. */
  async function check(): Promise<string | null> {
    const missing = [!draft.title.trim() && t.docTitle, !editing && !draft.file && t.docFile].filter(Boolean);
    if (missing.length) return fill(t.fillRequired, { fields: missing.join(lang === 'fa' ? '، ' : ', ') });
    if (draft.title.trim().length > MAX_TITLE || draft.titleFa.trim().length > MAX_TITLE || draft.issuer.trim().length > MAX_TITLE) return fill(t.docTooLong, { n: formatNumber(MAX_TITLE, lang) });
    if (draft.number.trim().length > MAX_NUMBER) return fill(t.docTooLong, { n: formatNumber(MAX_NUMBER, lang) });
    // Empty means "does not expire": a day typed but refused (incomplete, impossible) is not that.
    if (validUntilField.current?.validity.valid === false || (draft.validUntil && (!/^\d{4}-\d{2}-\d{2}$/.test(draft.validUntil) || Number.isNaN(Date.parse(draft.validUntil))))) return t.docDateInvalid;
    if (draft.file) {
      const kind = await sniff(draft.file);
      if (!kind) return t.docFileKind;
      if (draft.file.size > (kind === 'pdf' ? MAX_PDF : MAX_IMAGE)) return t.docFileTooLarge;
    }
    return null;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    setBusy(true);
    try {
      const problem = await check();
      if (problem) return setFormError(problem);
      const kind = draft.file ? await sniff(draft.file) : null;
      const file = draft.file && kind ? await fileData(draft.file, kind) : undefined;
      const body = {
        productId: draft.productId ? Number(draft.productId) : undefined,
        title: draft.title.trim(),
        titleFa: draft.titleFa.trim(),
        issuer: draft.issuer.trim(),
        number: draft.number.trim(),
        validUntil: draft.validUntil || undefined,
      };
      if (editing) {
        const saved = await api.updateDocument(editing.id, { ...body, file });
        docs.setData((l) => (l ?? []).map((d) => (d.id === saved.id ? saved : d)));
        setFlash(t.docSaved);
      } else {
        const added = await api.createDocument({ ...body, file: file ?? '' });
        docs.setData((l) => [...(l ?? []), added]);
        setFlash(t.docAdded);
      }
      reset();
      docs.reload();
    } catch (err) {
      setFormError(errorText(err, editing ? t.failedToSave : t.failedToAdd, lang));
    } finally {
      setBusy(false);
    }
  }

  async function remove(d: Document) {
    setRemoving(null);
    setError(null);
    try {
      await api.removeDocument(d.id);
      docs.setData((l) => (l ?? []).filter((x) => x.id !== d.id));
      if (editing?.id === d.id) reset();
    } catch (err) {
      setError(errorText(err, t.failedToRemove, lang));
    }
  }

  const set = (k: Exclude<keyof Draft, 'file'>) => (e: { target: { value: string } }) => setDraft({ ...draft, [k]: e.target.value });

  return (
    <div className="dash-stack">
      <section className="dash-card" aria-labelledby="dash-doc-form-h">
        <div className="dash-card-head">
          <div>
            <h2 id="dash-doc-form-h">{editing ? t.docEdit : t.docAdd}</h2>
            <p className="dash-muted">{t.docLead}</p>
          </div>
        </div>
        <form className="dash-form-grid" onSubmit={submit} noValidate data-testid="document-form">
          <Field label={t.docBelongsTo} htmlFor="doc-product" className="span-2">
            <select id="doc-product" value={draft.productId} onChange={set('productId')}>
              <option value="">{t.docCompany}</option>
              {(products.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t.docTitle} htmlFor="doc-title" className="span-2">
            <input id="doc-title" value={draft.title} onChange={set('title')} maxLength={MAX_TITLE} dir="auto" required />
          </Field>
          <Field label={t.docTitleFa} htmlFor="doc-title-fa" hint={t.persianHint} className="span-2">
            <input id="doc-title-fa" value={draft.titleFa} onChange={set('titleFa')} maxLength={MAX_TITLE} dir="rtl" lang="fa" />
          </Field>
          <Field label={t.docIssuer} htmlFor="doc-issuer" className="span-2">
            <input id="doc-issuer" value={draft.issuer} onChange={set('issuer')} maxLength={MAX_TITLE} dir="auto" />
          </Field>
          <Field label={t.docNumber} htmlFor="doc-number">
            <input id="doc-number" value={draft.number} onChange={set('number')} maxLength={MAX_NUMBER} dir="ltr" />
          </Field>
          <Field label={t.docValidUntil} htmlFor="doc-valid-until" labelId="doc-valid-until-label" hint={t.docValidUntilHint}>
            <DateField ref={validUntilField} id="doc-valid-until" value={draft.validUntil} onChange={(validUntil) => setDraft((x) => ({ ...x, validUntil }))} aria-labelledby="doc-valid-until-label" />
          </Field>
          <Field label={t.docFile} htmlFor="doc-file" hint={editing ? t.docFileKeep : t.docFileHint} className="span-2">
            <input
              key={fileKey}
              id="doc-file"
              type="file"
              accept="application/pdf,.pdf,image/jpeg,image/png,image/webp,image/gif"
              onChange={(e) => setDraft({ ...draft, file: e.target.files?.[0] ?? null })}
              data-testid="document-file"
            />
          </Field>
          {formError && (
            <div className="span-all">
              <Banner kind="error">{formError}</Banner>
            </div>
          )}
          <div className="dash-form-actions span-all">
            <button type="submit" className="dash-btn dash-btn-primary" disabled={busy}>
              {busy ? <Spinner size="sm" /> : null}
              {editing ? t.saveChanges : t.docAdd}
            </button>
            {editing && (
              <button type="button" className="dash-btn dash-btn-ghost" onClick={reset} disabled={busy}>
                {t.cancel}
              </button>
            )}
            <span className="dash-saved" aria-live="polite">
              {flash}
            </span>
          </div>
        </form>
      </section>

      <section className="dash-card" aria-labelledby="dash-docs-h">
        <div className="dash-card-head">
          <div>
            <h2 id="dash-docs-h">
              {t.docListTitle} {list && <span className="dash-count">{formatNumber(list.length, lang)}</span>}
            </h2>
            <p className="dash-muted">{fill(t.docListLead, { n: formatNumber(ENDS_SOON_DAYS, lang) })}</p>
          </div>
        </div>
        {(expired > 0 || soon > 0) && (
          <div className="dash-doc-alert" role="status" data-testid="documents-alert">
            {[expired > 0 && fill(t.docAlertExpired, { n: formatNumber(expired, lang) }), soon > 0 && fill(t.docAlertSoon, { n: formatNumber(soon, lang), days: formatNumber(ENDS_SOON_DAYS, lang) })]
              .filter(Boolean)
              .join(' ')}
          </div>
        )}
        {error && (
          <Banner kind="error" onDismiss={() => setError(null)}>
            {error}
          </Banner>
        )}
        <TabStatus waiting={list === null} error={docs.error} onRetry={docs.reload} empty={list?.length === 0 && t.docNone} />
        {list && list.length > 0 && (
          <div className="dash-table-wrap">
            <table className="dash-table dash-documents" data-testid="documents-table">
              <thead>
                <tr>
                  <th scope="col">{t.docTitle}</th>
                  <th scope="col">{t.docBelongsTo}</th>
                  <th scope="col">{t.docIssuer}</th>
                  <th scope="col">{t.docValidUntil}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((d) => {
                  const s = statusOf(d, on);
                  return (
                    <tr key={d.id} data-testid="document-row" data-status={s.kind} className={editing?.id === d.id ? 'is-editing' : undefined}>
                      <td>
                        <a href={d.fileUrl} className="dash-strong" dir="auto" target="_blank" rel="noopener" download>
                          {d.title}
                        </a>
                        <span className="dash-doc-type">{d.fileType === 'application/pdf' ? 'PDF' : t.docImage}</span>
                        {d.titleFa ? (
                          <div className="dash-muted" dir="rtl" lang="fa">
                            {d.titleFa}
                          </div>
                        ) : (
                          <div className="dash-muted dash-doc-untranslated">{t.docUntranslated}</div>
                        )}
                      </td>
                      <td dir="auto">{productName(d.productId)}</td>
                      <td>
                        <div dir="auto">{d.issuer || '—'}</div>
                        {d.number && (
                          <div className="dash-muted" dir="ltr">
                            {d.number}
                          </div>
                        )}
                      </td>
                      <td>
                        <div>{d.validUntil ? formatDate(d.validUntil, lang) : '—'}</div>
                        <span className={`dash-badge dash-doc-${s.kind}`} data-testid="document-status">
                          {statusText(s, t, lang)}
                        </span>
                      </td>
                      <td className="dash-order-actions">
                        <button type="button" className="dash-btn dash-btn-sm" onClick={() => edit(d)}>
                          {t.docEditButton}
                        </button>
                        <button type="button" className="dash-btn dash-btn-sm dash-btn-danger-ghost" onClick={() => setRemoving(d)}>
                          {t.remove}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {removing && (
        <ConfirmDialog
          title={t.docRemoveTitle}
          body={fill(t.docRemoveBody, { title: removing.title })}
          confirmLabel={t.remove}
          onConfirm={() => remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
