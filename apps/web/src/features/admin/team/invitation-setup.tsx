import { ADMIN_PASSWORD_MAX, ADMIN_USERNAME_MAX } from '@neurobridge/shared/api/admin-auth';
import {
  adminInvitationAcceptBody,
  ADMIN_INVITATION_GONE,
  ADMIN_INVITATION_GONE_CODES,
  type AdminInvitationView,
} from '@neurobridge/shared/api/admin-team';
import { ADMIN_ROLE_DESCRIPTIONS, ADMIN_ROLE_LABELS } from '@neurobridge/shared/domain/admin-roles';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Link2Off, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError, errorText } from '../../../lib/api-client';
import { formErrors, hasErrors, serverFieldErrors, type FormErrors } from '../../../lib/form-errors';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { adminShellMessages } from '../shell/messages';
import { adminTeamMessages } from './messages';
import { invitationQuery, useAcceptInvitation } from './team-api';
import { formatWhen } from './team-format';

const t = adminTeamMessages.setup;

/** The link no longer stands (expired, used, withdrawn), or was never one: the server says 410 (400 for a malformed one). */
function isGone(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 410 || err.status === 404 || err.status === 400);
}

function Page({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-12">
      <p className="mb-6 flex items-center gap-2 font-bold">
        <ShieldCheck aria-hidden className="size-6 text-brand-600" />
        {adminShellMessages.brand}
      </p>
      <div className="w-full max-w-lg">{children}</div>
    </main>
  );
}

/** What a link that no longer works says: why, when the server knows, and who to ask. */
function Gone({ error }: { error: unknown }) {
  const code = error instanceof ApiError ? error.code : undefined;
  const why = code ? t.goneWhy[code] : undefined;
  const used = code === ADMIN_INVITATION_GONE_CODES.accepted;
  return (
    <Card role="status" aria-labelledby="invitation-gone-title">
      <h1 id="invitation-gone-title" className="flex items-center gap-2 text-2xl font-bold">
        <Link2Off aria-hidden className="size-6 text-amber-600" />
        {t.goneTitle}
      </h1>
      {why && <p className="mt-3 text-lg">{why}</p>}
      <p className="mt-3">{ADMIN_INVITATION_GONE}</p>
      {used ? (
        <ButtonLink to={paths.adminLogin} className="mt-5">
          {t.signIn}
        </ButtonLink>
      ) : (
        <p className="mt-2 text-muted">{t.goneHint}</p>
      )}
    </Card>
  );
}

/**
 * /admin/convite/:token (docs/product.md#admin-team-screens): public, outside the admin layout. The
 * invitation's e-mail and role, then a username and a password (twice); the server's refusals
 * beside their fields (a username taken, a weak password). Then 'Entrar' to /admin/login, where
 * the second factor comes next.
 */
export function InvitationSetup({ token }: { token: string }) {
  const invitation = useQuery(invitationQuery(token));
  const [created, setCreated] = useState<string | null>(null);
  const [goneNow, setGoneNow] = useState<ApiError | null>(null);

  if (created) {
    return (
      <Page>
        <Card role="status" aria-labelledby="invitation-done-title">
          <h1 id="invitation-done-title" className="flex items-center gap-2 text-2xl font-bold">
            <CircleCheck aria-hidden className="size-7 text-green-700" />
            {t.doneTitle}
          </h1>
          <p className="mt-3">{fmt(t.doneText, { username: created })}</p>
          <ButtonLink to={paths.adminLogin} className="mt-5">
            {t.signIn}
          </ButtonLink>
        </Card>
      </Page>
    );
  }
  if (goneNow) {
    return (
      <Page>
        <Gone error={goneNow} />
      </Page>
    );
  }
  if (invitation.isPending) {
    return (
      <Page>
        <Spinner label={t.loading} />
      </Page>
    );
  }
  if (invitation.isError) {
    return (
      <Page>
        {isGone(invitation.error) ? (
          <Gone error={invitation.error} />
        ) : (
          <LoadError
            text={errorText(invitation.error, t.loadError)}
            retrying={invitation.isFetching}
            onRetry={() => void invitation.refetch({ cancelRefetch: false })}
          />
        )}
      </Page>
    );
  }
  return (
    <Page>
      <SetupForm token={token} invitation={invitation.data} onCreated={setCreated} onGone={setGoneNow} />
    </Page>
  );
}

function SetupForm({
  token,
  invitation,
  onCreated,
  onGone,
}: {
  token: string;
  invitation: AdminInvitationView;
  onCreated: (username: string) => void;
  onGone: (error: ApiError) => void;
}) {
  const accept = useAcceptInvitation(token);
  const run = useLockedMutation(accept);
  const [values, setValues] = useState({ username: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<FormErrors<'username' | 'password' | 'confirm'>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { username: values.username, password: values.password };
    const found: FormErrors<'username' | 'password' | 'confirm'> = formErrors(adminInvitationAcceptBody, body);
    if (!found.password && values.password !== values.confirm) found.confirm = t.mismatch;
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    run(
      { username: values.username.trim().toLowerCase(), password: values.password },
      {
        onSuccess: (answer) => onCreated(answer.username),
        onError: (err) => {
          if (err instanceof ApiError && err.status === 410) return onGone(err);
          const fields = serverFieldErrors(err);
          if (hasErrors(fields)) setErrors(fields);
          else setFailure(errorText(err, t.error));
        },
      },
    );
  }

  return (
    <Card aria-labelledby="invitation-title">
      <h1 id="invitation-title" className="text-2xl font-bold">
        {t.title}
      </h1>
      <p className="mt-2">{t.intro}</p>
      <dl className="mt-4 grid gap-3 rounded-xl bg-slate-50 p-4">
        <div>
          <dt className="text-sm text-muted">{t.email}</dt>
          <dd className="font-semibold wrap-anywhere">{invitation.email}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t.role}</dt>
          <dd>
            <span className="font-semibold">{ADMIN_ROLE_LABELS[invitation.role]}</span>
            <span className="block text-sm text-muted">{ADMIN_ROLE_DESCRIPTIONS[invitation.role]}</span>
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-muted">{fmt(t.expires, { date: formatWhen(invitation.expires_at) })}</p>
      <form noValidate onSubmit={submit} className="mt-6">
        <TextField
          label={t.username}
          hint={t.usernameHint}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          limit={ADMIN_USERNAME_MAX}
          value={values.username}
          error={errors.username}
          onChange={(e) => set('username', e.target.value)}
        />
        <TextField
          label={t.password}
          hint={t.passwordHint}
          type="password"
          autoComplete="new-password"
          limit={ADMIN_PASSWORD_MAX}
          value={values.password}
          error={errors.password}
          onChange={(e) => set('password', e.target.value)}
        />
        <TextField
          label={t.confirm}
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          error={errors.confirm}
          onChange={(e) => set('confirm', e.target.value)}
        />
        {failure && (
          <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-red-900">
            {failure}
          </p>
        )}
        <Button type="submit" className="w-full" pending={accept.isPending} pendingLabel={t.submitting}>
          {t.submit}
        </Button>
      </form>
    </Card>
  );
}
