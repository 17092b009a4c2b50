import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormModal as BaseFormModal } from '../../../components/form-modal';
import { useZodFields, type FieldsOf } from '../../../lib/form-rules';

interface FormModalProps<S extends z.ZodObject> {
  title: string;
  // The form's name (prefix of its inputs' ids).
  name: string;
  width?: number;
  // The contracts' schema of the body: the form's rules, and the body sent (blanks dropped).
  load: () => Promise<S>;
  initialValues: object;
  submit: (body: z.output<S>) => Promise<unknown>;
  onClose: () => void;
  children: (field: FieldsOf<keyof S['shape'] & string>) => ReactNode;
}

// An add/edit dialog of the address book: the contracts' schema checks the form and shapes
// the body sent.
export function FormModal<S extends z.ZodObject>({ title, name, width, load, initialValues, submit, onClose, children }: FormModalProps<S>) {
  const { t } = useTranslation();
  const field = useZodFields(load);
  return (
    <BaseFormModal
      name={name}
      title={title}
      width={width}
      initialValues={initialValues}
      onSubmit={async (values: unknown) => submit((await load()).parse(values))}
      successText={t('address-book.saved')}
      okText={t('address-book.save')}
      onClose={onClose}
    >
      {children(field)}
    </BaseFormModal>
  );
}
