import { SUSPEND_REASON_MAX, suspendBody, type AdminUserRow } from '@neurobridge/shared/api/admin-users';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextAreaField } from '../../../../components/ui/field';
import { useToast } from '../../../../components/ui/toast';
import { formErrors, hasErrors, serverFieldErrors } from '../../../../lib/form-errors';
import { useLockedMutation } from '../../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../../locales/pt-BR/messages';
import { useUserAction, type UserAction } from '../api/users';
import { userActionMessages as a } from '../action-messages';
import { displayName } from '../format';
import { adminUsersMessages as m } from '../messages';

/** What each confirmed action says when it works or fails. */
const TEXTS: Record<Exclude<UserAction, 'reactivate'>, { ok: string; error: string; pending: string }> = {
  grant: { ok: m.granted, error: m.grantError, pending: m.detail.granting },
  suspend: { ok: m.suspendedOk, error: m.suspendError, pending: m.detail.suspending },
  revoke: { ok: a.revoked, error: a.revokeError, pending: a.revoking },
};
const QUESTIONS = {
  grant: { text: a.grantText, confirm: a.confirmGrant },
  suspend: { text: a.suspendText, confirm: a.confirmSuspend },
  revoke: { text: a.revokeText, confirm: a.confirmRevoke },
};

/**
 * The question before suspending, granting or revoking (docs/product.md#admin-user-actions), in
 * place of the buttons that asked it: a suspension needs its reason (required, at most 500
 * characters, kept in the audit trail), refused beside the field. Cancel puts the buttons back.
 */
export function UserActionConfirm({
  user,
  action,
  onDone,
}: {
  user: { id: number; name: string };
  action: Exclude<UserAction, 'reactivate'>;
  /** After the action worked, or on 'Cancelar'. */
  onDone: () => void;
}) {
  const toast = useToast();
  const mutation = useUserAction();
  const run = useLockedMutation(mutation);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string }>({});
  const question = QUESTIONS[action];

  function confirm() {
    if (action === 'suspend') {
      const found = formErrors(suspendBody, { reason });
      setErrors(found);
      if (hasErrors(found)) return;
    }
    run(
      { id: user.id, action, reason: reason.trim() },
      {
        onSuccess: () => {
          toast(TEXTS[action].ok, 'success');
          onDone();
        },
        onError: (err) => {
          const fields = serverFieldErrors(err);
          if (hasErrors(fields)) setErrors(fields);
          else toast(TEXTS[action].error, 'error');
        },
      },
    );
  }

  return (
    <div className="rounded-xl border border-slate-300 p-4">
      <p className="mb-3">{fmt(question.text, { name: user.name })}</p>
      {action === 'suspend' && (
        <TextAreaField
          label={a.reason}
          rows={3}
          limit={SUSPEND_REASON_MAX}
          error={errors.reason}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setErrors({});
          }}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onDone} disabled={mutation.isPending}>
          {messages.common.cancel}
        </Button>
        <Button
          variant={action === 'grant' ? 'primary' : 'danger'}
          onClick={confirm}
          pending={mutation.isPending}
          pendingLabel={TEXTS[action].pending}
        >
          {question.confirm}
        </Button>
      </div>
    </div>
  );
}

/** The list's 'Suspender': the same question in a dialog of its own. */
export function SuspendDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const name = displayName(user);
  return (
    <Dialog open title={fmt(a.suspendTitle, { name })} onClose={onClose}>
      <UserActionConfirm user={{ id: user.id, name }} action="suspend" onDone={onClose} />
    </Dialog>
  );
}
