import { useParams } from 'react-router';
import { TrialsScreen } from './trials-screen';

/**
 * The trials screen of the route's `:childId` and `:sessionId`; `back` says where 'back' goes for
 * that child and in what words (the parent's child page or the professional's).
 */
export function TrialsRoute({ back }: { back: (childId: number) => { to: string; label: string } }) {
  const params = useParams();
  const childId = Number(params.childId);
  return <TrialsScreen childId={childId} sessionId={Number(params.sessionId)} back={back(childId)} />;
}
