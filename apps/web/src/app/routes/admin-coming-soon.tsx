import { Construction } from 'lucide-react';
import { useLocation } from 'react-router';
import { Card } from '../../components/ui/card';
import { areaOfPath } from '../../features/admin/shell/admin-areas';
import { adminShellMessages as t } from '../../features/admin/shell/messages';

/** An area of a later issue: its name and 'Em breve', never a 404 (docs/product.md#admin-screens). */
export function AdminComingSoonRoute() {
  const area = areaOfPath(useLocation().pathname);
  return (
    <>
      <h1 className="text-3xl font-bold">{area ? t.areas[area] : t.comingSoon}</h1>
      <Card className="mt-6 flex items-start gap-3">
        <Construction aria-hidden className="size-6 shrink-0 text-brand-600" />
        <div>
          <p className="font-semibold">{t.comingSoon}</p>
          <p className="mt-1 text-muted">{t.comingSoonText}</p>
        </div>
      </Card>
    </>
  );
}
