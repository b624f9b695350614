import { lazy, Suspense } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { ChildModeLayer } from '../../features/activities/components/child-mode/child-mode-layer';
import { exitFullscreen } from '../../features/activities/components/child-mode/fullscreen';
import { childrenMessages } from '../../features/children/messages';
import { useSession } from '../../features/session/use-session';
import { SensoryFrame } from '../../games/shared/sensory-frame';
import { endChildMode, useChildMode } from '../../lib/child-mode';
import { useOnline } from '../../lib/offline/online';
import { messages } from '../../locales/pt-BR/messages';
import { useRouteChild } from './use-route-child';

// The feature's one chunk, asked for as soon as this route's code runs (features/stars/stars-parts.ts).
const starsParts = import('../../features/stars/stars-parts');
starsParts.catch(() => {}); // a chunk that fails to load fails the screen, which the route's boundary shows
const ChildShopScreen = lazy(() => starsParts.then((m) => ({ default: m.ChildShopScreen })));

/**
 * /child/{childId}/loja (docs/product.md#stars-and-the-reward-shop): the child's own shop. In child
 * mode (started on the child's 'Meu dia', which allows this page) it is on the child-mode layer with
 * the grown-up's exit, which leads to the parent's shop for the child, where its requests are answered;
 * outside child mode the same screen shows in the page. The child's sensory settings apply.
 */
export function ChildShopRoute() {
  const navigate = useNavigate();
  const { user } = useSession();
  const childMode = useChildMode(user?.id) !== null;
  // Nothing to show: child mode ends rather than trap the device.
  const { child, missing } = useRouteChild(childrenMessages.profile.notFound, () => user && endChildMode(user.id));
  const online = useOnline();

  if (missing) return <Navigate to={paths.dashboard} replace />;
  if (!child) return <Spinner label={messages.common.loading} />;

  const leave = () => {
    if (user) endChildMode(user.id);
    exitFullscreen();
    navigate(paths.rewardShop(child.id));
  };
  return (
    <ChildModeLayer on={childMode} settings={child.sensory_settings} onExit={leave}>
      <SensoryFrame settings={child.sensory_settings}>
        <Suspense fallback={<Spinner label={messages.common.loading} />}>
          <ChildShopScreen childId={child.id} online={online} />
        </Suspense>
      </SensoryFrame>
    </ChildModeLayer>
  );
}
