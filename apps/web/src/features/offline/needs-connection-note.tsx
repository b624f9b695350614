import { Card } from '../../components/ui/card';
import { connectionMessages as t } from './connection-messages';

/**
 * The connection's words in place of one part of a screen that works offline, such as who sees a
 * child or the sessions on the child page (docs/product.md#offline-play). A module apart from the
 * full-screen notice (needs-connection.tsx), so a screen carries only what it shows.
 */
export function NeedsConnectionNote() {
  return (
    <Card role="status">
      <p className="font-semibold">{t.title}</p>
      <p className="mt-1 text-muted">{t.text}</p>
    </Card>
  );
}
