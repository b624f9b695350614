import type { BoardCell } from '@neurobridge/shared/api/boards';

/** A board's cell for the board's component tests (not shipped: only tests import it): a plain word unless told. */
export const sampleCell = (c: Partial<BoardCell> & Pick<BoardCell, 'row' | 'col' | 'label'>): BoardCell => ({
  phrase: null,
  word_class: 'thing',
  picture: null,
  opens_board_id: null,
  photo_id: null,
  voice_id: null,
  ...c,
});
