import { Form, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { feedback } from '../../../lib/feedback';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields, type FieldsOf } from '../../../lib/form-rules';
import { useFormErrorNotice } from '../../../lib/use-form-error-notice';

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

// An add/edit dialog of the address book: the schema checks the form (failures listed in
// the spec's form-error notice), the server's field errors land under the inputs, and a
// saved form closes. Mounted only while open, so it starts clean.
export function FormModal<S extends z.ZodObject>({ title, name, width, load, initialValues, submit, onClose, children }: FormModalProps<S>) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const field = useZodFields(load);
  const notifyFormErrors = useFormErrorNotice();
  const [saving, setSaving] = useState(false);
  useRevalidateOnLocaleChange(form);

  const onFinish = async (values: unknown) => {
    setSaving(true);
    try {
      await submit((await load()).parse(values));
      feedback.success(t('address-book.saved'));
      onClose();
    } catch (error) {
      applyServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={width}
      title={title}
      okText={t('address-book.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name={name} layout="vertical" initialValues={initialValues} onFinish={(values) => void onFinish(values)} onFinishFailed={notifyFormErrors}>
        {children(field)}
      </Form>
    </Modal>
  );
}
