import { Apple, Baby, BookOpen, Car, Check, Dices, Shirt, type LucideIcon } from 'lucide-react';
import { organizationMessages } from '../../locales/pt-BR/games/organization';
import { fmt } from '../../locales/pt-BR/messages';
import { ITEM_ART } from './organization-art';
import { CATEGORY_LABELS, ITEM_LABELS, type CategoryKey, type ItemKey } from './organization-data';
import { GameLabel } from '../shared/game-label';

const t = organizationMessages;

/** Each box has its name and its own icon, so no one has to rely on colour alone. */
const BOX_ICONS: Record<CategoryKey, LucideIcon> = {
  carros: Car,
  bonecas: Baby,
  livros: BookOpen,
  jogos: Dices,
  roupas: Shirt,
  frutas: Apple,
};

interface ItemButtonProps {
  item: ItemKey;
  selected: boolean;
  disabled: boolean;
  onSelect: () => void;
}

/** An item to put away. Chosen = a thick outline AND a written marker, never colour alone. */
export function ItemButton({ item, selected, disabled, onSelect }: ItemButtonProps) {
  return (
    <button
      type="button"
      data-item={item}
      aria-pressed={selected}
      disabled={disabled}
      onClick={onSelect}
      className={`@container relative flex h-[5rem] w-full flex-col items-center justify-end gap-0.5 rounded-2xl bg-white px-1 pb-1 text-sm leading-tight font-bold transition-colors ${
        selected ? 'border-4 border-ink ring-4 ring-brand-600' : 'border-4 border-transparent hover:border-brand-600'
      }`}
    >
      {selected && (
        <span className="absolute top-0.5 left-0.5 flex items-center gap-0.5 rounded-full bg-ink px-1 text-xs text-white">
          <Check aria-hidden className="size-3" />
          {t.selected}
        </span>
      )}
      <img src={ITEM_ART[item]} alt="" className="h-9 min-h-0 w-auto object-contain" />
      <GameLabel text={ITEM_LABELS[item]} />
    </button>
  );
}

interface BoxProps {
  box: CategoryKey;
  placed: ItemKey[];
  total: number;
  inviting: boolean;
  disabled: boolean;
  onDrop: () => void;
}

/** A box: its icon and name, then the items already inside. */
export function Box({ box, placed, total, inviting, disabled, onDrop }: BoxProps) {
  const Icon = BOX_ICONS[box];
  const label = CATEGORY_LABELS[box];
  return (
    <div className="flex flex-col rounded-2xl bg-white p-1 ring-1 ring-slate-300" data-testid={`box-${box}`}>
      <button
        type="button"
        onClick={onDrop}
        disabled={disabled}
        aria-label={fmt(t.box, { box: label })}
        className={`@container flex min-h-12 flex-wrap items-center justify-center gap-1.5 rounded-xl border-4 px-1 text-base font-bold transition-colors ${
          inviting ? 'border-dashed border-brand-600 hover:border-solid' : 'border-transparent'
        }`}
      >
        <Icon aria-hidden className="size-6 shrink-0 text-brand-800" />
        <GameLabel text={label} />
      </button>
      <div className="mt-0.5 flex h-6 items-center justify-between gap-1 px-1">
        <ul aria-label={fmt(t.inBox, { box: label })} className="flex min-w-0 gap-0.5">
          {placed.map((key) => (
            <li key={key}>
              <img src={ITEM_ART[key]} alt={ITEM_LABELS[key]} className="size-5" />
            </li>
          ))}
        </ul>
        <span className="shrink-0 text-xs font-semibold text-muted">
          {fmt(t.boxCount, { n: placed.length, total })}
        </span>
      </div>
    </div>
  );
}
