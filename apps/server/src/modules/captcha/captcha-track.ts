import type { CaptchaCheckBody, CaptchaInput } from '@portal/contracts/captcha';

// Judges how the piece got to where it was dropped, the way established slider checks do:
// a person's drag takes time, is sampled often, wobbles up and down, and speeds up and slows
// down; a script's jump is instant, sparse, level or evenly paced. The arrow keys move the
// piece in even steps by nature, so a key track is judged on time and count only. The
// thresholds and why they are where they are: docs/captcha.md.
export const TRACK_RULES: Record<CaptchaInput, { minPoints: number; minMs: number }> = {
  pointer: { minPoints: 8, minMs: 200 },
  keys: { minPoints: 3, minMs: 500 },
};
// The track starts where the piece rests (0) and ends where it was dropped, give or take.
const START_TOLERANCE = 2;
const END_TOLERANCE = 2;
// Below this spread of speeds (standard deviation over mean) a drag is machine-even.
const MIN_SPEED_SPREAD = 0.2;
// Leeway between the browser's clock and the server's when comparing durations.
const CLOCK_SLACK_MS = 100;

export type TrackRefusal =
  | 'too-few-points'
  | 'time-out-of-order'
  | 'longer-than-puzzle'
  | 'wrong-start'
  | 'wrong-end'
  | 'off-the-picture'
  | 'too-fast'
  | 'level'
  | 'even-speed';

export interface TrackToJudge {
  track: CaptchaCheckBody['track'];
  input: CaptchaInput;
  x: number;
  maxX: number;
  // how long the server has known the puzzle
  puzzleAgeMs: number;
}

function speedSpread(track: CaptchaCheckBody['track']): number {
  const speeds: number[] = [];
  for (let i = 1; i < track.length; i += 1) {
    const [t0, x0] = track[i - 1]!;
    const [t1, x1] = track[i]!;
    if (t1 > t0) speeds.push(Math.abs(x1 - x0) / (t1 - t0));
  }
  if (speeds.length < 2) return 0;
  const mean = speeds.reduce((sum, v) => sum + v, 0) / speeds.length;
  if (mean === 0) return 0;
  const variance = speeds.reduce((sum, v) => sum + (v - mean) ** 2, 0) / speeds.length;
  return Math.sqrt(variance) / mean;
}

// Null when the track passes, else the first rule it breaks.
export function judgeTrack({ track, input, x, maxX, puzzleAgeMs }: TrackToJudge): TrackRefusal | null {
  const rules = TRACK_RULES[input];
  if (track.length < rules.minPoints) return 'too-few-points';
  if (track.some((point, i) => i > 0 && point[0] < track[i - 1]![0])) return 'time-out-of-order';
  const [startMs, startX] = track[0]!;
  const [endMs, endX] = track[track.length - 1]!;
  const duration = endMs - startMs;
  if (duration > puzzleAgeMs + CLOCK_SLACK_MS) return 'longer-than-puzzle';
  if (Math.abs(startX) > START_TOLERANCE) return 'wrong-start';
  if (Math.abs(endX - x) > END_TOLERANCE) return 'wrong-end';
  if (track.some(([, px]) => px < -START_TOLERANCE || px > maxX + END_TOLERANCE)) return 'off-the-picture';
  if (duration < rules.minMs) return 'too-fast';
  if (input === 'keys') return null;
  const ys = track.map(([, , y]) => Math.round(y));
  if (Math.max(...ys) === Math.min(...ys)) return 'level';
  if (speedSpread(track) < MIN_SPEED_SPREAD) return 'even-speed';
  return null;
}
