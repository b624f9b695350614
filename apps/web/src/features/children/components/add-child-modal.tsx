import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { useCreateChild } from '../api/children';
import { childBody, EMPTY_CHILD_FORM } from '../child-form-values';
import { childrenMessages } from '../messages';
import { ChildFormModal } from './child-form-modal';

/**
 * The add-child dialog: one request at a time, and one idempotency key for this dialog, so a
 * doubled or retried 'Salvar' creates one child (docs/product.md#idempotency).
 */
export function AddChildModal({ onClose }: { onClose: () => void }) {
  const create = useCreateChild();
  const run = useLockedMutation(create);
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const toast = useToast();
  const t = childrenMessages.form;
  return (
    <ChildFormModal
      title={t.addTitle}
      initial={EMPTY_CHILD_FORM}
      pending={create.isPending}
      error={create.isError ? errorText(create.error, t.createError) : undefined}
      onClose={onClose}
      onSubmit={(values) =>
        run(
          { body: childBody(values), idempotencyKey },
          {
            onSuccess: (child) => {
              renewKey();
              toast(fmt(t.created, { name: child.name }), 'success');
              onClose();
            },
          },
        )
      }
    />
  );
}
