import { Form, Modal, type FormInstance } from 'antd';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAccessContext, type FormAccess } from './form-access';
import { applyServerFieldErrors, useRevalidateOnLocaleChange } from '../lib/form-rules';
import { feedback } from '../lib/feedback';
import { useLiveFormErrorNotice } from '../lib/use-form-error-notice';

interface FormModalProps<V> {
  // the form's name: prefixes its input ids, which must be unique on the page
  name: string;
  title: string;
  width?: number;
  // the caller's instance, when it reads or sets fields itself
  form?: FormInstance<V>;
  initialValues?: object;
  // Resolves when the change is saved; a rejection keeps the dialog open (the api client
  // has shown the server's message, field texts go under their inputs).
  onSubmit: (values: V) => Promise<unknown>;
  successText: string;
  okText?: string;
  onClose: () => void;
  children: ReactNode;
}

// The first input, select or text area of the form's fields (not a tab switch above them).
const FIRST_FIELD = '.ant-form-item input:not([type="hidden"]):not([disabled]), .ant-form-item textarea:not([disabled]), .ant-form-item select:not([disabled])';

// A dialog around one form: failures listed in the "Form errors" notice (docs/product/api.md), the server's
// field errors under their inputs, closed with a confirmation once saved. Render it only while
// it is open, so each opening starts clean. The first field has the focus once it is open.
export function FormModal<V>({ name, title, width, form, initialValues, onSubmit, successText, okText, onClose, children }: FormModalProps<V>) {
  const { t } = useTranslation();
  const [instance] = Form.useForm<V>(form);
  const formErrors = useLiveFormErrorNotice();
  const [saving, setSaving] = useState(false);
  const fields = useRef<HTMLDivElement>(null);
  useRevalidateOnLocaleChange(instance);
  // The code input reads and checks the number fields through it.
  const access = useMemo<FormAccess>(() => {
    const byName: FormInstance = instance;
    return { validateFields: (names) => byName.validateFields(names), getFieldValue: (name) => byName.getFieldValue(name) };
  }, [instance]);

  const onFinish = async (values: V) => {
    setSaving(true);
    try {
      await onSubmit(values);
      feedback.success(successText);
      onClose();
    } catch (error) {
      applyServerFieldErrors(instance, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={width}
      title={title}
      okText={okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => instance.submit()}
      onCancel={onClose}
      afterOpenChange={(open) => {
        // Someone quicker than the opening animation is already typing in a field: keep it.
        const box = fields.current;
        if (open && box && !box.contains(document.activeElement)) box.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
      }}
      destroyOnHidden
    >
      <Form form={instance} name={name} layout="vertical" initialValues={initialValues} onFinish={(values) => void onFinish(values)} onFinishFailed={formErrors.notify} onFieldsChange={() => formErrors.refresh(instance)}>
        <FormAccessContext value={access}>
          <div ref={fields}>{children}</div>
        </FormAccessContext>
        {/* Enter in any input submits. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
