import { Check, X } from 'lucide-react';
import { storyMessages } from '../../locales/pt-BR/games/story';
import { SCENE_ART } from './story-art';
import { SCENE_CAPTIONS, type SceneKey } from './story-data';

interface SceneFaceProps {
  scene: SceneKey;
  size?: string;
  /**
   * Picture above the caption, for the narrow cards of a row of three (levels 1 and 3,
   * docs/product.md#story-game); beside it otherwise.
   */
  stacked?: boolean;
  /** The caption only for screen readers: a placed scene in a row of three shows its picture. */
  pictureOnly?: boolean;
}

/** A scene's picture and caption, compact enough for a 2 × 2 grid (or a row of three) on a phone. */
export function SceneFace({ scene, size = 'size-12', stacked = false, pictureOnly = false }: SceneFaceProps) {
  return (
    <span className={`flex min-w-0 items-center ${stacked ? 'flex-col gap-1 text-center' : 'gap-2'}`}>
      <img src={SCENE_ART[scene]} alt="" className={`${size} shrink-0`} />
      <span
        className={
          pictureOnly
            ? 'sr-only'
            : `min-w-0 leading-tight font-semibold ${stacked ? 'text-sm sm:text-base' : 'text-base'}`
        }
      >
        {SCENE_CAPTIONS[scene]}
      </span>
    </span>
  );
}

interface PoolSceneProps {
  scene: SceneKey;
  disabled: boolean;
  stacked: boolean;
  onPick: () => void;
}

/** A scene still to place: a large button. */
export function PoolScene({ scene, disabled, stacked, onPick }: PoolSceneProps) {
  return (
    <button
      type="button"
      data-scene={scene}
      disabled={disabled}
      onClick={onPick}
      className={`flex h-full min-h-20 w-full items-center rounded-2xl border-4 border-slate-300 bg-white p-2 text-left transition-colors hover:border-brand-600 ${stacked ? 'justify-center' : ''}`}
    >
      <SceneFace scene={scene} stacked={stacked} size={stacked ? 'size-8 sm:size-10' : undefined} />
    </button>
  );
}

interface SlotProps {
  index: number;
  /** How many slots the story has: their names follow it ('Primeiro' … 'Por fim'). */
  total: number;
  stacked: boolean;
  scene: SceneKey | null;
  /** After the judgement: whether this slot holds its right scene. */
  mark?: 'in' | 'out';
  disabled: boolean;
  describedBy?: string;
  onTakeBack: () => void;
}

/** A numbered slot ('1 Primeiro'…): empty, or the placed scene as a button that takes it back. */
export function Slot({ index, total, stacked, scene, mark, disabled, describedBy, onTakeBack }: SlotProps) {
  const t = storyMessages;
  const heading = (
    <span className="flex items-center gap-2 text-sm font-bold text-brand-800">
      <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
        {index + 1}
      </span>
      {t.slotNames[total]?.[index]}
    </span>
  );
  // In a row of three (levels 1 and 3) the slots are lower: an empty one says 'Vazio' only to
  // screen readers (its dashed edge shows it), a placed scene shows its picture, the caption read.
  if (!scene) {
    return (
      <div
        className={`flex h-full flex-col gap-1 rounded-2xl border-4 border-dashed border-slate-300 p-2 text-muted ${stacked ? 'min-h-16' : 'min-h-24'}`}
      >
        {heading}
        <span className={stacked ? 'sr-only' : 'text-base'}>{t.emptySlot}</span>
      </div>
    );
  }
  const border = mark === 'in' ? 'border-green-700' : mark === 'out' ? 'border-amber-600' : 'border-brand-600';
  return (
    <button
      type="button"
      data-slot-scene={scene}
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={onTakeBack}
      className={`flex h-full w-full flex-col gap-1 rounded-2xl border-4 bg-white p-2 text-left transition-colors ${border} ${stacked ? 'min-h-16' : 'min-h-24'}`}
    >
      {heading}
      <SceneFace scene={scene} size="size-10" stacked={stacked} pictureOnly={stacked} />
      {mark && (
        <span
          className={`flex items-center gap-1 text-sm font-semibold ${mark === 'in' ? 'text-green-800' : 'text-amber-800'}`}
        >
          {mark === 'in' ? <Check aria-hidden className="size-4" /> : <X aria-hidden className="size-4" />}
          {mark === 'in' ? t.inPlace : t.outOfPlace}
        </span>
      )}
    </button>
  );
}
