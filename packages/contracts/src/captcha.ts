import { z } from 'zod';

// The slider check (docs/captcha.md). The server draws a background with a gap and the
// piece as pictures, and hands out a proof-of-work challenge with them; the member drags the
// piece to the gap while the browser solves the challenge; the server judges the drag's
// track, the final x and the solution.

// How the piece was moved: dragged (mouse, pen, touch) or with the arrow keys.
export const captchaInputs = ['pointer', 'keys'] as const;
export type CaptchaInput = (typeof captchaInputs)[number];

// At most this many track points are sent; the web stops recording there.
export const CAPTCHA_TRACK_LIMIT = 500;

// What the browser needs to solve the proof-of-work challenge (ALTCHA, PBKDF2/SHA-256): find
// the counter whose key, derived from nonce+counter with the salt, starts with keyPrefix.
export const captchaProofOfWork = z.object({
  algorithm: z.string(),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number().int(),
  keyLength: z.number().int(),
  keyPrefix: z.string(),
});
export type CaptchaProofOfWork = z.infer<typeof captchaProofOfWork>;

export const captchaChallenge = z.object({
  captchaId: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  pieceY: z.number().int(),
  // data:image/webp URLs; the piece is always pieceSize x pieceSize
  background: z.string(),
  piece: z.string(),
  pow: captchaProofOfWork,
  expiresAt: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

const coordinate = z.number().min(-1000).max(1000);

export const captchaCheckBody = z.object({
  captchaId: z.string().min(1).max(100),
  x: z.number().min(0).max(1000),
  // [ms since the first press, x, y] in the puzzle's pixels; y is the pointer's height
  // against where it was pressed (0 for keys).
  track: z
    .array(z.tuple([z.number().int().min(0).max(600_000), coordinate, coordinate]))
    .min(1)
    .max(CAPTCHA_TRACK_LIMIT),
  input: z.enum(captchaInputs),
  // The solved proof-of-work challenge.
  pow: z.object({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: z.string().regex(/^(?:[0-9a-f]{2}){1,64}$/),
  }),
});
export type CaptchaCheckBody = z.infer<typeof captchaCheckBody>;

export const captchaCheckResult = z.object({ captchaVerification: z.string() });
