import { sql, type Expression, type RawBuilder } from 'kysely';

// The small mapping layer that makes SQLite and PostgreSQL answer alike (docs/database.md).
// Storage conventions, both dialects:
// - ids: integer identity; PostgreSQL bigint is parsed to a JS number by the pool.
// - timestamps: ISO-8601 UTC strings in JS; text in SQLite, timestamptz in PostgreSQL
//   (the pool parses timestamptz back to the same ISO string).
// - booleans: integer 0/1; use toBool/fromBool at the repository edge.
// - JSON: text; use toJson/fromJson.
// - money, weight, volume: integers in minor units, grams, cm³.

export type Dialect = 'sqlite' | 'postgres';

export function nowIso(): string {
  return new Date().toISOString();
}

export function isoAfter(ms: number, from: Date = new Date()): string {
  return new Date(from.getTime() + ms).toISOString();
}

// The form toISOString writes (what the portal stores): such a string is its own answer.
const CANONICAL_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

// PostgreSQL gives timestamptz as the ISO string already (see database.ts); SQLite stores it.
// A string already in toISOString's form is answered as it is (a list maps one per row, and
// parsing and formatting it again cost about 2 µs each time); any other form is normalised.
export function toIso(value: string | Date): string {
  if (typeof value !== 'string') return value.toISOString();
  return CANONICAL_ISO.test(value) ? value : new Date(value).toISOString();
}

export function toBool(value: number | boolean | null | undefined): boolean {
  return value === true || value === 1;
}

export function fromBool(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}

export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

export function fromJson<T>(value: string | null | undefined, fallback: T): T {
  if (value === null || value === undefined || value === '') return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

// count(*) is bigint in PostgreSQL and number in SQLite.
export function toCount(value: string | number | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

// Case-insensitive "contains"; `ilike` does not exist in SQLite.
export function containsInsensitive(column: Expression<unknown>, needle: string): RawBuilder<boolean> {
  return likePattern(column, containsPattern(needle));
}

// The same in two steps, for a query compiled once (db/prepared.ts) with the pattern as a value.
export function containsPattern(needle: string): string {
  return `%${needle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function likePattern(column: Expression<unknown>, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${column}) like ${pattern} escape '\\'`;
}

// A unique-constraint failure, worded differently by each driver.
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

// A foreign-key failure (a referenced row went away, or is still referenced), both drivers.
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
