import type { Board, BoardCell } from '@neurobridge/shared/api/boards';
import { Folder, Plus } from 'lucide-react';
import { pictureUrl } from '../../../lib/pictures';
import { fmt } from '../../../locales/pt-BR/messages';
import { mediaUrl } from '../api/board-media';
import { boardsMessages } from '../messages';
import { wordClassStyle } from '../word-colors';
import './board.css';

const t = boardsMessages.grid;

/**
 * A board's grid (docs/product.md#communication-board): every place of its rows × columns, each cell
 * at its own row and column, never smaller than 64 px (a wide board scrolls sideways in its box).
 * Playing, a cell speaks or opens its folder and an empty place is blank; editing, every place is a
 * button that opens the cell's form.
 */
export function BoardGrid({
  childId,
  board,
  editing,
  onCell,
  onPlace,
}: {
  /** For the family's photos (docs/product.md#photos-and-voices): a cell's photo shows instead of its picture. */
  childId?: number;
  board: Board;
  editing: boolean;
  onCell: (cell: BoardCell) => void;
  /** Editing: an empty place was chosen. */
  onPlace: (row: number, col: number) => void;
}) {
  const at = new Map(board.cells.map((c) => [`${c.row},${c.col}`, c]));
  const places = Array.from({ length: board.rows * board.cols }, (_, i) => ({
    row: Math.floor(i / board.cols),
    col: i % board.cols,
  }));
  return (
    <div className="overflow-x-auto pb-2" role="region" aria-label={board.name} tabIndex={0}>
      <div
        className="grid gap-2"
        style={{ gridTemplateColumns: `repeat(${board.cols}, minmax(4rem, 1fr))`, minWidth: `${board.cols * 4.5}rem` }}
      >
        {places.map(({ row, col }) => {
          const cell = at.get(`${row},${col}`);
          const key = `${row},${col}`;
          if (!cell) {
            return editing ? (
              <button
                key={key}
                type="button"
                onClick={() => onPlace(row, col)}
                aria-label={fmt(t.addCell, { row: row + 1, col: col + 1 })}
                className="flex min-h-16 items-center justify-center rounded-2xl border-2 border-dashed border-slate-400 text-slate-600 hover:bg-slate-50"
              >
                <Plus aria-hidden className="size-6" />
              </button>
            ) : (
              <div key={key} aria-hidden className="min-h-16 rounded-2xl bg-slate-50" />
            );
          }
          const folder = cell.opens_board_id !== null;
          return (
            <button
              key={key}
              type="button"
              onClick={() => onCell(cell)}
              aria-label={
                editing
                  ? fmt(t.editCell, { label: cell.label })
                  : folder
                    ? fmt(t.folder, { label: cell.label })
                    : undefined
              }
              style={wordClassStyle(cell.word_class)}
              className="board-cell relative flex min-h-16 flex-col items-center justify-center gap-1 rounded-2xl p-1 text-center text-base font-semibold break-words text-slate-900 active:scale-95 motion-reduce:active:scale-100"
            >
              {folder && <Folder aria-hidden className="absolute top-1 right-1 size-4" />}
              {childId !== undefined && cell.photo_id !== null ? (
                <img
                  src={mediaUrl(childId, cell.photo_id)}
                  alt=""
                  className="size-12 rounded-lg object-cover"
                  draggable={false}
                />
              ) : (
                cell.picture && <img src={pictureUrl(cell.picture)} alt="" className="size-10" draggable={false} />
              )}
              <span className="leading-tight [overflow-wrap:anywhere]">{cell.label}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
