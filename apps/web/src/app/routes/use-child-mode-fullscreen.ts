import { useEffect } from 'react';
import { exitFullscreen } from '../../features/activities/components/child-mode/fullscreen';
import { isChildModeOn } from '../../lib/child-mode';

/**
 * Leaving child mode leaves the browser's full screen too (docs/product.md#child-mode); going from
 * one page child mode allows to another ('Meu dia', an entry of the day, the shop) keeps it.
 */
export function useChildModeFullscreen(childMode: boolean, userId: number | undefined) {
  useEffect(() => {
    if (!childMode) return;
    return () => {
      if (userId === undefined || !isChildModeOn(userId)) exitFullscreen();
    };
  }, [childMode, userId]);
}
