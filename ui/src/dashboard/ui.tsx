// Small pieces every tab uses: spinner, banners, the state of a tab's data (loading, failed, empty),
// the pager, the confirm and error dialogs (on the site's one Dialog), form fields and selects, the
// image picker (upload or URL) and a hook for messages that disappear after a while.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Dialog } from '../components/Dialog';
import { fill, useLang } from '../i18n';
import { formatNumber } from '../i18n/format';
import type { ImageChoice } from './images';
import { isImageFile } from './images';
import { useDT } from './i18n';

export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`dash-spinner dash-spinner-${size}`} role={label ? 'status' : undefined} aria-label={label}>
      <span aria-hidden="true" />
    </span>
  );
}

/** `warning`: a standing notice (not announced as it appears), e.g. the bank details changed this week. */
export function Banner({ kind, children, onDismiss }: { kind: 'error' | 'success' | 'info' | 'warning'; children: ReactNode; onDismiss?: () => void }) {
  const t = useDT();
  const role = kind === 'error' ? 'alert' : kind === 'warning' ? 'note' : 'status';
  return (
    <div className={`dash-banner dash-banner-${kind}`} role={role}>
      <div className="dash-banner-body">{children}</div>
      {onDismiss && (
        <button type="button" className="dash-icon-btn" aria-label={t.close} onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}

type TabStatusProps = {
  /** No answer yet: the spinner shows (unless the load failed). */
  waiting: boolean;
  /** The failed load's message (useTabData's `error`), shown with a way to try again. */
  error: string | null;
  onRetry: () => void;
  /** The text for an answer with nothing in it, when that is the case. */
  empty?: string | false | null;
};

/** The state of a tab's data, said the same way on every tab: loading, failed (with a retry), or empty. */
export function TabStatus({ waiting, error, onRetry, empty }: TabStatusProps) {
  const t = useDT();
  return (
    <>
      {error && (
        <Banner kind="error">
          <strong>{t.anErrorOccurred}</strong> — {error}{' '}
          <button type="button" className="dash-link-btn" onClick={onRetry}>
            {t.retry}
          </button>
        </Banner>
      )}
      {waiting && !error && (
        <div className="dash-center dash-pad">
          <Spinner label={t.loading} />
        </div>
      )}
      {empty && <p className="dash-empty">{empty}</p>}
    </>
  );
}

type PagerProps = {
  /** The shown page, from 0. */
  page: number;
  pageSize: number;
  total: number;
  /** How many rows the shown page holds. */
  shown: number;
  onPage: (page: number) => void;
  /** The page sizes to choose from; without them the size is fixed and the pager says only the page. */
  sizes?: readonly number[];
  onPageSize?: (size: number) => void;
};

/** Pages of a list the server counts (X-Total-Count): the rows shown, the page size, and the way through. */
export function Pager({ page, pageSize, total, shown, onPage, sizes, onPageSize }: PagerProps) {
  const t = useDT();
  const lang = useLang();
  const n = (x: number) => formatNumber(x, lang);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, page * pageSize + shown);
  const where = fill(t.pageOf, { page: n(page + 1), pages: n(pages) });
  const sized = sizes && onPageSize;
  return (
    <nav className="dash-pager" aria-label={where}>
      {sized && (
        <>
          <span className="dash-muted" data-testid="page-info">
            {fill(t.pageInfo, { from: n(from), to: n(to), total: n(total) })}
          </span>
          <label className="dash-inline-field">
            <span>{t.perPage}</span>
            <select value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
              {sizes.map((s) => (
                <option key={s} value={s}>
                  {n(s)}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      {!sized && <span className="dash-page-no">{where}</span>}
      <div className="dash-pager-buttons">
        {sized && (
          <button type="button" className="dash-btn dash-btn-sm" onClick={() => onPage(0)} disabled={page === 0} aria-label={t.firstPage}>
            <span className="dash-flip" aria-hidden="true">
              «
            </span>
          </button>
        )}
        <button type="button" className="dash-btn dash-btn-sm" onClick={() => onPage(Math.max(0, page - 1))} disabled={page === 0}>
          {t.previousPage}
        </button>
        {sized && <span className="dash-page-no">{where}</span>}
        <button type="button" className="dash-btn dash-btn-sm" onClick={() => onPage(Math.min(pages - 1, page + 1))} disabled={page >= pages - 1}>
          {t.nextPage}
        </button>
        {sized && (
          <button type="button" className="dash-btn dash-btn-sm" onClick={() => onPage(pages - 1)} disabled={page >= pages - 1} aria-label={t.lastPage}>
            <span className="dash-flip" aria-hidden="true">
              »
            </span>
          </button>
        )}
      </div>
    </nav>
  );
}

/** Every server error of the products tab shows here, with a close button. */
export function ErrorModal({ message, onClose }: { message: string; onClose: () => void }) {
  const t = useDT();
  return (
    <Dialog
      title={t.errorTitle}
      role="alertdialog"
      className="dash-modal dash-modal-error"
      closeButton={false}
      onClose={onClose}
      footer={
        <button type="button" className="dash-btn dash-btn-primary" onClick={onClose} autoFocus>
          {t.close}
        </button>
      }
    >
      <p className="dash-error-text">{message}</p>
    </Dialog>
  );
}

export function ConfirmDialog({
  title, body, confirmLabel, onConfirm, onCancel,
}: { title: string; body: string; confirmLabel: string; onConfirm: () => void; onCancel: () => void }) {
  const t = useDT();
  return (
    <Dialog
      title={title}
      role="alertdialog"
      className="dash-modal"
      closeButton={false}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="dash-btn" onClick={onCancel} autoFocus>
            {t.cancel}
          </button>
          <button type="button" className="dash-btn dash-btn-danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{body}</p>
    </Dialog>
  );
}

/** A label, its control and a hint; `labelId` lets a control that is named by aria-labelledby (DateField) point at the label. */
export function Field({ label, hint, children, className, htmlFor, labelId }: { label: string; hint?: string; children: ReactNode; className?: string; htmlFor?: string; labelId?: string }) {
  return (
    <div className={`dash-field ${className ?? ''}`}>
      <label htmlFor={htmlFor} id={labelId}>{label}</label>
      {children}
      {hint && <small className="dash-hint">{hint}</small>}
    </div>
  );
}

/** A <select> over a fixed list of values (units, currencies, sources), each shown as `label` gives it. */
export function EnumSelect<V extends string>({
  id, value, options, label = (v) => v, onChange,
}: { id: string; value: V; options: readonly V[]; label?: (v: V) => string; onChange: (v: V) => void }) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
      {options.map((o) => (
        <option key={o} value={o}>
          {label(o)}
        </option>
      ))}
    </select>
  );
}

/** A message that clears itself after `ms` (the specification's 3 s saved confirmation). */
export function useFlash(ms = 3000): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  return [message, setMessage];
}

/** An object URL for a picked file, revoked when the file changes or the component goes. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}

type ImagePickerProps = {
  value: ImageChoice;
  onChange: (v: ImageChoice) => void;
  label: string;
  current?: string | null; // the image already stored, shown when nothing new is chosen
  allowUrl?: boolean;
  testId?: string;
};

/** Image by upload or by URL, with a preview. Accepts images only. */
export function ImagePicker({ value, onChange, label, current, allowUrl = true, testId }: ImagePickerProps) {
  const t = useDT();
  const id = useId();
  const [mode, setMode] = useState<'file' | 'url'>(value.kind === 'url' ? 'url' : 'file');
  const fileRef = useRef<HTMLInputElement>(null);
  const fileUrl = useObjectUrl(value.kind === 'file' ? value.file : null);
  const [rejected, setRejected] = useState(false);
  const preview = value.kind === 'file' ? fileUrl : value.kind === 'url' && /^(https?:|\/)/i.test(value.url.trim()) ? value.url.trim() : current ?? null;

  // A cleared form (value back to none) also clears the file input.
  useEffect(() => {
    if (value.kind === 'none' && fileRef.current) fileRef.current.value = '';
  }, [value.kind]);

  return (
    <fieldset className="dash-image-picker" data-testid={testId}>
      <legend>{label}</legend>
      {allowUrl && (
        <div className="dash-segmented" role="radiogroup" aria-label={label}>
          {(['file', 'url'] as const).map((m) => (
            <label key={m} className={mode === m ? 'is-on' : undefined}>
              <input
                type="radio"
                name={`${id}-mode`}
                checked={mode === m}
                onChange={() => {
                  setMode(m);
                  onChange({ kind: 'none' });
                }}
              />
              {m === 'file' ? t.imageFromFile : t.imageFromUrl}
            </label>
          ))}
        </div>
      )}
      <div className="dash-image-row">
        <div className="dash-image-preview" aria-hidden={!preview}>
          {preview ? <img src={preview} alt={t.imagePreview} /> : <span>{t.noImage}</span>}
        </div>
        <div className="dash-image-inputs">
          {mode === 'file' ? (
            <>
              <label className="dash-btn dash-btn-sm dash-file-btn">
                {t.chooseImage}
                <input
                  ref={fileRef}
                  type="file"
                  accept="image/*"
                  className="visually-hidden"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (!file) return onChange({ kind: 'none' });
                    if (!isImageFile(file)) {
                      e.target.value = '';
                      setRejected(true);
                      return onChange({ kind: 'none' });
                    }
                    setRejected(false);
                    onChange({ kind: 'file', file });
                  }}
                />
              </label>
              <span className="dash-hint dash-file-name" dir="auto">
                {value.kind === 'file' ? value.file.name : t.noFileChosen}
              </span>
              {rejected && <small className="dash-field-error">{t.notAnImage}</small>}
            </>
          ) : (
            <>
              <label htmlFor={`${id}-url`} className="visually-hidden">
                {t.imageUrl}
              </label>
              <input
                id={`${id}-url`}
                type="url"
                inputMode="url"
                placeholder={t.imageUrlPlaceholder}
                value={value.kind === 'url' ? value.url : ''}
                onChange={(e) => onChange(e.target.value ? { kind: 'url', url: e.target.value } : { kind: 'none' })}
              />
            </>
          )}
          {value.kind !== 'none' && (
            <button type="button" className="dash-link-btn" onClick={() => onChange({ kind: 'none' })}>
              {t.clearImage}
            </button>
          )}
        </div>
      </div>
    </fieldset>
  );
}

/** Today as `YYYY-MM-DD` in the admin's time zone. */
export function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
