// The one modal dialog, for the site and the dashboard, on the native <dialog> element: focus is
// kept inside and the page behind is inert (showModal), Escape and a click on the backdrop close it,
// the title labels it, and focus goes back to where it was when it closes.
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { CloseIcon } from './Icons';

interface DialogProps {
  /** Shown; a dialog that is only mounted while wanted leaves it at true. */
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  /** 'alertdialog' for a result or a question that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  testId?: string;
  /** Controls beside the title. */
  actions?: ReactNode;
  /** The buttons under the content (the dashboard's dialogs: confirm, cancel, close). */
  footer?: ReactNode;
  /** The × button beside the title; off where the footer already has the way out. */
  closeButton?: boolean;
}

export function Dialog({
  open = true, onClose, title, children, className, role, describedBy, testId, actions, footer, closeButton = true,
}: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `dialog-title${useId()}`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // Where focus was: the browser gives it back when the dialog closes, but not when the dialog
    // leaves the page with its component (the dashboard's dialogs), so it is given back here too.
    const before = document.activeElement;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      const lost = !document.activeElement || document.activeElement === document.body || dialog.contains(document.activeElement);
      if (lost && before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      role={role}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (e.target === ref.current) {
          const r = ref.current.getBoundingClientRect();
          const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
          if (!inside) onClose();
        }
      }}
    >
      {open && (
        <div className="dialog-box">
          <div className="dialog-head">
            <h2 id={titleId}>{title}</h2>
            {actions}
            {closeButton && (
              <button type="button" className="icon-btn dialog-x" onClick={onClose} aria-label={t.common.close}>
                <CloseIcon />
              </button>
            )}
          </div>
          {children}
          {footer && <div className="dialog-footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
