import type { Subscription } from '@neurobridge/shared/api/subscription';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CancelDialog } from './cancel-dialog';
import { subscriptionMessages } from '../messages';

/** "Cancelar assinatura" and its confirmation (docs/product.md#money-back). */
export function CancelSubscription({ subscription }: { subscription: Subscription }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {subscriptionMessages.cancel.open}
      </Button>
      {asking && <CancelDialog subscription={subscription} onClose={() => setAsking(false)} />}
    </>
  );
}
