import { z } from 'zod';
import { captchaProofOfWork } from './captcha.js';

// The proof of work of sign-in (docs/sign-in-abuse.md, "Proof of work"). Before a password or
// SMS-code sign-in (members) or a staff sign-in, the client asks for a challenge for the
// account it is about to try; the server answers null when the try costs nothing (a quiet
// account and network, or a browser the member signed in from before), else an ALTCHA
// challenge (contracts/captcha.ts) whose cost grows with the recent failed sign-ins on that
// account and from that client network. The client solves it and sends the proof with the try.
// What names the account: memberSignInWorkBody and staffSignInWorkBody (contracts/auth.ts).

export const signInWorkChallenge = z.object({
  challengeId: z.string(),
  pow: captchaProofOfWork,
  // How many key derivations a solve takes on average (the answer's counter is drawn from
  // 0 to twice this): the client's progress.
  work: z.number().int(),
  // The proof must come back before this (ISO time); a slow device has several times the average.
  expiresAt: z.string(),
  // Password sign-in of a member: the account also needs the slider check
  // (AUTH_CHECK_REQUIRED), which the web then shows while it solves.
  checkRequired: z.boolean(),
});
export type SignInWorkChallenge = z.infer<typeof signInWorkChallenge>;

// The solved challenge, sent with the sign-in try it was asked for.
export const signInWorkProof = z.object({
  challengeId: z.string().min(1).max(100),
  counter: z.number().int().min(0).max(0xffffffff),
  derivedKey: z.string().regex(/^(?:[0-9a-f]{2}){1,64}$/),
});
export type SignInWorkProof = z.infer<typeof signInWorkProof>;
