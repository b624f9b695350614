import { Button } from './button';
import { Dialog } from './dialog';
import { messages } from '../../locales/pt-BR/messages';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** The confirmed action's request is running: both buttons and Escape wait for it. */
  pending?: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Confirmation before a destructive action; Cancel gets the focus first. The caller closes it
 * when the action succeeds, and guards `onConfirm` so a double click runs it once.
 */
export function ConfirmDialog({ title, text, confirmLabel, pending, error, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open
      title={title}
      onClose={pending ? undefined : onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {messages.common.cancel}
          </Button>
          <Button variant="danger" onClick={onConfirm} pending={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
      {error && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-red-900">
          {error}
        </p>
      )}
    </Dialog>
  );
}
