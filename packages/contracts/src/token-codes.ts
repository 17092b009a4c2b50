// The token problems (docs/product/api.md), apart from the error table so the web client can spot
// them without loading every message: the client shows the "Confirm logout" dialog for these.
export const TOKEN_CODES = { invalid: 50008, revoked: 50012, expired: 50014 } as const;

export const TOKEN_ERROR_CODES: readonly number[] = Object.values(TOKEN_CODES);
