import type { AdminUserRow } from '@neurobridge/shared/api/admin-users';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useToast } from '../../../../components/ui/toast';
import { fmt } from '../../../../locales/pt-BR/messages';
import { useLockedMutation } from '../../../../lib/use-locked-mutation';
import { useDeleteUser } from '../api/users';
import { displayName } from '../format';
import { adminUsersMessages as m } from '../messages';

/**
 * The delete confirmation (docs/product.md#admin-user-actions): the deletion cannot be undone;
 * Cancel or Escape closes it, and a double click deletes once.
 */
export function DeleteUserDialog({
  user,
  onDone,
}: {
  user: Pick<AdminUserRow, 'id' | 'full_name' | 'email'>;
  onDone: () => void;
}) {
  const toast = useToast();
  const remove = useDeleteUser();
  const run = useLockedMutation(remove);
  return (
    <ConfirmDialog
      title={m.deleteDialog.title}
      text={fmt(m.deleteDialog.text, { name: displayName(user) })}
      confirmLabel={m.deleteDialog.confirm}
      pending={remove.isPending}
      error={remove.isError ? m.deleteError : undefined}
      onCancel={onDone}
      onConfirm={() =>
        run(user.id, {
          onSuccess: () => {
            toast(m.deleted, 'success');
            onDone();
          },
        })
      }
    />
  );
}
