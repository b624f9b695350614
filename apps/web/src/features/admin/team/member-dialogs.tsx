import {
  ADMIN_SUSPEND_REASON_MAX,
  adminRoleBody,
  adminSuspendBody,
  type TeamMember,
} from '@neurobridge/shared/api/admin-team';
import { ADMIN_ROLE_LABELS, ADMIN_ROLES, type AdminRole } from '@neurobridge/shared/domain/admin-roles';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { formErrors, hasErrors, serverFieldErrors } from '../../../lib/form-errors';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { adminTeamMessages } from './messages';
import { useChangeRole, useSuspendAdmin } from './team-api';

/**
 * 'Mudar função' (docs/product.md#admin-team-screens): the new role chosen, then confirmed. The
 * server's refusal (the last owner, oneself) stays in the dialog.
 */
export function ChangeRoleDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const t = adminTeamMessages.role;
  const toast = useToast();
  const change = useChangeRole();
  const run = useLockedMutation(change);
  const [role, setRole] = useState<AdminRole>(member.role);
  const [error, setError] = useState<string | null>(null);
  const name = member.username;

  function confirm() {
    if (role === member.role) return setError(t.same);
    const invalid = formErrors(adminRoleBody, { role });
    if (invalid.role) return setError(invalid.role);
    setError(null);
    run(
      { member, role },
      {
        onSuccess: (changed) => {
          toast(fmt(t.done, { name, role: ADMIN_ROLE_LABELS[changed.role] }), 'success');
          onClose();
        },
        onError: (err) => setError(errorText(err, t.error)),
      },
    );
  }

  return (
    <Dialog
      open
      title={fmt(t.title, { name })}
      onClose={change.isPending ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            {messages.common.cancel}
          </Button>
          <Button onClick={confirm} pending={change.isPending} pendingLabel={t.saving}>
            {t.confirm}
          </Button>
        </>
      }
    >
      <p>{fmt(t.text, { name })}</p>
      <p className="mt-2 text-muted">{fmt(t.current, { role: ADMIN_ROLE_LABELS[member.role] })}</p>
      <div className="mt-4">
        <SelectField
          label={adminTeamMessages.members.newRole}
          value={role}
          error={error ?? undefined}
          onChange={(e) => {
            setRole(e.target.value as AdminRole);
            setError(null);
          }}
        >
          {ADMIN_ROLES.map((r) => (
            <option key={r} value={r}>
              {ADMIN_ROLE_LABELS[r]}
            </option>
          ))}
        </SelectField>
      </div>
    </Dialog>
  );
}

/**
 * 'Suspender' (docs/product.md#admin-team-screens): the reason is required (at most 500 characters,
 * kept in the audit trail), refused beside its field; any other refusal (the last owner) in the dialog.
 */
export function SuspendMemberDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const t = adminTeamMessages.suspend;
  const toast = useToast();
  const suspend = useSuspendAdmin();
  const run = useLockedMutation(suspend);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const name = member.username;

  function confirm() {
    const invalid = formErrors(adminSuspendBody, { reason });
    setFieldError(invalid.reason);
    setError(null);
    if (hasErrors(invalid)) return;
    run(
      { member, reason: reason.trim() },
      {
        onSuccess: () => {
          toast(fmt(t.done, { name }), 'success');
          onClose();
        },
        onError: (err) => {
          const fields = serverFieldErrors(err);
          if (fields.reason) setFieldError(fields.reason);
          else setError(errorText(err, t.error));
        },
      },
    );
  }

  return (
    <Dialog
      open
      title={fmt(t.title, { name })}
      onClose={suspend.isPending ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={suspend.isPending}>
            {messages.common.cancel}
          </Button>
          <Button variant="danger" onClick={confirm} pending={suspend.isPending} pendingLabel={t.saving}>
            {t.confirm}
          </Button>
        </>
      }
    >
      <p className="mb-4">{fmt(t.text, { name })}</p>
      <TextAreaField
        label={t.reason}
        hint={t.reasonHint}
        rows={3}
        limit={ADMIN_SUSPEND_REASON_MAX}
        value={reason}
        error={fieldError}
        onChange={(e) => {
          setReason(e.target.value);
          setFieldError(undefined);
        }}
      />
      {error && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
          {error}
        </p>
      )}
    </Dialog>
  );
}
