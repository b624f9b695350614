import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ListChecks, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { paths } from '../../config/paths';
import { professionalChildrenQueryOptions } from '../../features/professional/api/children';
import { useRemoveSession } from '../../features/professional/api/remove-session';
import { sessionQueryOptions } from '../../features/professional/api/session';
import { useUpdateSession } from '../../features/professional/api/update-session';
import { SessionDetails } from '../../features/professional/components/session-details';
import { SessionForm } from '../../features/professional/components/session-form';
import { ReadGate } from '../../features/professional/components/read-gate';
import { professionalMessages } from '../../features/professional/messages';
import { changedFields, sessionFormFrom } from '../../features/professional/session-form-values';
import { errorText } from '../../lib/api-client';
import { sessionSaveError } from '../../features/professional/session-save-error';
import { useLockedMutation } from '../../lib/use-locked-mutation';
import { fmt } from '../../locales/pt-BR/messages';
import { formatDate } from '@neurobridge/shared/domain/format';

/** /professional/session/{id} (docs/product.md#professional-screens): view, edit, delete. */
export function ProfessionalSessionRoute() {
  const id = Number(useParams().sessionId);
  const t = professionalMessages.session;
  const navigate = useNavigate();
  const arrived = (useLocation().state as { status?: string } | null)?.status;
  const session = useQuery(sessionQueryOptions(id));
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const [status, setStatus] = useState(arrived);

  const back = (
    <Link
      to={paths.professionalSessions}
      className="mb-6 inline-flex min-h-12 items-center gap-2 font-semibold text-brand-700"
    >
      <ArrowLeft aria-hidden className="size-5" />
      {t.back}
    </Link>
  );

  if (!session.data) return <ReadGate read={session} back={back} notFound={t.notFound} loadError={t.loadError} />;
  const s = session.data;

  return (
    <>
      {back}
      <h1 className="mb-6 text-3xl font-bold">
        {mode === 'edit' ? professionalMessages.form.editTitle : fmt(t.title, { date: formatDate(s.session_date) })}
      </h1>
      {status && mode !== 'edit' && (
        <p role="status" className="mb-4 rounded-xl bg-green-50 p-3 text-green-900">
          {status}
        </p>
      )}
      {mode === 'edit' ? (
        <EditSession
          sessionId={id}
          onDone={(saved) => {
            setStatus(saved ? professionalMessages.form.updated : undefined);
            setMode('view');
          }}
        />
      ) : (
        <Card>
          <SessionDetails session={s} />
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to={paths.professionalSessionTrials(s.child_id, s.id)}>
              <ListChecks aria-hidden className="size-5" />
              {t.trials}
            </ButtonLink>
            <Button variant="secondary" onClick={() => setMode('edit')}>
              <Pencil aria-hidden className="size-5" />
              {t.edit}
            </Button>
            <Button variant="danger" onClick={() => setMode('confirm')}>
              <Trash2 aria-hidden className="size-5" />
              {t.remove}
            </Button>
          </div>
        </Card>
      )}
      {mode === 'confirm' && (
        <RemoveSession
          sessionId={id}
          onCancel={() => setMode('view')}
          onRemoved={() =>
            navigate(paths.professionalSessions, {
              replace: true,
              state: { status: professionalMessages.sessions.deleted },
            })
          }
        />
      )}
    </>
  );
}

function EditSession({ sessionId, onDone }: { sessionId: number; onDone: (saved: boolean) => void }) {
  const t = professionalMessages.form;
  const session = useQuery(sessionQueryOptions(sessionId));
  const children = useQuery(professionalChildrenQueryOptions);
  const update = useUpdateSession(sessionId);
  const run = useLockedMutation(update);
  const s = session.data!;
  // The session's child stays a choice even when it left the list (an access ended meanwhile).
  const own = { id: s.child_id, name: s.child_name };
  const options = children.data?.some((c) => c.id === s.child_id) ? children.data : [own, ...(children.data ?? [])];
  return (
    <SessionForm
      childOptions={options}
      initial={sessionFormFrom(s)}
      submitLabel={t.saveChanges}
      pending={update.isPending}
      error={update.isError ? sessionSaveError(update.error, t.updateError) : undefined}
      onCancel={() => onDone(false)}
      onSubmit={(values) => {
        const changes = changedFields(s, values);
        // Nothing changed: nothing to send.
        if (Object.keys(changes).length === 0) return onDone(false);
        run(changes, { onSuccess: () => onDone(true) });
      }}
    />
  );
}

function RemoveSession({
  sessionId,
  onCancel,
  onRemoved,
}: {
  sessionId: number;
  onCancel: () => void;
  onRemoved: () => void;
}) {
  const t = professionalMessages.session;
  const remove = useRemoveSession(sessionId);
  const run = useLockedMutation(remove);
  return (
    <ConfirmDialog
      title={t.confirmTitle}
      text={t.confirmText}
      confirmLabel={t.confirm}
      pending={remove.isPending}
      error={remove.isError ? errorText(remove.error, t.removeError) : undefined}
      onCancel={onCancel}
      onConfirm={() => run(undefined, { onSuccess: onRemoved })}
    />
  );
}
