import {
  adminUsersApi,
  GRANT_MONTHS,
  type AdminUserDetail,
  type AdminUsersQuery,
  type SendEmailBody,
} from '@neurobridge/shared/api/admin-users';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminCall, adminKey, adminPages, adminQuery } from '../../api/admin-client';

export const usersQueryOptions = (query: AdminUsersQuery) => adminQuery(adminUsersApi.list, { query });
export const userDetailQueryOptions = (id: number) => adminQuery(adminUsersApi.detail, { params: { id } });
export const userProgressQueryOptions = (id: number) => adminQuery(adminUsersApi.progress, { params: { id } });

/**
 * After an action the record is updated where it is shown (docs/product.md#admin-user-actions):
 * the detail takes the server's answer, every list page shows the new row, and the lists are read
 * again in the background (a filter may no longer match).
 */
function applyUser(queryClient: QueryClient, user: AdminUserDetail) {
  queryClient.setQueryData(userDetailQueryOptions(user.id).queryKey, user);
  queryClient.setQueriesData<{ users: { id: number }[] }>({ queryKey: adminKey(adminUsersApi.list) }, (page) =>
    page ? { ...page, users: page.users.map((u) => (u.id === user.id ? { ...u, ...pickRow(user) } : u)) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: adminKey(adminUsersApi.list) });
}

function pickRow(user: AdminUserDetail) {
  const { is_active, subscription_type, subscription_status, children_count, activities_count } = user;
  return { is_active, subscription_type, subscription_status, children_count, activities_count };
}

export type UserAction = 'suspend' | 'reactivate' | 'grant' | 'revoke';

export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `reason` goes with a suspension (docs/product.md#suspension). */
    mutationFn: ({ id, action, reason = '' }: { id: number; action: UserAction; reason?: string }) => {
      const params = { id };
      switch (action) {
        case 'grant':
          return adminCall(adminUsersApi.grantAccess, {
            params,
            body: { plan_type: 'admin_granted', duration_months: GRANT_MONTHS },
          });
        case 'revoke':
          return adminCall(adminUsersApi.revokeAccess, { params });
        case 'suspend':
          return adminCall(adminUsersApi.suspend, { params, body: { reason } });
        case 'reactivate':
          return adminCall(adminUsersApi.reactivate, { params });
      }
    },
    onSuccess: (user) => applyUser(queryClient, user),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminCall(adminUsersApi.remove, { params: { id } }),
    onSuccess: (_void, id) => {
      queryClient.removeQueries({ queryKey: userDetailQueryOptions(id).queryKey });
      queryClient.setQueriesData<{ users: { id: number }[]; total: number }>(
        { queryKey: adminKey(adminUsersApi.list) },
        (page) => (page ? { ...page, users: page.users.filter((u) => u.id !== id), total: page.total - 1 } : page),
      );
      void queryClient.invalidateQueries({ queryKey: adminKey(adminUsersApi.list) });
    },
  });
}

export function useSendEmail() {
  return useMutation({ mutationFn: (body: SendEmailBody) => adminCall(adminUsersApi.sendEmail, { body }) });
}

/**
 * The entries of one child after the first ones, which come with the user's answer ("Carregar
 * mais"): the pages start at that answer's `next_cursor`.
 */
export function childProgressPages(userId: number, childId: number, after: string | null) {
  return adminPages(adminUsersApi.childProgress, {
    params: { id: userId, childId },
    query: after === null ? {} : { cursor: after },
  });
}
