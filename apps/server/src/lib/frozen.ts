// Values frozen all the way down, and known to be: an answer built only from such values cannot
// change, so it can be made and serialised once (db/read-cache.ts keeps its values this way;
// lib/http.ts ok() and lib/serializer.ts rely on it). Object.isFrozen alone says nothing of
// what a frozen object holds.
const deeplyFrozen = new WeakSet<object>();

export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || deeplyFrozen.has(value)) return value;
  deeplyFrozen.add(value);
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}

export function isDeepFrozen(value: unknown): value is object {
  return typeof value === 'object' && value !== null && deeplyFrozen.has(value);
}
