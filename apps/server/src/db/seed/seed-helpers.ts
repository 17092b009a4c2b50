// Reference seeders insert what is missing by natural key and never update what exists, so
// a staff edit survives every restart. Rows go in batches: test suites seed many databases.
export const SEED_BATCH = 200;

export function missingRows<R>(rows: readonly R[], existingKeys: Iterable<string>, keyOf: (row: R) => string): R[] {
  const existing = new Set(existingKeys);
  return rows.filter((row) => !existing.has(keyOf(row)));
}

export async function inBatches<R>(rows: readonly R[], insert: (batch: R[]) => Promise<unknown>, size = SEED_BATCH): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
