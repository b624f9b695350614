import { Button } from '../../components/ui/button';
import { messages } from '../../locales/pt-BR/messages';

/** Never a dead end: an unexpected error offers a reload. */
export function RouteError() {
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
