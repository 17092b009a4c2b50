import { Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, useRevalidateOnLocaleChange } from '../../../lib/form-rules';
import { feedback } from '../../../lib/feedback';
import { useFormErrorNotice } from '../../../lib/use-form-error-notice';

interface FormModalProps<V> {
  // the form's name: prefixes its input ids, which must be unique on the page
  name: string;
  title: string;
  open: boolean;
  onClose: () => void;
  form: FormInstance<V>;
  // Resolves when the change is saved; a rejection keeps the dialog open (the api client
  // has shown the server's message, field texts go under their inputs).
  onSubmit: (values: V) => Promise<unknown>;
  successText: string;
  okText?: string;
  children: ReactNode;
}

// A settings dialog: a vertical form, its errors listed in the spec's "Form errors" notice,
// saved on OK, closed and confirmed on success.
export function FormModal<V>({ name, title, open, onClose, form, onSubmit, successText, okText, children }: FormModalProps<V>) {
  const { t } = useTranslation();
  const notifyFormErrors = useFormErrorNotice();
  const [saving, setSaving] = useState(false);
  useRevalidateOnLocaleChange(form);

  const submit = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch (info) {
      notifyFormErrors(info as Parameters<typeof notifyFormErrors>[0]);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(values);
      feedback.success(successText);
      onClose();
    } catch (error) {
      applyServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      // Rendered while closed too, so the form instance stays connected; emptied on close.
      forceRender
      afterClose={() => form.resetFields()}
    >
      <Form form={form} name={name} layout="vertical" onFinish={() => void submit()}>
        {children}
        {/* Enter in any input submits. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
