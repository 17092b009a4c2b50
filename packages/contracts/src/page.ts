// The answer of an offset-paged list (`pageResult` in envelope.ts is its schema). Zod-free,
// so screens and tests can name it without loading zod.
export interface Page<T> {
  list: T[];
  total: number;
}
