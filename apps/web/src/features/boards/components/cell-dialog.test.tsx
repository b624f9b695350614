import type { Board } from '@neurobridge/shared/api/boards';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { CellDialog } from './cell-dialog';

// jsdom draws no canvas and has no microphone: the resizing and the recorder are tested on their own.
vi.mock('../resize-photo', async (original) => ({
  ...(await original<typeof import('../resize-photo')>()),
  preparePhoto: vi.fn(async () => new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46])], { type: 'image/webp' })),
}));
vi.mock('../record-voice', async (original) => ({
  ...(await original<typeof import('../record-voice')>()),
  startRecording: vi.fn(async () => ({
    stop: () => undefined,
    done: Promise.resolve({
      blob: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'audio/webm' }),
      durationMs: 1800,
    }),
  })),
}));

afterEach(() => vi.unstubAllGlobals());

const BOARD: Board = { id: 1, name: 'Principal', rows: 2, cols: 2, updated_at: '2026-11-28T10:00:00.000Z', cells: [] };
const saved = (body: Record<string, unknown>): Board => ({
  ...BOARD,
  cells: [
    {
      row: 0,
      col: 1,
      label: String(body.label),
      phrase: null,
      word_class: 'thing',
      picture: null,
      opens_board_id: null,
      photo_id: (body.photo_id as number | null) ?? null,
      voice_id: (body.voice_id as number | null) ?? null,
    },
  ],
});

function open() {
  const onClose = vi.fn();
  renderWithProviders(
    <CellDialog childId={10} board={BOARD} boards={[BOARD]} place={{ row: 0, col: 1 }} onClose={onClose} />,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Nova palavra' }) };
}

async function fill(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText(/^Palavra/), 'vovó');
  await userEvent.upload(
    within(dialog).getByLabelText('Tirar ou escolher foto'),
    new File([new Uint8Array([0xff, 0xd8, 0xff])], 'vovo.jpg', { type: 'image/jpeg' }),
  );
  await within(dialog).findByRole('button', { name: 'Remover foto' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Gravar voz' }));
  await within(dialog).findByText('Voz gravada (1,8 s).');
}

describe('CellDialog with a photo and a voice (docs/product.md#photos-and-voices)', () => {
  it("'Salvar' uploads the photo and the voice, each once with its own key, then saves the cell naming them", async () => {
    // The first upload waits until both clicks of a double click are in.
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { calls } = stubFetch({
      'POST /api/children/10/boards/media': async (init) => {
        await gate;
        const body = JSON.parse(String(init?.body)) as { kind: 'photo' | 'voice'; duration_ms?: number };
        const id = body.kind === 'photo' ? 71 : 72;
        const type = body.kind === 'photo' ? 'image/webp' : 'audio/webm';
        return {
          status: 201,
          body: { id, kind: body.kind, content_type: type, size: 4, duration_ms: body.duration_ms ?? null },
        };
      },
      'PUT /api/children/10/boards/1/cells/0/1': (init) => ({ body: saved(JSON.parse(String(init?.body))) }),
    });
    const { onClose, dialog } = open();
    await fill(dialog);
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    await userEvent.dblClick(save);
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/children/10/boards/media',
      'POST /api/children/10/boards/media',
      'PUT /api/children/10/boards/1/cells/0/1',
    ]);
    const [photo, voice, cell] = calls;
    expect(photo!.body).toEqual({ kind: 'photo', data: 'UklGRg==' });
    expect(voice!.body).toEqual({ kind: 'voice', data: 'GkXfow==', duration_ms: 1800 });
    expect(photo!.idempotencyKey).toBeTruthy();
    expect(voice!.idempotencyKey).toBeTruthy();
    expect(photo!.idempotencyKey).not.toBe(voice!.idempotencyKey);
    expect(cell!.body).toMatchObject({ label: 'vovó', photo_id: 71, voice_id: 72 });
  });

  it("shows the server's refusal of the photo beside it; a retry sends the same key and the cell is saved", async () => {
    let refuse = true;
    const { calls } = stubFetch({
      'POST /api/children/10/boards/media': (init) => {
        const body = JSON.parse(String(init?.body)) as { kind: 'photo' | 'voice' };
        if (body.kind === 'photo' && refuse) {
          refuse = false;
          const error = 'Envie uma foto em JPG, PNG ou WebP.';
          return { status: 400, body: { error, fields: { data: error } } };
        }
        const id = body.kind === 'photo' ? 71 : 72;
        return {
          status: 201,
          body: {
            id,
            kind: body.kind,
            content_type: 'image/webp',
            size: 4,
            duration_ms: body.kind === 'voice' ? 1800 : null,
          },
        };
      },
      'PUT /api/children/10/boards/1/cells/0/1': (init) => ({ body: saved(JSON.parse(String(init?.body))) }),
    });
    const { onClose, dialog } = open();
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const photoField = within(dialog).getByRole('group', { name: 'Foto (opcional)' });
    expect(await within(photoField).findByRole('alert')).toHaveTextContent('Envie uma foto em JPG, PNG ou WebP.');
    expect(onClose).not.toHaveBeenCalled();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const photos = calls.filter((c) => (c.body as { kind?: string } | undefined)?.kind === 'photo');
    expect(photos).toHaveLength(2);
    expect(photos[1]!.idempotencyKey).toBe(photos[0]!.idempotencyKey);
  });

  it('a cell with a photo and a voice shows them, and removing both saves the cell without them', async () => {
    const { calls } = stubFetch({
      'PUT /api/children/10/boards/1/cells/0/1': (init) => ({ body: saved(JSON.parse(String(init?.body))) }),
    });
    const cell = saved({ label: 'vovó', photo_id: 71, voice_id: 72 }).cells[0]!;
    const onClose = vi.fn();
    renderWithProviders(
      <CellDialog
        childId={10}
        board={BOARD}
        boards={[BOARD]}
        place={{ row: 0, col: 1 }}
        cell={cell}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Editar palavra' });
    expect(within(dialog).getByRole('img', { name: 'Foto da célula' })).toHaveAttribute(
      'src',
      '/api/children/10/boards/media/71',
    );
    expect(within(dialog).getByText('Esta célula tem uma voz gravada.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover foto' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover voz' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((c) => c.method)).toEqual(['PUT']);
    expect(calls[0]!.body).toMatchObject({ photo_id: null, voice_id: null });
  });
});
