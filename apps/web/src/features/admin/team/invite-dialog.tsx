import { ADMIN_EMAIL_MAX, ADMIN_INVITATION_DAYS, adminInviteBody } from '@neurobridge/shared/api/admin-team';
import {
  ADMIN_ROLE_DESCRIPTIONS,
  ADMIN_ROLE_LABELS,
  ADMIN_ROLES,
  type AdminRole,
} from '@neurobridge/shared/domain/admin-roles';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { formErrors, hasErrors, serverFieldErrors, type FormErrors } from '../../../lib/form-errors';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { adminTeamMessages } from './messages';
import { useInviteAdmin } from './team-api';

const t = adminTeamMessages.inviteDialog;

/**
 * The role as large radio cards, each with what it reaches (ADMIN_ROLE_DESCRIPTIONS), so the owner
 * chooses knowing what the person will see. Arrow keys move between them as in any radio group.
 */
function RoleChoice({
  value,
  error,
  onChange,
}: {
  value: AdminRole | null;
  error?: string;
  onChange: (role: AdminRole) => void;
}) {
  const name = useId();
  const errorId = useId();
  return (
    <fieldset className="mb-4" aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold">{t.role}</legend>
      <div className="mt-1 grid gap-2">
        {ADMIN_ROLES.map((role) => {
          const labelId = `${name}-${role}-label`;
          const descriptionId = `${name}-${role}-description`;
          return (
            <label
              key={role}
              className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                value === role ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={role}
                checked={value === role}
                aria-labelledby={labelId}
                aria-describedby={descriptionId}
                onChange={() => onChange(role)}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span>
                <span id={labelId} className={`block font-semibold ${value === role ? 'text-brand-800' : ''}`}>
                  {ADMIN_ROLE_LABELS[role]}
                </span>
                <span id={descriptionId} className="block text-sm text-muted">
                  {ADMIN_ROLE_DESCRIPTIONS[role]}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * 'Convidar administrador' (docs/product.md#admin-team-screens): e-mail and role, checked with the
 * contract's schema, each refusal beside its field (the server's `fields` too: an e-mail already
 * on the team). The button runs once at a time; a repeat that reaches the server anyway (a retry
 * after a lost answer) finds the pending invitation and is refused beside the e-mail, so one
 * invitation is sent (the server checks it under a lock; the route takes no Idempotency-Key).
 */
export function InviteAdminDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const invite = useInviteAdmin();
  const run = useLockedMutation(invite);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminRole | null>(null);
  const [errors, setErrors] = useState<FormErrors<'email' | 'role'>>({});
  const [failure, setFailure] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { email, role: role ?? undefined };
    const found = formErrors(adminInviteBody, body);
    // The contract's text names the codes; the screen names the cards.
    if (!role) found.role = t.roleRequired;
    setErrors(found);
    setFailure(null);
    if (hasErrors(found) || !role) return;
    run(
      { email: email.trim().toLowerCase(), role },
      {
        onSuccess: (created) => {
          toast(fmt(t.sent, { email: created.email }), 'success');
          onClose();
        },
        onError: (err) => {
          const fields = serverFieldErrors(err);
          if (hasErrors(fields)) setErrors(fields);
          else setFailure(errorText(err, t.error));
        },
      },
    );
  }

  return (
    <Dialog
      open
      size="lg"
      title={t.title}
      onClose={invite.isPending ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={invite.isPending}>
            {messages.common.cancel}
          </Button>
          <Button type="submit" form="invite-admin-form" pending={invite.isPending} pendingLabel={t.sending}>
            {t.send}
          </Button>
        </>
      }
    >
      <form
        id="invite-admin-form"
        noValidate
        onSubmit={submit}
        className="max-h-[60vh] overflow-y-auto pr-1"
        aria-label={t.title}
      >
        <p className="mb-4 text-muted">{fmt(t.intro, { days: ADMIN_INVITATION_DAYS })}</p>
        <TextField
          label={t.email}
          type="email"
          autoComplete="off"
          limit={ADMIN_EMAIL_MAX}
          value={email}
          error={errors.email}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrors((v) => ({ ...v, email: undefined }));
          }}
        />
        <RoleChoice
          value={role}
          error={errors.role}
          onChange={(r) => {
            setRole(r);
            setErrors((v) => ({ ...v, role: undefined }));
          }}
        />
        {failure && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
            {failure}
          </p>
        )}
      </form>
    </Dialog>
  );
}
