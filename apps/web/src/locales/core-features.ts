// The text files the sign-in pages and the shell show (sign-in, the shell, errors); every
// other file belongs to a product area and loads with the member layout. lib/i18n.ts and the
// build's chunking (vite.config.ts) both read this list.
export const CORE_FEATURES: readonly string[] = ['auth', 'common', 'errors', 'layout', 'routes'];
