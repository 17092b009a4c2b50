import { MAX_EXTRA_ID_IMAGES, type RealNameInfo } from '@portal/contracts/kyc';
import { CARD_TYPES } from '@portal/contracts/statuses';
import { Button, Col, Form, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/file-upload';
import { LimitedInput } from '../../../components/limited-input';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields } from '../../../lib/form-rules';
import { feedback } from '../../../lib/feedback';
import { useFormErrorNotice } from '../../../lib/use-form-error-notice';
import { loadRealNameBody, useSubmitRealName } from '../api/kyc-api';
import { toRealNameBody, type RealNameValues } from './kyc-bodies';

// First submission, or a new one after a rejection (prefilled with the rejected texts).
export function RealNameForm({ previous }: { previous: RealNameInfo | undefined }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RealNameValues>();
  const field = useZodFields(loadRealNameBody, toRealNameBody);
  const notifyFormErrors = useFormErrorNotice();
  const submit = useSubmitRealName();
  useRevalidateOnLocaleChange(form);

  const onFinish = async (values: RealNameValues) => {
    const body = (await loadRealNameBody()).parse(toRealNameBody(values));
    submit.mutate(body, {
      onSuccess: () => feedback.success(t('kyc.realName.submitted')),
      onError: (error) => applyServerFieldErrors(form, error),
    });
  };

  return (
    <Form
      form={form}
      name="real-name"
      layout="vertical"
      initialValues={{ name: previous?.name ?? undefined, cardType: previous?.cardType ?? 'mainland_id', cardNumber: previous?.cardNumber ?? undefined }}
      onFinish={(values) => void onFinish(values)}
      onFinishFailed={notifyFormErrors}
      style={{ maxWidth: 720 }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('kyc.realName.name')} {...field('name')}>
            <LimitedInput autoComplete="name" max={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="cardType" label={t('kyc.realName.cardType')} {...field('cardType')}>
            <Select options={CARD_TYPES.map((type) => ({ value: type, label: t(`kyc.cardTypes.${type}`) }))} />
          </Form.Item>
        </Col>
      </Row>
      {/* The number's rule depends on the card type: checked again when the type changes. */}
      <Form.Item name="cardNumber" label={t('kyc.realName.cardNumber')} dependencies={['cardType']} {...field('cardNumber')}>
        <LimitedInput autoComplete="off" max={30} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="img1" label={t('kyc.realName.front')} {...field('img1')}>
            <FileUpload purpose="id-card" max={1} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="img2" label={t('kyc.realName.back')} {...field('img2')}>
            <FileUpload purpose="id-card" max={1} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="extraImgs" label={t('kyc.realName.extra')} {...field('extraImgs', false)} extra={t('kyc.realName.extraHint', { count: MAX_EXTRA_ID_IMAGES })}>
        <FileUpload purpose="id-card" max={MAX_EXTRA_ID_IMAGES} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        {t('kyc.submit')}
      </Button>
    </Form>
  );
}
