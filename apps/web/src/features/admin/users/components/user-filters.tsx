import {
  ADMIN_USER_ROLES,
  ADMIN_USER_STATUSES,
  ADMIN_USER_SUBSCRIPTIONS,
  type AdminUserRole,
  type AdminUserStatus,
  type AdminUserSubscription,
} from '@neurobridge/shared/api/admin-users';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/field';
import { adminUsersMessages as m } from '../messages';

export interface Filters {
  status?: AdminUserStatus;
  role?: AdminUserRole;
  subscription?: AdminUserSubscription;
}

/** The Filters panel: status, role and subscription, each 'Todos' by default (docs/product.md#admin-users). */
export function UserFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const set = <K extends keyof Filters>(key: K, raw: string) =>
    onChange({ ...value, [key]: raw === '' ? undefined : (raw as Filters[K]) });
  const any = Object.values(value).some(Boolean);
  return (
    <section aria-label={m.filters.heading} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <div className="grid gap-x-4 sm:grid-cols-3">
        <SelectField
          label={m.filters.status}
          value={value.status ?? ''}
          onChange={(e) => set('status', e.target.value)}
        >
          <option value="">{m.filters.any}</option>
          {ADMIN_USER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {m.filters.statuses[s]}
            </option>
          ))}
        </SelectField>
        <SelectField label={m.filters.role} value={value.role ?? ''} onChange={(e) => set('role', e.target.value)}>
          <option value="">{m.filters.any}</option>
          {ADMIN_USER_ROLES.map((r) => (
            <option key={r} value={r}>
              {m.filters.roles[r]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={m.filters.subscription}
          value={value.subscription ?? ''}
          onChange={(e) => set('subscription', e.target.value)}
        >
          <option value="">{m.filters.any}</option>
          {ADMIN_USER_SUBSCRIPTIONS.map((s) => (
            <option key={s} value={s}>
              {m.filters.subscriptions[s]}
            </option>
          ))}
        </SelectField>
      </div>
      {any && (
        <Button variant="ghost" onClick={() => onChange({})}>
          {m.filters.clear}
        </Button>
      )}
    </section>
  );
}
