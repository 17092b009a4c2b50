import type { Locale } from '@portal/contracts/locale';
import type { FormInstance, FormRule } from 'antd';
import { useCallback, useEffect } from 'react';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { useLocale } from './i18n';

// The contracts' zod schemas are the form rules: the same schema checks the form in the
// browser and the body on the server, phrased by the contracts' rule texts (docs/web.md).
// antd runs rules asynchronously, so schemas and texts arrive with the first check: they
// bring zod (~40 KB gzipped), which the login page leaves out of its first load.

const validation = () => import('@portal/contracts/validation');

// A field's place in the form, as antd names it: 'mobile', or ['goods', 3, 'weight'] for a
// line of a Form.List.
export type FieldPath = string | readonly (string | number)[];

const pathKey = (path: FieldPath | readonly PropertyKey[]) => (typeof path === 'string' ? path : path.map(String).join('.'));

// Whether an issue belongs to the field: at its path, or inside it (an upload field holds a
// list; an issue on its third file is the field's).
function isUnder(issuePath: readonly PropertyKey[], field: string): boolean {
  const key = pathKey(issuePath);
  return key === field || key.startsWith(`${field}.`);
}

// One schema checks one value (a field whose body differs from the form's, such as "old
// password" made required in one mode).
export function zodRule(load: () => Promise<z.ZodType>, locale: Locale): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const schema = await load();
      const issue = schema.safeParse(value).error?.issues[0];
      if (issue) throw new Error((await validation()).issueText(issue, locale));
    },
  };
}

// What `field(path)` gives a Form.Item.
export interface FieldProps {
  required: boolean;
  rules: FormRule[];
}

type Key<S extends z.ZodObject> = keyof S['shape'] & string;

// A `field` function for forms whose schema has at least the fields `Name`; a list's line
// fields are named by their full path (`['goods', index, 'weight']`).
export type FieldsOf<Name extends string> = (path: Name | readonly [Name, ...(string | number)[]], required?: boolean) => FieldProps;

// A blank input is an absent one. The contracts stop at "required" on an empty text, and zod
// then skips every rule across fields of the object; an absent value says "required" as well
// and lets those rules run.
export function withoutBlanks(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) return value.map(withoutBlanks);
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withoutBlanks(entry)]));
  }
  return value;
}

// The rule of one field: the whole form, turned into the body by `toBody`, is checked by the
// body's schema, and the field shows the first issue at its path. So a line's rules apply to
// each line, and a rule across fields (`acrossFields` in contracts) shows on the field it
// names. A field that another field's value affects needs `dependencies` on its Form.Item so
// it is checked again when that one changes.
export function schemaRule<S extends z.ZodType, V>(load: () => Promise<S>, path: FieldPath, locale: Locale, toBody?: (values: V) => unknown): FormRule {
  const field = pathKey(path);
  return (form) => ({
    validator: async () => {
      const schema = await load();
      const values = form.getFieldsValue(true) as V;
      const body = withoutBlanks(toBody ? toBody(values) : values);
      const issue = schema.safeParse(body).error?.issues.find((entry) => isUnder(entry.path, field));
      if (issue) throw new Error((await validation()).issueText(issue, locale));
    },
  });
}

// Binds an object schema to Form.Item props: `<Form.Item name="mobile" {...field('mobile')}>`.
// `required` only draws the asterisk; the schema says what is wrong. `toBody` turns the form's
// values into the body (files into their urls) when they differ. `load` and `toBody` must be
// stable (module-level functions).
export function useZodFields<S extends z.ZodObject, V = unknown>(load: () => Promise<S>, toBody?: (values: V) => unknown): FieldsOf<Key<S>> {
  const locale = useLocale();
  return useCallback((path, required = true) => ({ required, rules: [schemaRule(load, path, locale, toBody)] }), [load, locale, toBody]);
}

// The server's field name ('goods.3.weight') as the form's field path (['goods', 3, 'weight']):
// the field itself when the form has it, else the nearest field that holds it (an upload
// field for 'extraImgs.2'), else none.
export function formFieldOf(registered: readonly (readonly (string | number)[])[], field: string): (string | number)[] | undefined {
  const byKey = new Map(registered.map((path) => [pathKey(path), path]));
  const parts = field.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const found = byKey.get(parts.slice(0, length).join('.'));
    if (found) return [...found];
  }
  return undefined;
}

// The line of a list a field sits on (['goods', 3, 'weight'] is on line 4), if any.
export function lineOf(name: readonly (string | number)[]): number | undefined {
  const index = name.find((part) => typeof part === 'number');
  return index === undefined ? undefined : index + 1;
}

// Puts the server's per-field validation texts (code 400, data.fields) under the inputs.
export function applyServerFieldErrors(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError)) return;
  const registered = form.getFieldsError().map((entry) => entry.name);
  const messages = new Map<string, { name: (string | number)[]; errors: string[] }>();
  for (const entry of error.fieldErrors) {
    const name = formFieldOf(registered, entry.field);
    if (!name) continue;
    const target = messages.get(pathKey(name)) ?? { name, errors: [] };
    if (!target.errors.includes(entry.message)) target.errors.push(entry.message);
    messages.set(pathKey(name), target);
  }
  if (messages.size > 0) form.setFields([...messages.values()]);
}

// Texts under the inputs follow a language switch.
export function useRevalidateOnLocaleChange(form: FormInstance): void {
  const locale = useLocale();
  useEffect(() => {
    const failing = form
      .getFieldsError()
      .filter((entry) => entry.errors.length > 0)
      .map((entry) => entry.name);
    if (failing.length > 0) form.validateFields(failing).catch(() => undefined);
  }, [form, locale]);
}
