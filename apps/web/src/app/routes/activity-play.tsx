import type { Activity } from '@neurobridge/shared/api/activities';
import type { Child } from '@neurobridge/shared/api/children';
import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { ActivityPlayer } from '../../features/activities/components/activity-player';

/**
 * The player in place of the detail (docs/product.md#activity-detail). Its own chunk: reading the
 * content and the sensory settings takes zod, which the detail itself does not need
 * (docs/architecture.md, "Fast by construction").
 */
export function ActivityPlay({
  activity,
  child,
  entryId,
  onExit,
  onContinue,
  childMode,
  onLeaveChildMode,
  onBackToDay,
}: {
  activity: Activity;
  /** Who plays: the progress is saved for them, with their sensory settings when known. */
  child: (Pick<Child, 'id'> & Partial<Pick<Child, 'sensory_settings'>>) | undefined;
  /** The calendar entry this play completes (docs/product.md#calendar). */
  entryId?: number;
  onExit: () => void;
  onContinue: () => void;
  /** docs/product.md#child-mode */
  childMode: boolean;
  onLeaveChildMode: () => void;
  /** Opened from 'Meu dia': the way back to the day (docs/product.md#my-day). */
  onBackToDay?: () => void;
}) {
  // The page's heading is the activity's title; the game shows it visibly as its own heading.
  return (
    <>
      <h1 className="sr-only">{activity.title}</h1>
      <ActivityPlayer
        activity={activity}
        childId={child?.id}
        entryId={entryId}
        settings={child?.sensory_settings ?? DEFAULT_SENSORY_SETTINGS}
        onExit={onExit}
        onContinue={onContinue}
        childMode={childMode}
        onLeaveChildMode={onLeaveChildMode}
        onBackToDay={onBackToDay}
      />
    </>
  );
}
