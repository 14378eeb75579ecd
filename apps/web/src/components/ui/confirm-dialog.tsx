import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

export type ConfirmDialogProps = {
  /** Already translated texts. */
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The corner button's name; it must differ from `cancelLabel` for screen-reader users. */
  closeLabel: string;
  /** Shown inside the dialog when the confirmed action failed, already translated. */
  error?: string | null;
  isLoading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before an action that is hard to undo; the action's failure shows in the dialog itself. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  closeLabel,
  error,
  isLoading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog title={title} closeLabel={closeLabel} onClose={onCancel}>
      <div className="confirm-dialog">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="confirm-dialog__body">{children}</div>
        <div className="button-row confirm-dialog__actions">
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button isLoading={isLoading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
