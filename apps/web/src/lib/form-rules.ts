import type { Locale } from '@portal/contracts/locale';
import type { FormInstance, FormRule } from 'antd';
import { useCallback, useEffect } from 'react';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { useLocale } from './i18n';

// The contracts' zod schemas are the form rules (DESIGN: the same schema validates the form
// in the browser and the body on the server), phrased by the contracts' rule texts.
// antd runs rules asynchronously, so schemas and texts arrive with the first check: they
// bring zod (~40 KB gzipped), which the login page leaves out of its first load.

const validation = () => import('@portal/contracts/validation');

export function zodRule(load: () => Promise<z.ZodType>, locale: Locale): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const schema = await load();
      const issue = schema.safeParse(value).error?.issues[0];
      if (issue) throw new Error((await validation()).issueText(issue, locale));
    },
  };
}

// What `field(name)` gives a Form.Item.
export interface FieldProps {
  required: boolean;
  rules: FormRule[];
}

// A `field` function for forms whose schema has at least the fields `Name`.
export type FieldsOf<Name extends string> = (name: Name, required?: boolean) => FieldProps;

// Binds an object schema's fields to Form.Item props: `<Form.Item name="mobile" {...field('mobile')}>`.
// `required` only draws the asterisk; the schema says what is wrong. `load` must be stable
// (a module-level function).
export function useZodFields<S extends z.ZodObject>(load: () => Promise<S>) {
  const locale = useLocale();
  return useCallback(
    (name: keyof S['shape'] & string, required = true): FieldProps => ({
      required,
      rules: [zodRule(() => load().then((schema) => schema.shape[name] as z.ZodType), locale)],
    }),
    [load, locale],
  );
}

// A password confirmation must repeat the password field named `other`.
export function sameAsRule(other: string, locale: Locale): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const { VALIDATION_MESSAGES } = await validation();
      if (value === undefined || value === null || value === '') {
        throw new Error(VALIDATION_MESSAGES['v.password.confirm.required'][locale]);
      }
      if (value !== getFieldValue(other)) throw new Error(VALIDATION_MESSAGES['v.password.mismatch'][locale]);
    },
  });
}

// Puts the server's per-field validation texts (code 400, data.fields) under the inputs.
export function applyServerFieldErrors(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError)) return;
  const registered = new Set(form.getFieldsError().map((entry) => entry.name.join('.')));
  const fields = error.fieldErrors.filter((entry) => registered.has(entry.field));
  if (fields.length > 0) form.setFields(fields.map((entry) => ({ name: entry.field.split('.'), errors: [entry.message] })));
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
