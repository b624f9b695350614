import { ADMIN_ROLE_DESCRIPTIONS, ADMIN_ROLE_LABELS } from '@neurobridge/shared/domain/admin-roles';
import { Card } from '../../../components/ui/card';
import { LoadingOrError } from '../../../components/ui/load-error';
import { useAdminMe } from '../shell/admin-session';
import { adminAccountMessages as m } from './messages';
import { PasswordForm } from './password-form';
import { SecondFactor } from './second-factor';

/**
 * /admin/conta, 'Minha conta' (docs/product.md#admin-account): who the admin is on the team, the
 * password and the second factor. While the second factor is still required (production), only
 * its set-up is here: the sign-in reaches nothing else yet.
 */
export function AccountScreen() {
  const me = useAdminMe();
  if (!me.data) return <LoadingOrError read={me} errorFallback={m.loadError} />;
  const setupOnly = me.data.totp_required && !me.data.totp_enabled;
  const w = m.who;
  return (
    <>
      <h1 className="text-3xl font-bold">{m.title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{m.intro}</p>
      <div className="mt-6 grid gap-6">
        <Card aria-labelledby="account-who-title">
          <h2 id="account-who-title" className="text-xl font-bold">
            {w.heading}
          </h2>
          <dl className="mt-3 grid gap-3 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-muted">{w.username}</dt>
              <dd className="font-semibold wrap-anywhere">{me.data.username}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{w.email}</dt>
              <dd className="font-semibold wrap-anywhere">{me.data.email ?? w.noEmail}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{w.role}</dt>
              <dd>
                <span className="font-semibold">{ADMIN_ROLE_LABELS[me.data.role]}</span>
                <span className="block text-sm text-muted">{ADMIN_ROLE_DESCRIPTIONS[me.data.role]}</span>
              </dd>
            </div>
          </dl>
        </Card>
        <SecondFactor me={me.data} />
        {!setupOnly && <PasswordForm />}
      </div>
    </>
  );
}
