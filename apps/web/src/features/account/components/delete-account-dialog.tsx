import { DELETE_CONFIRMATION_WORD } from '@neurobridge/shared/api/account';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { messages } from '../../../locales/pt-BR/messages';
import { useDeleteAccount } from '../api/account';
import { accountMessages as m } from '../messages';

/**
 * Deleting the account (docs/product.md#account-deletion): what goes, what is kept (payment
 * records, by law), and the word EXCLUIR typed before the button opens. Escape and Cancel close it,
 * except while the request runs.
 */
export function DeleteAccountDialog({ onCancel, onDeleted }: { onCancel: () => void; onDeleted: () => void }) {
  const t = m.remove;
  const formId = useId();
  const toast = useToast();
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const run = useLockedMutation(remove);
  const confirmed = typed.trim() === DELETE_CONFIRMATION_WORD;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!confirmed) return;
    run(undefined, {
      onSuccess: () => {
        toast(t.done, 'success');
        onDeleted();
      },
    });
  }

  return (
    <Dialog
      open
      title={t.dialogTitle}
      onClose={remove.isPending ? undefined : onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={remove.isPending}>
            {messages.common.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            disabled={!confirmed}
            pending={remove.isPending}
            pendingLabel={t.pending}
          >
            {t.confirm}
          </Button>
        </>
      }
    >
      <div className="max-h-[55vh] overflow-y-auto">
        <p>{t.removed}</p>
        <p className="mt-3 font-semibold">{t.kept}</p>
        <form id={formId} onSubmit={onSubmit} className="mt-4">
          <TextField
            label={t.confirmLabel}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={remove.isPending}
          />
        </form>
        {remove.isError && (
          <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-red-900">
            {errorText(remove.error, t.error)}
          </p>
        )}
      </div>
    </Dialog>
  );
}
