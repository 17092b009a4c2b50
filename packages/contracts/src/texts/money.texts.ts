import type { Localized } from '../locale.js';

// Validation texts and errors of balances, e-cash rates and warehouse refunds (1_007_xxx). validation.ts and errors.ts
// spread them into their one table; keys and codes must not clash with any other area.

export const MONEY_VALIDATION = {} as const satisfies Record<string, Localized>;

export const MONEY_ERRORS = {} as const satisfies Record<string, { code: number; http: number; msg: Localized }>;
