// The state of a light form (light-form.tsx): values, each field's rules and errors, and who
// listens. Its methods are named and behave as antd's FormInstance does for the part the
// sign-in pages use, so a form's logic reads the same with either, and lib/form-rules.ts
// serves both. Field names are flat strings (the sign-in forms have no lists).

// A rule as antd writes it: an object with an async validator, or a function of the form
// giving one (lib/form-rules.ts makes both). A rejected validator's message is the error.
interface RuleObject {
  validator: (rule: unknown, value: unknown) => Promise<unknown> | void;
}
export type LightRule = RuleObject | ((form: LightFormStore<object>) => RuleObject);

export type FieldName = string | number | readonly (string | number)[];

export interface FieldState {
  value: unknown;
  errors: string[];
  // Changed by the member, or checked once: a field its dependencies then check again.
  touched: boolean;
}

export interface FieldError {
  name: string[];
  errors: string[];
  warnings: string[];
}

export interface FailedSubmit<V> {
  errorFields: FieldError[];
  values: V;
}

interface Registration {
  rules: () => readonly LightRule[];
  dependencies: readonly string[];
  element: () => HTMLElement | null;
}

const keyOf = (name: FieldName) => (typeof name === 'object' ? name.map(String).join('.') : String(name));
const EMPTY: FieldState = { value: undefined, errors: [], touched: false };

export class LightFormStore<V extends object = object> {
  private states = new Map<string, FieldState>();
  private registered = new Map<string, Registration>();
  private listeners = new Set<() => void>();
  // Each check of a field gets a number: an older, slower check does not overwrite a newer one.
  private checks = new Map<string, number>();

  setInitialValues(values: object): void {
    for (const [name, value] of Object.entries(values)) {
      if (!this.states.has(name)) this.states.set(name, { ...EMPTY, value });
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    this.listeners.forEach((listener) => listener());
  }

  fieldState(name: FieldName): FieldState {
    return this.states.get(keyOf(name)) ?? EMPTY;
  }

  private update(name: string, patch: Partial<FieldState>): void {
    this.states.set(name, { ...this.fieldState(name), ...patch });
  }

  register(name: string, registration: Registration): () => void {
    this.registered.set(name, registration);
    return () => this.registered.delete(name);
  }

  getFieldValue(name: FieldName): unknown {
    return this.fieldState(name).value;
  }

  // Values of the registered fields, or (with `all`) every value the form holds.
  getFieldsValue(all?: true): V {
    const names = all ? [...this.states.keys()] : [...this.registered.keys()];
    return Object.fromEntries(names.map((name) => [name, this.fieldState(name).value])) as V;
  }

  setFieldsValue(values: Partial<V>): void {
    for (const [name, value] of Object.entries(values)) this.update(name, { value });
    this.notify();
  }

  // The member changed a field: it is checked, and so is every checked field depending on it.
  change(name: string, value: unknown): void {
    this.update(name, { value, touched: true });
    this.notify();
    const dependents = [...this.registered].filter(([other, r]) => r.dependencies.includes(name) && this.fieldState(other).touched);
    void this.validateFields([name, ...dependents.map(([other]) => other)]).catch(() => undefined);
  }

  getFieldError(name: FieldName): string[] {
    return this.fieldState(name).errors;
  }

  getFieldsError(names?: readonly FieldName[]): FieldError[] {
    const keys = names ? names.map(keyOf) : [...this.registered.keys()];
    return keys.map((name) => ({ name: [name], errors: this.fieldState(name).errors, warnings: [] }));
  }

  setFields(fields: readonly { name: FieldName; errors?: string[]; value?: unknown }[]): void {
    for (const { name, ...patch } of fields) this.update(keyOf(name), patch);
    this.notify();
  }

  private async check(name: string): Promise<string[]> {
    const check = (this.checks.get(name) ?? 0) + 1;
    this.checks.set(name, check);
    const rules = this.registered.get(name)?.rules() ?? [];
    const value = this.getFieldValue(name);
    const errors: string[] = [];
    for (const rule of rules) {
      const { validator } = typeof rule === 'function' ? rule(this) : rule;
      try {
        await validator(rule, value);
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
        break;
      }
    }
    if (this.checks.get(name) === check) {
      this.update(name, { errors, touched: true });
      this.notify();
    }
    return errors;
  }

  // Checks the named fields (all registered ones without names); resolves with the values,
  // or rejects with { errorFields, values } as antd does.
  async validateFields(names?: readonly FieldName[]): Promise<V> {
    const keys = names ? names.map(keyOf).filter((name) => this.registered.has(name)) : [...this.registered.keys()];
    const results = await Promise.all(keys.map(async (name) => ({ name: [name], errors: await this.check(name), warnings: [] })));
    const errorFields = results.filter((result) => result.errors.length > 0);
    const values = this.getFieldsValue();
    if (errorFields.length > 0) throw { errorFields, values } satisfies FailedSubmit<V>;
    return values;
  }

  // The first registered field (in the page's order) that shows an error.
  firstInvalidElement(): HTMLElement | null {
    for (const [name, registration] of this.registered) {
      if (this.fieldState(name).errors.length > 0) return registration.element();
    }
    return null;
  }
}
