import { useQuery } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card';
import { LoadingOrError } from '../../../components/ui/load-error';
import { clock } from '../../../lib/clock';
import { starsQueryOptions } from '../api/stars';
import { starsMessages } from '../messages';
import { starsText, weekText } from '../star-text';

/**
 * The child page's 'Estrelas e recompensas' (docs/product.md#stars-and-the-reward-shop): the balance,
 * this week's stars and the last weeks that had any, newest first. Kept on the device: offline it
 * shows the copy, or `unavailable` when there is none (it never holds the page waiting for it).
 */
export function StarsSection({ childId, unavailable }: { childId: number; unavailable?: string }) {
  const t = starsMessages.section;
  const stars = useQuery({ ...starsQueryOptions(childId), enabled: unavailable === undefined });

  let body;
  if (!stars.data) {
    body = unavailable ? (
      <Card role="status">
        <p>{unavailable}</p>
      </Card>
    ) : (
      <LoadingOrError read={stars} errorFallback={t.loadError} />
    );
  } else {
    const { weekStart } = clock.week();
    const thisWeek = stars.data.weeks.find((w) => w.week_start === weekStart)?.earned ?? 0;
    const weeks = stars.data.weeks.filter((w) => w.earned > 0 || w.rewards_received > 0).reverse();
    body = (
      <>
        <dl className="grid grid-cols-2 gap-4">
          <Card className="p-5">
            <dt className="text-sm font-medium text-muted">{t.balance}</dt>
            <dd className="text-3xl font-bold" data-testid="stars-balance">
              {starsText(stars.data.balance)}
            </dd>
          </Card>
          <Card className="p-5">
            <dt className="text-sm font-medium text-muted">{t.thisWeek}</dt>
            <dd className="text-3xl font-bold">{starsText(thisWeek)}</dd>
          </Card>
        </dl>
        {weeks.length === 0 ? (
          <Card className="mt-4 text-center">
            <p>{t.empty}</p>
          </Card>
        ) : (
          <Card className="mt-4 overflow-x-auto p-0">
            <table className="w-full text-left">
              <caption className="px-5 pt-4 text-left font-semibold">{t.tableCaption}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-sm text-muted">
                  <th scope="col" className="px-5 py-2 font-medium">
                    {t.week}
                  </th>
                  <th scope="col" className="px-5 py-2 font-medium">
                    {t.earned}
                  </th>
                  <th scope="col" className="px-5 py-2 font-medium">
                    {t.rewards}
                  </th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((w) => (
                  <tr key={w.week_start} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="px-5 py-2 font-medium">
                      {weekText(w.week_start)}
                    </th>
                    <td className="px-5 py-2">{w.earned}</td>
                    <td className="px-5 py-2">{w.rewards_received}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="stars-section-title" className="mt-10">
      <h2 id="stars-section-title" className="mb-4 text-2xl font-bold">
        {t.heading}
      </h2>
      {body}
    </section>
  );
}
