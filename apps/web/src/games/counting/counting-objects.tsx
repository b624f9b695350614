import { countingMessages } from '../../locales/pt-BR/games/counting';
import { COUNTING_ART } from './counting-art';
import { COUNTING_OBJECTS, type CountingObjectKey } from './counting-data';
import { objectRows, ROW_SIZE } from './rules';

interface CountingObjectsProps {
  object: CountingObjectKey;
  count: number;
  /**
   * After an answer each object shows its number, to count together ('Vamos contar juntos!',
   * docs/product.md#counting-game).
   */
  numbered: boolean;
}

/**
 * The objects to count, in rows of 5. Each image is named, so a screen reader lists them one by one;
 * the group's label never says how many there are.
 */
export function CountingObjects({ object, count, numbered }: CountingObjectsProps) {
  const { name } = COUNTING_OBJECTS[object];
  return (
    <div
      role="group"
      aria-label={countingMessages.objectsLabel}
      data-testid="counting-objects"
      className="flex flex-col items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      {objectRows(count).map((size, row) => (
        <div key={row} className="flex flex-wrap justify-center gap-2 sm:gap-4">
          {Array.from({ length: size }, (_, i) => (
            <div key={i} className="flex w-12 flex-col items-center sm:w-16">
              <img src={COUNTING_ART[object]} alt={name} className="size-12 sm:size-16" />
              <span aria-hidden className={`text-xl font-bold ${numbered ? '' : 'invisible'}`}>
                {row * ROW_SIZE + i + 1}
              </span>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
