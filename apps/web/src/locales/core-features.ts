// The text files the sign-in pages and the shell show (sign-in, the shell, errors); every
// other file belongs to a product area and loads with the member layout. lib/i18n.ts and the
// build's chunking (vite.config.ts) both read this list.
export const CORE_FEATURES: readonly string[] = ['auth', 'common', 'errors', 'layout', 'routes'];

// Text files a screen loads itself when it first needs them (lib/i18n.ts, loadTextsOf), each in
// a small chunk of its own: the sign-in proof of work's progress hint, shown on the sign-in
// pages of members and staff only once a proof takes more than a moment.
export const OWN_CHUNK_FEATURES: readonly string[] = ['sign-in-work'];
