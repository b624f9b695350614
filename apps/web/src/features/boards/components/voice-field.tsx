import { Mic, Play, Square } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { fmt } from '../../../locales/pt-BR/messages';
import { useBlobUrl } from '../blob-url';
import { mediaMessages } from '../media-messages';
import { secondsLeft, startRecording, VoiceError, type Recorder, type Recording } from '../record-voice';

const t = mediaMessages.voice;

/** The voice in the form: the one the cell has (its url), a new recording (not sent yet), or none. */
export type VoiceValue = { kind: 'kept'; id: number; url: string } | ({ kind: 'new' } & Recording) | null;

/**
 * 'Voz (opcional)' (docs/product.md#photos-and-voices): 'Gravar voz' with a countdown, stopping by
 * itself at 10 s; 'Parar', 'Ouvir', 'Regravar', 'Remover voz'. Without a microphone, or with it
 * refused, a plain message says so and the rest of the form works.
 */
export function VoiceField({
  value,
  onChange,
  error,
  start = startRecording,
}: {
  value: VoiceValue;
  onChange: (value: VoiceValue) => void;
  error?: string;
  /** The recorder, replaced in tests. */
  start?: typeof startRecording;
}) {
  const id = useId();
  const [elapsed, setElapsed] = useState<number | null>(null);
  const [refused, setRefused] = useState<string | undefined>();
  const recorder = useRef<Recorder | null>(null);
  const url = useVoiceUrl(value);
  const recording = elapsed !== null;
  const message = refused ?? error;

  // A form closed while recording lets the microphone go.
  useEffect(() => () => recorder.current?.stop(), []);

  async function record() {
    setRefused(undefined);
    try {
      const started = await start(setElapsed);
      recorder.current = started;
      setElapsed(0);
      const made = await started.done;
      recorder.current = null;
      setElapsed(null);
      onChange({ kind: 'new', ...made });
    } catch (err) {
      setElapsed(null);
      setRefused(err instanceof VoiceError && err.reason === 'denied' ? t.denied : t.noMicrophone);
    }
  }

  return (
    <fieldset className="mb-4" aria-describedby={`${id}-hint`}>
      <legend className="font-semibold">{t.label}</legend>
      <p id={`${id}-hint`} className="mb-2 text-sm text-muted">
        {t.hint}
      </p>
      <p role="status" className="mb-2 text-base">
        {recording
          ? fmt(t.recording, { seconds: secondsLeft(elapsed) })
          : value?.kind === 'new'
            ? fmt(t.recorded, { seconds: (value.durationMs / 1000).toFixed(1).replace('.', ',') })
            : value
              ? t.saved
              : ''}
      </p>
      <div className="flex flex-wrap gap-3">
        {recording ? (
          <Button onClick={() => recorder.current?.stop()}>
            <Square aria-hidden className="size-5" />
            {t.stop}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void record()}>
            <Mic aria-hidden className="size-5" />
            {value ? t.again : t.record}
          </Button>
        )}
        {value && !recording && url && (
          <Button variant="secondary" onClick={() => void new Audio(url).play().catch(() => undefined)}>
            <Play aria-hidden className="size-5" />
            {t.listen}
          </Button>
        )}
        {value && !recording && (
          <Button variant="secondary" onClick={() => onChange(null)}>
            {t.remove}
          </Button>
        )}
      </div>
      {message && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {message}
        </p>
      )}
    </fieldset>
  );
}

function useVoiceUrl(value: VoiceValue): string | null {
  const made = useBlobUrl(value?.kind === 'new' ? value.blob : null);
  return value?.kind === 'kept' ? value.url : made;
}
