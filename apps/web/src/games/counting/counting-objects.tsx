import type { ReactNode } from 'react';
import { countingMessages } from '../../locales/pt-BR/games/counting';
import { COUNTING_ART } from './counting-art';
import { COUNTING_OBJECTS, type CountingObjectKey } from './counting-data';
import { FRAME_SIZE, objectFrames, objectRows, ROW_SIZE } from './rules';

interface CountingObjectsProps {
  object: CountingObjectKey;
  count: number;
  /**
   * After an answer each object shows its number, to count together ('Vamos contar juntos!',
   * docs/product.md#counting-game).
   */
  numbered: boolean;
}

/** Up to 10 objects are drawn large; more (level 3) smaller, so 20 still fit a phone with the options. */
const SIZES = {
  large: {
    row: 'flex flex-wrap justify-center gap-2 sm:gap-4',
    cell: 'w-12 sm:w-16',
    img: 'size-12 sm:size-16',
    n: 'text-xl',
  },
  small: { row: 'flex gap-1 sm:gap-2', cell: 'w-7 sm:w-11', img: 'size-7 sm:size-11', n: 'text-sm sm:text-base' },
};

interface RowProps extends CountingObjectsProps {
  /** The number of the row's first object, less one. */
  before: number;
  size: keyof typeof SIZES;
}

/** One row of objects, each with its number under it (shown after an answer). */
function ObjectRow({ object, count, numbered, before, size }: RowProps) {
  const { name } = COUNTING_OBJECTS[object];
  const s = SIZES[size];
  return (
    <div className={s.row}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`flex flex-col items-center ${s.cell}`}>
          <img src={COUNTING_ART[object]} alt={name} className={s.img} />
          <span aria-hidden className={`font-bold ${s.n} ${numbered ? '' : 'invisible'}`}>
            {before + i + 1}
          </span>
        </div>
      ))}
    </div>
  );
}

/** The named group around the objects: it never says how many there are. */
function ObjectsGroup({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={countingMessages.objectsLabel}
      data-testid="counting-objects"
      className={`rounded-2xl bg-white ring-1 ring-slate-200 ${className}`}
    >
      {children}
    </div>
  );
}

/**
 * The objects to count, in rows of 5. Each image is named, so a screen reader lists them one by one.
 * More than 10 (level 3) are drawn smaller, as ten-frames (two rows of 5) side by side.
 */
export function CountingObjects({ object, count, numbered }: CountingObjectsProps) {
  if (count > FRAME_SIZE) {
    return (
      <ObjectsGroup className="flex flex-wrap items-start justify-center gap-x-4 gap-y-2 p-3">
        {objectFrames(count).map((rows, frame) => (
          <div key={frame} className="flex flex-col gap-1">
            {rows.map((size, row) => (
              <ObjectRow
                key={row}
                object={object}
                count={size}
                numbered={numbered}
                before={frame * FRAME_SIZE + row * ROW_SIZE}
                size="small"
              />
            ))}
          </div>
        ))}
      </ObjectsGroup>
    );
  }
  return (
    <ObjectsGroup className="flex flex-col items-center gap-3 p-4">
      {objectRows(count).map((size, row) => (
        <ObjectRow key={row} object={object} count={size} numbered={numbered} before={row * ROW_SIZE} size="large" />
      ))}
    </ObjectsGroup>
  );
}
