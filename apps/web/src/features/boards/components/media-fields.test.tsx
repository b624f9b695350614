import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { PhotoError } from '../resize-photo';
import { VoiceError, type Recorder, type startRecording } from '../record-voice';
import { PhotoField, type PhotoValue } from './photo-field';
import { VoiceField, type VoiceValue } from './voice-field';

const image = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'foto.jpg', { type: 'image/jpeg' });

function Photo({ prepare, start = null }: { prepare?: (f: Blob) => Promise<Blob>; start?: PhotoValue }) {
  const [value, setValue] = useState<PhotoValue>(start);
  return <PhotoField value={value} onChange={setValue} prepare={prepare} />;
}

describe('PhotoField (docs/product.md#photos-and-voices)', () => {
  it('takes a photo from the camera or the gallery, shows it, and removes it', async () => {
    const prepare = vi.fn(async () => new Blob([new Uint8Array(10)], { type: 'image/webp' }));
    render(<Photo prepare={prepare} />);
    const input = screen.getByLabelText('Tirar ou escolher foto');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await userEvent.upload(input, image());
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(await screen.findByLabelText('Trocar foto')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Remover foto' }));
    expect(screen.getByLabelText('Tirar ou escolher foto')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover foto' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image, beside the field (the real resizing reads its type)', async () => {
    render(<Photo />);
    const pdf = new File(['%PDF-1.4'], 'foto.jpg.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Tirar ou escolher foto'), pdf, { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Envie uma foto em JPG, PNG ou WebP.');
  });

  it('refuses a photo that cannot get under 200 KB', async () => {
    render(<Photo prepare={() => Promise.reject(new PhotoError('too-big'))} />);
    await userEvent.upload(screen.getByLabelText('Tirar ou escolher foto'), image());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A foto passa de 200 KB. Escolha outra ou tire uma nova.',
    );
  });

  it("shows the server's refusal beside the field", () => {
    render(
      <PhotoField
        value={null}
        onChange={() => undefined}
        error="A foto passa de 200 KB. Escolha outra ou tire uma nova."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('A foto passa de 200 KB.');
    expect(screen.getByLabelText('Tirar ou escolher foto')).toHaveAttribute('aria-invalid', 'true');
  });
});

/** A recorder the test stops: `tick` reports time recorded, `finish` ends it as the 10 s timer would. */
function fakeStart() {
  let tick: (ms: number) => void = () => undefined;
  let finish: (ms: number) => void = () => undefined;
  const stopped = vi.fn();
  const start = vi.fn(async (onTick: (ms: number) => void): Promise<Recorder> => {
    tick = onTick;
    const done = new Promise<{ blob: Blob; durationMs: number }>((resolve) => {
      finish = (ms) => resolve({ blob: new Blob([new Uint8Array(4)], { type: 'audio/webm' }), durationMs: ms });
    });
    return { stop: () => (stopped(), finish(2500)), done };
  });
  return {
    start: start as unknown as typeof startRecording,
    tick: (ms: number) => tick(ms),
    finish: (ms: number) => finish(ms),
    stopped,
  };
}

function Voice({ start }: { start: typeof startRecording }) {
  const [value, setValue] = useState<VoiceValue>(null);
  return <VoiceField value={value} onChange={setValue} start={start} />;
}

describe('VoiceField', () => {
  it("records with a countdown; 'Parar' ends it; 'Ouvir', 'Regravar' and 'Remover voz' follow", async () => {
    const rec = fakeStart();
    render(<Voice start={rec.start} />);
    await userEvent.click(screen.getByRole('button', { name: 'Gravar voz' }));
    expect(await screen.findByText('Gravando… 10 s restantes')).toBeInTheDocument();
    rec.tick(3200);
    expect(await screen.findByText('Gravando… 7 s restantes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Parar' }));
    expect(rec.stopped).toHaveBeenCalled();
    expect(await screen.findByText('Voz gravada (2,5 s).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regravar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remover voz' }));
    expect(screen.getByRole('button', { name: 'Gravar voz' })).toBeInTheDocument();
  });

  it('a recording that reaches 10 s ends by itself', async () => {
    const rec = fakeStart();
    render(<Voice start={rec.start} />);
    await userEvent.click(screen.getByRole('button', { name: 'Gravar voz' }));
    await screen.findByRole('button', { name: 'Parar' });
    rec.finish(10_000);
    expect(await screen.findByText('Voz gravada (10,0 s).')).toBeInTheDocument();
  });

  it.each([
    ['denied', 'O microfone não foi liberado.'],
    ['no-microphone', 'Este aparelho não permite gravar aqui.'],
  ] as const)('%s: says so plainly', async (reason, text) => {
    const start = vi.fn(() => Promise.reject(new VoiceError(reason)));
    render(<Voice start={start as unknown as typeof startRecording} />);
    await userEvent.click(screen.getByRole('button', { name: 'Gravar voz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Gravar voz' })).toBeEnabled();
  });
});
