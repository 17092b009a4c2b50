import { describe, expect, it } from 'vitest';
import { NAME_PATH_MODULE, antdFormContext, namePathSource } from './antd-form-context';

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

describe("antd's name path helper for Radio.Group", () => {
  const resolveId = antdFormContext().resolveId as ResolveId;
  const context = { resolve: (source: string) => Promise.resolve({ id: source }) };

  it("replaces Radio.Group's import of antd's useForm, and only that one", async () => {
    expect(await resolveId.call(context, '../form/hooks/useForm', '/x/node_modules/antd/es/radio/group.js')).toBe(NAME_PATH_MODULE);
    expect(await resolveId.call(context, '../form/hooks/useForm', '/x/node_modules/antd/es/form/Form.js')).toBeNull();
  });

  it("gives the same names as antd's own", async () => {
    const util: unknown = await import('antd/es/form/util');
    const { toNamePathStr } = await import('antd/es/form/hooks/useForm');
    // The copy's source, run against antd's own toArray.
    const body = namePathSource('util').replace(/^import .*\n/, '').replace('export ', '');
    const copy = new Function('toArray', `${body}; return toNamePathStr;`)((util as { toArray: unknown }).toArray) as (name: unknown) => string;
    for (const name of ['mobile', ['goods', 3, 'weight'], 0, undefined, false, []]) expect(copy(name)).toBe(toNamePathStr(name as never));
  });
});
