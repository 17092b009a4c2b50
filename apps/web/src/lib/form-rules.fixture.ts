import { acrossFields } from '@portal/contracts/across-fields';
import { z } from 'zod';

// A small order-like body for the form bridge's tests: goods lines with their own rules, a rule
// across two fields of a line, and a rule across lines.

export const goodsLine = acrossFields(
  z.object({
    name: z.string('v.required').trim().min(1, { error: 'v.required', abort: true }),
    weight: z.number().int().min(1),
    insured: z.boolean().default(false),
    insuredValue: z.number().int().min(1).optional(),
  }),
  ['insured', 'insuredValue'],
  (line, ctx) => {
    if (line.insured && line.insuredValue === undefined) ctx.addIssue({ code: 'custom', path: ['insuredValue'], message: 'v.required' });
  },
);

export const goodsBody = acrossFields(
  z.object({ reference: z.string().trim().max(20).optional(), goods: z.array(goodsLine).min(1) }),
  ['goods'],
  (body, ctx) => {
    const seen = new Set<string>();
    body.goods.forEach((line, index) => {
      if (seen.has(line.name)) ctx.addIssue({ code: 'custom', path: ['goods', index, 'name'], message: 'v.invalid' });
      seen.add(line.name);
    });
  },
);

export const loadGoodsBody = () => Promise.resolve(goodsBody);
