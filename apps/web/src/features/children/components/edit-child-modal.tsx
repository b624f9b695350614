import type { Child } from '@neurobridge/shared/api/children';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { useUpdateChild } from '../api/children';
import { childBody, valuesFromChild } from '../child-form-values';
import { childrenMessages } from '../messages';
import { ChildFormModal } from './child-form-modal';

export function EditChildModal({ child, onClose }: { child: Child; onClose: () => void }) {
  const update = useUpdateChild(child.id);
  const run = useLockedMutation(update);
  const toast = useToast();
  const t = childrenMessages.form;
  return (
    <ChildFormModal
      title={t.editTitle}
      initial={valuesFromChild(child)}
      pending={update.isPending}
      error={update.isError ? errorText(update.error, t.updateError) : undefined}
      onClose={onClose}
      onSubmit={(values) =>
        run(childBody(values), {
          onSuccess: () => {
            toast(t.updated, 'success');
            onClose();
          },
        })
      }
    />
  );
}
