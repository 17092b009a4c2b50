import { ABNORMAL_FILES_MAX, ABNORMAL_STATUS, statusAfter, type AbnormalAction, type AbnormalItem } from '@portal/contracts/abnormal';
import type { UploadedFile } from '@portal/contracts/files';
import { Form, Input, Modal, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/file-upload';
import { feedback } from '../../../lib/feedback';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields } from '../../../lib/form-rules';
import { loadHandleBody, useHandleAbnormal } from '../api/abnormal-api';
import { ClaimRules } from './claim-rules';

interface HandleValues {
  action: AbnormalAction;
  remarks?: string;
  files?: UploadedFile[];
}

function toHandleBody(values: HandleValues & { id?: number }) {
  return { id: values.id, action: values.action, remarks: values.remarks, files: (values.files ?? []).map((file) => file.url) };
}

// The member's answer to an item: one of the actions its type allows (the server's list),
// remarks (the reason, for a dispute) and up to 10 attachments. Every action asks first: all
// but a dispute finish the item for good.
export function HandleDialog({ item, onClose }: { item: AbnormalItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<HandleValues>();
  const field = useZodFields(loadHandleBody, toHandleBody);
  useRevalidateOnLocaleChange(form);
  const handle = useHandleAbnormal();
  const action = Form.useWatch('action', form);
  const dispute = action === 'dispute';

  const submit = async () => {
    const values = await form.validateFields();
    const final = statusAfter(values.action) === ABNORMAL_STATUS.finished;
    feedback.confirm({
      title: t('abnormal.handle.confirmTitle', { action: t(`abnormal.action.${values.action}`) }),
      content: t(final ? 'abnormal.handle.confirmFinal' : 'abnormal.handle.confirmDispute'),
      okText: t('abnormal.handle.submit'),
      cancelText: t('abnormal.handle.cancel'),
      onOk: () =>
        handle.mutateAsync(toHandleBody({ ...values, id: item.id }) as Parameters<typeof handle.mutateAsync>[0]).then(
          () => {
            feedback.success(t(final ? 'abnormal.handle.done' : 'abnormal.handle.disputeSent'));
            onClose();
          },
          (error: unknown) => applyServerFieldErrors(form, error),
        ),
    });
  };

  return (
    <Modal
      open
      title={t('abnormal.handle.title')}
      okText={t('abnormal.handle.submit')}
      cancelText={t('abnormal.handle.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={handle.isPending}
      destroyOnHidden
      width={560}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <ClaimRules type={item.type} />
        <Form form={form} layout="vertical" initialValues={{ files: [] }} name="abnormal-handle">
          <Form.Item name="action" label={t('abnormal.handle.action')} {...field('action')}>
            <Radio.Group>
              <Space orientation="vertical">
                {item.actions.map((choice) => (
                  <Radio key={choice} value={choice}>
                    {t(`abnormal.action.${choice}`)}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          <Form.Item name="remarks" label={t(dispute ? 'abnormal.handle.reason' : 'abnormal.handle.remarks')} {...field('remarks', dispute)}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
          <Form.Item name="files" label={t('abnormal.handle.files', { max: ABNORMAL_FILES_MAX })} {...field('files', false)}>
            <FileUpload purpose="attachment" max={ABNORMAL_FILES_MAX} listType="picture-card" />
          </Form.Item>
        </Form>
      </Space>
    </Modal>
  );
}
