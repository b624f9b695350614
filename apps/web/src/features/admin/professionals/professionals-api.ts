import {
  adminProfessionalsApi,
  type AdminInvitationListState,
  type AdminInvitationRow,
  type AdminProfessional,
} from '@neurobridge/shared/api/admin-professionals';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { adminCall, adminKey, adminPages } from '../api/admin-client';

/** Every page of the professionals, whatever the search: what an action reloads. */
export const PROFESSIONALS_KEY = adminKey(adminProfessionalsApi.list);
/** Every page of the invitations, whatever the search. */
export const INVITATIONS_KEY = adminKey(adminProfessionalsApi.invitations);

/** The professionals, 50 a page, newest first; the next page starts after the last one shown. */
export function professionalsPagesQuery(filters: { q?: string; verified?: 'yes' | 'no' }) {
  return adminPages(adminProfessionalsApi.list, { query: filters });
}

export function invitationsPagesQuery(filters: { q?: string; state?: AdminInvitationListState }) {
  return adminPages(adminProfessionalsApi.invitations, { query: filters });
}

type Row = { id: number };
/** Puts the row an action answered in every loaded page where it shows, before the pages reload. */
function replaceRow<T extends Row>(client: QueryClient, key: readonly unknown[], items: string, row: T) {
  client.setQueriesData<InfiniteData<Record<string, unknown>>>({ queryKey: key }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            [items]: (page[items] as T[]).map((r) => (r.id === row.id ? row : r)),
          })),
        }
      : data,
  );
}

export type ProfessionalAction = 'verify' | 'unverify';

/** 'Verificar' and 'Remover verificação' (docs/product.md#admin-professionals). */
export function useVerifyProfessional() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ProfessionalAction }) =>
      adminCall(adminProfessionalsApi[action], { params: { id: String(id) } }),
    onSuccess: (row: AdminProfessional) => replaceRow(client, PROFESSIONALS_KEY, 'professionals', row),
    // Also after a refusal: the list shows the professional as they are now (a filter may drop them).
    onSettled: () => client.invalidateQueries({ queryKey: PROFESSIONALS_KEY }),
  });
}

/** 'Encerrar acesso': every access of the professional ends, with the reason e-mailed to them. */
export function useEndAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      adminCall(adminProfessionalsApi.endAccess, { params: { id: String(id) }, body: { reason } }),
    onSuccess: (result) => replaceRow(client, PROFESSIONALS_KEY, 'professionals', result.professional),
    onSettled: () => client.invalidateQueries({ queryKey: PROFESSIONALS_KEY }),
  });
}

export type InvitationAction = 'resendInvitation' | 'withdrawInvitation';

/** 'Reenviar' and 'Retirar' (docs/product.md#admin-invitations). */
export function useInvitationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: InvitationAction }) =>
      adminCall(adminProfessionalsApi[action], { params: { id: String(id) } }),
    onSuccess: (row: AdminInvitationRow) => replaceRow(client, INVITATIONS_KEY, 'invitations', row),
    onSettled: () => client.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}
