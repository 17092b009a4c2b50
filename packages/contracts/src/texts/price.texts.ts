import type { Localized } from '../locale.js';

// Validation texts and errors of the price check and price lines (1_008_xxx). validation.ts and errors.ts
// spread them into their one table; keys and codes must not clash with any other area.

export const PRICE_VALIDATION = {} as const satisfies Record<string, Localized>;

export const PRICE_ERRORS = {} as const satisfies Record<string, { code: number; http: number; msg: Localized }>;
