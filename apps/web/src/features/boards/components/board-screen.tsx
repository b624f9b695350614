import type { BoardCell } from '@neurobridge/shared/api/boards';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Home } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadingOrError } from '../../../components/ui/load-error';
import { useSpeech } from '../../../games/shared/use-speech';
import { NoVoiceNotice } from '../../../games/shared/no-voice-notice';
import { errorText } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { boardsQueryOptions, useStartBoards } from '../api/boards';
import { boardsMessages } from '../messages';
import { sayInTurn, useBoardVoices } from '../play-voice';
import { useBoardUses } from '../record-uses';
import { BoardEditToggle, type LockedEdit } from './board-child-mode';
import type { Editing } from './board-editing';
import { BoardGrid } from './board-grid';
import { SentenceStrip, type Said } from './sentence-strip';

// The board route's keeping of the media offline, in this chunk (docs/product.md#in-child-mode-and-offline).
export { KeepBoardMedia } from './board-child-mode';

const t = boardsMessages;

// The editor loads when a grown-up starts editing: the child's board opens without it.
const BoardEditing = lazy(() => import('./board-editing').then((m) => ({ default: m.BoardEditing })));
const BoardShare = lazy(() => import('./board-share').then((m) => ({ default: m.BoardShare })));

/**
 * 'Minha prancha' (docs/product.md#communication-board): the child's home board first; a word says
 * itself (its recording later, the device's pt-BR voice now) and joins the sentence strip, which
 * 'Falar' says whole; a folder opens its board, and 'Voltar' and 'Início' lead back. When no voice
 * can speak, the words show large instead: a tap never does nothing. 'Editar prancha' turns every
 * place into a button that opens its cell's form; the boards are made, renamed, resized and removed
 * there too.
 */
export function BoardScreen({
  child,
  unavailable,
  lockedEdit,
}: {
  child: { id: number; name: string };
  /** Offline: what to say instead of a board that was never read on this device. */
  unavailable?: string;
  /** In child mode (docs/product.md#in-child-mode-and-offline): editing and sharing wait for this grown-up's hold. */
  lockedEdit?: LockedEdit;
}) {
  const boards = useQuery(boardsQueryOptions(child.id));
  const [trail, setTrail] = useState<number[]>([]);
  const [strip, setStrip] = useState<Said[]>([]);
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<Editing | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const { say, unspoken, speechOn } = useSpeech();
  const uses = useBoardUses(child.id);
  // The family's recordings of the board on screen, loaded ahead (docs/product.md#photos-and-voices).
  const voices = useBoardVoices(
    child.id,
    boards.data?.boards.find((b) => b.id === trail.at(-1)) ?? boards.data?.boards[0],
  );

  if (!boards.data) return <LoadingOrError read={boards} errorFallback={t.loadError} unavailable={unavailable} />;
  const list = boards.data.boards;
  if (list.length === 0) return <StartBoards child={child} lockedEdit={lockedEdit} />;

  // The trail keeps only boards still there (another editor may have removed one).
  const path = trail.filter((id) => list.some((b) => b.id === id));
  const board = list.find((b) => b.id === path.at(-1)) ?? list[0]!;

  function speak(text: string) {
    setShown(say(text) ? null : text);
  }

  function onCell(cell: BoardCell) {
    if (editing) {
      setDialog({ kind: 'cell', place: { row: cell.row, col: cell.col }, cell });
      return;
    }
    if (cell.opens_board_id !== null) {
      setTrail([...path, cell.opens_board_id]);
      return;
    }
    const text = cell.phrase ?? cell.label;
    setStrip((s) => [...s, { label: cell.label, text, voice_id: cell.voice_id }]);
    uses.tap(cell.label);
    if (cell.voice_id === null || !speechOn) speak(text);
    else void voices.play(cell.voice_id).then((played) => played || speak(text));
  }

  return (
    <>
      <h1 className="mb-4 text-3xl font-bold">{fmt(t.title, { name: child.name })}</h1>
      <NoVoiceNotice />
      <SentenceStrip
        strip={strip}
        onSpeak={() => {
          const sentence = strip.map((w) => w.text).join(' ');
          uses.said(sentence);
          void sayInTurn(speechOn ? strip : [], voices.play, say).then((heard) => setShown(heard ? null : sentence));
        }}
        onErase={() => setStrip((s) => s.slice(0, -1))}
        onClear={() => setStrip([])}
      />
      {shown && unspoken && (
        <p
          role="status"
          className="my-3 rounded-2xl bg-white p-4 text-center text-4xl font-bold ring-4 ring-brand-600 motion-safe:animate-pulse"
        >
          {shown}
        </p>
      )}
      <div className="my-4 flex flex-wrap items-center gap-3">
        {path.length > 0 && (
          <>
            <Button variant="secondary" onClick={() => setTrail(path.slice(0, -1))}>
              <ArrowLeft aria-hidden className="size-5" />
              {t.nav.back}
            </Button>
            <Button variant="secondary" onClick={() => setTrail([])}>
              <Home aria-hidden className="size-5" />
              {t.nav.home}
            </Button>
          </>
        )}
        <h2 className="text-2xl font-bold">{board.name}</h2>
        <BoardEditToggle editing={editing} onEditing={setEditing} locked={lockedEdit} />
      </div>
      {(editing || dialog) && (
        <Suspense fallback={<p role="status">{messages.common.loading}</p>}>
          <BoardEditing
            childId={child.id}
            boards={list}
            board={board}
            editing={editing}
            dialog={dialog}
            onDialog={setDialog}
            onTrail={setTrail}
            path={path}
          />
        </Suspense>
      )}
      <BoardGrid
        childId={child.id}
        board={board}
        editing={editing}
        onCell={onCell}
        onPlace={(row, col) => setDialog({ kind: 'cell', place: { row, col } })}
      />
    </>
  );
}

/**
 * No board yet: what the starter set is, and 'Criar prancha inicial' (one key per visit); out of child
 * mode, a board made elsewhere can be imported instead.
 */
function StartBoards({ child, lockedEdit }: { child: { id: number; name: string }; lockedEdit?: LockedEdit }) {
  const start = useStartBoards(child.id);
  const run = useLockedMutation(start);
  const [key] = useIdempotencyKey();
  return (
    <>
      <h1 className="mb-4 text-3xl font-bold">{fmt(t.title, { name: child.name })}</h1>
      <div className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
        <p className="mb-4 text-lg">{fmt(t.empty.text, { name: child.name })}</p>
        <Button onClick={() => run(key)} pending={start.isPending} pendingLabel={t.empty.starting}>
          {t.empty.start}
        </Button>
        {start.isError && (
          <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-red-900">
            {errorText(start.error, t.empty.error)}
          </p>
        )}
      </div>
      {!lockedEdit && (
        <div className="mt-4">
          <Suspense fallback={null}>
            <BoardShare childId={child.id} />
          </Suspense>
        </div>
      )}
    </>
  );
}
