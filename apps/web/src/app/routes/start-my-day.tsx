import { Sun } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { enterFullscreen } from '../../features/activities/components/child-mode/fullscreen';
import { myDayStartMessages as t } from '../../features/schedule/my-day-start-messages';
import { useSession } from '../../features/session/use-session';
import { startChildMode } from '../../lib/child-mode';

/**
 * "Abrir o Meu dia no modo criança" with its hint (docs/product.md#my-day), on the child page, the
 * week and the day's preview: starts child mode with the child's day as its home, full screen as
 * the activity detail does (asked in the click itself, which the browser needs). Its own small
 * chunk with its texts, so the child page carries none of the week's code.
 */
export function StartMyDay({ childId }: { childId: number }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const hintId = useId();
  return (
    <div className="max-w-md">
      <Button
        variant="secondary"
        aria-describedby={hintId}
        onClick={() => {
          if (!user) return;
          enterFullscreen();
          startChildMode(user.id, { path: paths.myDay(childId), childId });
          navigate(paths.myDay(childId));
        }}
      >
        <Sun aria-hidden className="size-5" />
        {t.start}
      </Button>
      <p id={hintId} className="mt-2 text-sm text-muted">
        {t.hint}
      </p>
    </div>
  );
}
