import { describe, expect, it } from 'vitest';
import { antdFormContext } from './antd-form-context';

type ResolveId = (this: { resolve: (source: string, importer: string) => Promise<unknown> }, source: string, importer?: string) => Promise<unknown>;

describe('antd form context', () => {
  const resolveId = antdFormContext().resolveId as ResolveId;
  const context = { resolve: (source: string) => Promise.resolve({ id: source }) };

  it("points antd's form context at the file defining the provider", async () => {
    expect(await resolveId.call(context, '@rc-component/form', '/x/node_modules/antd/es/form/context.js')).toEqual({
      id: '@rc-component/form/es/FormContext',
    });
  });

  it('leaves every other import of the form library alone', async () => {
    expect(await resolveId.call(context, '@rc-component/form', '/x/node_modules/antd/es/form/Form.js')).toBeNull();
    expect(await resolveId.call(context, 'react', '/x/node_modules/antd/es/form/context.js')).toBeNull();
  });
});
