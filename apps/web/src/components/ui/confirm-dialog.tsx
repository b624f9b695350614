import { Button } from './button';
import { Dialog } from './dialog';
import { messages } from '../../locales/pt-BR/messages';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirmation before a destructive action; Cancel gets the focus first. */
export function ConfirmDialog({ title, text, confirmLabel, busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open
      title={title}
      onClose={busy ? undefined : onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {messages.common.cancel}
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>
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
