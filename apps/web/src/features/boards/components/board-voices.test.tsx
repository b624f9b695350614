import type { Board } from '@neurobridge/shared/api/boards';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../../../lib/speech';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { BoardScreen } from './board-screen';
import { sampleCell } from '../board-stubs';

vi.mock('../../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));

/** The browser's Audio element: records what was loaded and played; `fails` makes play() refuse. */
class FakeAudio {
  static made: FakeAudio[] = [];
  static played: string[] = [];
  static fails = false;
  preload = '';
  currentTime = 0;
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly src: string) {
    FakeAudio.made.push(this);
  }
  pause = vi.fn();
  play() {
    if (FakeAudio.fails) return Promise.reject(new Error('NotAllowedError'));
    FakeAudio.played.push(this.src);
    setTimeout(() => this.onended?.(), 0);
    return Promise.resolve();
  }
}

beforeEach(() => {
  FakeAudio.made = [];
  FakeAudio.played = [];
  FakeAudio.fails = false;
  vi.stubGlobal('Audio', FakeAudio);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(speak).mockReset().mockReturnValue(true);
});

const cell = sampleCell;
const HOME: Board = {
  id: 1,
  name: 'Principal',
  rows: 2,
  cols: 3,
  updated_at: '2026-11-28T10:00:00.000Z',
  cells: [
    cell({ row: 0, col: 0, label: 'eu', picture: 'eu' }),
    cell({ row: 0, col: 1, label: 'vovó', picture: 'eu', photo_id: 71, voice_id: 72 }),
  ],
};

function show() {
  stubFetch({ 'GET /api/children/10/boards': () => ({ body: { boards: [HOME] } }) });
  renderWithProviders(<BoardScreen child={{ id: 10, name: 'Lia' }} />);
}

describe("the family's photos and voices on the board (docs/product.md#photos-and-voices)", () => {
  it("shows a cell's photo instead of its picture, and loads its recording when the board shows", async () => {
    show();
    const grandma = await screen.findByRole('button', { name: 'vovó' });
    expect(grandma.querySelector('img')).toHaveAttribute('src', '/api/children/10/boards/media/71');
    expect(grandma.querySelector('img')).toHaveAttribute('alt', '');
    expect(FakeAudio.made.map((a) => [a.src, a.preload])).toEqual([['/api/children/10/boards/media/72', 'auto']]);
  });

  it("a tap plays the recording instead of the device's voice", async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'vovó' }));
    await waitFor(() => expect(FakeAudio.played).toEqual(['/api/children/10/boards/media/72']));
    expect(speak).not.toHaveBeenCalled();
  });

  it("a recording that cannot play falls back to the device's voice, then to the large word", async () => {
    FakeAudio.fails = true;
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'vovó' }));
    await waitFor(() => expect(vi.mocked(speak).mock.calls.map((c) => c[0])).toEqual(['vovó']));
    vi.mocked(speak).mockReturnValue(false);
    await userEvent.click(screen.getByRole('button', { name: 'vovó' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('vovó');
  });

  it("'Falar' plays each word's recording in turn and says the others", async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'eu' }));
    await userEvent.click(screen.getByRole('button', { name: 'vovó' }));
    await waitFor(() => expect(FakeAudio.played).toHaveLength(1));
    vi.mocked(speak).mockClear();
    FakeAudio.played = [];
    await userEvent.click(screen.getByRole('button', { name: 'Falar' }));
    await waitFor(() => expect(FakeAudio.played).toEqual(['/api/children/10/boards/media/72']));
    expect(vi.mocked(speak).mock.calls.map((c) => c[0])).toEqual(['eu']);
  });
});
