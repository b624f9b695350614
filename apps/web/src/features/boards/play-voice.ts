import type { Board } from '@neurobridge/shared/api/boards';
import { useCallback, useEffect, useRef } from 'react';
import { stopSpeaking } from '../../lib/speech';
import { mediaUrl } from './api/board-media';

/**
 * The family's recorded voices on the board (docs/product.md#photos-and-voices): loaded when the
 * board shows, so a tap plays at once. `play` answers once the recording ended (true) or could not
 * play (false: the caller speaks with the device's voice instead).
 */
export function useBoardVoices(childId: number, board: Board | undefined) {
  const loaded = useRef(new Map<number, HTMLAudioElement>());

  const audioOf = useCallback(
    (voiceId: number) => {
      let audio = loaded.current.get(voiceId);
      if (!audio) {
        audio = new Audio(mediaUrl(childId, voiceId));
        audio.preload = 'auto';
        loaded.current.set(voiceId, audio);
      }
      return audio;
    },
    [childId],
  );

  useEffect(() => {
    if (typeof Audio === 'undefined') return;
    for (const cell of board?.cells ?? []) if (cell.voice_id !== null) audioOf(cell.voice_id);
  }, [board, audioOf]);

  const play = useCallback(
    (voiceId: number) =>
      new Promise<boolean>((resolve) => {
        if (typeof Audio === 'undefined') return resolve(false);
        const audio = audioOf(voiceId);
        // One voice at a time: a new tap stops the recording or the device's voice still speaking.
        for (const other of loaded.current.values()) if (other !== audio) other.pause();
        stopSpeaking();
        audio.onended = () => resolve(true);
        audio.onerror = () => resolve(false);
        try {
          audio.currentTime = 0;
          void audio.play().catch(() => resolve(false));
        } catch {
          resolve(false);
        }
      }),
    [audioOf],
  );

  return { play };
}

/** A word of the strip: what it says, and its recording when it has one. */
export interface Spoken {
  text: string;
  voice_id?: number | null;
}

/** Waits until the device's voice has finished (at most 20 s). */
function speechDone(): Promise<void> {
  return new Promise((resolve) => {
    const synth = typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
    let checks = 200; // 100 ms apart: 20 s
    const check = () => (!synth?.speaking || --checks <= 0 ? resolve() : setTimeout(check, 100));
    setTimeout(check, 100);
  });
}

/**
 * 'Falar': each word's recording in turn where it has one; the words between them said by the
 * device's voice, together. Answers whether every part was heard (else the caller shows the sentence).
 */
export async function sayInTurn(
  words: Spoken[],
  play: (voiceId: number) => Promise<boolean>,
  say: (text: string) => boolean,
): Promise<boolean> {
  let heard = true;
  let pending: string[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const text = pending.join(' ');
    pending = [];
    if (say(text)) await speechDone();
    else heard = false;
  };
  for (const word of words) {
    if (word.voice_id == null) {
      pending.push(word.text);
      continue;
    }
    await flush();
    if (!(await play(word.voice_id))) pending.push(word.text);
  }
  await flush();
  return heard;
}
