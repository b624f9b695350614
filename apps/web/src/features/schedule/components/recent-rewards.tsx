import { formatDate } from '@neurobridge/shared/domain/format';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { rewardsQueryOptions } from '../api/schedule';
import { scheduleMessages } from '../messages';
import { RewardIcon } from './reward-icon';

/** How many of the newest rewards the week shows (docs/product.md#calendar). */
export const RECENT_REWARDS = 3;

/**
 * The 3 newest rewards (icon, title, description). While they load, the section keeps its height,
 * so the week below does not move (docs/architecture.md, "Nothing moves").
 */
export function RecentRewards({ childId }: { childId: number }) {
  const t = scheduleMessages.rewards;
  const rewards = useQuery(rewardsQueryOptions(childId));
  let content;
  if (!rewards.data) {
    content = rewards.isError ? (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p>{t.loadError}</p>
        <Button
          variant="secondary"
          pending={rewards.isFetching}
          onClick={() => void rewards.refetch({ cancelRefetch: false })}
        >
          {messages.common.retry}
        </Button>
      </div>
    ) : (
      <p role="status" className="text-muted">
        {messages.common.loading}
      </p>
    );
  } else if (rewards.data.length === 0) {
    content = <p className="text-muted">{t.empty}</p>;
  } else {
    content = (
      <ul className="grid gap-3 sm:grid-cols-3" data-testid="recent-rewards">
        {rewards.data.slice(0, RECENT_REWARDS).map((r) => (
          <li key={r.id} className="flex items-start gap-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
            <RewardIcon icon={r.reward_icon} />
            <div className="min-w-0">
              <p className="font-semibold">{r.reward_title}</p>
              <p className="text-sm">{r.reward_description}</p>
              <p className="text-sm text-muted">{fmt(t.earned, { date: formatDate(r.earned_at) })}</p>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="rewards-heading" className="min-h-24">
      <h2 id="rewards-heading" className="mb-3 text-xl font-bold">
        {t.heading}
      </h2>
      {content}
    </section>
  );
}
