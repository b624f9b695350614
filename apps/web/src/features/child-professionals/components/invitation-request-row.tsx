import type { PendingInvitation } from '@neurobridge/shared/api/child-professionals';
import { formatDate } from '@neurobridge/shared/domain/format';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { useAnswerRequest } from '../api/answer-request';
import { childProfessionalsMessages as m } from '../messages';

/**
 * A request to accept an invitation from another e-mail, on the child page: "Aprovar" starts the
 * access, "Recusar" asks first and declines the invitation (docs/product.md#professionals-of-a-child).
 */
export function InvitationRequestRow({
  child,
  invitation,
  className,
}: {
  child: { id: number; name: string };
  invitation: PendingInvitation;
  className: string;
}) {
  const toast = useToast();
  const answer = useAnswerRequest(child.id);
  const run = useLockedMutation(answer);
  const [refusing, setRefusing] = useState(false);
  const requester = invitation.requested_by_email ?? '';
  const approving = answer.isPending && answer.variables?.approve === true;

  function send(approve: boolean) {
    run(
      { invitationId: invitation.id, approve },
      {
        onSuccess: () => {
          setRefusing(false);
          toast(approve ? fmt(m.approve.done, { requester }) : m.refuse.done, 'success');
        },
      },
    );
  }

  return (
    <li className={className}>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {fmt(m.invitations.requested, { requester, email: invitation.professional_email })}
        </p>
        {invitation.requested_at && (
          <p className="text-sm text-muted">
            {fmt(m.invitations.requestedAt, { date: formatDate(invitation.requested_at) })}
          </p>
        )}
        {answer.isError && !refusing && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-800">
            {errorText(answer.error, m.approve.error)}
          </p>
        )}
      </div>
      <Button pending={approving} disabled={answer.isPending} onClick={() => send(true)}>
        {m.invitations.approve}
      </Button>
      <Button
        variant="secondary"
        disabled={answer.isPending}
        onClick={() => {
          answer.reset();
          setRefusing(true);
        }}
      >
        {m.invitations.refuse}
      </Button>
      {refusing && (
        <ConfirmDialog
          title={fmt(m.refuse.title, { requester })}
          text={fmt(m.refuse.text, { requester, child: child.name })}
          confirmLabel={m.refuse.confirm}
          pending={answer.isPending}
          error={answer.isError ? errorText(answer.error, m.refuse.error) : undefined}
          onConfirm={() => send(false)}
          onCancel={() => setRefusing(false)}
        />
      )}
    </li>
  );
}
