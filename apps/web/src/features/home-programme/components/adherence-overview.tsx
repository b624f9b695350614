import { useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { LoadingOrError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { fmt } from '../../../locales/pt-BR/messages';
import { adherenceQueryOptions } from '../api/home-programme';
import { weekPercent, weeksTotal } from '../assignment-text';
import { homeProgrammeMessages } from '../messages';
import { AdherenceWeeks } from './adherence-weeks';

/**
 * 'Adesão ao programa em casa' on the professional's reports (docs/product.md#home-programme): per
 * child with practice assigned by this professional, the last 4 weeks 'feito de atribuído', each
 * with its percentage and bar, and the 4 weeks together. Children with nothing assigned are left out;
 * none at all: 'Nenhuma prática atribuída ainda.'.
 */
export function AdherenceOverview() {
  const t = homeProgrammeMessages.adherence;
  const headingId = useId();
  const read = useQuery(adherenceQueryOptions);

  let body;
  if (!read.data) {
    body = <LoadingOrError read={read} errorFallback={t.loadError} />;
  } else {
    const children = read.data.children.filter((c) => weeksTotal(c.weeks).assigned > 0);
    body =
      children.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">{t.empty}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" data-testid="adherence">
          {children.map((c) => {
            const total = weeksTotal(c.weeks);
            const percent = weekPercent(total);
            return (
              <li key={c.child_id} className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 className="text-lg font-bold break-words">{c.child_name}</h3>
                    <p className="text-sm text-muted">
                      {fmt(t.total, total)}
                      {percent !== null && ` · ${fmt(homeProgrammeMessages.weeks.percent, { percent })}`}
                    </p>
                  </div>
                  <ButtonLink
                    variant="ghost"
                    to={paths.professionalChild(c.child_id)}
                    aria-label={fmt(t.viewOf, { name: c.child_name })}
                  >
                    <Eye aria-hidden className="size-5" />
                    {t.view}
                  </ButtonLink>
                </div>
                <AdherenceWeeks weeks={c.weeks} label={fmt(t.weeksOf, { name: c.child_name })} />
              </li>
            );
          })}
        </ul>
      );
  }

  return (
    <section aria-labelledby={headingId} data-testid="adherence-overview" className="mt-10">
      <h2 id={headingId} className="mb-2 text-2xl font-bold">
        {t.heading}
      </h2>
      <p className="mb-4 text-muted">{t.intro}</p>
      {body}
    </section>
  );
}
