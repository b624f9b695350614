import { Volume2 } from 'lucide-react';
import { messages } from '../../locales/pt-BR/messages';
import { useGameSettings } from './game-settings';

interface ListenButtonProps {
  onListen: () => void;
  label?: string;
  className?: string;
}

/**
 * Repeats a phrase aloud. It renders nothing while the child's speech setting is off, so no game
 * has to check the setting to hide it (docs/product.md#speech).
 */
export function ListenButton({ onListen, label = messages.games.listen, className = '' }: ListenButtonProps) {
  const { speech } = useGameSettings();
  if (!speech) return null;
  return (
    <button
      type="button"
      onClick={onListen}
      className={`inline-flex min-h-12 items-center gap-2 rounded-xl px-3 font-semibold text-brand-700 hover:bg-brand-50 ${className}`}
    >
      <Volume2 aria-hidden className="size-5" />
      {label}
    </button>
  );
}
