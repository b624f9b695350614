import type { ShopReward } from '@neurobridge/shared/api/stars';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Check, CloudOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadingOrError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { shopQueryOptions, useRequestReward } from '../api/stars';
import { starsMessages } from '../messages';
import { missingText } from '../star-text';
import { RewardPicture } from './reward-picture';

const t = starsMessages.childShop;
/** The child's own screens have 64 px targets (docs/product.md#stars-and-the-reward-shop). */
const BIG = 'min-h-16 w-full text-xl';

/** Why the last ask of a reward did not go: no connection, or the server's pt-BR reason. */
type Failure = { rewardId: number; text: string };

/**
 * "Minha loja", the child's shop in child mode (docs/product.md#stars-and-the-reward-shop): the
 * balance, big reward cards, 'Pedir' for a reward the stars reach (one key per reward per visit: two
 * taps, or two tabs, ask once), how many stars are missing for the others, and the way back to
 * 'Meu dia' always. Asking needs the connection: offline it says so, and nothing is kept to send later.
 */
export function ChildShopScreen({ childId, online }: { childId: number; online: boolean }) {
  const shop = useQuery(shopQueryOptions(childId));
  const request = useRequestReward(childId);
  const run = useLockedMutation(request);
  const keys = useRef(new Map<number, string>());
  const [failure, setFailure] = useState<Failure | null>(null);
  const [said, setSaid] = useState('');

  function ask(reward: ShopReward) {
    let key = keys.current.get(reward.id);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(reward.id, key);
    }
    setFailure(null);
    run(
      { rewardId: reward.id, idempotencyKey: key },
      {
        onSuccess: () => setSaid(t.asked),
        onError: (err) => {
          const text =
            err instanceof NetworkError
              ? t.offline
              : err instanceof ApiError && err.serverMessage && err.status < 500
                ? err.serverMessage
                : t.askError;
          setFailure({ rewardId: reward.id, text });
          setSaid(text);
        },
      },
    );
  }

  let body;
  if (!shop.data) {
    body = <LoadingOrError read={shop} errorFallback={t.loadError} />;
  } else {
    const { balance, items } = shop.data;
    body = (
      <>
        <p className="my-6 rounded-3xl bg-white p-6 text-center text-4xl font-bold shadow-sm ring-1 ring-slate-200">
          {fmt(t.balance, { n: balance })}
        </p>
        {items.length === 0 ? (
          <p className="rounded-3xl bg-white p-6 text-center text-xl shadow-sm ring-1 ring-slate-200">{t.empty}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((reward) => (
              <li
                key={reward.id}
                className="flex flex-col items-center gap-3 rounded-3xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200"
              >
                <RewardPicture picture={reward.picture} className="size-24" />
                <p className="text-2xl font-bold break-words">{reward.name}</p>
                <p className="text-xl">{fmt(starsMessages.price, { n: reward.price })}</p>
                <RewardAction
                  reward={reward}
                  balance={balance}
                  online={online}
                  asking={request.isPending && request.variables?.rewardId === reward.id}
                  failure={failure?.rewardId === reward.id ? failure.text : undefined}
                  onAsk={() => ask(reward)}
                />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <div className="pb-6">
      <Link
        to={paths.myDay(childId)}
        className="inline-flex min-h-16 items-center gap-3 rounded-2xl bg-white px-5 text-xl font-semibold text-brand-700 shadow-sm ring-1 ring-slate-200 hover:bg-brand-50"
      >
        <ArrowLeft aria-hidden className="size-6" />
        {t.back}
      </Link>
      <h1 className="mt-6 text-4xl font-bold">{t.title}</h1>
      {body}
      <p role="status" className="sr-only">
        {said}
      </p>
    </div>
  );
}

function RewardAction({
  reward,
  balance,
  online,
  asking,
  failure,
  onAsk,
}: {
  reward: ShopReward;
  balance: number;
  online: boolean;
  asking: boolean;
  failure?: string;
  onAsk: () => void;
}) {
  // Asked: it stays so while the grown-up has not answered.
  if (reward.pending_request_id !== null) {
    return (
      <p className="flex min-h-16 w-full items-center justify-center gap-2 rounded-2xl bg-green-50 px-4 text-lg font-semibold text-green-900 ring-1 ring-green-200">
        <Check aria-hidden className="size-6 shrink-0" />
        {t.asked}
      </p>
    );
  }
  const missing = reward.price - balance;
  if (missing > 0) {
    // Calm, never red: a way to go, with the day's tasks to get there.
    return (
      <div className="w-full">
        <p className="flex min-h-16 items-center justify-center rounded-2xl bg-slate-100 px-4 text-lg font-semibold text-slate-800">
          {missingText(missing)}
        </p>
        <div aria-hidden className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-200">
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${(balance / reward.price) * 100}%` }} />
        </div>
      </div>
    );
  }
  if (!online) {
    return (
      <p className="flex min-h-16 w-full items-center justify-center gap-2 rounded-2xl bg-slate-100 px-4 text-lg text-slate-800">
        <CloudOff aria-hidden className="size-6 shrink-0" />
        {t.offline}
      </p>
    );
  }
  return (
    <div className="w-full">
      <Button className={BIG} pending={asking} aria-label={fmt(t.askLabel, { name: reward.name })} onClick={onAsk}>
        {t.ask}
      </Button>
      {failure && <p className="mt-2 text-lg text-slate-800">{failure}</p>}
    </div>
  );
}
