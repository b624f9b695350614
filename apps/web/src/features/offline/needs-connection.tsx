import { WifiOff } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { connectionMessages as t } from './connection-messages';

/**
 * A screen that needs the server, without a connection (docs/product.md#offline-play): said
 * plainly and calmly instead of a loading text that would never end, with the way back to the
 * dashboard, which works offline, for a parent (`back`). It is announced when it replaces a screen.
 */
export function NeedsConnection({ back = true }: { back?: boolean }) {
  return (
    <div role="status" className="mx-auto max-w-xl px-4 py-16 text-center">
      <WifiOff aria-hidden className="mx-auto size-12 text-muted" />
      <h1 className="mt-4 text-2xl font-bold">{t.title}</h1>
      <p className="mt-3 text-lg text-muted">{t.text}</p>
      {back && (
        <ButtonLink variant="secondary" className="mt-8" to={paths.dashboard}>
          {t.back}
        </ButtonLink>
      )}
    </div>
  );
}
