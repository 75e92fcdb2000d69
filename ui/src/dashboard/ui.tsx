// Small pieces every tab uses: spinner, banners, modal dialogs (native <dialog>), form fields and selects,
// the image picker (upload or URL) and a hook for messages that disappear after a while.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ImageChoice } from './images';
import { isImageFile } from './images';
import type { DashDict } from './i18n';

export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`dash-spinner dash-spinner-${size}`} role={label ? 'status' : undefined} aria-label={label}>
      <span aria-hidden="true" />
    </span>
  );
}

export function Banner({ kind, children, onDismiss, t }: { kind: 'error' | 'success' | 'info'; children: ReactNode; onDismiss?: () => void; t?: DashDict }) {
  return (
    <div className={`dash-banner dash-banner-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <div className="dash-banner-body">{children}</div>
      {onDismiss && t && (
        <button type="button" className="dash-icon-btn" aria-label={t.close} onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}

/** A load that failed: the message and a way to try again. */
export function LoadError({ children, onRetry, t }: { children: ReactNode; onRetry: () => void; t: DashDict }) {
  return (
    <Banner kind="error">
      {children}{' '}
      <button type="button" className="dash-link-btn" onClick={onRetry}>
        {t.retry}
      </button>
    </Banner>
  );
}

/** The spinner a tab shows while its data loads. */
export function Loading({ t }: { t: DashDict }) {
  return (
    <div className="dash-center dash-pad">
      <Spinner label={t.loading} />
    </div>
  );
}

type ModalProps = {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
  className?: string;
};

/** A modal on the native <dialog>: focus kept inside, Escape closes, the page behind is inert. */
export function Modal({ title, children, actions, onClose, role = 'dialog', className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const onCancel = (e: Event) => {
      e.preventDefault();
      closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
    };
  }, []);
  return (
    <dialog ref={ref} className={`dash-modal ${className ?? ''}`} role={role} aria-labelledby={titleId}>
      <h2 id={titleId} className="dash-modal-title">
        {title}
      </h2>
      <div className="dash-modal-body">{children}</div>
      <div className="dash-modal-actions">{actions}</div>
    </dialog>
  );
}

/** Every server error of the products tab shows here, with a close button. */
export function ErrorModal({ message, onClose, t }: { message: string; onClose: () => void; t: DashDict }) {
  return (
    <Modal
      title={t.errorTitle}
      role="alertdialog"
      className="dash-modal-error"
      onClose={onClose}
      actions={
        <button type="button" className="dash-btn dash-btn-primary" onClick={onClose} autoFocus>
          {t.close}
        </button>
      }
    >
      <p className="dash-error-text">{message}</p>
    </Modal>
  );
}

export function ConfirmDialog({
  title, body, confirmLabel, onConfirm, onCancel, t,
}: { title: string; body: string; confirmLabel: string; onConfirm: () => void; onCancel: () => void; t: DashDict }) {
  return (
    <Modal
      title={title}
      role="alertdialog"
      onClose={onCancel}
      actions={
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
    </Modal>
  );
}

export function Field({ label, hint, children, className, htmlFor }: { label: string; hint?: string; children: ReactNode; className?: string; htmlFor?: string }) {
  return (
    <div className={`dash-field ${className ?? ''}`}>
      <label htmlFor={htmlFor}>{label}</label>
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
  t: DashDict;
  label: string;
  current?: string | null; // the image already stored, shown when nothing new is chosen
  allowUrl?: boolean;
  testId?: string;
};

/** Image by upload or by URL, with a preview. Accepts images only. */
export function ImagePicker({ value, onChange, t, label, current, allowUrl = true, testId }: ImagePickerProps) {
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
