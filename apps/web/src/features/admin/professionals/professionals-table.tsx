import type { AdminProfessional } from '@neurobridge/shared/api/admin-professionals';
import { formatDate } from '@neurobridge/shared/domain/format';
import { professionalTypeLabel } from '@neurobridge/shared/domain/professionals';
import { UserCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { fmt } from '../../../locales/pt-BR/messages';
import { TableScroll } from '../shell/table-scroll';
import { childrenOfFamilies, professionalName } from './format';
import { adminProfessionalsMessages as m } from './messages';

/**
 * Whether and by whom a professional was verified: an icon with its word, never colour alone. The
 * icon is this screen's alone: one that two chunks share joins `common`, which every page loads
 * (vite.config.ts).
 */
function Verification({ p }: { p: AdminProfessional }) {
  if (!p.verified) return <span className="text-muted">{m.notVerified}</span>;
  return (
    <>
      <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-3 py-1 text-sm font-medium text-green-900">
        <UserCheck aria-hidden className="size-4" />
        {m.verifiedBadge}
      </span>
      <span className="mt-1 block text-sm text-muted">
        {p.verified_at && p.verified_by
          ? fmt(m.verifiedBy, { admin: p.verified_by, date: formatDate(p.verified_at) })
          : m.verifiedNoRecord}
      </span>
    </>
  );
}

/**
 * The professionals' rows (docs/product.md#admin-professionals): who they are, their registration,
 * how many children and families they see now, since when, the verification, and the actions, each
 * button named with the person.
 */
export function ProfessionalsTable({
  professionals,
  verifyingId,
  onVerify,
  onUnverify,
  onEndAccess,
}: {
  professionals: AdminProfessional[];
  /** The row whose 'Verificar' is running. */
  verifyingId: number | null;
  onVerify: (p: AdminProfessional) => void;
  onUnverify: (p: AdminProfessional) => void;
  onEndAccess: (p: AdminProfessional) => void;
}) {
  const c = m.columns;
  const head = [c.name, c.email, c.type, c.organization, c.registration, c.children, c.since, c.verified, c.actions];
  return (
    <TableScroll label={m.heading} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left">
        <caption className="sr-only">{m.heading}</caption>
        <thead>
          <tr className="text-sm text-muted">
            {head.map((h) => (
              <th key={h} scope="col" className="pr-4 pb-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {professionals.map((p) => {
            const name = professionalName(p);
            return (
              <tr key={p.id} className="border-t border-slate-200 align-top">
                <th scope="row" className="min-w-40 py-3 pr-4 text-left font-semibold wrap-anywhere">
                  {p.name?.trim() || <span className="font-normal text-muted">{m.noName}</span>}
                </th>
                <td className="min-w-48 py-3 pr-4 wrap-anywhere">{p.email}</td>
                <td className="min-w-36 py-3 pr-4 text-sm">
                  {p.professional_type ? professionalTypeLabel(p.professional_type) : m.none}
                </td>
                <td className="min-w-36 py-3 pr-4 text-sm wrap-anywhere">{p.organization_name || m.none}</td>
                <td className="min-w-28 py-3 pr-4 text-sm wrap-anywhere">{p.registration_number || m.none}</td>
                <td className="py-3 pr-4 text-center whitespace-nowrap">
                  <span aria-hidden>{fmt(m.counts, { children: p.children_count, families: p.families_count })}</span>
                  <span className="sr-only">{childrenOfFamilies(p)} </span>
                </td>
                <td className="py-3 pr-4 text-sm whitespace-nowrap">{formatDate(p.since)}</td>
                <td className="min-w-40 py-3 pr-4">
                  <Verification p={p} />
                </td>
                <td className="py-3">
                  <div className="flex flex-col gap-2">
                    {p.verified ? (
                      <Button
                        variant="secondary"
                        aria-label={fmt(m.unverifyOf, { name })}
                        onClick={() => onUnverify(p)}
                      >
                        {m.unverify}
                      </Button>
                    ) : (
                      <Button
                        variant="secondary"
                        aria-label={fmt(m.verifyOf, { name })}
                        pending={verifyingId === p.id}
                        pendingLabel={m.verifying}
                        onClick={() => onVerify(p)}
                      >
                        {m.verify}
                      </Button>
                    )}
                    <Button
                      variant="secondary"
                      aria-label={fmt(m.endAccessOf, { name })}
                      onClick={() => onEndAccess(p)}
                    >
                      {m.endAccess}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
