import { z } from 'zod';
import { captchaProofOfWork } from './captcha.js';

// The proof of work of sign-in (docs/sign-in-abuse.md, "Proof of work"). Before a password or
// SMS-code sign-in (members) or a staff sign-in, the client asks for a challenge for the
// account it is about to try; the server answers null when the try costs nothing (a quiet
// account and network, or a browser the member signed in from before), else an ALTCHA
// challenge (contracts/captcha.ts) whose cost grows with the recent failed sign-ins on that
// account and from that client network. The client solves it and sends the proof with the try.
// What names the account, and the solved proof the try brings: memberSignInWorkBody,
// staffSignInWorkBody and signInWorkProof (contracts/auth.ts, which the forms load).

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
