import { expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { pageResult } from './envelope.js';
import type { Page } from './page.js';

it('pageResult answers the zod-free Page shape', () => {
  const item = z.object({ id: z.number() });
  expectTypeOf<z.infer<ReturnType<typeof pageResult<typeof item>>>>().toEqualTypeOf<Page<{ id: number }>>();
  expectTypeOf(pageResult(item).parse({ list: [{ id: 1 }], total: 1 })).toEqualTypeOf<Page<{ id: number }>>();
});
