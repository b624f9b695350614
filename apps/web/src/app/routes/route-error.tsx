import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { connectionMessages } from '../../features/offline/connection-messages';
import { isOnline, useOnline } from '../../lib/offline/online';
import { messages } from '../../locales/pt-BR/messages';

/**
 * Never a dead end: an unexpected error offers a reload. A screen whose code could not load without
 * a connection (docs/product.md#offline-play) says so, and offers 'Tentar de novo' once the
 * connection is back.
 */
export function RouteError() {
  const online = useOnline();
  // Failed without a connection: the connection's words stay until the page is loaded again.
  const [offline] = useState(() => !isOnline());
  if (!offline && online) {
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">{messages.errorBoundary.title}</h1>
        <p className="mt-3 text-lg text-muted">{messages.errorBoundary.text}</p>
        <Button className="mt-8" onClick={() => window.location.reload()}>
          {messages.errorBoundary.reload}
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{connectionMessages.title}</h1>
      <p className="mt-3 text-lg text-muted">{connectionMessages.text}</p>
      {online && (
        <Button className="mt-8" onClick={() => window.location.reload()}>
          {connectionMessages.retry}
        </Button>
      )}
    </div>
  );
}
