import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEventHandler,
  type FormEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { FormAccessContext } from './form-access';
import { LightFormStore, type FailedSubmit, type LightRule } from './light-form-store';
import styles from './light-form.module.css';

// A form of native inputs, for the pages before sign-in: antd's Form with its style engine
// would cost the login page ~75 KB of its 150 KB budget (docs/decisions.md, "Delivery").
// It takes the props antd's Form and Form.Item take, for the part those pages use (the
// contracts' rules through lib/form-rules.ts, `dependencies`, `extra`, `valuePropName`,
// initial values, onFinish / onFinishFailed), so a form's logic reads the same with either.
// Labels point at their input; an input names its error and help texts in aria-describedby;
// a failed submit moves the focus to the first field in error.

interface FormContextValue {
  store: LightFormStore<object>;
  name: string;
}

const FormContext = createContext<FormContextValue | null>(null);

function useFormContext(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error('A light Form.Item needs a light Form around it');
  return context;
}

function useForm<V extends object>(form?: LightFormStore<V>): [LightFormStore<V>] {
  const [store] = useState(() => form ?? new LightFormStore<V>());
  return [store];
}

function useFormInstance<V extends object>(): LightFormStore<V> {
  return useFormContext().store as LightFormStore<V>;
}

// Inside the form, or (as antd allows) beside it with the form's store.
function useWatch<T = unknown>(name: string, form?: LightFormStore<object>): T {
  const context = useContext(FormContext);
  const store = form ?? context?.store;
  if (!store) throw new Error('A light Form.useWatch needs a light Form around it, or its form');
  return useSyncExternalStore(store.subscribe, () => store.getFieldValue(name)) as T;
}

interface FormProps<V extends object> {
  form: LightFormStore<V>;
  // Prefixes the inputs' ids, which must be unique on the page.
  name: string;
  initialValues?: Partial<V>;
  onFinish: (values: V) => void;
  onFinishFailed?: (failed: FailedSubmit<V>) => void;
  onFocus?: FocusEventHandler<HTMLFormElement>;
  // antd's prop, accepted so that a form's code reads the same: the layout is always vertical.
  layout?: 'vertical';
  children: ReactNode;
}

const isFailedSubmit = (value: unknown): value is FailedSubmit<never> =>
  typeof value === 'object' && value !== null && Array.isArray((value as { errorFields?: unknown }).errorFields);

function Form<V extends object>({ form, name, initialValues, onFinish, onFinishFailed, onFocus, children }: FormProps<V>) {
  if (initialValues) form.setInitialValues(initialValues);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.validateFields().then(onFinish, (failed: unknown) => {
      if (!isFailedSubmit(failed)) throw failed;
      onFinishFailed?.(failed);
      form.firstInvalidElement()?.focus();
    });
  };
  return (
    <FormContext value={{ store: form as LightFormStore<object>, name }}>
      <FormAccessContext value={form}>
        <form name={name} noValidate className={styles.form} onSubmit={submit} onFocus={onFocus}>
          {children}
        </form>
      </FormAccessContext>
    </FormContext>
  );
}

interface ItemProps {
  name?: string;
  label?: ReactNode;
  // Draws the asterisk; the rules say what is wrong.
  required?: boolean;
  rules?: readonly LightRule[];
  // Fields whose change checks this one again (once it has been checked or changed).
  dependencies?: readonly string[];
  // Help under the input (and its errors).
  extra?: ReactNode;
  // The input's prop that holds the value: 'checked' for a checkbox.
  valuePropName?: string;
  // Shown beside the input, on its line (a link next to a checkbox).
  after?: ReactNode;
  children: ReactNode;
}

// The value an input's onChange gives: an event's target value (or checked), or the value.
function valueOf(argument: unknown, valuePropName: string): unknown {
  if (typeof argument === 'object' && argument !== null && 'target' in argument) {
    const target = (argument as { target: Record<string, unknown> }).target;
    return target[valuePropName];
  }
  return argument;
}

function Item({ name, label, required, rules = [], dependencies = [], extra, valuePropName = 'value', after, children }: ItemProps) {
  const { store, name: formName } = useFormContext();
  const state = useSyncExternalStore(store.subscribe, () => store.fieldState(name ?? ''));
  const rulesRef = useRef(rules);
  useEffect(() => {
    rulesRef.current = rules;
  });
  const id = name ? `${formName}_${name}` : undefined;
  const dependencyKey = dependencies.join(',');

  useEffect(() => {
    if (!name) return undefined;
    return store.register(name, {
      rules: () => rulesRef.current,
      dependencies: dependencyKey ? dependencyKey.split(',') : [],
      element: () => (id ? document.getElementById(id) : null),
    });
  }, [store, name, id, dependencyKey]);

  const onChange = useCallback((argument: unknown) => name && store.change(name, valueOf(argument, valuePropName)), [store, name, valuePropName]);

  const hasError = state.errors.length > 0;
  const errorId = `${id}_error`;
  const extraId = `${id}_extra`;
  const describedBy = [hasError ? errorId : '', extra ? extraId : ''].filter(Boolean).join(' ') || undefined;
  const child = Children.only(children);
  const control =
    name && isValidElement(child)
      ? cloneElement(child as ReactElement<Record<string, unknown>>, {
          id,
          [valuePropName]: state.value,
          onChange,
          'aria-invalid': hasError || undefined,
          'aria-required': required || undefined,
          'aria-describedby': describedBy,
        })
      : child;

  return (
    <div className={`${styles.item} ${hasError || extra ? styles.withHelp : ''}`}>
      {label ? (
        // The asterisk is drawn by CSS, as antd does: it is not part of the label's text.
        <label htmlFor={id} className={`${styles.label} ${required ? styles.required : ''}`}>
          {label}
        </label>
      ) : null}
      <div className={styles.control}>
        {control}
        {after}
      </div>
      {hasError ? (
        <div id={errorId} className={styles.error} role="alert">
          {state.errors.map((text) => (
            <div key={text}>{text}</div>
          ))}
        </div>
      ) : null}
      {extra ? (
        <div id={extraId} className={styles.extra}>
          {extra}
        </div>
      ) : null}
    </div>
  );
}

Form.Item = Item;
Form.useForm = useForm;
Form.useFormInstance = useFormInstance;
Form.useWatch = useWatch;

export { Form };
