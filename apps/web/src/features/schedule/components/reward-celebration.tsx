import type { Reward } from '@neurobridge/shared/api/schedule';
import { X } from 'lucide-react';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { scheduleMessages } from '../messages';
import { RewardIcon } from './reward-icon';

/**
 * A reward just earned: a calm banner (no flashing, no motion, so nothing for reduced motion to
 * stop), announced politely and closed by the parent (docs/product.md#calendar).
 */
export function RewardCelebration({ rewards, onClose }: { rewards: Reward[]; onClose: () => void }) {
  const t = scheduleMessages.rewards;
  return (
    <div
      role="status"
      data-testid="reward-celebration"
      className="flex items-start gap-3 rounded-2xl bg-amber-50 p-4 ring-2 ring-amber-300"
    >
      <ul className="flex-1 space-y-2">
        {rewards.map((r) => (
          <li key={r.id} className="flex items-start gap-3">
            <RewardIcon icon={r.reward_icon} />
            <div>
              <p className="text-lg font-bold">{fmt(t.celebration, { title: r.reward_title })}</p>
              <p>{r.reward_description}</p>
            </div>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClose}
        aria-label={messages.common.close}
        className="flex size-12 shrink-0 items-center justify-center rounded-lg hover:bg-amber-100"
      >
        <X aria-hidden className="size-5" />
      </button>
    </div>
  );
}
