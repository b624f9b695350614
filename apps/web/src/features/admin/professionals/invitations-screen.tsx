import {
  ADMIN_INVITATION_LIST_STATES,
  adminProfessionalsApi,
  PROFESSIONAL_SEARCH_MAX,
  type AdminInvitationListState,
  type AdminInvitationRow,
} from '@neurobridge/shared/api/admin-professionals';
import { formatDate } from '@neurobridge/shared/domain/format';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { pageItems } from '../../../lib/api';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { LoadMore } from '../shell/load-more';
import { useSearchState } from '../../../lib/use-search-state';
import { familyName } from './format';
import { InvitationsTable } from './invitations-table';
import { adminInvitationsMessages as m, INVITATION_STATE_LABELS } from './messages';
import { invitationsPagesQuery, useInvitationAction, type InvitationAction } from './professionals-api';
import { SearchBox } from './search-box';

/**
 * /admin/convites (docs/product.md#admin-invitations): every family's invitations newest first,
 * searched and filtered by state on the server (both in the URL), 'Carregar mais' by cursor;
 * 'Reenviar' and 'Retirar' ask first.
 */
export function InvitationsScreen() {
  const toast = useToast();
  const [search, setSearch] = useSearchState(['q', 'state'] as const);
  const state = (ADMIN_INVITATION_LIST_STATES as readonly string[]).includes(search.state)
    ? (search.state as AdminInvitationListState)
    : undefined;
  const filters = { ...(search.q ? { q: search.q } : {}), ...(state ? { state } : {}) };
  const pages = useInfiniteQuery({ ...invitationsPagesQuery(filters), placeholderData: keepPreviousData });
  const action = useInvitationAction();
  const run = useLockedMutation(action);
  const [asking, setAsking] = useState<{ invitation: AdminInvitationRow; action: InvitationAction } | null>(null);

  const invitations = pageItems(adminProfessionalsApi.invitations, pages.data);

  let content;
  if (pages.isPending) content = <Spinner label={m.loading} />;
  else if (pages.isError && invitations.length === 0)
    content = (
      <LoadError
        text={errorText(pages.error, m.loadError)}
        retrying={pages.isFetching}
        onRetry={() => void pages.refetch({ cancelRefetch: false })}
      />
    );
  else if (invitations.length === 0)
    content = (
      <p className="rounded-2xl bg-white p-6 text-center text-muted ring-1 ring-slate-200">
        {search.q || state ? m.emptyFiltered : m.empty}
      </p>
    );
  else
    content = (
      <>
        <InvitationsTable
          invitations={invitations}
          onResend={(invitation) => {
            action.reset();
            setAsking({ invitation, action: 'resendInvitation' });
          }}
          onWithdraw={(invitation) => {
            action.reset();
            setAsking({ invitation, action: 'withdrawInvitation' });
          }}
        />
        <LoadMore pages={pages} label={m.more} loadingLabel={m.loadingMore} errorFallback={m.loadError} />
      </>
    );

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{m.title}</h1>
          <p className="mt-2 max-w-3xl text-muted">{m.intro}</p>
        </div>
        <ButtonLink to={paths.adminProfessionals} variant="secondary">
          <Users aria-hidden className="size-5" />
          {m.professionalsLink}
        </ButtonLink>
      </div>
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <SearchBox
          label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          limit={PROFESSIONAL_SEARCH_MAX}
          value={search.q}
          onSearch={(q) => setSearch({ q })}
        />
        <div className="w-56">
          <SelectField label={m.filter} value={state ?? ''} onChange={(e) => setSearch({ state: e.target.value })}>
            <option value="">{m.all}</option>
            {ADMIN_INVITATION_LIST_STATES.map((s) => (
              <option key={s} value={s}>
                {INVITATION_STATE_LABELS[s]}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <section aria-labelledby="invitations-list-title" className="mt-2">
        <h2 id="invitations-list-title" className="sr-only">
          {m.heading}
        </h2>
        {content}
      </section>
      {asking && (
        <InvitationActionDialog
          invitation={asking.invitation}
          action={asking.action}
          pending={action.isPending}
          error={action.isError ? errorText(action.error, ERRORS[asking.action]) : undefined}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const email = asking.invitation.professional_email;
            run(
              { id: asking.invitation.id, action: asking.action },
              {
                onSuccess: () => {
                  toast(fmt(asking.action === 'resendInvitation' ? m.resent : m.withdrawn, { email }), 'success');
                  setAsking(null);
                },
              },
            );
          }}
        />
      )}
    </>
  );
}

const ERRORS: Record<InvitationAction, string> = {
  resendInvitation: m.resendError,
  withdrawInvitation: m.withdrawError,
};

/**
 * The question before a resend or a withdrawal. A resend is not destructive, so its button is the
 * plain one; a withdrawal's is the danger one. While the request runs, nothing closes it.
 */
function InvitationActionDialog({
  invitation,
  action,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  invitation: AdminInvitationRow;
  action: InvitationAction;
  pending: boolean;
  error?: string | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const email = invitation.professional_email;
  const resend = action === 'resendInvitation';
  return (
    <Dialog
      open
      title={fmt(resend ? m.resendTitle : m.withdrawTitle, { email })}
      onClose={pending ? undefined : onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {messages.common.cancel}
          </Button>
          <Button variant={resend ? 'primary' : 'danger'} onClick={onConfirm} pending={pending}>
            {resend ? m.resendConfirm : m.withdrawConfirm}
          </Button>
        </>
      }
    >
      <p>
        {resend
          ? fmt(m.resendText, {
              family: familyName(invitation.family),
              email,
              date: formatDate(invitation.expires_at),
            })
          : m.withdrawText}
      </p>
      {error && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-red-900">
          {error}
        </p>
      )}
    </Dialog>
  );
}
