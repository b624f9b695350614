import {
  ADMIN_EMAIL_MESSAGE_MAX,
  ADMIN_EMAIL_SUBJECT_MAX,
  sendEmailBody,
  type AdminUserDetail,
} from '@neurobridge/shared/api/admin-users';
import { formatDate } from '@neurobridge/shared/domain/format';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { useToast } from '../../../../components/ui/toast';
import { paths } from '../../../../config/paths';
import { formErrors, type FormErrors } from '../../../../lib/form-errors';
import { useLockedMutation } from '../../../../lib/use-locked-mutation';
import { useAdminMay } from '../../shell/admin-role';
import { userDetailQueryOptions, useSendEmail, useUserAction, type UserAction } from '../api/users';
import { dateOrNever, displayName, formatMinutes, roleLabel, subscriptionText } from '../format';
import { userActionMessages as a } from '../action-messages';
import { adminUsersMessages as m } from '../messages';
import { UserActionConfirm } from './user-action-confirm';
import { StatusBadges } from './users-table';
import { UserAvatar } from './user-avatar';

/** 'Detalhes do Usuário' (docs/product.md#admin-user-detail): every field, the usage and the actions. */
export function UserDetailDialog({
  userId,
  onClose,
  onDelete,
}: {
  userId: number;
  onClose: () => void;
  onDelete: (user: AdminUserDetail) => void;
}) {
  const query = useQuery(userDetailQueryOptions(userId));
  return (
    <Dialog open title={m.detail.title} onClose={onClose} size="lg">
      <div className="max-h-[70vh] overflow-y-auto pr-1">
        {query.isPending ? (
          <Spinner label={m.detail.loading} />
        ) : query.isError ? (
          <LoadError text={m.detail.loadError} retrying={query.isFetching} onRetry={() => void query.refetch()} />
        ) : (
          <UserDetail user={query.data} onDelete={onDelete} />
        )}
      </div>
    </Dialog>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

function UserDetail({ user, onDelete }: { user: AdminUserDetail; onDelete: (user: AdminUserDetail) => void }) {
  const toast = useToast();
  const action = useUserAction();
  const run = useLockedMutation(action);
  const pending = action.isPending ? action.variables?.action : undefined;
  const d = m.detail;
  const none = d.notInformed;
  // Access without payment is money: only a role that may use it sees it (docs/product.md#admin-team-screens).
  const mayGrant = useAdminMay('money');

  // Suspending, granting and revoking ask first, in place of the buttons (docs/product.md#admin-user-actions).
  const [asking, setAsking] = useState<Exclude<UserAction, 'reactivate'> | null>(null);
  const reactivate = () =>
    run(
      { id: user.id, action: 'reactivate' },
      {
        onSuccess: () => toast(m.reactivated, 'success'),
        onError: () => toast(m.reactivateError, 'error'),
      },
    );

  return (
    <div className="space-y-6">
      <div className="flex items-center gap-4">
        <UserAvatar picture={user.picture} size="lg" />
        <div className="min-w-0">
          <p className="text-xl font-bold break-words">{user.full_name?.trim() || m.noName}</p>
          <p className="break-all text-muted">{user.email}</p>
          <div className="mt-1">
            <StatusBadges user={user} />
          </div>
        </div>
      </div>

      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label={d.name}>{user.full_name?.trim() || none}</Field>
        <Field label={d.email}>{user.email}</Field>
        <Field label={d.registered}>{formatDate(user.registration_date)}</Field>
        <Field label={d.lastLogin}>{dateOrNever(user.last_login_date)}</Field>
        <Field label={d.children}>{user.children_count}</Field>
        <Field label={d.activities}>{user.activities_completed}</Field>
        <Field label={d.phone}>{user.phone_number || none}</Field>
        <Field label={d.birthDate}>{user.birth_date ? formatDate(user.birth_date) : none}</Field>
        <Field label={d.location}>{user.location || none}</Field>
        <Field label={d.subscription}>{subscriptionText(user)}</Field>
        <Field label={d.language}>{user.language_preference}</Field>
        <Field label={d.timezone}>{user.timezone}</Field>
        <Field label={d.role}>{roleLabel(user.role)}</Field>
        <Field label={d.googleId}>{user.google_id}</Field>
      </dl>

      <section aria-labelledby={`usage-${user.id}`}>
        <h3 id={`usage-${user.id}`} className="text-lg font-bold">
          {d.usage}
        </h3>
        <dl className="mt-2 grid gap-4 sm:grid-cols-2">
          <Field label={d.totalTime}>{formatMinutes(user.total_time_spent)}</Field>
          <Field label={d.average}>{formatMinutes(user.average_time_per_activity)}</Field>
        </dl>
      </section>

      <section aria-labelledby={`actions-${user.id}`}>
        <h3 id={`actions-${user.id}`} className="text-lg font-bold">
          {d.actions}
        </h3>
        {asking ? (
          <div className="mt-2">
            <UserActionConfirm
              user={{ id: user.id, name: displayName(user) }}
              action={asking}
              onDone={() => setAsking(null)}
            />
          </div>
        ) : (
          <div className="mt-2 flex flex-wrap gap-2">
            <ButtonLink variant="secondary" to={paths.adminUserProgress(user.id)}>
              {d.progress}
            </ButtonLink>
            {mayGrant && user.role !== 'professional' && (
              <Button onClick={() => setAsking('grant')} disabled={action.isPending}>
                {d.grant}
              </Button>
            )}
            {mayGrant && user.subscription_type === 'admin_granted' && (
              <Button variant="secondary" onClick={() => setAsking('revoke')} disabled={action.isPending}>
                {a.revoke}
              </Button>
            )}
            {user.is_active ? (
              <Button variant="secondary" onClick={() => setAsking('suspend')} disabled={action.isPending}>
                {m.suspend}
              </Button>
            ) : (
              <Button
                variant="secondary"
                onClick={reactivate}
                disabled={action.isPending}
                pending={pending === 'reactivate'}
                pendingLabel={d.reactivating}
              >
                {m.reactivate}
              </Button>
            )}
            <Button variant="danger" onClick={() => onDelete(user)} disabled={action.isPending}>
              {m.remove}
            </Button>
          </div>
        )}
      </section>

      <SendEmailForm user={user} />
    </div>
  );
}

/** A message to the user through the outbox (template admin_notification). */
function SendEmailForm({ user }: { user: AdminUserDetail }) {
  const toast = useToast();
  const send = useSendEmail();
  const run = useLockedMutation(send);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FormErrors<'subject' | 'message'>>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    const data = { userName: displayName(user), subject: subject.trim(), message: message.trim() || undefined };
    // The contract's own rules and texts; over its limit a text is refused beside it, never cut
    // (docs/product.md#error-texts-in-the-interface).
    const { subject: subjectError, message: messageError } = formErrors(sendEmailBody.shape.data, data);
    setErrors({ subject: subjectError, message: messageError });
    if (subjectError || messageError) return;
    run(
      { email: user.email, template: 'admin_notification', data },
      {
        onSuccess: () => {
          toast(m.email.sent, 'success');
          setSubject('');
          setMessage('');
        },
        onError: () => toast(m.email.error, 'error'),
      },
    );
  }

  return (
    <section aria-labelledby={`email-${user.id}`}>
      <h3 id={`email-${user.id}`} className="text-lg font-bold">
        {m.email.heading}
      </h3>
      <form onSubmit={submit} noValidate className="mt-2">
        <TextField
          label={m.email.subject}
          value={subject}
          limit={ADMIN_EMAIL_SUBJECT_MAX}
          error={errors.subject}
          onChange={(e) => setSubject(e.target.value)}
        />
        <TextAreaField
          label={m.email.message}
          value={message}
          limit={ADMIN_EMAIL_MESSAGE_MAX}
          error={errors.message}
          rows={4}
          onChange={(e) => setMessage(e.target.value)}
        />
        <Button type="submit" pending={send.isPending} pendingLabel={m.email.sending}>
          {m.email.send}
        </Button>
      </form>
    </section>
  );
}
