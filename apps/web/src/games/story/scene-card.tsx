import { Check, X } from 'lucide-react';
import { storyMessages } from '../../locales/pt-BR/games/story';
import { SCENE_ART } from './story-art';
import { SCENE_CAPTIONS, type SceneKey } from './story-data';

/** A scene's picture and caption, compact enough for a 2 × 2 grid on a phone. */
export function SceneFace({ scene, size = 'size-12' }: { scene: SceneKey; size?: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <img src={SCENE_ART[scene]} alt="" className={`${size} shrink-0`} />
      <span className="min-w-0 text-base leading-tight font-semibold">{SCENE_CAPTIONS[scene]}</span>
    </span>
  );
}

interface PoolSceneProps {
  scene: SceneKey;
  disabled: boolean;
  onPick: () => void;
}

/** A scene still to place: a large button. */
export function PoolScene({ scene, disabled, onPick }: PoolSceneProps) {
  return (
    <button
      type="button"
      data-scene={scene}
      disabled={disabled}
      onClick={onPick}
      className="flex h-full min-h-20 w-full items-center rounded-2xl border-4 border-slate-300 bg-white p-2 text-left transition-colors hover:border-brand-600"
    >
      <SceneFace scene={scene} />
    </button>
  );
}

interface SlotProps {
  index: number;
  scene: SceneKey | null;
  /** After the judgement: whether this slot holds its right scene. */
  mark?: 'in' | 'out';
  disabled: boolean;
  describedBy?: string;
  onTakeBack: () => void;
}

/** A numbered slot ('1 Primeiro'…): empty, or the placed scene as a button that takes it back. */
export function Slot({ index, scene, mark, disabled, describedBy, onTakeBack }: SlotProps) {
  const t = storyMessages;
  const heading = (
    <span className="flex items-center gap-2 text-sm font-bold text-brand-800">
      <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
        {index + 1}
      </span>
      {t.slotNames[index]}
    </span>
  );
  if (!scene) {
    return (
      <div className="flex h-full min-h-24 flex-col gap-1 rounded-2xl border-4 border-dashed border-slate-300 p-2 text-muted">
        {heading}
        <span className="text-base">{t.emptySlot}</span>
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
      className={`flex h-full min-h-24 w-full flex-col gap-1 rounded-2xl border-4 bg-white p-2 text-left transition-colors ${border}`}
    >
      {heading}
      <SceneFace scene={scene} size="size-10" />
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
