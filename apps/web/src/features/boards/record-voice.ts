import { VOICE_MS_MAX } from '@neurobridge/shared/domain/board-media';

/**
 * A voice recorded in the browser (docs/product.md#photos-and-voices): MediaRecorder on the
 * microphone, compressed by the browser (Opus in WebM or Ogg, AAC in MP4 on Safari) at 32 kbit/s,
 * stopping by itself at 10 s.
 */

/** The whole seconds left, for the countdown. */
export function secondsLeft(elapsedMs: number, max = VOICE_MS_MAX): number {
  return Math.max(0, Math.ceil((max - elapsedMs) / 1000));
}

/** Whether a recording this long must stop now. */
export function mustStop(elapsedMs: number, max = VOICE_MS_MAX): boolean {
  return elapsedMs >= max;
}

/** The length to send: what was measured, within 1 ms and the 10 s the server takes. */
export function recordedMs(elapsedMs: number, max = VOICE_MS_MAX): number {
  return Math.min(max, Math.max(1, Math.round(elapsedMs)));
}

export type VoiceRefusal = 'no-microphone' | 'denied';
export class VoiceError extends Error {
  constructor(readonly reason: VoiceRefusal) {
    super(reason);
  }
}

export interface Recording {
  blob: Blob;
  durationMs: number;
}

export interface Recorder {
  /** Stops now; the recording arrives through `done`. */
  stop(): void;
  done: Promise<Recording>;
}

/** Starts recording; `onTick` hears the time recorded. Throws `VoiceError` when there is no microphone or it is refused. */
export async function startRecording(
  onTick: (elapsedMs: number) => void,
  now = () => performance.now(),
): Promise<Recorder> {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    throw new VoiceError('no-microphone');
  }
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (err) {
    const name = (err as { name?: string }).name;
    throw new VoiceError(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'no-microphone');
  }
  const recorder = new MediaRecorder(stream, { audioBitsPerSecond: 32_000 });
  const chunks: Blob[] = [];
  const started = now();
  let stoppedAt = started;
  recorder.ondataavailable = (e) => {
    if (e.data.size > 0) chunks.push(e.data);
  };
  const stop = () => {
    if (recorder.state === 'inactive') return;
    stoppedAt = now();
    recorder.stop();
  };
  const timer = setInterval(() => {
    const elapsed = now() - started;
    onTick(Math.min(elapsed, VOICE_MS_MAX));
    if (mustStop(elapsed)) stop();
  }, 100);
  const done = new Promise<Recording>((resolve) => {
    recorder.onstop = () => {
      clearInterval(timer);
      for (const track of stream.getTracks()) track.stop();
      const type = recorder.mimeType || chunks[0]?.type || 'audio/webm';
      resolve({ blob: new Blob(chunks, { type }), durationMs: recordedMs(stoppedAt - started) });
    };
  });
  recorder.start();
  return { stop, done };
}
