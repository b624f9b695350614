import { paths } from '../../config/paths';
import { TrialsRoute } from '../../features/trials/components/trials-route';
import { trialsMessages } from '../../features/trials/messages';

/** Where 'back' goes: the parent's child page, or the professional's page of the child. */
const BACK = {
  parent: (childId: number) => ({ to: paths.child(childId), label: trialsMessages.backParent }),
  professional: (childId: number) => ({ to: paths.professionalChild(childId), label: trialsMessages.backProfessional }),
};

/**
 * /child/{childId}/sessoes/{sessionId}/tentativas, where the parent records a session's trials
 * beside the professional, and /professional/child/{childId}/sessoes/{sessionId}/tentativas, where
 * any professional with access does (docs/product.md#session-trials). One module for both: the
 * entry lists one chunk for them.
 */
export function SessionTrialsRoute({ area = 'parent' }: { area?: keyof typeof BACK }) {
  return <TrialsRoute back={BACK[area]} />;
}
