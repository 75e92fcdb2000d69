// A modal dialog on the native <dialog> element: focus is trapped and restored by the browser,
// Escape closes it, and the page behind is inert.
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { CloseIcon } from './Icons';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  /** Role override, e.g. 'alertdialog' for the order result. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  testId?: string;
  /** Controls beside the close button. */
  actions?: ReactNode;
}

export function Dialog({ open, onClose, title, children, className, role, describedBy, testId, actions }: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `dialog-title${useId()}`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
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
            <button type="button" className="icon-btn dialog-x" onClick={onClose} aria-label={t.common.close}>
              <CloseIcon />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
