import type { EnterpriseInfo } from '@portal/contracts/kyc';
import { Button, Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/file-upload';
import { LimitedInput } from '../../../components/limited-input';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields } from '../../../lib/form-rules';
import { feedback } from '../../../lib/feedback';
import { useFormErrorNotice } from '../../../lib/use-form-error-notice';
import { loadEnterpriseBody, useSubmitEnterprise } from '../api/kyc-api';
import { toEnterpriseBody, type EnterpriseValues } from './kyc-bodies';

// Company verification: first submission, or a new one after a rejection.
export function EnterpriseForm({ previous }: { previous: EnterpriseInfo | undefined }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EnterpriseValues>();
  const field = useZodFields(loadEnterpriseBody, toEnterpriseBody);
  const notifyFormErrors = useFormErrorNotice();
  const submit = useSubmitEnterprise();
  useRevalidateOnLocaleChange(form);

  const onFinish = async (values: EnterpriseValues) => {
    const body = (await loadEnterpriseBody()).parse(toEnterpriseBody(values));
    submit.mutate(body, {
      onSuccess: () => feedback.success(t('kyc.enterprise.submitted')),
      onError: (error) => applyServerFieldErrors(form, error),
    });
  };

  return (
    <Form
      form={form}
      name="enterprise"
      layout="vertical"
      initialValues={{ name: previous?.name ?? undefined, legalPerson: previous?.legalPerson ?? undefined, cardNumber: previous?.cardNumber ?? undefined }}
      onFinish={(values) => void onFinish(values)}
      onFinishFailed={notifyFormErrors}
      style={{ maxWidth: 720 }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('kyc.enterprise.name')} {...field('name')}>
            <LimitedInput autoComplete="organization" max={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="legalPerson" label={t('kyc.enterprise.legalPerson')} {...field('legalPerson')}>
            <LimitedInput max={50} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="cardNumber" label={t('kyc.enterprise.cardNumber')} {...field('cardNumber')}>
        <LimitedInput max={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="certificateImg" label={t('kyc.enterprise.certificate')} {...field('certificateImg')}>
        <FileUpload purpose="enterprise-cert" max={1} />
      </Form.Item>
      <Form.Item name="attachments" label={t('kyc.enterprise.attachments')} {...field('attachments', false)}>
        <FileUpload purpose="attachment" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        {t('kyc.submit')}
      </Button>
    </Form>
  );
}
