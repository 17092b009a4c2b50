import { ADVICE_CONTACT_MAX, ADVICE_CONTENT_MAX, ADVICE_FILES_MAX, ADVICE_ORDER_NO_MAX, ADVICE_TITLE_MAX, COMPLAINT_TYPES, type AdviceCreateBody } from '@portal/contracts/advice';
import type { AdviceKind } from '@portal/contracts/advice-status';
import type { UploadedFile } from '@portal/contracts/files';
import { Flex, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DialCodeSelect } from '../../../components/dial-code-select';
import { FileUpload } from '../../../components/file-upload';
import { FormModal } from '../../../components/form-modal';
import { LimitedInput } from '../../../components/limited-input';
import { useCurrentUser } from '../../../lib/current-user';
import { useZodFields } from '../../../lib/form-rules';
import { loadCreateBody, useCreateAdvice } from '../api/advice-api';

type Values = Omit<AdviceCreateBody, 'kind' | 'files'> & { files?: UploadedFile[] };

function toBody(values: Values & { kind?: AdviceKind }) {
  return { ...values, files: (values.files ?? []).map((file) => file.url) };
}

// A new consultation, suggestion or complaint: title, contact, complaint type (complaints),
// phone with its area code (a landline with its own area code, digits only), order number,
// content and up to 10 attachments. The rules are the server's (contracts/advice.ts).
export function AdviceForm({ kind, onClose, onCreated }: { kind: AdviceKind; onClose: () => void; onCreated: (id: number) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const field = useZodFields(loadCreateBody, (values: Values) => toBody({ ...values, kind }));
  const create = useCreateAdvice();
  const { data: profile } = useCurrentUser();
  const complaint = kind === 'complaint';

  return (
    <FormModal<Values>
      name={`advice-${kind}`}
      title={t(`advice.form.title.${kind}`)}
      form={form}
      width={620}
      initialValues={{ contact: profile?.nickname ?? '', areaCode: profile?.areaCode ?? '86', phone: profile?.mobile ?? '', files: [] }}
      onSubmit={async (values) => onCreated((await create.mutateAsync({ ...toBody(values), kind })).id)}
      okText={t('advice.form.submit')}
      successText={t(`advice.form.sent.${kind}`)}
      onClose={onClose}
    >
      <Form.Item name="title" label={t('advice.field.title')} {...field('title', true)}>
        <LimitedInput max={ADVICE_TITLE_MAX} />
      </Form.Item>
      {complaint ? (
        <Form.Item name="type" label={t('advice.field.type')} {...field('type', true)}>
          <Select options={COMPLAINT_TYPES.map((value) => ({ value, label: t(`advice.complaintType.${value}`) }))} placeholder={t('advice.form.choose')} />
        </Form.Item>
      ) : null}
      <Form.Item name="contact" label={t('advice.field.contact')} {...field('contact', true)}>
        <LimitedInput max={ADVICE_CONTACT_MAX} autoComplete="name" />
      </Form.Item>
      <Flex gap={8} wrap>
          <Form.Item name="areaCode" label={t('advice.field.areaCode')} style={{ flex: '1 1 140px' }} {...field('areaCode', true)}>
            <DialCodeSelect />
          </Form.Item>
          <Form.Item
            name="phone"
            label={t('advice.field.phone')}
            extra={t('advice.form.phoneHint')}
            style={{ flex: '2 1 200px' }}
            dependencies={['areaCode']}
            {...field('phone', true)}
          >
            <LimitedInput max={20} inputMode="tel" autoComplete="tel-national" />
          </Form.Item>
      </Flex>
      <Form.Item name="orderNo" label={t('advice.field.orderNo')} extra={t(complaint ? 'advice.form.orderHintComplaint' : 'advice.form.orderHint')} {...field('orderNo', true)}>
        <LimitedInput max={ADVICE_ORDER_NO_MAX} />
      </Form.Item>
      <Form.Item name="content" label={t('advice.field.content')} {...field('content', true)}>
        <Input.TextArea rows={4} maxLength={ADVICE_CONTENT_MAX} showCount />
      </Form.Item>
      <Form.Item name="files" label={t('advice.field.files', { max: ADVICE_FILES_MAX })} {...field('files', false)}>
        <FileUpload purpose="attachment" max={ADVICE_FILES_MAX} />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(`advice.form.promise.${kind}`)}
      </Typography.Paragraph>
    </FormModal>
  );
}
