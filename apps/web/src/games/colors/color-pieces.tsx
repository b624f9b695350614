import { Check } from 'lucide-react';
import { colorMessages } from '../../locales/pt-BR/games/colors';
import { fmt } from '../../locales/pt-BR/messages';
import { OBJECT_ART } from './color-art';
import { BasketArt, ColorIcon } from './color-basket';
import { COLOR_LABELS, OBJECT_LABELS, type ColorKey, type ColorObjectKey } from './color-data';
import { GameLabel } from '../shared/game-label';

const t = colorMessages;

interface ObjectButtonProps {
  object: ColorObjectKey;
  selected: boolean;
  disabled: boolean;
  onSelect: () => void;
}

/** An object to sort. Chosen = a thick outline AND a written marker, never colour alone. */
export function ObjectButton({ object, selected, disabled, onSelect }: ObjectButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={disabled}
      onClick={onSelect}
      className={`@container relative flex h-[4.5rem] min-w-0 flex-col items-center justify-center gap-1 rounded-2xl bg-white p-1 text-xs font-bold sm:h-28 sm:text-lg ${
        selected
          ? 'border-[6px] border-ink ring-4 ring-brand-600'
          : 'border-4 border-transparent hover:border-brand-600'
      } transition-all ${selected ? 'scale-105' : ''}`}
    >
      <img src={OBJECT_ART[object]} alt="" className="size-9 sm:size-14" />
      <GameLabel text={OBJECT_LABELS[object]} />
      {/* The marker sits over the tile's top edge, so choosing an object never moves the baskets. */}
      {selected && (
        <span className="absolute -top-2 left-1/2 flex -translate-x-1/2 items-center gap-1 rounded-full bg-ink px-2 text-xs text-white sm:text-sm">
          <Check aria-hidden className="size-3 sm:size-4" />
          {t.selected}
        </span>
      )}
    </button>
  );
}

interface BasketProps {
  color: ColorKey;
  placed: ColorObjectKey[];
  inviting: boolean;
  disabled: boolean;
  onDrop: () => void;
}

/** A basket: its name, its pattern and shape, and the objects already inside. */
export function Basket({ color, placed, inviting, disabled, onDrop }: BasketProps) {
  const label = COLOR_LABELS[color];
  return (
    <div className="flex flex-col rounded-2xl bg-white p-2 ring-1 ring-slate-200" data-testid={`basket-${color}`}>
      <button
        type="button"
        onClick={onDrop}
        disabled={disabled}
        aria-label={`${t.basket} ${label}`}
        className={`@container flex min-h-16 flex-col items-center justify-center gap-1 rounded-xl border-4 p-1 sm:min-h-24 sm:p-2 ${
          inviting ? 'border-dashed border-brand-600 hover:border-solid' : 'border-transparent'
        } transition-colors`}
      >
        <BasketArt color={color} />
        <span className="flex max-w-full flex-wrap items-center justify-center gap-1 text-sm font-bold sm:gap-2 sm:text-xl">
          <ColorIcon color={color} className="size-5 shrink-0 sm:size-6" />
          <GameLabel text={label} />
        </span>
      </button>
      {/* On a phone the objects inside show as pictures; their names stay for screen readers. */}
      <ul
        aria-label={fmt(t.inBasket, { color: label })}
        className="mt-1 flex min-h-8 flex-wrap justify-center gap-1 sm:min-h-16"
      >
        {placed.length === 0 && <li className="self-center text-sm text-muted sm:text-base">{t.emptyBasket}</li>}
        {placed.map((key) => (
          <li key={key} className="flex flex-col items-center text-sm font-semibold">
            <img src={OBJECT_ART[key]} alt="" className="size-7 sm:size-10" />
            <span className="sr-only sm:not-sr-only">{OBJECT_LABELS[key]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
