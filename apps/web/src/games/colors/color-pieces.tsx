import { Check } from 'lucide-react';
import { colorMessages } from '../../locales/pt-BR/games/colors';
import { fmt } from '../../locales/pt-BR/messages';
import { OBJECT_ART } from './color-art';
import { BasketArt, ColorIcon } from './color-basket';
import { COLOR_LABELS, OBJECT_LABELS, type ColorKey, type ColorObjectKey } from './color-data';

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
      className={`flex h-40 flex-col items-center justify-center gap-1 rounded-2xl bg-white p-2 text-lg font-bold ${
        selected
          ? 'border-[6px] border-ink ring-4 ring-brand-600'
          : 'border-4 border-transparent hover:border-brand-600'
      } transition-all ${selected ? 'scale-105' : ''}`}
    >
      <img src={OBJECT_ART[object]} alt="" className="size-16" />
      <span>{OBJECT_LABELS[object]}</span>
      {/* The marker's line is always reserved, so choosing an object never moves the baskets. */}
      <span className="flex h-7 items-center">
        {selected && (
          <span className="flex items-center gap-1 rounded-full bg-ink px-2 text-base text-white">
            <Check aria-hidden className="size-4" />
            {t.selected}
          </span>
        )}
      </span>
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
        className={`flex min-h-28 flex-col items-center justify-center gap-1 rounded-xl border-4 p-2 ${
          inviting ? 'border-dashed border-brand-600 hover:border-solid' : 'border-transparent'
        } transition-colors`}
      >
        <BasketArt color={color} />
        <span className="flex items-center gap-2 text-xl font-bold">
          <ColorIcon color={color} className="size-6" />
          {label}
        </span>
      </button>
      <ul aria-label={fmt(t.inBasket, { color: label })} className="mt-1 flex min-h-16 flex-wrap justify-center gap-1">
        {placed.length === 0 && <li className="self-center text-base text-muted">{t.emptyBasket}</li>}
        {placed.map((key) => (
          <li key={key} className="flex flex-col items-center text-sm font-semibold">
            <img src={OBJECT_ART[key]} alt="" className="size-10" />
            {OBJECT_LABELS[key]}
          </li>
        ))}
      </ul>
    </div>
  );
}
