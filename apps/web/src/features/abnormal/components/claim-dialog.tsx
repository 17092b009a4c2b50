import { ABNORMAL_FILES_MAX, ABNORMAL_TYPE, LOST_PARCEL_COMPENSATION_MAX, type AbnormalDetail, type ClaimCheck, type claimCreateBody } from '@portal/contracts/abnormal';
import { fromMinor } from '@portal/contracts/order-units';
import { Alert, Checkbox, Form, Input, InputNumber, Modal, Radio, Space, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileUpload } from '../../../components/file-upload';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { feedback } from '../../../lib/feedback';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields, type FieldsOf } from '../../../lib/form-rules';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { formatMinor } from '../../../lib/money';
import { loadClaimBody, useClaimCheck, useFileClaim } from '../api/abnormal-api';
import { toClaimBody, type ClaimValues } from '../claim-values';
import { ClaimRules } from './claim-rules';

// A claim for lost or damaged goods on one of the member's orders (docs/abnormal-items.md,
// "Claims"): the rules, then what happened, the outer package (damage), the insurance (insured
// orders, within the deadline), the amount, a description and photos. The same schema as the
// server's checks each field; one request key per dialog, so a double submit files one claim.
export function ClaimDialog({ orderId, onClose, onFiled }: { orderId: number; onClose: () => void; onFiled: (item: AbnormalDetail) => void }) {
  const { t } = useTranslation();
  const check = useClaimCheck(orderId);
  const fileClaim = useFileClaim();
  const [form] = Form.useForm<ClaimValues>();
  const [requestKey] = useState(() => crypto.randomUUID());
  const field = useZodFields(loadClaimBody, toClaimBody);
  useRevalidateOnLocaleChange(form);
  const ready = check.data?.allowed === true;

  const submit = async () => {
    const values = await form.validateFields();
    fileClaim.mutate(toClaimBody({ ...values, orderId, requestKey }) as Parameters<typeof fileClaim.mutate>[0], {
      onSuccess: (item) => {
        feedback.success(t('abnormal.claim.filed'));
        onFiled(item);
      },
      onError: (error) => applyServerFieldErrors(form, error),
    });
  };

  return (
    <Modal
      open
      title={check.data ? t('abnormal.claim.titleOrder', { orderNo: check.data.orderNo }) : t('abnormal.claim.title')}
      okText={t('abnormal.claim.submit')}
      cancelText={t('abnormal.handle.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      okButtonProps={{ disabled: !ready }}
      confirmLoading={fileClaim.isPending}
      destroyOnHidden
      width={600}
    >
      {check.isError ? (
        <LoadError onRetry={() => void check.refetch()} retrying={check.isFetching} />
      ) : !check.data ? (
        <PageLoading />
      ) : !check.data.allowed ? (
        <Refusal check={check.data} />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <ClaimRules type={ABNORMAL_TYPE.lost} />
          <ClaimForm form={form} field={field} check={check.data} />
        </Space>
      )}
    </Modal>
  );
}

function Refusal({ check }: { check: ClaimCheck }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      title={t(check.refusal === 'exists' ? 'abnormal.claim.exists' : 'abnormal.claim.notNow')}
      description={
        check.claimId !== null ? <Link to={`/jiedao/jd-abnormal?status=all&id=${check.claimId}`}>{t('abnormal.claim.openExisting')}</Link> : null
      }
    />
  );
}

type ClaimField = FieldsOf<keyof (typeof claimCreateBody)['shape'] & string>;

function ClaimForm({ form, field, check }: { form: FormInstance<ClaimValues>; field: ClaimField; check: ClaimCheck }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const kind = Form.useWatch('kind', form);
  const damage = kind === 'damage';
  const deadline = check.insuranceDeadline;
  const max = fromMinor(LOST_PARCEL_COMPENSATION_MAX.amount);

  return (
    <Form form={form} layout="vertical" name="abnormal-claim" initialValues={{ files: [], insurance: false }}>
      <Form.Item name="kind" label={t('abnormal.claim.kind')} {...field('kind')}>
        <Radio.Group options={(['loss', 'damage'] as const).map((value) => ({ value, label: t(`abnormal.claim.kinds.${value}`) }))} />
      </Form.Item>
      {damage ? (
        <Form.Item name="outerPackageIntact" label={t('abnormal.claim.intact')} {...field('outerPackageIntact')}>
          <Radio.Group
            options={[
              { value: false, label: t('abnormal.claim.intactNo') },
              { value: true, label: t('abnormal.claim.intactYes') },
            ]}
          />
        </Form.Item>
      ) : null}
      {check.insured ? (
        <Form.Item
          name="insurance"
          valuePropName="checked"
          extra={deadline ? t(check.insuranceOpen ? 'abnormal.claim.insuranceUntil' : 'abnormal.claim.insuranceClosed', { deadline: formatDateTime(deadline) }) : undefined}
          {...field('insurance', false)}
        >
          <Checkbox>{t('abnormal.claim.insurance')}</Checkbox>
        </Form.Item>
      ) : null}
      <Form.Item name="amount" label={t('abnormal.claim.amount', { max: formatMinor(LOST_PARCEL_COMPENSATION_MAX.amount, LOST_PARCEL_COMPENSATION_MAX.currency, locale) })} {...field('amount')}>
        <InputNumber min={0} max={max} step={1} precision={2} style={{ width: '100%' }} inputMode="decimal" prefix="US$" decimalSeparator={locale === 'fr_FR' ? ',' : '.'} />
      </Form.Item>
      <Form.Item name="description" label={t('abnormal.claim.description')} {...field('description')}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="files" label={t(damage ? 'abnormal.claim.photosRequired' : 'abnormal.claim.photos', { max: ABNORMAL_FILES_MAX })} {...field('files', damage)}>
        <FileUpload purpose="attachment" max={ABNORMAL_FILES_MAX} listType="picture-card" />
      </Form.Item>
    </Form>
  );
}
