import { VOICE_MS_MAX } from '@neurobridge/shared/domain/board-media';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mustStop, recordedMs, secondsLeft, startRecording, VoiceError } from './record-voice';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the 10 s rule (docs/product.md#photos-and-voices)', () => {
  it('stops at 10 s, not before', () => {
    expect(mustStop(0)).toBe(false);
    expect(mustStop(VOICE_MS_MAX - 1)).toBe(false);
    expect(mustStop(VOICE_MS_MAX)).toBe(true);
    expect(mustStop(VOICE_MS_MAX + 250)).toBe(true);
  });

  it('counts down whole seconds', () => {
    expect(secondsLeft(0)).toBe(10);
    expect(secondsLeft(1)).toBe(10);
    expect(secondsLeft(1000)).toBe(9);
    expect(secondsLeft(9001)).toBe(1);
    expect(secondsLeft(12_000)).toBe(0);
  });

  it('sends a length the server takes: 1 ms to 10 s', () => {
    expect(recordedMs(0)).toBe(1);
    expect(recordedMs(1234.4)).toBe(1234);
    expect(recordedMs(10_120)).toBe(VOICE_MS_MAX);
  });
});

/** MediaRecorder is the browser's: this one gives one chunk when stopped. */
class FakeRecorder {
  static made: FakeRecorder[] = [];
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm;codecs=opus';
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: unknown,
    readonly options: unknown,
  ) {
    FakeRecorder.made.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

function microphone(getUserMedia: () => Promise<unknown>) {
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
}

describe('startRecording', () => {
  it('stops by itself at 10 s, letting the microphone go, with the length measured', async () => {
    vi.useFakeTimers();
    let clock = 0;
    const track = { stop: vi.fn() };
    microphone(async () => ({ getTracks: () => [track] }));
    const ticks: number[] = [];
    const recorder = await startRecording(
      (ms) => ticks.push(ms),
      () => clock,
    );
    for (let i = 0; i < 105; i++) {
      clock += 100;
      vi.advanceTimersByTime(100);
    }
    const made = await recorder.done;
    expect(made.durationMs).toBe(VOICE_MS_MAX);
    expect(made.blob.type).toBe('audio/webm;codecs=opus');
    expect(track.stop).toHaveBeenCalled();
    expect(ticks.at(-1)).toBe(VOICE_MS_MAX);
    expect(FakeRecorder.made.at(-1)!.options).toEqual({ audioBitsPerSecond: 32_000 });
  });

  it("'Parar' ends it early with its own length", async () => {
    vi.useFakeTimers();
    let clock = 0;
    microphone(async () => ({ getTracks: () => [] }));
    const recorder = await startRecording(
      () => undefined,
      () => clock,
    );
    clock = 2500;
    recorder.stop();
    expect((await recorder.done).durationMs).toBe(2500);
  });

  it('says when the microphone is refused, or when there is none', async () => {
    microphone(async () => Promise.reject(Object.assign(new Error('x'), { name: 'NotAllowedError' })));
    await expect(startRecording(() => undefined)).rejects.toEqual(new VoiceError('denied'));
    microphone(async () => Promise.reject(Object.assign(new Error('x'), { name: 'NotFoundError' })));
    await expect(startRecording(() => undefined)).rejects.toMatchObject({ reason: 'no-microphone' });
    vi.stubGlobal('MediaRecorder', undefined);
    await expect(startRecording(() => undefined)).rejects.toMatchObject({ reason: 'no-microphone' });
  });
});
