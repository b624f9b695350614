import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, Navigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { childrenMessages } from '../../features/children/messages';
import { connectionMessages } from '../../features/offline/connection-messages';
import { starsRouteMessages } from '../../features/stars/route-messages';
import { useOnline } from '../../lib/offline/online';
import { messages } from '../../locales/pt-BR/messages';
import { useRouteChild } from './use-route-child';

// The feature's one chunk, asked for as soon as this route's code runs (features/stars/stars-parts.ts).
const starsParts = import('../../features/stars/stars-parts');
starsParts.catch(() => {}); // a chunk that fails to load fails the screen, which the route's boundary shows
const RewardShopScreen = lazy(() => starsParts.then((m) => ({ default: m.RewardShopScreen })));

/**
 * /child/{childId}/recompensas (docs/product.md#stars-and-the-reward-shop): the parent fills the
 * child's reward shop and answers its requests; back goes to the child page, an unknown child to
 * /dashboard. Offline it shows the shop kept on the device, and changes wait for the connection.
 */
export function RewardShopRoute() {
  const { child, missing } = useRouteChild(childrenMessages.profile.notFound);
  const online = useOnline();

  if (missing) return <Navigate to={paths.dashboard} replace />;
  if (!child) return <Spinner label={messages.common.loading} />;
  return (
    <>
      <Link
        to={paths.child(child.id)}
        className="mb-6 inline-flex min-h-12 items-center gap-2 font-semibold text-brand-700"
      >
        <ArrowLeft aria-hidden className="size-5" />
        {starsRouteMessages.back}
      </Link>
      <Suspense fallback={<Spinner label={messages.common.loading} />}>
        <RewardShopScreen
          child={{ id: child.id, name: child.name }}
          unavailable={online ? undefined : connectionMessages.title}
        />
      </Suspense>
    </>
  );
}
