import { CAPTCHA_TRACK_LIMIT, type CaptchaCheckBody, type CaptchaInput } from '@portal/contracts/captcha';
import { useRef } from 'react';

type Track = CaptchaCheckBody['track'];

// Records how the slider's piece moves, for the server's track check (docs/captcha.md):
// [ms since the first press, x, y] in the puzzle's pixels, starting where the piece rests.
// Once the arrow keys have moved the piece, the track is judged as a key track.
export function useDragTrack() {
  const track = useRef<Track>([]);
  const startedAt = useRef(0);
  const input = useRef<CaptchaInput>('pointer');

  const record = (x: number, y: number, by: CaptchaInput) => {
    const now = performance.now();
    if (by === 'keys') input.current = 'keys';
    if (track.current.length === 0) {
      startedAt.current = now;
      track.current.push([0, 0, 0]);
    }
    if (track.current.length < CAPTCHA_TRACK_LIMIT) {
      track.current.push([Math.round(now - startedAt.current), Math.round(x * 10) / 10, Math.round(y * 10) / 10]);
    }
  };

  return { record, read: () => ({ track: track.current, input: input.current }) };
}
