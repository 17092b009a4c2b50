// The token problems (docs/product/api.md), apart from the error table so the web client can spot
// them without loading every message: the client shows the "Confirm logout" dialog for these.
export const TOKEN_CODES = { invalid: 50008, revoked: 50012, expired: 50014 } as const;

export const TOKEN_ERROR_CODES: readonly number[] = Object.values(TOKEN_CODES);

// The cookie the web client keeps the session token in (docs/product/shell.md); the server reads
// it only to tell a signed-in member's page request apart (apps/server/src/plugins/static.ts).
export const SESSION_COOKIE = 'Admin-Token';

// The staff console's session token, apart from the member's; the server reads it only to tell
// a signed-in staff member's desk request apart (apps/server/src/plugins/static.ts).
export const STAFF_SESSION_COOKIE = 'Staff-Token';

// The member's language, kept beside the browser's own store of it so the server can name the
// right texts among a member page's first files (apps/server/src/plugins/static.ts).
export const LANGUAGE_COOKIE = 'language';
