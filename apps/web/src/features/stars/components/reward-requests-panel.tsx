import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error';
import { pendingRequestsQueryOptions } from '../api/stars';
import { starsMessages } from '../messages';
import { RewardRequestList, useRequestAnswers } from './reward-requests';

/**
 * The dashboard's 'Pedidos de recompensa' (docs/product.md#stars-and-the-reward-shop): only while a
 * child's request waits. The dashboard shows it online only: answering needs the server.
 */
export function RewardRequestsPanel() {
  const t = starsMessages.requests;
  const requests = useQuery(pendingRequestsQueryOptions);
  const answers = useRequestAnswers();
  if (requests.isError && !requests.data) {
    return (
      <section aria-label={t.heading} className="mt-10">
        <LoadError
          text={t.loadError}
          retrying={requests.isFetching}
          onRetry={() => void requests.refetch({ cancelRefetch: false })}
        />
      </section>
    );
  }
  const items = requests.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="reward-requests-title" className="mt-10">
      <h2 id="reward-requests-title" className="mb-4 text-2xl font-bold">
        {t.heading}
      </h2>
      <RewardRequestList requests={items} answers={answers} showChild />
    </section>
  );
}
