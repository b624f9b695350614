import { Button } from './button';
import { Card } from './card';
import { messages } from '../../locales/pt-BR/messages';

/** A section or a screen that could not load, with its own retry. */
export function LoadError({ text, retrying, onRetry }: { text: string; retrying: boolean; onRetry: () => void }) {
  return (
    <Card role="alert" className="text-center">
      <p>{text}</p>
      <Button variant="secondary" className="mt-3" pending={retrying} onClick={onRetry}>
        {messages.common.retry}
      </Button>
    </Card>
  );
}
