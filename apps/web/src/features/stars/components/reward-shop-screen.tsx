import type { ShopReward } from '@neurobridge/shared/api/stars';
import { REWARD_SIZE_LABELS } from '@neurobridge/shared/domain/stars';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadingOrError } from '../../../components/ui/load-error';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { pendingRequestsQueryOptions, shopQueryOptions, useRemoveReward } from '../api/stars';
import { starsMessages } from '../messages';
import { starsText } from '../star-text';
import { RewardPicture } from './reward-picture';
import { RewardRequestList, useRequestAnswers } from './reward-requests';

// The form validates with the contract's schema (zod): it loads when it opens.
const RewardFormModal = lazy(() => import('./reward-form-modal').then((m) => ({ default: m.RewardFormModal })));

type Editing = { kind: 'add' } | { kind: 'edit'; reward: ShopReward } | { kind: 'remove'; reward: ShopReward };

/**
 * The parent's shop for one child, /child/{id}/recompensas (docs/product.md#stars-and-the-reward-shop):
 * the balance, the rewards with their edit and removal, and this child's waiting requests. Without a
 * connection it shows the shop kept on the device; every change waits, with `unavailable` said.
 */
export function RewardShopScreen({
  child,
  unavailable,
}: {
  child: { id: number; name: string };
  unavailable?: string;
}) {
  const t = starsMessages.shop;
  const shop = useQuery(shopQueryOptions(child.id));
  // Answering needs the server: offline the requests are not asked for.
  const requests = useQuery({ ...pendingRequestsQueryOptions, enabled: unavailable === undefined });
  const answers = useRequestAnswers();
  const [editing, setEditing] = useState<Editing | null>(null);
  const offline = unavailable !== undefined;

  let body;
  if (!shop.data) {
    body = <LoadingOrError read={shop} errorFallback={t.loadError} />;
  } else {
    const waiting = (requests.data?.items ?? []).filter((r) => r.child_id === child.id);
    body = (
      <>
        <Card className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <p className="text-sm font-medium text-muted">{t.balance}</p>
            <p className="text-3xl font-bold" data-testid="shop-balance">
              {starsText(shop.data.balance)}
            </p>
          </div>
          <div>
            <Button
              onClick={() => setEditing({ kind: 'add' })}
              disabled={offline}
              aria-describedby={offline ? 'shop-offline' : undefined}
            >
              <Plus aria-hidden className="size-5" />
              {t.add}
            </Button>
          </div>
        </Card>
        {offline && (
          <p id="shop-offline" className="mt-2 text-sm text-muted">
            {unavailable}
          </p>
        )}

        <section aria-labelledby="shop-requests-title" className="mt-8">
          <h2 id="shop-requests-title" className="mb-3 text-2xl font-bold">
            {t.requestsHeading}
          </h2>
          {offline ? (
            <p className="text-muted">{unavailable}</p>
          ) : !requests.data ? (
            <LoadingOrError read={requests} errorFallback={starsMessages.requests.loadError} />
          ) : waiting.length === 0 ? (
            <p className="text-muted">{t.noRequests}</p>
          ) : (
            <RewardRequestList requests={waiting} answers={answers} showChild={false} />
          )}
        </section>

        <section aria-labelledby="shop-rewards-title" className="mt-8">
          <h2 id="shop-rewards-title" className="mb-3 text-2xl font-bold">
            {t.rewardsHeading}
          </h2>
          {shop.data.items.length === 0 ? (
            <Card className="text-center">
              <p>{t.empty}</p>
            </Card>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {shop.data.items.map((reward) => (
                <RewardItem
                  key={reward.id}
                  reward={reward}
                  offline={offline}
                  onEdit={() => setEditing({ kind: 'edit', reward })}
                  onRemove={() => setEditing({ kind: 'remove', reward })}
                />
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }

  return (
    <>
      <h1 className="text-3xl font-bold">{fmt(t.title, { name: child.name })}</h1>
      <p className="mt-1 mb-6 text-lg text-muted">{fmt(t.intro, { name: child.name })}</p>
      {body}
      {editing?.kind === 'remove' ? (
        <RemoveReward childId={child.id} reward={editing.reward} onClose={() => setEditing(null)} />
      ) : (
        editing && (
          <Suspense fallback={null}>
            <RewardFormModal
              childId={child.id}
              reward={editing.kind === 'edit' ? editing.reward : undefined}
              onClose={() => setEditing(null)}
            />
          </Suspense>
        )
      )}
    </>
  );
}

function RewardItem({
  reward,
  offline,
  onEdit,
  onRemove,
}: {
  reward: ShopReward;
  offline: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const t = starsMessages.shop;
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-4">
        <RewardPicture picture={reward.picture} className="size-14" />
        <div className="min-w-0 flex-1">
          <p className="text-lg font-semibold break-words">{reward.name}</p>
          <p className="text-muted">
            {fmt(starsMessages.price, { n: reward.price })} · {fmt(t.size, { size: REWARD_SIZE_LABELS[reward.size] })}
          </p>
          {reward.pending_request_id !== null && (
            <div className="mt-1">
              <Badge tone="warning">{t.waiting}</Badge>
            </div>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={offline}
          aria-label={fmt(t.editLabel, { name: reward.name })}
          onClick={onEdit}
        >
          <Pencil aria-hidden className="size-5" />
          {t.edit}
        </Button>
        <Button
          variant="ghost"
          disabled={offline}
          aria-label={fmt(t.removeLabel, { name: reward.name })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden className="size-5" />
          {t.remove}
        </Button>
      </div>
    </li>
  );
}

/** "Remover “{nome}”?": the reward leaves the shop, and a request waiting for it is declined. */
function RemoveReward({ childId, reward, onClose }: { childId: number; reward: ShopReward; onClose: () => void }) {
  const t = starsMessages.removeDialog;
  const toast = useToast();
  const remove = useRemoveReward(childId);
  const run = useLockedMutation(remove);
  return (
    <ConfirmDialog
      title={fmt(t.title, { name: reward.name })}
      text={t.text}
      confirmLabel={t.confirm}
      pending={remove.isPending}
      error={remove.isError ? errorText(remove.error, t.error) : undefined}
      onCancel={onClose}
      onConfirm={() =>
        run(reward.id, {
          onSuccess: () => {
            toast(fmt(t.done, { name: reward.name }), 'success');
            onClose();
          },
        })
      }
    />
  );
}
