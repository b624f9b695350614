import { useEffect, useRef } from 'react';
import { useGameSettings } from '../../../../games/shared/game-settings';
import { celebrationPictureUrl } from '../../../../lib/pictures';
import { scheduleMessages } from '../../messages';

/**
 * The finished day (docs/product.md#my-day): a calm celebration, the picture growing in once over
 * 0.6 s (no loop, no flashing); with reduced motion it simply shows.
 */
export function DayCelebration() {
  const { reducedMotion } = useGameSettings();
  const picture = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = picture.current;
    if (reducedMotion || !img || typeof img.animate !== 'function') return;
    const animation = img.animate(
      [
        { transform: 'scale(0.8)', opacity: 0 },
        { transform: 'scale(1)', opacity: 1 },
      ],
      { duration: 600, easing: 'ease-out' },
    );
    return () => animation.cancel();
  }, [reducedMotion]);
  return (
    <div
      role="status"
      data-testid="day-celebration"
      className="flex flex-col items-center gap-3 rounded-3xl bg-white p-6 text-center ring-2 ring-slate-200"
    >
      <img ref={picture} src={celebrationPictureUrl} alt="" aria-hidden className="size-28" />
      <p className="text-3xl font-bold">{scheduleMessages.myDay.finished}</p>
    </div>
  );
}
