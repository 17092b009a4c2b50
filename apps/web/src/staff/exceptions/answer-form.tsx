import { LOST_PARCEL_COMPENSATION_MAX, type StaffAbnormalDetail } from '@portal/contracts/abnormal';
import { Button, Form, InputNumber, Radio } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedTextArea } from '../../components/limited-input';
import { feedback } from '../../lib/feedback';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields } from '../../lib/form-rules';
import { useLocale } from '../../lib/i18n';
import { formatMinor, fromMinorUnits } from '../../lib/money';
import { useLiveFormErrorNotice } from '../../lib/use-form-error-notice';
import { claimAnswerSchema, claimBodyOf, disputeAnswerSchema, disputeBodyOf, type ClaimAnswerValues, type DisputeAnswerValues } from './answer-values';
import { useAnswerClaim, useAnswerDispute } from './exceptions-api';
import { useExceptionsText } from './exceptions-texts';
import styles from './exceptions.module.css';

// Staff's answer to a member's dispute (accept it, or keep the exception) or claim (grant an
// amount up to what was claimed, or reject with the reason). Each field is checked by the schema
// the server checks (answer-values.ts); only then is the answer asked to be confirmed, worded as
// its question; the server's refusals of a field go under it, in the staff member's language.

const REMARKS_MAX = 500;
const loadDispute = () => Promise.resolve(disputeAnswerSchema);

// Asks first; resolves once sent, rejects with the server's refusal, does nothing if cancelled.
function confirmThen(title: string, content: string, okText: string, cancelText: string, danger: boolean, send: () => Promise<unknown>): void {
  feedback.confirm({ title, content, okText, cancelText, okButtonProps: { danger }, onOk: send });
}

export function DisputeAnswerForm({ item }: { item: StaffAbnormalDetail }) {
  const et = useExceptionsText();
  const { t } = useTranslation();
  const [form] = Form.useForm<DisputeAnswerValues>();
  const toBody = useCallback((values: DisputeAnswerValues) => disputeBodyOf(item.id, values), [item.id]);
  const field = useZodFields(loadDispute, toBody);
  const send = useAnswerDispute();
  const errors = useLiveFormErrorNotice();
  useRevalidateOnLocaleChange(form);

  const submit = (values: DisputeAnswerValues) => {
    const body = disputeAnswerSchema.parse(disputeBodyOf(item.id, values));
    const uphold = body.answer === 'uphold';
    confirmThen(
      et(uphold ? 'answer.confirmUphold' : 'answer.confirmMaintain', { orderNo: item.orderNo }),
      et(uphold ? 'answer.confirmText' : 'answer.confirmMaintainText'),
      et('answer.submit'),
      t('common.cancel'),
      false,
      () =>
        send.mutateAsync(body).then(
          () => feedback.success(et('answer.done')),
          (error: unknown) => applyServerFieldErrors(form, error),
        ),
    );
  };

  return (
    <Form form={form} name="exception-dispute-answer" layout="vertical" onFinish={submit} onFinishFailed={errors.notify} onFieldsChange={() => errors.refresh(form)}>
      <Form.Item name="answer" label={et('answer.decision')} {...field('answer')}>
        <Radio.Group className={styles.choices}>
          <Radio value="uphold">{et('answer.uphold')}</Radio>
          <Radio value="maintain">{et('answer.maintain')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="remarks" label={et('answer.remarks')} {...field('remarks', false)}>
        <LimitedTextArea max={REMARKS_MAX} rows={3} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        {et('answer.submit')}
      </Button>
    </Form>
  );
}

export function ClaimAnswerForm({ item }: { item: StaffAbnormalDetail }) {
  const et = useExceptionsText();
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<ClaimAnswerValues>();
  const claimed = item.claim?.amount ?? 0;
  const currency = LOST_PARCEL_COMPENSATION_MAX.currency;
  const schema = useMemo(() => claimAnswerSchema(claimed, formatMinor(claimed, currency, locale)), [claimed, currency, locale]);
  const load = useCallback(() => Promise.resolve(schema), [schema]);
  const toBody = useCallback((values: ClaimAnswerValues) => claimBodyOf(item.id, values), [item.id]);
  const field = useZodFields(load, toBody);
  const send = useAnswerClaim();
  const errors = useLiveFormErrorNotice();
  const [answer, setAnswer] = useState<ClaimAnswerValues['answer']>();
  useRevalidateOnLocaleChange(form);

  const submit = (values: ClaimAnswerValues) => {
    const body = schema.parse(claimBodyOf(item.id, values));
    const accept = body.answer === 'accept';
    const amount = formatMinor(body.compensation ?? claimed, currency, locale);
    confirmThen(
      accept ? et('answer.confirmAccept', { amount, orderNo: item.orderNo }) : et('answer.confirmReject', { orderNo: item.orderNo }),
      et('answer.confirmText'),
      et('answer.submit'),
      t('common.cancel'),
      !accept,
      () =>
        send.mutateAsync(body).then(
          () => feedback.success(et('answer.done')),
          (error: unknown) => applyServerFieldErrors(form, error),
        ),
    );
  };

  const max = formatMinor(Math.min(claimed, LOST_PARCEL_COMPENSATION_MAX.amount), currency, locale);
  return (
    <Form
      form={form}
      name="exception-claim-answer"
      layout="vertical"
      initialValues={{ compensation: fromMinorUnits(claimed, currency) }}
      onFinish={submit}
      onFinishFailed={errors.notify}
      onFieldsChange={() => errors.refresh(form)}
      onValuesChange={(changed: ClaimAnswerValues) => {
        if ('answer' in changed) setAnswer(changed.answer);
      }}
    >
      <Form.Item name="answer" label={et('answer.decision')} {...field('answer')}>
        <Radio.Group className={styles.choices}>
          <Radio value="accept">{et('answer.accept')}</Radio>
          <Radio value="reject">{et('answer.reject')}</Radio>
        </Radio.Group>
      </Form.Item>
      {answer === 'accept' ? (
        <Form.Item name="compensation" label={et('answer.compensation', { max })} dependencies={['answer']} {...field('compensation', false)}>
          <InputNumber<number> min={0} step={1} precision={2} className={styles.amount} />
        </Form.Item>
      ) : null}
      <Form.Item name="remarks" label={et(answer === 'reject' ? 'answer.reason' : 'answer.remarks')} dependencies={['answer']} {...field('remarks', answer === 'reject')}>
        <LimitedTextArea max={REMARKS_MAX} rows={3} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        {et('answer.submit')}
      </Button>
    </Form>
  );
}
