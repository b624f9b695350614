import type { AdminUserRow } from '@neurobridge/shared/api/admin-users';
import { formatDate } from '@neurobridge/shared/domain/format';
import { Ban, Eye, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { useToast } from '../../../../components/ui/toast';
import { fmt } from '../../../../locales/pt-BR/messages';
import { useLockedMutation } from '../../../../lib/use-locked-mutation';
import { useUserAction } from '../api/users';
import { displayName, planLabel, roleLabel } from '../format';
import { adminUsersMessages as m } from '../messages';
import { UserAvatar } from './user-avatar';
import { SuspendDialog } from './user-action-confirm';
import { TableScroll } from '../../shell/table-scroll';

const iconButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold ' +
  'hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

/** The status badges of a row: 'Ativo' or 'Suspenso', and 'Admin' for access granted by the administration. */
export function StatusBadges({ user }: { user: Pick<AdminUserRow, 'is_active' | 'subscription_type'> }) {
  return (
    <span className="flex flex-wrap gap-1">
      {user.is_active ? <Badge tone="success">{m.active}</Badge> : <Badge tone="danger">{m.suspended}</Badge>}
      {user.subscription_type === 'admin_granted' && (
        <span title={m.adminBadgeHint}>
          <Badge tone="info">{m.adminBadge}</Badge>
        </span>
      )}
    </span>
  );
}

interface UsersTableProps {
  users: AdminUserRow[];
  onDetails: (id: number) => void;
  onDelete: (user: AdminUserRow) => void;
}

/**
 * The list's table (docs/product.md#admin-users). A suspended row is tinted and marked with a bar
 * and its 'Suspenso' badge, so it is not told by colour alone.
 */
export function UsersTable({ users, onDetails, onDelete }: UsersTableProps) {
  const toast = useToast();
  const action = useUserAction();
  const run = useLockedMutation(action);
  const pendingId = action.isPending ? action.variables?.id : undefined;

  // Suspending asks for the reason first (docs/product.md#suspension); reactivating is one click.
  const [suspending, setSuspending] = useState<AdminUserRow | null>(null);
  const toggle = (user: AdminUserRow) => {
    const suspend = user.is_active;
    if (suspend) return setSuspending(user);
    run(
      { id: user.id, action: suspend ? 'suspend' : 'reactivate' },
      {
        onSuccess: () => toast(suspend ? m.suspendedOk : m.reactivated, 'success'),
        onError: () => toast(suspend ? m.suspendError : m.reactivateError, 'error'),
      },
    );
  };

  return (
    <TableScroll label={m.title} className="rounded-2xl bg-white ring-1 ring-slate-200">
      <table className="w-full min-w-[64rem] text-left">
        <thead className="border-b border-slate-200 text-sm text-muted">
          <tr>
            <th scope="col" className="min-w-48 px-4 py-3">
              {m.columns.user}
            </th>
            <th scope="col" className="min-w-48 px-4 py-3">
              {m.columns.email}
            </th>
            <th scope="col" className="px-4 py-3">
              {m.columns.role}
            </th>
            <th scope="col" className="min-w-32 px-4 py-3">
              {m.columns.plan}
            </th>
            <th scope="col" className="px-4 py-3">
              {m.columns.registered}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {m.columns.children}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {m.columns.activities}
            </th>
            <th scope="col" className="px-4 py-3">
              {m.columns.status}
            </th>
            <th scope="col" className="px-4 py-3">
              {m.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const name = displayName(user);
            const busy = pendingId === user.id;
            return (
              <tr
                key={user.id}
                data-suspended={!user.is_active || undefined}
                className={`border-b border-slate-100 last:border-0 ${user.is_active ? '' : 'border-l-4 border-l-red-700 bg-red-50'}`}
              >
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    <UserAvatar picture={user.picture} />
                    <div className="min-w-0">
                      <p className="font-semibold wrap-anywhere">{user.full_name?.trim() || m.noName}</p>
                      <p className="text-sm text-muted">{user.phone_number || m.noPhone}</p>
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3 wrap-anywhere">{user.email}</td>
                <td className="px-4 py-3">{roleLabel(user.role)}</td>
                <td className="px-4 py-3">{planLabel(user.subscription_type)}</td>
                <td className="px-4 py-3">{formatDate(user.registration_date)}</td>
                <td className="px-4 py-3 text-right">{user.children_count}</td>
                <td className="px-4 py-3 text-right">{user.activities_count}</td>
                <td className="px-4 py-3">
                  <StatusBadges user={user} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex gap-1">
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={fmt(m.detailsOf, { name })}
                      title={m.details}
                      onClick={() => onDetails(user.id)}
                    >
                      <Eye aria-hidden className="size-5" />
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={fmt(user.is_active ? m.suspendOf : m.reactivateOf, { name })}
                      title={user.is_active ? m.suspend : m.reactivate}
                      disabled={action.isPending}
                      aria-busy={busy || undefined}
                      onClick={() => toggle(user)}
                    >
                      {user.is_active ? (
                        <Ban aria-hidden className="size-5 text-amber-800" />
                      ) : (
                        <RotateCcw aria-hidden className="size-5 text-green-800" />
                      )}
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={fmt(m.removeOf, { name })}
                      title={m.remove}
                      onClick={() => onDelete(user)}
                    >
                      <Trash2 aria-hidden className="size-5 text-red-800" />
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {suspending && <SuspendDialog user={suspending} onClose={() => setSuspending(null)} />}
    </TableScroll>
  );
}
