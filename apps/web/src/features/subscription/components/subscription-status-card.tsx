import type { Subscription } from '@neurobridge/shared/api/subscription';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { messages } from '../../../locales/pt-BR/messages';
import { subscriptionMessages } from '../messages';
import { canCancel } from '../plan-state';
import { CancelSubscription } from './cancel-subscription';
import { SubscriptionStatusLines } from './subscription-status-lines';

interface StatusCardProps {
  query: Pick<UseQueryResult<Subscription | null>, 'data' | 'isPending' | 'isError' | 'refetch'>;
  /** The name of the subscription's plan, from the plans shown. */
  planName: string;
}

/** docs/product.md#subscription-page: the status, loading and failure, and "Cancelar assinatura". */
export function SubscriptionStatusCard({ query, planName }: StatusCardProps) {
  const t = subscriptionMessages.page;
  if (query.isPending) return <Spinner label={t.loading} />;
  if (query.isError || query.data === undefined) {
    return (
      <Card role="alert" className="text-center">
        <p>{t.loadError}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          {messages.common.retry}
        </Button>
      </Card>
    );
  }
  const sub = query.data;
  return (
    <Card data-testid="subscription-status">
      <SubscriptionStatusLines subscription={sub} planName={planName} />
      {sub && canCancel(sub) && (
        <div className="mt-4">
          <CancelSubscription subscription={sub} />
        </div>
      )}
    </Card>
  );
}
