import {
  adminTeamApi,
  type AdminInvitationAcceptBody,
  type AdminInviteBody,
  type TeamInvitation,
  type TeamMember,
} from '@neurobridge/shared/api/admin-team';
import type { AdminRole } from '@neurobridge/shared/domain/admin-roles';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { adminCall, adminKey, adminQuery } from '../api/admin-client';

/** The members and the last 50 invitations (docs/product.md#admin-team-screens). */
export const teamQuery = adminQuery(adminTeamApi.list, {});

/**
 * Every team action answers the row it changed; the list reloads after it, also after a refusal
 * (another owner acted first), so the screen shows the team as it is now.
 */
function useTeamMutation<V, R>(call: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey(adminTeamApi.list) }),
  });
}

/** The set-up link by e-mail; a second invitation for a pending e-mail is refused (409 on `email`). */
export function useInviteAdmin() {
  return useTeamMutation((body: AdminInviteBody) => adminCall(adminTeamApi.invite, { body }));
}

export function useResendInvitation() {
  return useTeamMutation((invitation: TeamInvitation) =>
    adminCall(adminTeamApi.resendInvitation, { params: { id: invitation.id } }),
  );
}

export function useWithdrawInvitation() {
  return useTeamMutation((invitation: TeamInvitation) =>
    adminCall(adminTeamApi.withdrawInvitation, { params: { id: invitation.id } }),
  );
}

export function useChangeRole() {
  return useTeamMutation(({ member, role }: { member: TeamMember; role: AdminRole }) =>
    adminCall(adminTeamApi.changeRole, { params: { id: member.id }, body: { role } }),
  );
}

export function useSuspendAdmin() {
  return useTeamMutation(({ member, reason }: { member: TeamMember; reason: string }) =>
    adminCall(adminTeamApi.suspend, { params: { id: member.id }, body: { reason } }),
  );
}

export function useReactivateAdmin() {
  return useTeamMutation((member: TeamMember) => adminCall(adminTeamApi.reactivate, { params: { id: member.id } }));
}

/**
 * The invitation behind a set-up link (public: the invitee has no admin sign-in). Its key is not
 * an admin one, so signing in or out of the back-office leaves it alone.
 */
export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: ['admin-invitation', token],
    queryFn: ({ signal }) => callApi(adminTeamApi.invitation, { params: { token }, signal }),
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (body: AdminInvitationAcceptBody) =>
      callApi(adminTeamApi.acceptInvitation, { params: { token }, body }),
  });
}
