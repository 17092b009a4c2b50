// One-time verification codes (docs/verification-codes.md): sent by SMS or e-mail, each for a
// scene. A new scene is one more entry in its channel's tuple; the server's one code service
// issues, checks and limits it like the others.

export const CODE_CHANNELS = ['sms', 'email'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

// A code is 6 digits, lives 5 minutes, allows 5 wrong tries, and another can be sent after 60 s.
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 300;
export const CODE_MAX_TRIES = 5;
export const CODE_RESEND_SECONDS = 60;

export const SMS_SCENES = [
  'register',
  'login',
  'reset-password',
  'update-mobile',
  'control-password',
  'release-goods',
  'transfer-control',
  'gift-redemption',
] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

export const EMAIL_SCENES = ['bind-email'] as const;
export type EmailScene = (typeof EMAIL_SCENES)[number];

export const CODE_SCENES = { sms: SMS_SCENES, email: EMAIL_SCENES } as const satisfies Record<CodeChannel, readonly string[]>;
export type CodeScene = SmsScene | EmailScene;
// Every scene of every channel, e.g. for a route that refuses the ones it does not send.
export const ALL_CODE_SCENES = [...SMS_SCENES, ...EMAIL_SCENES] as const;
