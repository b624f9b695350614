import { AuditChainCheck, AuditTrail } from '../../features/admin/audit/audit-trail';
import { adminAuditMessages } from '../../features/admin/audit/messages';

/** /admin/audit (docs/product.md#audit-trail). */
export function AdminAuditRoute() {
  return (
    <>
      <h1 className="text-3xl font-bold">{adminAuditMessages.title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{adminAuditMessages.intro}</p>
      <AuditChainCheck />
      <AuditTrail />
    </>
  );
}
